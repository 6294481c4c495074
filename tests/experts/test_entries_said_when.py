"""A day or a time said in the words of a message whose text is given ('text zed come to
"Zorb Hall" at 6 tonight'): part of what is said, never a field of its own to find and fill,
so the message is sent and the run ends; a thing made for a time still gets its time typed."""

from __future__ import annotations

from pathlib import Path

from experts.offline.entries import entries
from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_messages_day_and_time_are_no_entries_of_their_own() -> None:
    said = entries(parse_goal('text zed quorn come to "Zorb Hall" at 6 tonight'))
    assert {e.role for e in said} == {"to", "message"}
    mailed = entries(parse_goal('email zed quorn i will pay "$12.00" on friday'))
    assert {e.role for e in mailed} == {"to", "message"}
    made = entries(parse_goal('create an event "Zorb night" tomorrow at 6pm'))
    assert {"time", "date"} <= {e.role for e in made}


def test_the_message_is_sent_and_the_run_ends(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, 'text dana varga come to "Zorb Hall" at 6 tonight', device)
    thread = next(
        t for t in device.state()["messages"]["threads"] if t["address"] == "(646) 555-0158"
    )
    assert run.done and thread["messages"][-1]["outgoing"]
    assert "Zorb Hall" in thread["messages"][-1]["text"]
