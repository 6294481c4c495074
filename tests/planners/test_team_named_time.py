"""Team runs on SimDroid (seed 0) where what is passed on must be the part of a document the
request picks, or nothing is claimed: a schedule's line at the time asked ("the 2pm
session": "14:00 Panel ..."), and a found answer that never reached what was sent."""

from __future__ import annotations

from pathlib import Path

from mobilexperts.sim.device import SimDevice
from planners.passages import at_named_time
from tests.experts.offline_run import run_offline
from tests.planners.conftest import run_offline_team


def test_a_line_picked_by_its_time_is_found_in_any_writing_of_that_time():
    lines = ["09:00 Keynote: zorps | 14:00 Panel: quibs", "2 pm tea"]
    assert at_named_time("what is the 2pm session", lines) == "14:00 Panel: quibs"
    assert at_named_time("what is the 9 am talk", lines) == "09:00 Keynote: zorps"
    assert at_named_time("what is the session", lines) == ""


def test_the_schedule_line_at_the_asked_time_is_what_is_texted(tmp_path: Path):
    phone = SimDevice(seed=0)
    request = "text tara usman what the 2pm session is in the agentconf schedule i downloaded"
    run_offline_team(request, phone, tmp_path)
    thread = next(t for t in phone.state()["messages"]["threads"] if t["address"].endswith("0100"))
    assert "evaluating mobile agents" in thread["messages"][-1]["text"]
    assert "Keynote" not in thread["messages"][-1]["text"]


def test_an_answer_found_but_never_sent_is_not_claimed(tmp_path: Path):
    request = "find out how much was shipping on my towel order, then email omar xu in Mail"
    phone = SimDevice(seed=0)
    found = run_offline(tmp_path, request, phone, max_steps=25)
    bodies = [m["body"] for m in phone.state()["mail"]["sent"] if m["to"] == "omar.xu@example.com"]
    assert not any(found.answer and found.answer in b for b in bodies)
    assert not found.done
