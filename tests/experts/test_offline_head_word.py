"""A question's subject search that found nothing is tried with its head word: a record names
its thing shorter than a question does. Whole runs of the offline policy on SimDroid."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.research import head_word
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_searched_phrase_is_named_by_its_last_noun() -> None:
    assert head_word("back door") == "door"
    assert head_word("brass hinge") == "hinge"


def test_a_subject_search_that_found_nothing_tries_its_head_word(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "What is the code for the back door in Pages?", SimDevice(seed=0))
    typed = [s.operation.content for s in found.steps if s.operation.kind == "text"]
    assert typed[:2] == ["back door", "door"]
    assert "5736" in found.answer
