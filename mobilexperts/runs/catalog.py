"""The runs under the data dir: listing them and finding one by folder, name or ``last``."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel

from mobilexperts.errors import StorageError
from mobilexperts.runs.load import load_run
from mobilexperts.runs.records import SUMMARY_FILE, TRAJECTORY_FILE, RunSummary


class RunEntry(BaseModel):
    """One run folder and what its summary says; ``summary`` is None for a folder whose run
    never wrote one (it crashed before its first step)."""

    run_id: str
    run_dir: Path
    steps: int
    summary: RunSummary | None = None

    @property
    def status(self) -> str:
        """``success``/``failure``/``unchecked`` for a finished run; ``incomplete`` for one
        still running or killed, ``error`` for one that ended on an error."""
        if self.summary is None or self.summary.status == "running":
            return "incomplete"
        if self.summary.status == "failed":
            return "error"
        return {True: "success", False: "failure", None: "unchecked"}[self.summary.success]


def is_run_dir(path: Path) -> bool:
    return (path / TRAJECTORY_FILE).is_file() or (path / SUMMARY_FILE).is_file()


def list_runs(runs_dir: Path) -> list[RunEntry]:
    """Every run folder under ``runs_dir``, newest first (folder names start with the time)."""
    if not runs_dir.is_dir():
        return []
    entries = []
    for path in sorted((p for p in runs_dir.iterdir() if is_run_dir(p)), reverse=True):
        try:
            record = load_run(path)
        except StorageError:
            entries.append(RunEntry(run_id=path.name, run_dir=path, steps=0))
            continue
        entries.append(
            RunEntry(
                run_id=path.name, run_dir=path, steps=len(record.steps), summary=record.summary
            )
        )
    return entries


def find_run(name: str, runs_dir: Path) -> Path:
    """A run folder: a path, a folder name under ``runs_dir`` (or a unique prefix of one, or
    of its part after the timestamp), or ``last``."""
    path = Path(name).expanduser()
    if is_run_dir(path):
        return path
    names = (
        sorted((p.name for p in runs_dir.iterdir() if is_run_dir(p)), reverse=True)
        if (runs_dir.is_dir())
        else []
    )
    if not names:
        raise StorageError(f"there are no runs under {runs_dir} yet; start one with `run`")
    if name == "last":
        return runs_dir / names[0]
    found = [n for n in names if n == name] or [
        n for n in names if n.startswith(name) or n.partition("-")[2].partition("-")[2] == name
    ]
    if len(found) == 1:
        return runs_dir / found[0]
    if not found:
        raise StorageError(f"no run {name!r} under {runs_dir}; `mobilexperts runs list` shows them")
    raise StorageError(f"{name!r} matches {len(found)} runs: {', '.join(found[:3])}, ...")
