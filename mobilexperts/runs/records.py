"""What a run record holds: one :class:`StepRecord` per step and a :class:`RunSummary`."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from mobilexperts.handover import HandoverRecord
from mobilexperts.llm.calllog import CallRecord
from mobilexperts.trajectory import Judgement

TRAJECTORY_FILE = "trajectory.jsonl"
CALLS_FILE = "calls.jsonl"
SUMMARY_FILE = "summary.json"
REPORT_FILE = "report.html"
RunStatus = Literal["running", "finished", "failed"]


class TargetRecord(BaseModel):
    """The element an operation acted on: its set-of-mark index, label and screen bounds
    ``[x1, y1, x2, y2]``."""

    index: int | None = None
    label: str = ""
    resource_id: str = ""
    bounds: tuple[int, int, int, int] | None = None


class StepRecord(BaseModel):
    """One step of the Observe-Verify-Act loop.

    ``screen`` is the screen size ``[width, height]`` the bounds refer to. ``verdict`` and
    ``verdict_reason`` are reflection's judgement of this step's operation. ``model_calls``
    counts calls by role and ``call_indices`` points into ``calls.jsonl``; the recorder fills
    both from its call log when they are left empty. Screenshots are file names in the run dir.
    """

    index: int
    package: str = ""
    activity: str = ""
    signature: str = ""
    screen: tuple[int, int] | None = None
    thought: str = ""
    operation: dict[str, Any] = Field(default_factory=dict)
    target: TargetRecord | None = None
    verdict: str | None = None
    verdict_reason: str = ""
    model_calls: dict[str, int] = Field(default_factory=dict)
    call_indices: list[int] = Field(default_factory=list)
    tool: str | None = None
    duration_s: float = 0.0
    screenshot_before: str | None = None
    screenshot_after: str | None = None
    error: str | None = None
    handover: HandoverRecord | None = None


class TokenCounts(BaseModel):
    prompt: int = 0
    completion: int = 0
    total: int = 0


class RunSummary(BaseModel):
    """The outcome and cost of a run, as ``summary.json`` and ``mobilexperts run --json``.

    ``success`` is the checker's verdict when there is a checker, else whether the judge
    accepted the run's Stop (false when the run never stopped); ``judged_by`` says which
    (``None`` when neither judged: no checker and no Stop). ``checker`` holds the checker's
    details and ``judgement`` the judge's verdict, evidence and reason on the last Stop.
    ``reasoning_steps`` counts calls of vision roles (the paper's RS metric). ``status`` is
    ``running`` from the moment the run starts until it ends: a run that still says so was
    killed; ``failed`` runs ended on an error (``stop_reason`` says which).
    """

    run_id: str
    status: RunStatus = "finished"
    instruction: str
    task_id: str | None = None
    success: bool | None = None
    judged_by: Literal["checker", "judge"] | None = None
    checker: dict[str, Any] | None = None
    judgement: Judgement | None = None
    answer: str = ""
    steps: int = 0
    reasoning_steps: int = 0
    model_calls: int = 0
    model_calls_by_role: dict[str, int] = Field(default_factory=dict)
    tool_calls: int = 0
    tokens: TokenCounts = Field(default_factory=TokenCounts)
    cost_usd: float = 0.0
    duration_s: float = 0.0
    stop_reason: str = ""
    hints_used: list[str] = Field(default_factory=list)
    started_at: float = 0.0
    run_dir: str = ""


class RunRecord(BaseModel):
    """A run read back from its folder. ``summary`` is ``None`` when the run never finished
    (it was killed, or it is still going): its summary still says ``running``."""

    run_dir: Path
    steps: list[StepRecord]
    calls: list[CallRecord]
    summary: RunSummary | None = None
