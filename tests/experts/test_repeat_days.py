"""Rows picked by the days they repeat on ("my weekday alarms", "the alarms for work days",
"monday to friday", "saturday and sunday", "daily"): the days read from the request and from a
row, the run switching exactly those rows, the judge accepting with them as evidence and
refusing a run that left one or switched a row repeating on other days."""

from __future__ import annotations

from pathlib import Path

from experts.offline.repeats import asked_days, picks, shown_days
from experts.offline.wishes import unwished
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import switched_alarms
from tests.experts.offline_run import run_offline

WORK = frozenset({"mon", "tue", "wed", "thu", "fri"})


def test_days_are_read_as_words_ranges_lists_and_groups() -> None:
    for said in ("my weekday zebs", "the zebs for work days", "zebs monday to friday", "mon-fri"):
        found = asked_days(said)
        assert found is not None and found.days == WORK, said
    weekend = asked_days("the zeb that repeats on saturday and sunday")
    assert weekend is not None and weekend.days == {"sat", "sun"}
    daily = asked_days("my daily zebs")
    assert daily is not None and len(daily.days) == 7
    assert asked_days("set a zeb for monday") is None
    assert shown_days("09:00 | Water the plants · Wed, Sat") == {"wed", "sat"}
    assert shown_days("05:00 | Airport · Not scheduled") == frozenset()
    assert shown_days("07:40 | Leave for work") is None
    assert picks(asked_days("weekdays"), "06:15 | Zeb · Weekdays")
    assert picks(asked_days("weekdays"), "13:00 | Zeb · Every day") is False


def test_the_judge_accepts_every_picked_row_switched_and_no_other() -> None:
    asked = "turn off my weekday alarms"
    judged = switched_alarms("Wake up", "Leave for work").judge(asked)
    assert judged.accepted and {e.text for e in judged.evidence} >= {
        "06:15 | Wake up · Weekdays",
        "07:40 | Leave for work · Weekdays",
    }
    left = switched_alarms("Leave for work", "Take vitamins").judge(
        "switch off the alarms for work days"
    )
    assert left.verdict == "not_done" and "Wake up" in left.reason
    more = switched_alarms("Wake up", "Leave for work", "Long run").judge(asked)
    assert more.verdict == "not_done" and "Long run" in more.reason


def _enabled(device: SimDevice) -> dict[str, bool]:
    return {a["label"]: a["enabled"] for a in device.state()["clock"]["alarms"]}


def test_a_run_switches_the_rows_on_a_range_of_days_and_no_other(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = _enabled(device)
    run = run_offline(tmp_path, "kill all the alarms that go off monday to friday", device)
    after = _enabled(device)
    assert run.done and after == {**before, "Wake up": False, "Leave for work": False}


def test_a_run_reads_work_days_as_the_weekday_rows(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = _enabled(device)
    run = run_offline(tmp_path, "switch off the alarms for work days", device)
    assert run.done and _enabled(device) == {**before, "Wake up": False, "Leave for work": False}


def test_rows_said_unwanted_by_their_days_are_switched_off() -> None:
    assert unwished("i don't need my weekday zebs anymore").startswith("turn off")
