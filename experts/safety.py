"""The safety check of the expert loop (AppAgent v2 §3.3): sensitive steps go to the person.

Before each tap, long press or typing, the screen rules (experts/offline/safety.py, the offline
version of the ``safety`` role) look at the operation and its target. A step they flag, in a
category the request and the device do not allow, is handed over (:class:`Handover`): the
person does it on the phone, lets the agent do it, or aborts. No model can clear a flagged step
(a model misled by text on the screen could). With ``ask_model`` the ``safety`` role of the
run's model also looks at every step the rules let through and may flag it. Letting the agent
do it also covers the next step of that category (the confirmation dialog a Delete opens).
Workflow tools ask the same gate before each acting verb (:class:`~sandbox.gate.ActionGate`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from experts.execute import target_of
from experts.offline.safety import assess
from experts.safety_context import SafetyContext, SafetyVerdict
from mobilexperts.handover import (
    Category,
    Choice,
    Handover,
    HandoverRecord,
    HandoverRequest,
    NoPerson,
)
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import Message, Model, ModelRequest
from mobilexperts.operations import LongPress, Operation, OperationError, Tap, Text, describe
from mobilexperts.perception import ElementNotFoundError
from mobilexperts.perception.context import ElementContext, ScreenContext
from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.screen import Screen
from sandbox.gate import GateAnswer

AskSafety = Callable[[SafetyContext], SafetyVerdict]
GATE_ANSWERS: dict[Choice, GateAnswer] = {"agent": "go", "person": "done", "abort": "stop"}


class SafetyOptions(BaseModel):
    """The safety check of a run: the categories allowed without asking, and who is asked."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    allow: list[Category] = Field(default_factory=list)
    ask_model: bool = False
    """Also ask the model's ``safety`` role about every step the screen rules let through."""
    handover: Any = Field(default_factory=NoPerson, exclude=True)
    """A :class:`~mobilexperts.handover.Handover`."""


def model_safety(model: Model) -> AskSafety:
    """The safety role of ``model`` (text only: the screen is given as its element list)."""

    def ask(context: SafetyContext) -> SafetyVerdict:
        messages = (
            Message.system(render_prompt("experts", "safety_system", context)),
            Message.user(render_prompt("experts", "safety", context)),
        )
        request = ModelRequest(
            role="safety", messages=messages, output_schema=SafetyVerdict, context=context
        )
        return model.generate(request).output

    return ask


def acting_target(screen: Screen, op: Operation) -> UIElement | None:
    """The element ``op`` would act on: the tapped element, or the field text goes into."""
    if isinstance(op, Tap | LongPress):
        try:
            return target_of(screen, op)[0]
        except (OperationError, ElementNotFoundError):
            return None
    if isinstance(op, Text):
        if op.index is not None:
            return next((e for e in screen.elements if e.index == op.index), None)
        fields = [e for e in screen.elements if e.editable and e.window != "keyboard"]
        return screen.focused_field() or (fields[0] if len(fields) == 1 else None)
    return None


def sensitive_element(screen: Screen, element: UIElement) -> bool:
    """Whether tapping ``element`` (typing, for a field) is a sensitive step by the screen rules;
    exploration leaves such elements untried."""
    op: Operation = (
        Text(content="sample", index=element.index)
        if element.editable
        else Tap(index=element.index)
    )
    context = SafetyContext(
        instruction="",
        operation=op,
        operation_text=describe(op),
        target=ElementContext.of(element),
        screen=ScreenContext.of(screen),
    )
    return assess(context).sensitive


class SafetyGate:
    """Checks the steps of one run and hands sensitive ones over; keeps what was handed over."""

    def __init__(self, options: SafetyOptions, ask: AskSafety, instruction: str) -> None:
        self.options = options
        self.ask = ask
        self.instruction = instruction
        self.handover: Handover = options.handover
        self.records: list[HandoverRecord] = []
        self.step = 0
        self._granted: tuple[Category, int] | None = None

    def check(
        self, op: Operation, screen: Screen, thought: str = "", source: str = "expert"
    ) -> HandoverRecord | None:
        """None when ``op`` may go ahead without asking; else the person's answer."""
        if not isinstance(op, Tap | LongPress | Text):
            return None
        target = acting_target(screen, op)
        context = SafetyContext(
            instruction=self.instruction,
            operation=op,
            operation_text=describe(op),
            thought=thought,
            target=ElementContext.of(target) if target is not None else None,
            screen=ScreenContext.of(screen),
        )
        verdict = assess(context)
        if not verdict.sensitive and self.options.ask_model:
            verdict = self.ask(context)
        if not verdict.sensitive or verdict.category is None or self._allowed(verdict.category):
            return None
        label = context.target.label or context.target.desc if context.target else ""
        request = HandoverRequest(
            step=self.step,
            category=verdict.category,
            reason=verdict.reason,
            operation=context.operation_text + (f' "{label}"' if label else ""),
            target=label,
            app=screen.package,
            instruction=self.instruction,
            thought=thought,
            source="tool" if source == "tool" else "expert",
        )
        record = self.handover.hand_over(request)
        if record.choice == "agent":
            self._granted = (verdict.category, self.step)
        self.records.append(record)
        return record

    def _allowed(self, category: Category | None) -> bool:
        if category in self.options.allow:
            return True
        granted = self._granted
        return granted is not None and granted[0] == category and self.step <= granted[1] + 1

    def before_verb(
        self, verb: str, screen: Screen, element: UIElement | None, text: str
    ) -> GateAnswer:
        """The sandbox's question for one verb of a workflow tool (see :mod:`sandbox.gate`)."""
        op: Operation
        if verb == "type":
            op = Text(content=text, index=element.index if element is not None else None)
        elif element is None:
            return "go"
        else:
            op = (LongPress if verb == "long_press" else Tap)(index=element.index)
        record = self.check(op, screen, source="tool")
        return "go" if record is None else GATE_ANSWERS[record.choice]


class CallbackHandover:
    """A :class:`Handover` that calls ``callback(request)``, a function or a coroutine function
    returning ``"person"``, ``"agent"`` or ``"abort"`` (or a :class:`HandoverRecord`).

    A coroutine runs on ``loop`` when given (the caller's event loop, while the run works in a
    thread: :meth:`mobilexperts.api.Agent.run_async`), else on a fresh loop.
    """

    def __init__(
        self,
        callback: Callable[[HandoverRequest], Choice | HandoverRecord | Awaitable[Any]],
        loop: asyncio.AbstractEventLoop | None = None,
    ) -> None:
        self.callback = callback
        self.loop = loop

    def hand_over(self, request: HandoverRequest) -> HandoverRecord:
        answer = self.callback(request)
        if asyncio.iscoroutine(answer):
            if self.loop is not None and self.loop.is_running():
                answer = asyncio.run_coroutine_threadsafe(answer, self.loop).result()
            else:
                answer = asyncio.run(answer)
        if isinstance(answer, HandoverRecord):
            return answer
        return HandoverRecord(request=request, choice=answer, note="answered by the callback")
