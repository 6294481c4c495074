"""The trajectory of an expert run: its steps and how it ended.

These are core records of the platform: the expert writes them, the tool store synthesizes
tools from them and the run recorder stores them, so none of those imports another for them.
"""

from __future__ import annotations

from typing import Literal, Protocol

from pydantic import BaseModel, Field

from mobilexperts.device.base import Observation
from mobilexperts.handover import HandoverRecord
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
    handover: HandoverRecord | None = None
    """The sensitive step handed to the person at this step, and what they chose."""
    opened: list[str] = Field(default_factory=list)
    """The apps a workflow tool used at this step launched."""


class Evidence(BaseModel):
    """One thing on the final screen that shows the task done: the element (its number on that
    screen, when it is one), the text it shows, and the state read from it ("checked",
    "selected", "off"), when the evidence is a state."""

    index: int | None = None
    text: str = ""
    state: str = ""

    def describe(self) -> str:
        where = f"[{self.index}] " if self.index is not None else ""
        return f"{where}{self.text!r}" + (f" {self.state}" if self.state else "")


RefusalKind = Literal[
    "unsubmitted", "unshown", "unhandled", "off", "unchosen", "unchanged", "elsewhere"
]
"""What a refusal says is left: a form holding typed text was not submitted; a typed or given
value does not show; nothing shows a part of the request handled; a switch the request sets is
not in that state; the run ended in an editor or picker with nothing chosen; what the run acted
on is as it was; the answer was read on a thing nothing shows to be the question's."""


class Judgement(BaseModel):
    """The judge's verdict on a claimed success: ``done`` only with evidence from the final
    screen; ``not_done`` when the screen shows the task is not done (an unsubmitted form, an
    open dialog, a value missing); ``unsure`` when it cannot tell (never acceptance). A refusal
    may say its ``kind`` and the value, control or caption it is about (``subject``), so the
    actor's next steps can act on it."""

    verdict: Literal["done", "not_done", "unsure"]
    evidence: list[Evidence] = Field(default_factory=list)
    reason: str
    kind: RefusalKind | None = None
    subject: str = ""

    @property
    def accepted(self) -> bool:
        return self.verdict == "done" and bool(self.evidence)


class ExpertRun(BaseModel):
    """How an expert run ended: whether its Stop was accepted, the answer, the steps that
    worked, and the judge's last judgement of a Stop (``None`` when it never stopped)."""

    instruction: str
    done: bool
    answer: str = ""
    stop_reason: str
    steps: list[StepLog]
    progress: str = ""
    memory: list[str] = Field(default_factory=list)
    judgement: Judgement | None = None
    hints_used: list[str] = Field(default_factory=list)
    """People's hints (knowledge) that entered the run's decisions."""


class StepSink(Protocol):
    """Where finished steps go (a run recorder), with the screens before and after."""

    def record_step(
        self, step: StepLog, before: Observation, after: Observation | None
    ) -> None: ...
