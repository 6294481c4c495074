"""Shared pieces of the evaluation tests: an evaluation folder whose device knowledge covers
Chirp only (learning every app would take minutes)."""

from __future__ import annotations

from pathlib import Path

import pytest

from evals.eval.execute import UnitConfig, learn_device
from mobilexperts.config import Settings


@pytest.fixture(scope="session")
def chirp_eval(tmp_path_factory) -> UnitConfig:
    """An evaluation folder with Chirp crawled and explored (shared: tests only read it)."""
    folder: Path = tmp_path_factory.mktemp("eval")
    settings = Settings(data_dir=folder / "unused")
    for kind in ("crawl", "explored"):
        learn_device(folder, kind, settings, apps=["Chirp"])
    return UnitConfig(folder=folder, settings=settings, max_steps={"C1": 15, "C2": 15, "C3": 30})
