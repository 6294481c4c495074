"""A title said without quotes and followed by the day it is on ("called Zib delivery Tuesday,
March 17") ends before the weekday; a weekday that is the title's own word stays ("Taco
Tuesday"). The offline policy saves the event under its title on that day in SimDroid."""

from __future__ import annotations

from pathlib import Path

from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_weekday_before_a_month_day_dates_the_title():
    goal = parse_goal("make a calendar event called Zib delivery Tuesday, March 17")
    assert goal.values["title"] == "Zib delivery"
    assert parse_goal("make a calendar event called Taco Tuesday").values["title"] == "Taco Tuesday"


def test_the_event_is_saved_under_its_title_on_that_day(tmp_path: Path):
    phone = SimDevice(seed=0)
    request = "make a calendar event called Zib delivery Tuesday, March 17 in Calendar"
    assert run_offline(tmp_path, request, phone).done
    events = phone.state()["calendar"]["events"]
    assert any(e["title"] == "Zib delivery" and e["date"] == "2026-03-17" for e in events)
