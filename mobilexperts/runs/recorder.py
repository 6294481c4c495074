"""Writing a run record as the run goes: trajectory, screenshots, model calls, summary, report.

A run folder (``<data dir>/runs/<timestamp>-<slug>/`` unless given) holds::

    trajectory.jsonl   one StepRecord per line, appended and flushed after every step
    step-003.png       screenshots
    calls.jsonl        every model call (raw answers included), appended with each step
    summary.json       the RunSummary: ``status: running`` from the start, final at the end
    report.html        a static report of the run

A crash loses at most the step being written: every earlier line is already on disk, and a run
that was killed still has its ``running`` summary saying it never ended.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any, Literal

from mobilexperts.config import Settings
from mobilexperts.errors import StorageError
from mobilexperts.llm.calllog import CallLog, CallRecord
from mobilexperts.llm.types import Usage
from mobilexperts.runs.records import (
    CALLS_FILE,
    SUMMARY_FILE,
    TRAJECTORY_FILE,
    RunRecord,
    RunStatus,
    RunSummary,
    StepRecord,
    TokenCounts,
)
from mobilexperts.runs.report import write_report
from mobilexperts.trajectory import Judgement

MAX_SLUG_CHARS = 40


def slugify(text: str) -> str:
    """``Post "hello" on Chirp!`` -> ``post-hello-on-chirp``; ``run`` when nothing is left."""
    slug = re.sub(r"[\W_]+", "-", text.casefold()).strip("-")
    return slug[:MAX_SLUG_CHARS].rstrip("-") or "run"


def new_run_dir(runs_dir: Path, instruction: str) -> Path:
    """A fresh folder ``<runs_dir>/<local timestamp>-<slug>``, suffixed when taken."""
    base = f"{time.strftime('%Y%m%d-%H%M%S')}-{slugify(instruction)}"
    runs_dir.mkdir(parents=True, exist_ok=True)
    for attempt in range(1, 1000):
        candidate = runs_dir / (base if attempt == 1 else f"{base}-{attempt}")
        try:
            candidate.mkdir()
        except FileExistsError:
            continue
        return candidate
    raise StorageError(f"cannot create a run folder under {runs_dir}: too many runs named {base}")


class RunRecorder:
    """Records one run into its folder. ``calls`` is the run's model call log: its records
    are appended to ``calls.jsonl`` with each step and counted in the summary."""

    def __init__(
        self,
        instruction: str,
        *,
        calls: CallLog | None = None,
        task_id: str | None = None,
        run_dir: Path | None = None,
        runs_dir: Path | None = None,
    ) -> None:
        self.instruction = instruction
        self.task_id = task_id
        self.calls = calls if calls is not None else CallLog()
        try:
            if run_dir is None:
                run_dir = new_run_dir(runs_dir or Settings().data_dir / "runs", instruction)
            run_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StorageError(f"cannot create the run folder {run_dir}: {exc.strerror}") from None
        if (run_dir / TRAJECTORY_FILE).exists() or (run_dir / SUMMARY_FILE).exists():
            raise StorageError(
                f"{run_dir} already holds a run; choose another run folder or remove it"
            )
        self.run_dir = run_dir
        self.started_at = time.time()
        self.steps: list[StepRecord] = []
        self._calls_written = 0
        self._replace(SUMMARY_FILE, self._summary("running").model_dump_json(indent=2))

    @property
    def run_id(self) -> str:
        return self.run_dir.name

    def save_screenshot(self, step: int, png: bytes, label: str = "") -> str | None:
        """Write ``step-003.png`` (``step-003-<label>.png`` with a label); its file name, or
        ``None`` when there is no screenshot."""
        if not png:
            return None
        name = f"step-{step:03d}{f'-{slugify(label)}' if label else ''}.png"
        self._write(name, png, append=False)
        return name

    def record_step(self, step: StepRecord) -> StepRecord:
        """Append ``step`` to the trajectory (and the model calls made since the last step to
        ``calls.jsonl``); fills ``model_calls`` and ``call_indices`` from them when empty."""
        new_calls = self._append_new_calls()
        if new_calls and not step.model_calls and not step.call_indices:
            step = step.model_copy(
                update={
                    "model_calls": dict(Counter(call.role for call in new_calls)),
                    "call_indices": [call.index for call in new_calls],
                }
            )
        self._write(TRAJECTORY_FILE, (step.model_dump_json() + "\n").encode("utf-8"), append=True)
        self.steps.append(step)
        return step

    def finish(
        self,
        *,
        success: bool | None = None,
        answer: str = "",
        stop_reason: str = "",
        checker: dict[str, Any] | None = None,
        judged_by: Literal["checker", "judge"] | None = None,
        judgement: Judgement | None = None,
        failed: bool = False,
        hints_used: list[str] | None = None,
    ) -> RunSummary:
        """Write the final ``summary.json`` (``failed`` when the run ended on an error) and
        ``report.html``; returns the summary."""
        self._append_new_calls()
        summary = self._summary(
            "failed" if failed else "finished",
            success=success,
            answer=answer,
            stop_reason=stop_reason,
            checker=checker,
            judged_by=judged_by,
            judgement=judgement,
            hints_used=hints_used or [],
        )
        self._replace(SUMMARY_FILE, summary.model_dump_json(indent=2))
        record = RunRecord(
            run_dir=self.run_dir, steps=self.steps, calls=self.calls.records, summary=summary
        )
        try:
            write_report(record)
        except OSError as exc:
            raise StorageError(f"cannot write the report in {self.run_dir}: {exc}") from None
        return summary

    def _summary(self, status: RunStatus, **outcome: Any) -> RunSummary:
        records = self.calls.records
        usage = sum((record.usage for record in records), Usage())
        return RunSummary(
            run_id=self.run_id,
            status=status,
            instruction=self.instruction,
            task_id=self.task_id,
            steps=len(self.steps),
            reasoning_steps=self.calls.reasoning_steps,
            model_calls=len(records),
            model_calls_by_role=dict(sorted(Counter(r.role for r in records).items())),
            tool_calls=sum(1 for step in self.steps if step.tool),
            tokens=TokenCounts(
                prompt=usage.prompt_tokens,
                completion=usage.completion_tokens,
                total=usage.total_tokens,
            ),
            cost_usd=round(usage.cost_usd, 6),
            duration_s=round(time.time() - self.started_at, 3),
            started_at=self.started_at,
            run_dir=str(self.run_dir),
            **outcome,
        )

    # -- files -----------------------------------------------------------------------------

    def _append_new_calls(self) -> list[CallRecord]:
        records = self.calls.records
        new = records[self._calls_written :]
        if new:
            lines = "".join(call.model_dump_json() + "\n" for call in new)
            self._write(CALLS_FILE, lines.encode("utf-8"), append=True)
            self._calls_written = len(records)
        return new

    def _write(self, name: str, data: bytes, *, append: bool) -> None:
        path = self.run_dir / name
        try:
            with path.open("ab" if append else "wb") as out:
                out.write(data)
        except OSError as exc:
            raise StorageError(f"cannot write {path}: {exc.strerror}") from None

    def _replace(self, name: str, text: str) -> None:
        path = self.run_dir / name
        temp = None
        try:
            handle, temp = tempfile.mkstemp(dir=self.run_dir, prefix=f".{name}.")
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(text)
            os.replace(temp, path)
        except OSError as exc:
            if temp is not None:
                Path(temp).unlink(missing_ok=True)
            raise StorageError(f"cannot write {path}: {exc.strerror}") from None
