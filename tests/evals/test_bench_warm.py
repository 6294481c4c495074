"""bench_warm's team mode: the tools a team run used are read from every node run's record."""

from __future__ import annotations

from evals.bench_warm import tools_in
from mobilexperts.runs.records import TRAJECTORY_FILE, StepRecord


def _write(folder, *steps: StepRecord) -> None:
    folder.mkdir(parents=True)
    lines = "".join(f"{s.model_dump_json()}\n" for s in steps)
    (folder / TRAJECTORY_FILE).write_text(lines, encoding="utf-8")


def test_tool_uses_of_every_node_run_are_counted_with_the_ones_that_worked(tmp_path):
    _write(
        tmp_path / "parts" / "n1-1",
        StepRecord(index=1, operation={"kind": "tap", "x": 3, "y": 4}),
        StepRecord(index=2, operation={"kind": "use_tool", "name": "zap_quorn"}),
    )
    _write(
        tmp_path / "parts" / "n2-1",
        StepRecord(index=1, operation={"kind": "use_tool", "name": "send_zapline"}, error="gone"),
    )
    assert tools_in(tmp_path) == (["zap_quorn", "send_zapline"], 1)


def test_a_team_run_that_never_acted_used_no_tool(tmp_path):
    assert tools_in(tmp_path) == ([], 0)
