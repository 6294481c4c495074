"""A question that describes its thing in plain words ("my weekday wake-up alarm") is answered
from the list row saying the most of those words, not the list's first row; a word typed joined
("wake-up") counts where the row shows it in two ("Wake up"). Whole runs of the offline policy
on SimDroid; the expected time is read from the phone's own alarms."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_the_row_saying_most_of_the_question_answers_it(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    alarms = device.state()["clock"]["alarms"]
    wake = next(a for a in alarms if a["label"].lower() == "wake up")
    assert alarms[0]["time"] != wake["time"]
    found = run_offline(tmp_path, "what time does my weekday wake-up alarm go off", device)
    assert found.done and found.answer == wake["time"]
