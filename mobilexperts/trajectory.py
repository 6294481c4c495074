"""The trajectory of an expert run: its steps and how it ended.

These are core records of the platform: the expert writes them, the tool store synthesizes
tools from them and the run recorder stores them, so none of those imports another for them.
"""

from __future__ import annotations

from typing import Protocol

from pydantic import BaseModel, Field

from mobilexperts.device.base import Observation
from mobilexperts.operations import Operation
from mobilexperts.perception.context import ElementContext


class StepLog(BaseModel):
    """One step of the trajectory: the screen it started on, the operation, the element it
    acted on (``target``), the reflection's verdict and the screen it led to."""

    step: int
    package: str
    activity: str
    signature: str
    thought: str = ""
    operation: Operation
    operation_text: str
    target: ElementContext | None = None
    expectation: str = ""
    verdict: str | None = None
    reason: str = ""
    effect: str = ""
    error: str = ""
    signature_after: str = ""
    duration_s: float = 0.0


class ExpertRun(BaseModel):
    """How an expert run ended: whether its Stop was accepted, the answer, and the steps that
    worked."""

    instruction: str
    done: bool
    answer: str = ""
    stop_reason: str
    steps: list[StepLog]
    progress: str = ""
    memory: list[str] = Field(default_factory=list)


class StepSink(Protocol):
    """Where finished steps go (a run recorder), with the screens before and after."""

    def record_step(
        self, step: StepLog, before: Observation, after: Observation | None
    ) -> None: ...
