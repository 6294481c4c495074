"""A detail got off a record ("grab the door code off my apartment info page") is a question:
the step only finds, the offline policy answers from the opened page's line on SimDroid and
the judge wants no control for "get"; an app got from a store stays an install."""

from __future__ import annotations

from pathlib import Path

from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_detail_got_off_a_record_is_asked():
    goal = parse_goal("grab the zap code off my quorn page")
    assert goal.wants_answer and all(s.finding for s in goal.steps)
    assert "off" not in goal.focus
    assert not parse_goal("get the zap app from the market").steps[0].finding


def test_the_detail_is_answered_from_the_opened_page(tmp_path: Path):
    for verb in ("grab", "get"):
        request = f"{verb} the door code off my apartment info page in Pages"
        run = run_offline(tmp_path / verb, request, SimDevice(seed=0))
        assert run.done and run.answer == "5736"
