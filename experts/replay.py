"""Re-executing a recorded run's operations on a device, and saying where it diverged.

Each recorded step is replayed on the screen it was decided on: before a step, the current
screen's signature must equal the recorded one, otherwise the replay stops there and reports
what it expected and what it found (like a macro replay). Steps that failed at run time are
skipped, erroneous steps are reverted with Back as the expert did, and Read, Think and Stop
change nothing on the phone, so they are skipped too.
"""

from __future__ import annotations

from pydantic import BaseModel

from experts.execute import execute
from experts.helpers import ToolSource
from mobilexperts.device.base import Device
from mobilexperts.errors import MobilexpertsError
from mobilexperts.operations import (
    OperationError,
    Read,
    Stop,
    Think,
    UseTool,
    describe,
    parse_operation,
)
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.ocr import LazyOcr
from mobilexperts.runs.records import RunRecord, StepRecord

SKIPPED = (Read, Think, Stop)


class ReplayedStep(BaseModel):
    """One recorded step and what replaying it did: ``ok``, ``skipped`` or ``diverged``."""

    index: int
    operation: str
    outcome: str
    detail: str = ""


class ReplayReport(BaseModel):
    """The outcome of a replay; ``diverged_at`` is the first step that could not be replayed."""

    steps: list[ReplayedStep]
    diverged_at: int | None = None
    reason: str = ""

    @property
    def complete(self) -> bool:
        return self.diverged_at is None


def _screen_of(step: StepRecord) -> str:
    return f"{step.package} {step.activity}".strip() or "an unknown screen"


def replay_run(record: RunRecord, device: Device, tools: ToolSource | None = None) -> ReplayReport:
    """Replay ``record`` on ``device`` from its current state; stop at the first divergence."""
    done: list[ReplayedStep] = []
    ocr = LazyOcr()  # a step may have acted on an element that only OCR finds
    for step in record.steps:
        op = parse_operation(step.operation)
        text = describe(op)
        if step.error or isinstance(op, SKIPPED):
            why = "failed in the run" if step.error else "no phone action"
            done.append(
                ReplayedStep(index=step.index, operation=text, outcome="skipped", detail=why)
            )
            continue
        obs = device.observe()
        screen = perceive_observation(obs, ocr)
        problem = ""
        if step.signature and screen.signature != step.signature:
            problem = (
                f"expected {_screen_of(step)} (signature {step.signature[:10]}), found "
                f"{screen.package} {screen.activity} (signature {screen.signature[:10]})"
            )
        else:
            try:
                if isinstance(op, UseTool):
                    if tools is None:
                        raise OperationError(f"tool {op.name} is not available here")
                    tools.run_tool(device, op)
                else:
                    execute(device, screen, op)
            except MobilexpertsError as exc:
                problem = f"{text} failed: {exc}"
        if problem:
            done.append(
                ReplayedStep(index=step.index, operation=text, outcome="diverged", detail=problem)
            )
            return ReplayReport(steps=done, diverged_at=step.index, reason=problem)
        if step.verdict == "erroneous":
            device.press("back")
        done.append(ReplayedStep(index=step.index, operation=text, outcome="ok"))
    return ReplayReport(steps=done)
