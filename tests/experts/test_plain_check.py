"""Verification without a reflect call where the effect is plain in the screen tree (typed text
shown in a field, a switch flipped, a row's screen opened), on SimDroid with the offline policy;
the same run with the check off reflects on every operation and ends the same way."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.expert import ExpertSettings
from experts.runner import run_expert
from mobilexperts.config import Settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.sim.device import SimDevice
from tools_store import LearnSettings

REQUEST = 'Text Maya Garcia "See you at the wall on Sunday" in Messages.'


def _run(tmp_path: Path, plain_check: bool):
    settings = Settings(data_dir=tmp_path / "data")
    run_model = build_run_model(settings)
    phone = SimDevice()
    result = run_expert(
        phone,
        run_model,
        REQUEST,
        settings=settings,
        expert=ExpertSettings(vision=False, plain_check=plain_check),
        run_dir=tmp_path / "run",
        learn=LearnSettings(enabled=False),
        screenshots=False,
    )
    reflects = sum(r.role == "reflect" for r in run_model.log.records)
    return result.run, reflects, phone.state()


def _sent(state: dict) -> bool:
    return any(
        m["text"] == "See you at the wall on Sunday" and m["outgoing"]
        for t in state["messages"]["threads"]
        for m in t["messages"]
    )


def test_plain_effects_are_verified_without_a_reflect_call(tmp_path: Path) -> None:
    run, reflects, state = _run(tmp_path / "on", plain_check=True)
    plain = [s for s in run.steps if s.reason == "plain on the screen"]
    assert run.done and _sent(state)
    assert plain and all(s.verdict == "correct" and s.effect for s in plain)
    assert any("typed" in s.effect for s in plain)

    full, all_reflects, full_state = _run(tmp_path / "off", plain_check=False)
    assert full.done and _sent(full_state)
    assert not any(s.reason == "plain on the screen" for s in full.steps)
    assert reflects == all_reflects - len(plain)
