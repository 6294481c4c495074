"""One whole run of the offline policy on SimDroid, as the offline-policy tests make it."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.expert import ExpertSettings
from experts.runner import run_expert
from mobilexperts.config import Settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.sim.device import SimDevice
from mobilexperts.trajectory import ExpertRun
from tools_store import LearnSettings


def run_offline(
    tmp_path: Path, request: str, device: SimDevice | None = None, max_steps: int = 16
) -> ExpertRun:
    """The offline policy's run of ``request`` on a fresh phone (or ``device``), learning off,
    within ``max_steps``."""
    settings = Settings(data_dir=tmp_path / "data")
    result = run_expert(
        device or SimDevice(seed=7),
        build_run_model(settings),
        request,
        settings=settings,
        expert=ExpertSettings(vision=False, max_steps=max_steps),
        run_dir=tmp_path / "run",
        learn=LearnSettings(enabled=False),
        screenshots=False,
    )
    assert result.run is not None
    return result.run
