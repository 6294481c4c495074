"""Run records: the trajectory, screenshots, model calls, summary and HTML report of a run."""

from mobilexperts.runs.load import load_run
from mobilexperts.runs.recorder import RunRecorder, new_run_dir, slugify
from mobilexperts.runs.records import (
    RunRecord,
    RunSummary,
    StepRecord,
    TargetRecord,
    TokenCounts,
)
from mobilexperts.runs.report import render_report, write_report

__all__ = [
    "RunRecord",
    "RunRecorder",
    "RunSummary",
    "StepRecord",
    "TargetRecord",
    "TokenCounts",
    "load_run",
    "new_run_dir",
    "render_report",
    "slugify",
    "write_report",
]
