"""The judge reads a change by the row it was made on: a star tapped in a list row acts on that
row's item; a value shown on a new row is not the named item changed; a value shown in another
field of the item is not the field the request names; and a request telling someone something
is a message that must be sent. Each check is made where it fails and where it holds."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _app(name: str) -> Session:
    device = SimDevice()
    device.launch(name)
    return Session(device)


def _starred(sender: str) -> Session:
    session = _app("Mail")
    row = next(e for e in session.screen().elements if e.label.startswith(f"{sender} | "))
    star = next(
        e
        for e in session.screen().elements
        if e.label in ("Not starred", "Starred") and row.bounds.y1 <= e.bounds.y1 < row.bounds.y2
    )
    session.tap_element(star)
    return session


def test_a_star_tapped_on_another_row_is_refused() -> None:
    judged = _starred("Grace Tanaka").judge("star the offsite agenda email")
    assert judged.verdict == "not_done" and "another row" in judged.reason


def test_a_star_tapped_on_the_named_row_is_accepted() -> None:
    assert _starred("Kavya Fischer").judge("star the offsite agenda email").accepted


def _alarm_saved(row: str | None, time: str) -> Session:
    session = _app("Clock")
    session.tap(row or "Add alarm")
    session.type("time_input", time, clear=True)
    session.tap("Save")
    return session


def test_a_new_row_with_the_value_is_not_the_named_item_moved() -> None:
    judged = _alarm_saved(None, "06:45").judge("push my wake up alarm to 6:45")
    assert judged.verdict == "not_done" and "not the item named" in judged.reason


def test_the_named_row_showing_the_value_is_accepted() -> None:
    session = _alarm_saved("06:15 | Wake up · Weekdays", "06:45")
    assert session.judge("push my wake up alarm to 6:45").accepted


def _event_field(field: str, value: str) -> Session:
    session = _app("Calendar")
    row = next(e for e in session.screen().elements if "Yoga class" in e.label and e.in_list)
    session.tap(row.label)
    session.tap("Edit event")
    field_el = next(e for e in session.screen().elements if e.editable and field in e.resource_id)
    session.type(field_el.label or field_el.text, value, clear=True)
    session.tap("Save")
    return session


def test_a_value_typed_into_another_field_is_refused() -> None:
    wrong = _event_field("title", "Riverside Park")
    judged = wrong.judge("change the location of my yoga class to Riverside Park")
    assert judged.verdict == "not_done" and "location" in judged.reason


def test_a_value_in_the_named_field_is_no_misfit() -> None:
    right = _event_field("location", "Riverside Park")
    judged = right.judge("change the location of my yoga class to Riverside Park")
    assert "not in the item's" not in judged.reason


def test_telling_someone_is_a_message_to_send() -> None:
    session = _app("Contacts")
    session.tap("Chen Barros")
    judged = session.judge("tell chen barros i'll bring the bikes")
    assert judged.verdict == "not_done" and "sends" in judged.reason
    assert "sends" not in session.judge("chen barros").reason


def _place_saved(place: str) -> Session:
    session = _app("Maps")
    session.tap("Coffee")
    row = next(e for e in session.screen().elements if e.label.startswith(f"{place} | "))
    session.tap(row.label)
    button = next(e for e in session.screen().elements if e.label in ("Save", "Saved"))
    session.tap_element(button)
    return session


def test_a_control_saying_its_state_undoes_it_when_tapped() -> None:
    asked = "save the best rated coffee place thats open now to my places"
    assert not _place_saved("Bean Counter Coffee").judge(asked).accepted
    assert _place_saved("Old Town Espresso").judge(asked).accepted  # the best rated one open
    assert not _place_saved("Railway Roasters").judge(asked).accepted  # a better one is open
