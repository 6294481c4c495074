"""Reading a run record back from its folder (tool synthesis reads trajectories)."""

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
    return RunRecord(
        run_dir=run_dir,
        steps=_lines(run_dir / TRAJECTORY_FILE, StepRecord),
        calls=_lines(run_dir / CALLS_FILE, CallRecord),
        summary=summary,
    )


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
