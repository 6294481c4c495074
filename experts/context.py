"""The typed contexts of the expert's model roles: decide and reflect.

Prompts are rendered from them and offline handlers answer from them, so both see the same
facts. Screens and elements are :class:`~mobilexperts.perception.context.ScreenContext` and
:class:`~mobilexperts.perception.context.ElementContext`; history steps are :class:`HistoryStep`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from experts.guards import screen_state
from memory.knowledge import Hint
from mobilexperts.operations import Operation
from mobilexperts.perception.context import ElementContext, ScreenContext
from mobilexperts.perception.screen import Screen
from mobilexperts.perception.untrusted import untrusted_elements
from mobilexperts.trajectory import Judgement, RefusalKind, StepLog
from tools_store.records import ToolOffer

if TYPE_CHECKING:
    from experts.run_state import RunState

HISTORY_SHOWN = 12
"""How many of the latest history steps the prompts show; the context holds them all."""


class HistoryStep(BaseModel):
    """A step that worked, as the roles see it: the operation, what it did and where; a
    workflow tool that did the task before failing keeps its ``error``."""

    step: int
    operation: Operation
    text: str
    effect: str = ""
    package: str = ""
    signature: str = ""
    signature_after: str = ""
    target: ElementContext | None = None
    error: str = ""
    opened: list[str] = Field(default_factory=list)
    """The apps a workflow tool used at this step launched."""

    @classmethod
    def of(cls, log: StepLog) -> HistoryStep:
        return cls(
            step=log.step,
            operation=log.operation,
            text=log.operation_text,
            effect=log.effect,
            package=log.package,
            signature=log.signature,
            signature_after=log.signature_after,
            target=log.target,
            error=log.error,
            opened=log.opened,
        )


class Avoided(BaseModel):
    """An operation that failed on a screen before (reverted or ineffective)."""

    signature: str
    operation: str


class TaskContext(BaseModel):
    """What every expert role sees of the task: the request, progress, history, memory."""

    instruction: str
    progress: str = ""
    history: list[HistoryStep] = Field(default_factory=list)
    history_shown: int = HISTORY_SHOWN
    memory: list[str] = Field(default_factory=list)


class Refusal(BaseModel):
    """The judge's last refusal of the run's Stop, typed so the next steps can act on it:
    its kind, the value, control or caption it is about, its reason, and how many history
    steps the run had when it was refused (later steps are the run's answer to it)."""

    kind: RefusalKind | None = None
    subject: str = ""
    reason: str = ""
    after: int = 0

    @classmethod
    def of(cls, judgement: Judgement, after: int) -> Refusal:
        return cls(
            kind=judgement.kind, subject=judgement.subject, reason=judgement.reason, after=after
        )


class DecideContext(TaskContext):
    """What the decide role sees: the task, feedback, the screen, hints, tools and apps."""

    feedback: list[str] = Field(default_factory=list)
    refused: Refusal | None = None
    """The judge's last refusal of a Stop in this run, if any."""
    avoid: list[Avoided] = Field(default_factory=list)
    screen: ScreenContext
    hints: list[str] = Field(default_factory=list)
    insights: list[str] = Field(default_factory=list)
    """What exploration taught about the apps, where it shares words with the request."""
    shown: dict[str, list[str]] = Field(default_factory=dict)
    """App label -> the request's phrases the app's screens showed (the device's survey)."""
    people: list[str] = Field(default_factory=list)
    """The request's words that name someone the surveyed screens list ("rosa" of "Rosa Kim")."""
    tools: list[ToolOffer] = Field(default_factory=list)
    apps: list[str] = Field(default_factory=list)
    step: int = 1
    max_steps: int = 25
    untrusted: list[int] = Field(default_factory=list)
    """Elements whose text reads like instructions to the agent (a prompt injection)."""
    knowledge: list[Hint] = Field(default_factory=list)
    """People's hints about the apps (``mobilexperts knowledge add``) relevant to the task."""


class ReflectContext(TaskContext):
    """What the reflect role sees: the operation, the screens before and after, the task."""

    operation: Operation
    operation_text: str = ""
    expectation: str = ""
    target: ElementContext | None = None
    before: ScreenContext
    after: ScreenContext
    changed: bool


def _task(state: RunState) -> dict[str, object]:
    return {
        "instruction": state.instruction,
        "progress": state.progress,
        "history": [HistoryStep.of(s) for s in state.history],
        "memory": state.notes(),
    }


def task_context(state: RunState) -> TaskContext:
    """The task part of every expert role's context, for the run ``state``."""
    return TaskContext(**_task(state))


def decide_context(
    state: RunState,
    screen: Screen,
    hints: list[str],
    tools: list[ToolOffer],
    apps: list[str],
    step: int,
    max_steps: int,
) -> DecideContext:
    """The decide context of ``screen`` at ``step`` of the run ``state``."""
    here = screen_state(screen)
    return DecideContext(
        **_task(state),
        feedback=list(state.feedback),
        refused=state.refused,
        avoid=[a for a, at in zip(state.avoid, state.avoid_states, strict=True) if at == here],
        screen=ScreenContext.of(screen),
        hints=hints,
        tools=tools,
        apps=apps,
        step=step,
        max_steps=max_steps,
        untrusted=untrusted_elements(screen.elements),
    )


def reflect_context(
    state: RunState, log: StepLog, before: Screen, after: Screen, changed: bool
) -> ReflectContext:
    """The reflect context of the step ``log``."""
    return ReflectContext(
        **_task(state),
        operation=log.operation,
        operation_text=log.operation_text,
        expectation=log.expectation,
        target=log.target,
        before=ScreenContext.of(before),
        after=ScreenContext.of(after),
        changed=changed,
    )
