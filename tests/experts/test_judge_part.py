"""The judge refuses a removal of a part of an item (a field, a guest) that deleted the item
itself, and leaves a removal of the item alone."""

from __future__ import annotations

from experts.offline.judge_part import owner_of_part
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _contact_deleted() -> Session:
    device = SimDevice()
    device.launch("Contacts")
    session = Session(device)
    session.tap("Alice Schmidt")
    session.tap("More options")
    session.tap("Delete")
    session.tap("button1")
    return session


def test_the_owner_of_a_part_is_read_from_the_request() -> None:
    assert owner_of_part("clear zap quorn's phone number", []) == "zap quorn"
    assert owner_of_part("take zap off the quorn night invite", []) == "quorn night invite"
    assert owner_of_part("remove zap quorn from my zapline", ["Zapline"]) == ""
    assert owner_of_part("remove zap quorn from my list", []) == ""


def test_a_part_removal_that_deleted_its_owner_is_refused() -> None:
    deleted = _contact_deleted()
    for request in (
        "clear alice schmidt's phone number",
        "remove the zapline number from alice schmidt",
    ):
        judged = deleted.judge(request)
        assert judged.verdict == "not_done" and "alice schmidt" in judged.reason


def test_deleting_the_item_itself_is_no_part_removal() -> None:
    assert "itself" not in _contact_deleted().judge("delete alice schmidt").reason
