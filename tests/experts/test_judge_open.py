"""The offline judge on requests that only open one of an app's items: done when the run's last
tap opened a control naming the item and the screen it ended on names it; not when it opened
another item or only the app. An item's editor the run opened and left untouched shows no
change."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _pages() -> Session:
    device = SimDevice()
    device.launch("Pages")
    return Session(device)


def test_an_item_the_last_tap_opened_is_open() -> None:
    session = _pages()
    session.tap("Reading list | Edited Mar 10")
    assert session.judge("open my reading list page").accepted
    assert session.judge("show me the reading list in pages").accepted
    assert not session.judge("show me when my reading list was edited").accepted


def test_another_item_opened_is_not_the_request_s() -> None:
    session = _pages()
    session.tap("Weekly team sync | Edited Mar 10")
    assert not session.judge("open my reading list page").accepted


def test_a_list_naming_the_item_is_not_the_item_open() -> None:
    session = _pages()
    session.tap("Private")
    assert not session.judge("open my reading list page").accepted


def test_an_item_s_editor_opened_and_left_untouched_shows_no_change() -> None:
    device = SimDevice()
    device.launch("Calendar")
    session = Session(device)
    session.tap("Bike ride | 10:00 – 12:00 | Riverside Park")
    session.tap("Edit event")
    judged = session.judge("bike ride moved to riverside park")
    assert judged.verdict == "unsure" and "Edit event" in judged.reason, judged.reason
    session.type("location", "Riverside Park", clear=True)
    session.tap("Save")
    assert "with nothing typed" not in session.judge("move bike ride to riverside park").reason
