"""A which-question picking a row by the mark it shows ("which network shows as saved") is
answered with that row's title, never by a row whose part is a count the question also says;
the team keeps that brief answer as the thing picked."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from memory.pool import Key
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.perception.context import ScreenContext
from mobilexperts.perception.screen import perceive_observation
from mobilexperts.sim.device import SimDevice
from planners.expert import SubtaskResult, produced
from tests.experts.offline_run import run_offline

SAVED = "Which wifi network shows as saved in Settings?"


def test_the_row_marked_as_the_question_says_is_the_answer(tmp_path) -> None:
    assert run_offline(tmp_path, SAVED, SimDevice(seed=0)).answer == "Office-5G"


def test_a_count_after_a_rows_title_is_no_mark(tmp_path) -> None:
    run = run_offline(
        tmp_path, "What is the rating of the kestrel book air 13 in Shop?", SimDevice(seed=0)
    )
    assert run.answer == "4.8"


def test_the_brief_answer_to_a_which_question_is_the_value_kept() -> None:
    phone = SimDevice(seed=0)
    phone.launch("Settings")
    row = next(
        e
        for e in ScreenContext.of(perceive_observation(phone.observe())).elements
        if "Network" in e.label
    )
    phone.tap((row.bounds[0] + row.bounds[2]) // 2, (row.bounds[1] + row.bounds[3]) // 2)
    screen = perceive_observation(phone.observe())
    result = SubtaskResult(done=True, answer="Office-5G")
    key = Key(name="network", type="text")
    assert produced([key], SAVED, result, screen, OfflinePolicy()) == {"network": "Office-5G"}
