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


def test_a_time_or_day_put_in_the_calendar_with_a_title_after_is_the_events_when():
    for request in (
        "put 6 pm in my calendar as Zib viewing",
        "put Tuesday, March 17 in my calendar as Zib viewing",
        "put March 17, 2026 in my calendar as Zib viewing",
    ):
        goal = parse_goal(request)
        assert goal.verbs == ["create"] and goal.values == {"title": "Zib viewing"}, request
    assert (
        parse_goal("put the zorb day, march 3 in my calendar").values.get("title")
        != "The zorb day, march"
    )


def test_a_found_time_put_in_the_calendar_as_a_title_saves_that_event(tmp_path: Path):
    phone = SimDevice(seed=0)
    assert run_offline(tmp_path, "put Tuesday at 6 pm in my calendar as Zib viewing", phone).done
    events = phone.state()["calendar"]["events"]
    assert any(
        e["title"] == "Zib viewing" and e["date"] == "2026-03-17" and e["start"] == "18:00"
        for e in events
    )
