"""A part of an item emptied ("remove zed's birthday"): read from the request, done on the
item's edit form (the field emptied, then saved) and judged by the field emptied and saved,
never by the item deleted. Whole runs of the offline policy on SimDroid, read from the state."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session
from tests.experts.offline_run import run_offline


def _parts(request: str) -> list[tuple[str, str]]:
    return [(p.role, p.owner) for p in parse_goal(request).emptied]


def test_the_parts_a_request_empties_are_read_with_their_owner() -> None:
    assert _parts("clear zed quorn's birthday") == [("birthday", "")]
    assert _parts("get rid of the description on the zap night event") == [
        ("description", "zap night")
    ]
    assert _parts("take the phone number off zed quorn's card") == [("phone", "")]
    assert _parts("the zap night doesnt need a location, clear it") == [("location", "zap night")]


def test_removing_an_item_or_a_message_empties_no_part() -> None:
    assert _parts("delete the email from zed quorn") == []
    assert _parts("remove zed quorn from my zapline") == []
    assert _parts("change zed quorn's birthday to May 3") == []


def test_a_contacts_birthday_is_emptied_and_the_contact_kept(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    contacts = device.state()["contacts"]["contacts"]
    person = next(c for c in contacts if c["birthday"])
    run = run_offline(tmp_path, f"remove {person['name'].lower()}'s birthday", device)
    after = device.state()["contacts"]["contacts"]
    assert len(after) == len(contacts)
    kept = next(c for c in after if c["id"] == person["id"])
    assert kept["birthday"] == "" and kept["phone"] == person["phone"]
    assert run.done


def test_a_form_saved_without_emptying_the_part_is_refused() -> None:
    device = SimDevice()
    device.launch("Contacts")
    session = Session(device)
    session.tap("Alice Schmidt")
    session.tap("Edit contact")
    session.tap("Save")
    judged = session.judge("remove alice schmidt's phone number")
    assert judged.verdict == "not_done" and "phone" in judged.reason
