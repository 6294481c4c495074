"""Questions asking where, or which place: a review count is no place, a search's hint that it
found nothing is no answer, and an answer read off a list row for a question that picks by rank
must come from the row that ranks best."""

from __future__ import annotations

from pathlib import Path

import pytest

from experts.offline.patterns import NOTHING_FOUND
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_search_hint_to_check_the_spelling_says_nothing_was_found() -> None:
    hint = "Make sure your search is spelled correctly, or try a different place or address."
    assert NOTHING_FOUND.search(hint)
    assert not NOTHING_FOUND.search("Spelled out in full: Zorb Quorn Lane")


@pytest.mark.parametrize(
    "request_",
    [
        "where is the best rated coffee place",
        "what's the best rated coffee place nearby",
        "what is the place of the book club meeting",
    ],
)
def test_a_place_answer_is_claimed_only_when_it_is_the_place_asked(
    tmp_path: Path, request_: str
) -> None:
    run = run_offline(tmp_path, request_, SimDevice(seed=0))
    answer = run.answer or ""
    assert not run.done or (
        any(c.isalpha() for c in answer)
        and not NOTHING_FOUND.search(answer)
        and "Bean Counter" not in answer
        and "801 Library" not in answer
    ), answer
