"""What an evaluation records: one row per (method, task, repeat), kept as JSON lines so an
interrupted evaluation continues where it stopped."""

from __future__ import annotations

import json
import os
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError

from evals.checker import CheckResult

RESULTS_FILE = "results.jsonl"


class Unit(BaseModel):
    """One run to make: a method on a task, the ``repeat``-th time."""

    method: str
    task_id: str
    repeat: int = 0

    @property
    def key(self) -> str:
        return f"{self.method}/{self.task_id}/{self.repeat}"


class EvalRow(BaseModel):
    """The metrics of one run (MobileExperts §4: SU, PS, RS, CP) and what it cost."""

    method: str
    task_id: str
    repeat: int = 0
    complexity: str
    apps: list[str]
    seed: int
    success: bool
    """SU: the task's checker on the phone's final state."""
    claimed_done: bool
    process_score: float
    """PS: the share of milestones and success conditions reached."""
    reasoning_steps: int
    """RS: model calls that see the screen (decide, reflect)."""
    complete: float
    """CP: the result scored 0-10 (by role ``judge`` with a model, else from the checker)."""
    tokens: int = 0
    calls: dict[str, int] = Field(default_factory=dict)
    tool_calls: int = 0
    wall_s: float = 0.0
    report: str | None = None
    """The run's own report, relative to the evaluation folder."""
    stop_reason: str = ""
    error: str | None = None

    @property
    def key(self) -> str:
        return Unit(method=self.method, task_id=self.task_id, repeat=self.repeat).key

    @property
    def false_success(self) -> bool:
        """Claimed done while the checker says no."""
        return self.claimed_done and not self.success


def complete_performance(result: CheckResult) -> float:
    """CP without a scoring model: 10 for a checked success, else 9 times the share of the
    task's outcome (its success conditions and, for a question, the answer) that holds."""
    if result.success:
        return 10.0
    parts = [c.passed for c in result.conditions]
    if result.answer_ok is not None:
        parts.append(result.answer_ok)
    share = sum(parts) / len(parts) if parts else 0.0
    return round(9.0 * share, 1)


def load_rows(folder: Path) -> list[EvalRow]:
    """The rows recorded in ``folder`` (a line cut short by a kill is skipped); a later row for
    the same unit replaces an earlier one."""
    path = folder / RESULTS_FILE
    rows: dict[str, EvalRow] = {}
    if not path.is_file():
        return []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = EvalRow.model_validate(json.loads(line))
        except (ValueError, ValidationError):
            continue
        rows[row.key] = row
    return list(rows.values())


def append_row(folder: Path, row: EvalRow) -> None:
    """Add ``row`` to the results, flushed to disk before returning; a line a kill cut short
    is ended first, so it cannot swallow the row."""
    path = folder / RESULTS_FILE
    with path.open("a+b") as out:
        if out.tell():
            out.seek(-1, os.SEEK_END)
            ended = out.read(1) == b"\n"
        else:
            ended = True
        out.write((b"" if ended else b"\n") + row.model_dump_json().encode("utf-8") + b"\n")
        out.flush()
        os.fsync(out.fileno())
