"""A run folder says from its first moment that the run is going, and how it ended."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from evals.hostile import deep_dump, flat_dump
from experts.expert import ExpertSettings
from experts.runner import RunAbortedError, run_expert
from mobilexperts.config import load_settings
from mobilexperts.device.fakephone import FakeAdbServer, FakePhone
from mobilexperts.device.u2 import U2Device, U2Settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.perception.hierarchy import MAX_NODES
from mobilexperts.runs import RunRecorder, load_run
from mobilexperts.runs.records import SUMMARY_FILE
from tools_store import LearnSettings


def _summary(run_dir: Path) -> dict:
    return json.loads((run_dir / SUMMARY_FILE).read_text())


def test_a_started_run_has_a_running_summary_and_loads_as_unfinished(tmp_path):
    recorder = RunRecorder("read the minutes", run_dir=tmp_path / "run")
    assert _summary(recorder.run_dir)["status"] == "running"
    assert load_run(recorder.run_dir).summary is None
    recorder.finish(stop_reason="done")
    assert _summary(recorder.run_dir)["status"] == "finished"
    assert load_run(recorder.run_dir).summary.status == "finished"


@pytest.mark.parametrize("dump", [flat_dump(MAX_NODES + 1), deep_dump(3000)], ids=["huge", "deep"])
def test_a_perception_failure_mid_run_leaves_a_failed_record(dump, tmp_path):
    phone = FakePhone()
    phone.faults.dumps = [dump] * 5
    settings = load_settings()
    with FakeAdbServer([phone]) as adb:
        device = U2Device(settings=U2Settings(adb_port=adb.port, call_timeout=5, retry_delay=0))
        try:
            with pytest.raises(RunAbortedError, match="hierarchy dump"):
                run_expert(
                    device,
                    build_run_model(settings),
                    "Turn on the dark theme",
                    settings=settings,
                    expert=ExpertSettings(max_steps=3),
                    run_dir=tmp_path / "run",
                    learn=LearnSettings(enabled=False),
                )
        finally:
            device.close()
    summary = _summary(tmp_path / "run")
    assert summary["status"] == "failed"
    assert summary["stop_reason"].startswith("perception error: the hierarchy dump")


def test_a_killed_run_still_says_it_never_finished(tmp_path):
    run_dir = tmp_path / "run"
    command = [sys.executable, "-m", "mobilexperts.cli", "run", "Open the calendar and wait"]
    command += ["--single", "--run-dir", str(run_dir), "--max-steps", "200", "--no-learn"]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(600):
            if (run_dir / SUMMARY_FILE).is_file() or process.poll() is not None:
                break
            time.sleep(0.05)
        os.kill(process.pid, signal.SIGKILL)
    finally:
        process.wait()
    assert _summary(run_dir)["status"] == "running"
    assert load_run(run_dir).summary is None
