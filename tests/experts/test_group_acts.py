"""The offline policy on a request about a group of items: a switch request about a group
scrolls a list that goes on before it stops (the last row of the group lies below the fold),
and after acting on one item of a group a request names, it acts on the next one, up to the
number the request gives. A single item is done as before. Each check reads the phone's end
state."""

from __future__ import annotations

import json
from pathlib import Path

from experts.offline.goal import parse_goal
from experts.offline.rules_group import group_size
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def _state(device: SimDevice, package: str) -> dict:
    return json.loads(device.phone.apps[package].state_json())


def test_a_switch_request_about_a_group_reaches_the_row_below_the_fold(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, "enable the every day alarms", device)
    alarms = _state(device, "com.simdroid.clock")["alarms"]
    daily = [a["enabled"] for a in alarms if a["repeat"] == "Every day"]
    assert daily == [True, True] and run.done
    assert any(s.operation.kind == "swipe" for s in run.steps)


def test_a_single_alarm_is_not_scrolled_for(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, "switch off the weekend alarm", device)
    alarms = _state(device, "com.simdroid.clock")["alarms"]
    assert [a["enabled"] for a in alarms if a["repeat"] == "Weekends"] == [False]
    assert not any(s.operation.kind == "swipe" for s in run.steps)


def test_every_post_of_a_person_is_liked_not_only_the_first(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run_offline(tmp_path, "like every post by umar on chirp", device)
    posts = _state(device, "com.simdroid.chirp")["posts"]
    assert [p["liked"] for p in posts if p["author"] == "umarx"] == [True, True, True]


def test_a_group_size_is_read_from_a_number_before_a_plural() -> None:
    assert group_size(parse_goal("like both of zed's posts")) == 2
    assert group_size(parse_goal("star the 3 florp notes")) == 3
    assert group_size(parse_goal("call zed at 2 pm")) == 0
    assert group_size(parse_goal("like zed's post")) == 0
