"""Requests said by degree, by wish or with a phrasal verb: a setting made brighter or dimmer
by its WordNet attribute, a thing said unwanted read as the verb that ends it, a verb and its
particle read as the verb they mean. Readings of invented requests, and whole runs of the
offline policy on SimDroid that assert the phone's state."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.context import HistoryStep
from experts.offline.degrees import asked_change, wanted_level
from experts.offline.judge_level import degree_judgement
from experts.offline.normalize import normalized
from experts.offline.particles import particled
from experts.offline.wishes import unwished
from mobilexperts.operations import Tap
from mobilexperts.perception.context import ElementContext
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_comparative_moves_its_attribute_up_or_down() -> None:
    up, down = asked_change("make the zorp brighter"), asked_change("the zorp is too bright")
    assert up is not None and "brightness" in up.nouns and up.end == 1 and not up.extreme
    assert down is not None and down.end == -1
    assert up.target(60) == 90 and down.target(10) == 0


def test_a_superlative_or_extreme_word_is_an_end_and_a_number_wins() -> None:
    assert wanted_level("the dimmest zorp please") == 0
    assert wanted_level("max brightness on the zorp") == 100
    assert wanted_level("make the zorp as bright as it goes") == 100
    assert wanted_level("dim the zorp to 40%") == 40
    assert asked_change("dim the zorp to 40%") is None


def test_an_adjective_of_no_setting_is_no_degree() -> None:
    assert asked_change("find a cheaper zorp") is None
    assert asked_change("empty the zorp bin") is None


def test_a_thing_said_unwanted_is_switched_off_removed_or_deleted() -> None:
    assert unwished("i don't want the 6:05 zorp anymore") == "turn off the 6:05 zorp"
    assert unwished("no more bluetooth please") == "turn off bluetooth"
    assert unwished("I don't want the blip on anymore") == "turn off the blip"
    assert unwished("don't need quorn on my zap list anymore") == "remove quorn from my zap list"
    assert unwished("the quorn page can go") == "delete the quorn page"
    assert unwished("i want the quorn page") == "i want the quorn page"


def test_a_particle_makes_the_verb_it_means() -> None:
    assert particled("flip the zorp on") == "turn on the zorp"
    assert particled("kick the zorp stopwatch off") == "start the zorp stopwatch"
    assert particled("fire up the stopwatch") == "start the stopwatch"
    assert particled("lunch on me") == "lunch on me"
    assert particled("log off the blip") == "log off the blip"


def test_a_screen_made_brighter_is_brighter_once(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = device.state()["system"]["brightness"]
    run_offline(tmp_path, "make my screen brighter", device)
    after = device.state()["system"]["brightness"]
    assert before < after < 1.0


def test_an_alarm_not_wanted_any_more_no_longer_goes_off(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run_offline(tmp_path, "I don't want the 7:40 alarm anymore", device)
    alarms = device.state()["clock"]["alarms"]
    assert not [a for a in alarms if a["time"] == "07:40" and a["enabled"]]
    assert len([a for a in alarms if a["enabled"]]) == 3


def test_the_judge_confirms_a_level_moved_the_way_asked(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, "dim the screen a bit", device)
    assert run.done and run.judgement is not None and run.judgement.verdict == "done"
    assert "went from" in run.judgement.reason


def test_the_judge_refuses_a_level_moved_the_other_way() -> None:
    slider = ElementContext(index=4, cls="android.widget.SeekBar", label="90", id="brightness")
    touched = slider.model_copy(update={"label": "60"})
    history = [
        HistoryStep(step=1, operation=Tap(x=900, y=450), text="touch it", target=touched),
    ]
    verdict = degree_judgement("make the screen dimmer", history, [slider])
    assert verdict is not None and verdict.verdict == "not_done"
    assert degree_judgement("make the screen brighter", history, [slider]).verdict == "done"
    assert degree_judgement("make the screen brighter", [], [slider]) is None


def test_a_level_moved_by_a_particle_stays_a_level() -> None:
    assert particled("crank the brightness up") == "crank the brightness up"
    assert normalized("bump the brightness up a bit") == "set the brightness up a bit"
    assert normalized("find brighter zorps") == "find brighter zorps"
