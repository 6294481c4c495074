"""Reading a run record back from its folder (tool synthesis reads trajectories). A team run's
folder holds one run per atomic task under ``nodes/``; read back, its steps are theirs in the
order they ran."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from mobilexperts.errors import StorageError
from mobilexperts.llm.calllog import CallRecord
from mobilexperts.runs.records import (
    CALLS_FILE,
    SUMMARY_FILE,
    TRAJECTORY_FILE,
    RunRecord,
    RunSummary,
    StepRecord,
)

RecordT = TypeVar("RecordT", bound=BaseModel)
PARTS_DIR = "nodes"
FROM_HOME_FILE = "from-home"
"""Marks a part whose run began after its team run pressed home (a retry from the home
screen): read back, the press is a step of its own, so a replay repeats it."""


def load_run(run_dir: Path | str) -> RunRecord:
    """The steps, model calls and summary of the run in ``run_dir``.

    A run that was killed (its summary still says ``running``) or crashed has no summary, and
    its last line may be cut short: that line is left out. Any other unreadable line raises
    :class:`StorageError` naming the file and line.
    """
    run_dir = Path(run_dir)
    if not (run_dir / TRAJECTORY_FILE).is_file() and not (run_dir / SUMMARY_FILE).is_file():
        raise StorageError(f"{run_dir} is not a run folder: it has no {TRAJECTORY_FILE}")
    summary = None
    if (run_dir / SUMMARY_FILE).is_file():
        summary = _parse(run_dir / SUMMARY_FILE, _read(run_dir / SUMMARY_FILE), RunSummary, 1)
        summary = None if summary.status == "running" else summary
    if not (run_dir / TRAJECTORY_FILE).is_file() and (run_dir / PARTS_DIR).is_dir():
        steps, calls = _parts(run_dir)
        return RunRecord(run_dir=run_dir, steps=steps, calls=calls, summary=summary)
    return RunRecord(
        run_dir=run_dir,
        steps=_lines(run_dir / TRAJECTORY_FILE, StepRecord),
        calls=_lines(run_dir / CALLS_FILE, CallRecord),
        summary=summary,
    )


def _parts(run_dir: Path) -> tuple[list[StepRecord], list[CallRecord]]:
    """The steps and calls of the runs under ``nodes/``, in the order they started; steps are
    numbered on from one part to the next and their screenshots named from ``run_dir``."""
    folders = [p for p in (run_dir / PARTS_DIR).iterdir() if (p / TRAJECTORY_FILE).is_file()]
    parts = sorted(
        (load_run(folder) for folder in folders),
        key=lambda part: (
            part.summary.started_at if part.summary else float("inf"),
            part.run_dir.name,
        ),
    )
    steps: list[StepRecord] = []
    calls: list[CallRecord] = []
    for part in parts:
        where = part.run_dir.relative_to(run_dir).as_posix()
        if (part.run_dir / FROM_HOME_FILE).is_file():
            home = StepRecord(index=len(steps) + 1, operation={"kind": "home"})
            steps.append(home.model_copy(update={"thought": "the team run went home"}))
        for step in part.steps:
            shots = {
                name: f"{where}/{getattr(step, name)}"
                for name in ("screenshot_before", "screenshot_after")
                if getattr(step, name)
            }
            steps.append(step.model_copy(update={"index": len(steps) + 1, **shots}))
        calls += part.calls
    return steps, calls


def _lines(path: Path, model: type[RecordT]) -> list[RecordT]:
    if not path.is_file():
        return []
    text = _read(path)
    lines = text.split("\n")
    cut_short = lines.pop()
    records = [
        _parse(path, line, model, number)
        for number, line in enumerate(lines, start=1)
        if line.strip()
    ]
    if cut_short.strip():
        with contextlib.suppress(ValidationError):
            records.append(model.model_validate_json(cut_short))
    return records


def _parse(path: Path, text: str, model: type[RecordT], line: int) -> RecordT:
    try:
        return model.model_validate_json(text)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]["msg"]
        raise StorageError(
            f"{path} line {line} is not a valid {model.__name__} ({first}); the run record is "
            "damaged: fix or remove that line"
        ) from None


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise StorageError(f"cannot read {path}: {exc}") from None
