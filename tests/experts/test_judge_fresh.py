"""A value on the final screen is evidence only if the run made it so: a value shown before
the run acted there, which no later step acted on, proves nothing. Each check is made where it
fails and where it holds."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _todo() -> Session:
    """The to-do page of Pages opened."""
    device = SimDevice()
    device.launch("Pages")
    session = Session(device)
    session.tap("To-do list")
    return session


def test_a_row_ticked_beside_the_named_one_is_no_evidence_for_it() -> None:
    session = _todo()
    session.tap("Return library books")
    judged = session.judge("got my passport renewed, tick it off")
    assert judged.verdict != "done", judged.reason


def test_the_named_row_ticked_is_evidence() -> None:
    session = _todo()
    session.tap("Renew passport")
    judged = session.judge("got my passport renewed, tick it off")
    assert judged.verdict == "done", judged.reason


def test_a_contact_only_opened_is_not_made_a_favorite() -> None:
    session = Session(SimDevice())
    session.open("Contacts")
    session.tap("Dana Varga")
    judged = session.judge("dana varga is a favorite now")
    assert judged.verdict != "done" and "before the run acted" in judged.reason


def test_a_contact_starred_is_made_a_favorite() -> None:
    session = Session(SimDevice())
    session.open("Contacts")
    session.tap("Dana Varga")
    session.tap("favorite")
    judged = session.judge("dana varga is a favorite now")
    assert judged.verdict == "done", judged.reason


def _renamed(row: str) -> Session:
    """The Pages row ``row`` opened and its title typed over with "Presents"."""
    session = Session(SimDevice())
    session.open("Pages")
    session.tap(row)
    session.type("page_title", "Presents", clear=True)
    return session


def test_a_name_typed_over_another_item_is_no_rename_of_the_named_one() -> None:
    judged = _renamed("Weekly team sync | Edited Mar 10").judge(
        "travel plans page should be called Presents"
    )
    assert judged.verdict != "done"
    assert "typed over 'Weekly team sync'" in judged.reason or "renames" in judged.reason


def test_a_name_typed_over_the_named_item_is_its_rename() -> None:
    judged = _renamed("Travel plans: Lisbon | Edited Mar 8").judge(
        "travel plans page should be called Presents"
    )
    assert judged.verdict == "done", judged.reason
