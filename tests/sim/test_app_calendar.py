"""Calendar, driven the way an agent drives it: read the XML, tap, type, swipe, then check state."""

from __future__ import annotations

import pytest

from evals.reference import nodes, scroll_to, tap, texts, type_into
from mobilexperts.sim.device import SimDevice

TODAY, TOMORROW = "2026-03-14", "2026-03-15"


def events(device: SimDevice) -> list[dict]:
    return device.state()["calendar"]["events"]


def event(device: SimDevice, title: str) -> dict:
    return next(e for e in events(device) if e["title"] == title)


@pytest.fixture
def device() -> SimDevice:
    d = SimDevice(seed=0)
    d.launch("Calendar")
    return d


def test_seed_is_deterministic_sorted_and_around_today() -> None:
    seeded = SimDevice(seed=0).state()["calendar"]["events"]
    assert seeded == SimDevice(seed=0).state()["calendar"]["events"]
    assert seeded != SimDevice(seed=2).state()["calendar"]["events"]
    assert len(seeded) >= 12
    keys = [(e["date"], not e["all_day"], e["start"]) for e in seeded]
    assert keys == sorted(keys)
    assert any(e["date"] < TODAY for e in seeded) and any(e["date"] > "2026-03-20" for e in seeded)
    assert any(e["all_day"] for e in seeded) and any(e["guests"] for e in seeded)
    assert all(e["all_day"] or e["start"] < e["end"] for e in seeded)


def test_schedule_shows_seven_days_from_today_and_pages_by_week(device: SimDevice) -> None:
    assert texts(device, "week_range") == ["Mar 14 \u2013 20"]
    assert texts(device, "day_header")[0] == "Sat, Mar 14 \u00b7 Today"
    todays = [e["title"] for e in events(device) if e["date"] == TODAY]
    assert texts(device, "event_title")[: len(todays)] == todays
    tap(device, desc="Next week")
    assert texts(device, "week_range") == ["Mar 21 \u2013 27"]
    scroll_to(device, text="Project kickoff")
    tap(device, desc="Previous week")
    tap(device, desc="Previous week")
    assert texts(device, "week_range") == ["Mar 7 \u2013 13"]
    tap(device, desc="Jump to today")
    assert texts(device, "week_range") == ["Mar 14 \u2013 20"]


def test_create_an_event_tomorrow_with_a_default_end(device: SimDevice) -> None:
    tap(device, desc="Create event")
    assert texts(device, "toolbar_title") == ["New event"]
    assert nodes(device, id="title")[0].get("focused") == "true"
    assert texts(device, "date") == [TODAY] and texts(device, "start_time") == ["HH:MM"]
    device.input_text("Haircut")
    type_into(device, "date", TOMORROW)
    type_into(device, "start_time", "15:00")
    type_into(device, "location", "Kings Barbers")
    tap(device, text="Save")
    created = event(device, "Haircut")
    assert (created["date"], created["start"], created["end"]) == (TOMORROW, "15:00", "16:00")
    assert created["location"] == "Kings Barbers" and created["weekday"] == "Sunday"
    scroll_to(device, text="Haircut")
    tap(device, text="Haircut")
    assert texts(device, "event_date") == ["Sunday, March 15, 2026"]
    assert texts(device, "event_time") == ["15:00 \u2013 16:00"]


def test_form_errors_are_shown_inline_and_nothing_is_saved(device: SimDevice) -> None:
    before = events(device)
    tap(device, desc="Create event")
    tap(device, text="Save")
    assert texts(device, "title_error") == ["Enter a title"]
    assert texts(device, "start_time_error") == ["Enter the time as HH:MM (24-hour), e.g. 14:30"]
    type_into(device, "title", "Team lunch")
    type_into(device, "date", "2026-13-01")
    type_into(device, "start_time", "25:00")
    tap(device, text="Save")
    assert texts(device, "date_error") == ["Enter the date as YYYY-MM-DD, e.g. 2026-03-17"]
    assert not nodes(device, id="title_error")
    type_into(device, "date", "2026-03-18")
    type_into(device, "start_time", "13:00")
    type_into(device, "end_time", "12:00")
    tap(device, text="Save")
    assert texts(device, "end_time_error") == ["The end time must be after the start time"]
    type_into(device, "end_time", "14:00")
    device.press("back")
    scroll_to(device, id="guests")
    type_into(device, "guests", "maya.garcia@example.com, bob")
    device.press("back")
    tap(device, text="Save")
    assert texts(device, "guests_error") == ["Not an email address: bob"]
    assert events(device) == before
    type_into(device, "guests", "maya.garcia@example.com")
    device.press("back")
    tap(device, text="Save")
    assert event(device, "Team lunch")["guests"] == ["maya.garcia@example.com"]


def test_all_day_switch_hides_the_times(device: SimDevice) -> None:
    tap(device, desc="Create event")
    device.input_text("Spring cleaning")
    tap(device, text="All-day")
    assert nodes(device, id="all_day")[0].get("checked") == "true"
    assert not nodes(device, id="start_time") and not nodes(device, id="end_time")
    tap(device, text="Save")
    created = event(device, "Spring cleaning")
    assert created["all_day"] and created["start"] == "" and created["date"] == TODAY
    assert "All day" in texts(device, "event_time")


def test_closing_a_new_event_asks_before_discarding(device: SimDevice) -> None:
    count = len(events(device))
    tap(device, desc="Create event")
    device.input_text("Half an idea")
    tap(device, desc="Close")
    tap(device, text="Keep editing")
    assert texts(device, "title") == ["Half an idea"]
    tap(device, desc="Close")
    tap(device, text="Discard")
    assert nodes(device, id="schedule") and len(events(device)) == count


def test_move_an_event_to_another_day(device: SimDevice) -> None:
    dentist = event(device, "Dentist appointment")
    scroll_to(device, text="Dentist appointment")
    tap(device, text="Dentist appointment")
    assert texts(device, "event_location") == [dentist["location"]]
    tap(device, desc="Edit event")
    assert texts(device, "toolbar_title") == ["Edit event"]
    assert texts(device, "start_time") == [dentist["start"]]
    type_into(device, "date", "2026-03-19")
    tap(device, text="Save")
    moved = event(device, "Dentist appointment")
    assert moved["date"] == "2026-03-19" and moved["start"] == dentist["start"]
    assert moved["id"] == dentist["id"] and moved["weekday"] == "Thursday"
    assert texts(device, "event_date") == ["Thursday, March 19, 2026"]


def test_delete_asks_for_confirmation(device: SimDevice) -> None:
    tap(device, text="Yoga class")
    tap(device, desc="Delete event")
    assert nodes(device, text="Delete event?")
    tap(device, text="Cancel")
    assert any(e["title"] == "Yoga class" for e in events(device))
    tap(device, desc="Delete event")
    tap(device, text="Delete")
    assert not any(e["title"] == "Yoga class" for e in events(device))
    assert "Yoga class" not in texts(device, "event_title")


def test_share_an_event_to_messages(device: SimDevice) -> None:
    yoga = event(device, "Yoga class")
    tap(device, text="Yoga class")
    tap(device, desc="Share")
    tap(device, desc="Messages")
    assert device.observe().package == "com.simdroid.messages"
    assert any(yoga["location"] in t for t in texts(device, "shared_text"))


def test_version_2_moves_delete_into_the_menu_and_renames_buttons() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Calendar")
    assert nodes(v1, desc="Create event") and not nodes(v2, desc="Create event")
    tap(v2, desc="New event")
    v2.input_text("Piano lesson")
    type_into(v2, "start_time", "18:00")
    assert not nodes(v2, text="Save")
    tap(v2, text="Done")
    assert event(v2, "Piano lesson")["start"] == "18:00"
    tap(v2, text="Piano lesson")
    assert not nodes(v2, desc="Delete event")
    tap(v2, desc="More options")
    tap(v2, text="Delete")
    tap(v2, text="Delete")
    assert not any(e["title"] == "Piano lesson" for e in events(v2))
