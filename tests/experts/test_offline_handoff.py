"""App switches inside one run: a thing shared from the app that keeps it into another app
(the hand-off) is finished there and its Stop accepted, the recipient of "share X with
<name>" is read, and a run that keeps coming back to the launcher from the same app stops
undone and says so instead of burning its steps. Whole runs of the offline policy on SimDroid
assert the phone's state."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_share_with_a_name_reads_the_name_as_the_recipient() -> None:
    assert parse_goal("share the zorblat memo with tavi wrenlow via sms").values["to"] == (
        "Tavi Wrenlow"
    )
    owned = parse_goal("share tavi wrenlow's card with oda plimsk in a text")
    assert owned.values["to"] == "Oda Plimsk"


def _last_text_to(device: SimDevice, name: str) -> dict:
    state = device.state()
    phone = next(c["phone"] for c in state["contacts"]["contacts"] if c["name"] == name)
    thread = next(t for t in state["messages"]["threads"] if t["address"] == phone)
    return thread["messages"][-1]


def test_a_place_texted_to_someone_is_shared_from_its_page_and_sent_in_messages(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "text the address of taco norte to nadia evans", device)
    sent = _last_text_to(device, "Nadia Evans")
    assert sent["outgoing"] and "481 Library Ln" in sent["text"]
    assert found.done, "the judge takes the shared draft as the words the request sends"
    assert [s.package.rsplit(".", 1)[-1] for s in found.steps[-3:]] == ["messages"] * 3
    assert not any(
        s.operation.kind == "open_app" and s.operation.app == "Contacts" for s in found.steps
    )


def test_an_item_shared_into_messages_is_sent_there_not_taken_back_to_its_app(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    request = "share the kestrel book air 13 from the shop with omar xu in messages"
    found = run_offline(tmp_path, request, device)
    sent = _last_text_to(device, "Omar Xu")
    assert sent["outgoing"] and "Kestrel Book Air 13" in sent["text"]
    opened = [s.operation.app for s in found.steps if s.operation.kind == "open_app"]
    assert opened == ["Shop"]


def test_a_run_that_keeps_leaving_the_same_app_stops_undone_saying_it_cannot_tell(
    tmp_path: Path,
) -> None:
    found = run_offline(
        tmp_path, "share glorpax most recent quibble with ann@example.org over email"
    )
    assert not found.done
    assert "can't tell" in found.answer
    assert len(found.steps) < 16


def test_an_app_left_twice_is_not_escaped_into_a_later_steps_app(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = device.state()["pages"]
    found = run_offline(
        tmp_path, "chen asked me for something on chirp, put it on my to-do list", device
    )
    assert not found.done
    assert device.state()["pages"] == before, "nothing unread is written to the list"
