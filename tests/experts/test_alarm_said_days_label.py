"""An alarm made with its repeat days and its label said in plain words: a weekday said as when
it repeats ("every saturday", "repeats on monday") is no date to type; a label said after
"labelled" or "with the label" is typed into the label field; a naming word ("called",
"labelled") is never part of a name the judge then looks for."""

from __future__ import annotations

from pathlib import Path

from experts.offline.entries import entries
from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def _new_alarms(device: SimDevice) -> list[dict]:
    return [a for a in device.state()["clock"]["alarms"] if a["label"] not in _SEEDED]


_SEEDED = {
    "Airport",
    "Wake up",
    "Leave for work",
    "Long run",
    "Water the plants",
    "Take vitamins",
    "Wind down",
}


def test_a_repeat_day_is_no_date_and_a_label_is_a_title() -> None:
    repeated = parse_goal("set an alarm for 17:00 every saturday")
    assert [e.role for e in entries(repeated)] == ["time"]
    labelled = parse_goal("set an alarm for 7:15 labelled zorb quux")
    assert labelled.values["title"] == "Zorb quux"
    assert not [n for n in labelled.names if "labelled" in n.lower()]
    assert "title" not in parse_goal("star the email labelled zorb").values
    assert parse_goal("set an alarm for 7:15 on mondays called zorb").names == ["Zorb"]


def test_an_alarm_repeating_every_saturday_is_made_and_the_run_ends(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, "set an alarm for 17:00 every saturday", device, max_steps=25)
    made = _new_alarms(device)
    assert run.done and [(a["time"], a["days"]) for a in made] == [("17:00", ["Sat"])]


def test_a_labelled_alarm_gets_its_label(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    request = "set an alarm for 7:15 every monday and wednesday labelled zorb"
    run = run_offline(tmp_path, request, device, max_steps=25)
    made = _new_alarms(device)
    assert run.done and [(a["label"], a["days"]) for a in made] == [("Zorb", ["Mon", "Wed"])]
