"""A request said as a wish ("i'd like to ...", "I need to ...", "we wanna ...") is the request
its verb starts; before, no step was read and the run edited whatever the screen offered (an
existing alarm moved for "I need to set an alarm for 6:30")."""

from __future__ import annotations

from pathlib import Path

import pytest

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


@pytest.mark.parametrize(
    ("said", "verb"),
    [
        ("i'd like to rename my zap to Quorn", "rename"),
        ("I need to call zorla quorn", "call"),
        ("we wanna add quorn to the zap list", "add"),
        ("I would like to text zorla hi", "text"),
        ("i really want to turn on the zapnet", "turn"),
    ],
)
def test_a_wish_is_read_as_its_verb(said: str, verb: str) -> None:
    assert [s.verb for s in parse_goal(said).steps][:1] == [verb]


def test_a_wished_alarm_is_a_new_alarm(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = {a["id"]: a for a in device.state()["clock"]["alarms"]}
    found = run_offline(tmp_path, "I need to set an alarm for 6:30", device)
    after = {a["id"]: a for a in device.state()["clock"]["alarms"]}
    assert found.done
    assert {i: after[i] for i in before} == before
    assert [a["time"] for i, a in after.items() if i not in before] == ["06:30"]
