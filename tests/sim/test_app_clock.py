"""Clock, driven the way an agent drives it: read the XML, tap, type, wait, then check state."""

from __future__ import annotations

import pytest

from evals.reference import long_press, nodes, tap, texts
from mobilexperts.sim.apps.clock.state import parse_alarm_time
from mobilexperts.sim.device import SimDevice

WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri"]


def clock(device: SimDevice) -> dict:
    return device.state()["clock"]


def alarm_at(device: SimDevice, time: str) -> dict:
    return next(a for a in clock(device)["alarms"] if a["time"] == time)


@pytest.fixture
def device() -> SimDevice:
    d = SimDevice(seed=0)
    d.launch("Clock")
    return d


@pytest.mark.parametrize(
    ("typed", "parsed"),
    [
        ("7:30", (7, 30)),
        ("07:05", (7, 5)),
        ("19:45", (19, 45)),
        ("7:30 pm", (19, 30)),
        ("12:15 AM", (0, 15)),
        ("6 am", (6, 0)),
        ("25:00", None),
        ("7:75", None),
        ("13:00 pm", None),
        ("7", None),
        ("half past seven", None),
    ],
)
def test_alarm_times_are_parsed_like_the_time_picker(
    typed: str, parsed: tuple[int, int] | None
) -> None:
    assert parse_alarm_time(typed) == parsed


def test_seed_has_weekday_weekend_daily_and_one_off_alarms() -> None:
    state = clock(SimDevice(seed=0))
    assert state == clock(SimDevice(seed=0)) and state != clock(SimDevice(seed=4))
    repeats = [a["repeat"] for a in state["alarms"]]
    assert repeats.count("Weekdays") == 2
    assert {"Weekends", "Every day", "Not scheduled"} <= set(repeats)
    times = [a["time"] for a in state["alarms"]]
    assert times == sorted(times)
    assert any(not a["enabled"] for a in state["alarms"])


def test_add_a_repeating_alarm_with_a_label(device: SimDevice) -> None:
    switches = nodes(device, id="alarm_switch")
    assert all(s.get("text") == "" and s.get("content-desc") == "" for s in switches)
    tap(device, desc="Add alarm")
    assert nodes(device, id="time_input")[0].get("focused") == "true"
    device.input_text("6:45 pm")
    tap(device, id="label_input")
    device.input_text("Call mom")
    device.press("back")
    tap(device, text="Sun")
    tap(device, text="Sat")
    assert [n.get("checked") for n in nodes(device, id="repeat_sat")] == ["true"]
    tap(device, text="Save")
    added = alarm_at(device, "18:45")
    assert (added["label"], added["days"], added["enabled"]) == ("Call mom", ["Sat", "Sun"], True)
    assert added["repeat"] == "Weekends"
    assert nodes(device, text="Alarm set for 9 hours 44 minutes from now")
    assert "18:45" in texts(device, "alarm_time")


def test_bad_times_show_an_error_and_keep_the_form(device: SimDevice) -> None:
    count = len(clock(device)["alarms"])
    tap(device, desc="Add alarm")
    tap(device, text="Save")
    assert texts(device, "time_error") == ["Enter a time like 07:30 or 7:30 PM"]
    tap(device, id="time_input")
    device.input_text("24:10")
    tap(device, text="Save")
    assert texts(device, "time_error") and len(clock(device)["alarms"]) == count
    tap(device, id="time_input")
    device.input_text("5:20", clear=True)
    tap(device, text="Save")
    assert alarm_at(device, "05:20")["repeat"] == "Not scheduled"
    assert len(clock(device)["alarms"]) == count + 1


def test_switches_turn_weekday_alarms_off_and_on(device: SimDevice) -> None:
    alarms = clock(device)["alarms"]
    weekday_rows = [i for i, a in enumerate(alarms) if a["repeat"] == "Weekdays"]
    for index in weekday_rows:
        tap(device, id="alarm_switch", nth=index)
    after = clock(device)["alarms"]
    assert [a["enabled"] for a in after if a["repeat"] == "Weekdays"] == [False, False]
    others = [a["enabled"] for a in after if a["repeat"] != "Weekdays"]
    assert others == [a["enabled"] for a in alarms if a["repeat"] != "Weekdays"]
    assert [nodes(device, id="alarm_switch")[i].get("checked") for i in weekday_rows] == [
        "false",
        "false",
    ]
    tap(device, id="alarm_switch", nth=weekday_rows[0])
    assert clock(device)["alarms"][weekday_rows[0]]["enabled"] is True


def test_edit_then_delete_an_alarm(device: SimDevice) -> None:
    run = alarm_at(device, "08:30")
    tap(device, text="08:30")
    assert texts(device, "toolbar_title") == ["Edit alarm"]
    assert texts(device, "time_input") == ["08:30"] and texts(device, "label_input") == ["Long run"]
    tap(device, id="time_input")
    device.input_text("07:55", clear=True)
    device.press("back")
    tap(device, text="Sat")
    tap(device, text="Save")
    edited = alarm_at(device, "07:55")
    assert edited["id"] == run["id"] and edited["days"] == ["Sun"]
    tap(device, text="07:55")
    tap(device, text="Delete")
    assert all(a["id"] != run["id"] for a in clock(device)["alarms"])
    assert "07:55" not in texts(device, "alarm_time")


def test_clock_tab_shows_the_time_world_clocks_and_adds_a_city(device: SimDevice) -> None:
    tap(device, text="Clock")
    assert texts(device, "digital_clock") == ["09:00"]
    assert texts(device, "date") == ["Sat, Mar 14"]
    assert texts(device, "next_alarm") == ["Next alarm: Sat 13:00"]
    cities = clock(device)["cities"]
    assert texts(device, "city_name") == cities
    new_york = cities.index("New York")
    assert texts(device, "city_time")[new_york] == "05:00"
    assert texts(device, "city_offset")[new_york] == "Today, 4 hr behind"
    tap(device, desc="Add city")
    device.input_text("mum")
    tap(device, id="city_name", text="Mumbai")
    assert clock(device)["cities"][-1] == "Mumbai"
    assert texts(device, "city_time")[-1] == "14:30"
    assert texts(device, "city_offset")[-1] == "Today, 5 hr 30 min ahead"
    long_press(device, text="Mumbai")
    tap(device, text="Remove")
    assert "Mumbai" not in clock(device)["cities"]


def test_timer_notifies_when_time_is_up_and_opens_from_the_shade(device: SimDevice) -> None:
    tap(device, text="Timer")
    tap(device, id="timer_minutes")
    device.input_text("2")
    tap(device, id="timer_seconds")
    device.input_text("30")
    tap(device, text="Start")
    assert texts(device, "timer_remaining") == ["02:29"]
    device.press("home")
    device.wait(60)
    assert device.state()["notifications"] == []
    device.wait(90)
    notes = device.state()["notifications"]
    assert [(n["title"], n["text"]) for n in notes] == [("Time's up", "02:30 timer")]
    assert clock(device)["timer"]["finished"] == 1 and clock(device)["timer"]["ends_at"] is None
    w = device.info.width
    device.swipe(w // 2, 10, w // 2, device.info.height // 2)
    tap(device, text="Time's up")
    assert device.observe().package == "com.simdroid.clock"
    assert nodes(device, id="start_timer") and device.state()["notifications"] == []


def test_paused_or_cancelled_timers_stay_silent(device: SimDevice) -> None:
    tap(device, text="Timer")
    tap(device, text="Start")
    assert texts(device, "timer_error") == ["Set a time before starting the timer"]
    tap(device, id="timer_seconds")
    device.input_text("75")
    tap(device, text="Start")
    assert texts(device, "timer_error") == ["Seconds must be between 0 and 59"]
    tap(device, text="1 min")
    tap(device, text="Start")
    tap(device, text="Pause")
    device.wait(120)
    assert device.state()["notifications"] == []
    assert texts(device, "timer_remaining") == ["00:59"]
    tap(device, text="+1:00")
    assert texts(device, "timer_label") == ["02:00 timer (paused)"]
    tap(device, text="Resume")
    device.wait(30)
    tap(device, text="Cancel")
    device.wait(300)
    assert device.state()["notifications"] == [] and nodes(device, id="start_timer")


def test_stopwatch_runs_on_the_simulated_clock(device: SimDevice) -> None:
    tap(device, text="Stopwatch")
    tap(device, text="Start")
    device.wait(4)
    tap(device, text="Lap")
    device.wait(9)
    tap(device, text="Stop")
    assert texts(device, "stopwatch_time") == ["00:15.00"]
    assert texts(device, "lap_time") == ["00:05.00"]
    device.wait(30)
    assert texts(device, "stopwatch_time") == ["00:15.00"], "a stopped stopwatch does not run"
    tap(device, text="Reset")
    assert texts(device, "stopwatch_time") == ["00:00.00"] and not nodes(device, id="lap_row")


def test_version_2_reorders_tabs_and_renames_buttons_but_alarms_still_work() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Clock")
    labels = [n.get("text") for n in nodes(v1, id="tabs")[0].iter("node") if n.get("text")]
    assert labels == ["Alarm", "Clock", "Timer", "Stopwatch"]
    labels = [n.get("text") for n in nodes(v2, id="tabs")[0].iter("node") if n.get("text")]
    assert labels == ["Clock", "Alarm", "Timer", "Stopwatch"]
    assert not nodes(v2, desc="Add alarm") and not nodes(v2, id="tab_alarms")
    tap(v2, desc="New alarm")
    v2.input_text("06:10")
    v2.press("back")
    for day in ("Monday", "Wednesday"):
        tap(v2, text=day)
    tap(v2, text="Done")
    assert alarm_at(v2, "06:10")["days"] == ["Mon", "Wed"]
