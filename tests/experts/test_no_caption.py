"""A text sharing the question's words is no field's caption when the run typed it, when it is
a web address, or when it is the heading of the page a tapped result opened: the run does not
answer with the line beside it (a results count, a page's tagline)."""

from __future__ import annotations

from pathlib import Path

from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_searched_pages_heading_and_address_lend_no_answer(tmp_path: Path) -> None:
    run = run_offline(tmp_path, "Who climbed everest first in Browser?", SimDevice(seed=0))
    assert not (run.done and ("results" in run.answer or "encyclopedia" in run.answer))
