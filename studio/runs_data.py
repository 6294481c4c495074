"""What the runs views show, read from run folders: single-expert runs (``trajectory.jsonl``,
``summary.json``) and team runs (``team.json``, ``pool.json``, node runs under ``nodes/``).

A run is read afresh on every request and every live update, so a run written by another
process (``mobilexperts run``) is watched the same way as one the studio started.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from pydantic import BaseModel, Field

from memory.pool import Commit, PoolError, TeamMemoryPool
from mobilexperts.errors import MobilexpertsError, StorageError
from mobilexperts.runs.catalog import is_run_dir
from mobilexperts.runs.load import load_run
from mobilexperts.runs.records import SUMMARY_FILE, TRAJECTORY_FILE, StepRecord
from planners.record import TEAM_FILE, NodeResult, TeamRecord, load_record
from studio.security import StudioPathError, child_path

POOL_FILE = "pool.json"
START_ERROR_FILE = "studio-error.txt"
LOG_FILE = "studio-output.txt"
MAX_LISTED = 500


class StepView(BaseModel):
    """One step as the page shows it; ``box`` is the acted-on element in percent of the
    screenshot (left, top, width, height)."""

    index: int
    node: str = ""
    kind: str
    label: str = ""
    thought: str = ""
    verdict: str = ""
    reason: str = ""
    error: str = ""
    tool: str = ""
    shot: str = ""
    box: tuple[float, float, float, float] | None = None


class RunRow(BaseModel):
    """One line of the runs list."""

    run_id: str
    kind: str
    status: str
    steps: int
    instruction: str


class RunView(BaseModel):
    """A whole run: its outcome so far, its steps, and for a team run the DAG and the pool."""

    run_id: str
    kind: str
    status: str
    instruction: str
    answer: str = ""
    stop_reason: str = ""
    steps: list[StepView] = Field(default_factory=list)
    nodes: list[NodeResult] = Field(default_factory=list)
    edges: list[tuple[str, str, list[str]]] = Field(default_factory=list)
    commits: list[Commit] = Field(default_factory=list)

    @property
    def live(self) -> bool:
        return self.status == "running"

    @property
    def current(self) -> StepView | None:
        return next((s for s in reversed(self.steps) if s.shot), None)


def list_run_rows(runs_dir: Path, limit: int = MAX_LISTED) -> list[RunRow]:
    """The newest ``limit`` runs under ``runs_dir``, from their summaries and step counts only
    (no model calls are read); unreadable ones say so in their status."""
    if not runs_dir.is_dir():
        return []
    folders = (p for p in runs_dir.iterdir() if (p / TEAM_FILE).is_file() or is_run_dir(p))
    rows = []
    for path in sorted(folders, reverse=True)[:limit]:
        try:
            rows.append(_row(path))
        except (MobilexpertsError, OSError):
            rows.append(
                RunRow(run_id=path.name, kind="?", status="unreadable", steps=0, instruction="")
            )
    return rows


def _row(folder: Path) -> RunRow:
    if (folder / TEAM_FILE).is_file():
        view = _team_view(folder)
        return RunRow(
            run_id=view.run_id,
            kind="team",
            status=view.status,
            steps=len(view.steps),
            instruction=view.instruction,
        )
    status, instruction, _, _ = _single_outcome(folder)
    trajectory = folder / TRAJECTORY_FILE
    with trajectory.open("rb") if trajectory.is_file() else open(os.devnull, "rb") as lines:
        steps = sum(1 for line in lines if line.strip())
    return RunRow(
        run_id=folder.name, kind="single", status=status, steps=steps, instruction=instruction
    )


def read_run(runs_dir: Path, run_id: str) -> RunView:
    """The run ``run_id`` under ``runs_dir``."""
    folder = child_path(runs_dir, run_id)
    if (folder / TEAM_FILE).is_file():
        return _team_view(folder)
    if not is_run_dir(folder):
        return _unstarted(folder)
    status, instruction, answer, reason = _single_outcome(folder)
    if status == "running" and (folder / START_ERROR_FILE).is_file():
        status, reason = "error", (folder / START_ERROR_FILE).read_text(encoding="utf-8")
    steps = [_step(s, run_id, "") for s in load_run(folder).steps]
    return RunView(
        run_id=run_id,
        kind="single",
        status=status,
        instruction=instruction,
        answer=answer,
        stop_reason=reason,
        steps=steps,
    )


def _unstarted(folder: Path) -> RunView:
    """A run folder the studio created whose run has not written its record yet, or whose run
    could not start (``studio-error.txt`` says why)."""
    if not folder.is_dir():
        raise StudioPathError(f"no run {folder.name!r}")
    error = folder / START_ERROR_FILE
    if error.is_file():
        reason = error.read_text(encoding="utf-8")
        return RunView(
            run_id=folder.name, kind="single", status="error", instruction="", stop_reason=reason
        )
    return RunView(run_id=folder.name, kind="single", status="running", instruction="")


def shot_path(runs_dir: Path, run_id: str, name: str, node: str = "") -> Path:
    """A screenshot of a run (of one of its node runs when ``node`` is given)."""
    if not name.endswith(".png"):
        raise StudioPathError(f"{name!r} is not a screenshot")
    parts = [run_id, "nodes", node, name] if node else [run_id, name]
    return child_path(runs_dir, *parts)


def _single_outcome(folder: Path) -> tuple[str, str, str, str]:
    """(status, instruction, answer, stop reason) from ``summary.json``, running ones too."""
    try:
        raw = json.loads((folder / SUMMARY_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "incomplete", "", "", ""
    if not isinstance(raw, dict):
        raise StorageError(f"{folder / SUMMARY_FILE} is not a run summary")
    status = raw.get("status", "finished")
    if status == "finished":
        status = {True: "success", False: "failure", None: "unchecked"}[raw.get("success")]
    elif status == "failed":
        status = "error"
    return status, raw.get("instruction", ""), raw.get("answer", ""), raw.get("stop_reason", "")


def _team_view(folder: Path) -> RunView:
    record: TeamRecord = load_record(folder)
    steps: list[StepView] = []
    for node_id in record.nodes:  # the node runs on disk, the one going on too
        for sub in _node_runs(folder / "nodes", node_id):
            steps += [_step(s, folder.name, sub.name) for s in load_run(sub).steps]
    reason = ""
    if not record.finished:
        status = "running"
        if (folder / START_ERROR_FILE).is_file():
            status, reason = "error", (folder / START_ERROR_FILE).read_text(encoding="utf-8")
    else:
        status = {True: "success", False: "failure", None: "unchecked"}[
            record.success if record.success is not None else record.claims_done
        ]
    try:
        commits = list(TeamMemoryPool(folder / POOL_FILE).commits.values())
    except PoolError:
        commits = []
    graph = record.graph()
    return RunView(
        run_id=folder.name,
        kind="team",
        status=status,
        instruction=record.request,
        answer=" ".join(r.answer for r in record.nodes.values() if r.answer),
        stop_reason=reason,
        steps=steps,
        nodes=list(record.nodes.values()),
        edges=[(a, b, data["keys"]) for a, b, data in graph.edges(data=True)],
        commits=commits,
    )


def _node_runs(nodes: Path, node_id: str) -> list[Path]:
    """The run folders ``<node>-<n>`` of one node, in order of ``n``."""
    found = []
    for sub in nodes.glob(f"{node_id}-*") if nodes.is_dir() else []:
        number = sub.name.removeprefix(f"{node_id}-")
        if number.isdigit() and is_run_dir(sub):
            found.append((int(number), sub))
    return [sub for _, sub in sorted(found)]


def _step(step: StepRecord, run_id: str, node: str) -> StepView:
    shot = step.screenshot_before or ""
    box = None
    if step.target is not None and step.target.bounds and step.screen:
        x1, y1, x2, y2 = step.target.bounds
        w, h = step.screen
        box = (100 * x1 / w, 100 * y1 / h, 100 * (x2 - x1) / w, 100 * (y2 - y1) / h)
    query = f"?node={node}" if node else ""
    return StepView(
        index=step.index,
        node=node,
        kind=str(step.operation.get("kind", "?")),
        label=step.target.label.split(" | ")[0] if step.target else "",
        thought=step.thought,
        verdict=step.verdict or "",
        reason=step.verdict_reason,
        error=step.error or "",
        tool=step.tool or "",
        shot=f"/runs/{run_id}/shots/{shot}{query}" if shot else "",
        box=box,
    )
