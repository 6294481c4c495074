"""The last layer: if tool code ever got past RestrictedPython, the hardened process itself
refuses files, imports, processes, signals, frames and tracing, and holds no extra descriptors."""

from __future__ import annotations

from sandbox.selfcheck import ATTEMPTS, check_hardening


def test_the_hardened_process_refuses_escaped_operations():
    report = check_hardening()
    assert report.descriptors[:5] == [0, 1, 2, 3, 4]
    assert len(report.descriptors) <= 6  # the sixth is the directory listing itself
    assert report.between_runs == {"open": "ToolAbort", "import": "ToolAbort"}
    assert report.during_run == dict.fromkeys(ATTEMPTS, "ToolAbort")
    assert report.allowed == []
    assert report.limits == {"fsize": (0, 0), "nofile": (5, 5), "nproc": (0, 0), "core": (0, 0)}
    assert report.own_session
