"""The newest item of a list kept newest first, for a question that picks it by that alone:
the top row says who and what, the item opened from it the rest; a question naming whose it
is reads that one's newest. Whole runs of the offline policy on SimDroid, answers computed
from the phone's state."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.newest import STAMP, _parts
from mobilexperts.perception.context import ElementContext
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def _name(state: dict, address: str) -> str:
    """How the phone shows a thread's address: the contact's name, else the address."""
    found = [c for c in state["contacts"]["contacts"] if c["phone"] == address]
    return f"{found[0]['first']} {found[0]['last']}" if found else address


def test_a_row_part_saying_when_it_came_is_no_part_of_what_it_says() -> None:
    row = ElementContext(
        index=1, cls="LinearLayout", label="Zed Quorn | Unread | Zapline at 5? | 8:58 AM"
    )
    assert _parts(row) == ["Zed Quorn", "Zapline at 5?"]
    assert all(STAMP.match(p) for p in ("Wed", "Mar 7", "5 min ago", "yesterday", "9:01 pm"))
    assert not STAMP.match("Zapline at 5?")


def test_who_sent_the_newest_text_is_the_top_conversation(tmp_path: Path) -> None:
    device = SimDevice(seed=3)
    state = device.state()
    top = state["messages"]["threads"][0]
    found = run_offline(tmp_path, "who texted me most recently", device)
    assert found.done
    assert found.answer == _name(state, top["address"])


def test_the_newest_text_from_someone_named_is_theirs_not_the_reply(tmp_path: Path) -> None:
    device = SimDevice(seed=3)
    state = device.state()
    thread = next(
        t
        for t in state["messages"]["threads"]
        if _name(state, t["address"]) != t["address"] and t["messages"][-1]["outgoing"]
    )
    name = _name(state, thread["address"])
    found = run_offline(tmp_path, f"what did the latest text from {name.lower()} say", device)
    assert found.done
    theirs = [m for m in thread["messages"] if not m["outgoing"]]
    assert found.answer == theirs[-1]["text"]
