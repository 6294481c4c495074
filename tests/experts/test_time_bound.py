"""Rows picked by the time they show ("every alarm before 7am") and checklist boxes named by
their caption: the bound read from the request, the run acting on the rows within it and none
outside, the judge grouping the rows by it, and a named box ticked or unticked once its list is
open. Each check is made where it fails and where it holds."""

from __future__ import annotations

from pathlib import Path

from experts.offline.bounded import time_bound, within
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import switched_alarms
from tests.experts.offline_run import run_offline


def test_a_bound_is_read_with_its_side_and_a_duration_is_not_one() -> None:
    early = time_bound("switch off every zeb before 7am")
    late = time_bound("mute the zebs after noon")
    assert early is not None and early.before and early.time == "07:00"
    assert late is not None and not late.before and late.time == "12:00"
    assert within(early, "06:15 | Zeb") and within(early, "07:40 | Zeb") is False
    assert within(early, "Zeb, no time") is None
    assert time_bound("ring me after 5 minutes") is None
    assert time_bound("after the quorn meetup") is None


def test_the_judge_groups_rows_by_the_bound() -> None:
    asked = "turn off every alarm before 7am"
    assert switched_alarms("Wake up").judge(asked).accepted
    refused = switched_alarms("Take vitamins").judge(asked)
    assert refused.verdict == "not_done" and "Wake up" in refused.reason


def _enabled(device: SimDevice) -> dict[str, bool]:
    return {a["label"]: a["enabled"] for a in device.state()["clock"]["alarms"]}


def test_a_run_switches_the_rows_within_the_bound_and_no_other(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = _enabled(device)
    run = run_offline(tmp_path, "disable alarms set after noon", device)
    after = _enabled(device)
    assert run.done and not after["Take vitamins"] and not after["Wind down"]
    assert {k: v for k, v in after.items() if k not in ("Take vitamins", "Wind down")} == {
        k: v for k, v in before.items() if k not in ("Take vitamins", "Wind down")
    }


def _todos(device: SimDevice, title: str) -> dict[str, bool]:
    page = next(p for p in device.state()["pages"]["pages"] if p["title"] == title)
    return {t["text"]: t["done"] for t in page["todos"]}


def test_a_named_box_is_unticked_and_its_neighbours_left(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, "uncheck educated on my reading list", device)
    todos = _todos(device, "Reading list")
    assert run.done and todos["Educated"] is False and todos["Project Hail Mary"] is True
