"""An honest stop instead of a loop: when nothing in the app the request points at leads on,
even after it was left and reopened, the offline policy stops undone within a few steps and
says that nothing was found, rather than going out and back in until the step budget is spent.
Whole runs of the offline policy on SimDroid."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_thing_no_screen_shows_ends_undone_after_one_reopening(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = device.state()
    found = run_offline(tmp_path, "connect my Zapline Quornbuds", device)
    opened = [s.operation.app for s in found.steps if s.operation.kind == "open_app"]
    assert not found.done
    assert "not found" in found.answer
    assert len(opened) == 2 and len(set(opened)) == 1
    assert len(found.steps) < 12
    assert device.state()["contacts"] == before["contacts"]
