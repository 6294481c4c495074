"""A team run killed with SIGKILL mid-DAG, resumed from the shell: the committed node is not
redone, and the phone shows each side effect once."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

MESSAGE = "Team run check-in"
REQUEST = f'Send "{MESSAGE}" to Alice Schmidt in Messages, then turn on the dark theme in Settings'


def _team(run_dir):
    try:
        return json.loads((run_dir / "team.json").read_text())
    except (OSError, ValueError):
        return None


def _committed(run_dir) -> set[str]:
    try:
        return {c["node"] for c in json.loads((run_dir / "pool.json").read_text())["commits"]}
    except (OSError, ValueError):
        return set()


def test_a_killed_team_run_resumes_from_its_first_unfinished_node(tmp_path):
    run_dir = tmp_path / "run"
    base = [sys.executable, "-m", "mobilexperts.cli", "run"]
    process = subprocess.Popen(
        [*base, REQUEST, "--run-dir", str(run_dir), "--no-learn", "--allow", "new_recipient"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(3000):
            if "n1" in _committed(run_dir) or process.poll() is not None:
                break
            time.sleep(0.02)
        os.kill(process.pid, signal.SIGKILL)
    finally:
        process.wait()
    killed = _team(run_dir)
    assert _committed(run_dir) == {"n1"}
    assert json.loads((run_dir / "summary.json").read_text())["status"] == "running"
    assert killed is not None and killed["nodes"]["n2"]["status"] != "done"

    resumed = subprocess.run(
        [*base, "--resume", str(run_dir), "--json"], capture_output=True, text=True, timeout=120
    )
    assert resumed.returncode == 0, resumed.stderr
    summary = json.loads(resumed.stdout.strip().splitlines()[-1])
    assert {n: r["status"] for n, r in summary["nodes"].items()} == {"n1": "done", "n2": "done"}
    assert summary["nodes"]["n1"]["runs"] == killed["nodes"]["n1"]["runs"]
    assert json.loads((run_dir / "summary.json").read_text())["status"] == "finished"
    phone = json.loads((run_dir / "devices" / "sim--n2.json").read_text())
    messages = json.loads(phone["apps"]["com.simdroid.messages"])
    sent = [m for t in messages["threads"] for m in t["messages"] if m["text"] == MESSAGE]
    assert len(sent) == 1
    assert json.loads(phone["state"])["system"]["dark_theme"] is True
