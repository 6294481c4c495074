"""The expert: MobileExperts' Observe-Verify-Act loop with Mobile-Agent-v2's reflection.

Each step observes the current screen, verifies the previous operation against the screen
before it (reflect: correct, erroneous -> reverted, ineffective -> retried differently; only
correct operations enter the history), then decides the next operation from the task progress,
working memory, interface-memory hints and the available tools, and carries it out. Guards stop
stalls and loops; a Stop is accepted only when the judge (experts/judge.py) finds evidence for it
on the final screen.
"""

from __future__ import annotations

import time
from typing import Protocol

from pydantic import BaseModel, Field

from experts.context import Avoided, decide_context, reflect_context, task_context
from experts.execute import Executed, execute, scaled
from experts.guards import Guard, GuardLimits, screen_state
from experts.judge import judge, judge_context
from experts.plain_check import plain_effect
from experts.run_state import Pending, RunState
from experts.safety import SafetyGate, SafetyOptions, model_safety
from experts.schemas import Decision, Reflection
from experts.tool_choice import covers, left_in_a_field
from experts.unwind import unwind
from memory.knowledge import KnowledgeBase
from memory.working import WorkingMemory
from mobilexperts.device.base import Device, Observation
from mobilexperts.device.errors import AppNotFoundError, FileNotOnDeviceError, InvalidActionError
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import ImagePart, Message, Model, ModelRequest, ModelResponse
from mobilexperts.operations import (
    SCREEN_CHANGING,
    Operation,
    OperationError,
    Read,
    Stop,
    Think,
    UseTool,
    describe,
)
from mobilexperts.perception import ElementNotFoundError, perceive_observation
from mobilexperts.perception.context import ElementContext
from mobilexperts.perception.ocr import LazyOcr
from mobilexperts.perception.screen import Screen
from mobilexperts.trajectory import ExpertRun, Judgement, StepLog, StepSink
from sandbox.gate import gated
from tools_store.errors import ToolUseError
from tools_store.records import ToolOffer
from tools_store.use import ToolOutcome

RECOVERABLE = (
    OperationError,
    InvalidActionError,
    AppNotFoundError,
    ElementNotFoundError,
    FileNotOnDeviceError,
)


class ExpertSettings(BaseModel):
    """Knobs of one expert run."""

    max_steps: int = Field(default=25, ge=1)
    reflect: bool = True
    plain_check: bool = True
    """Take an effect plain in the screen tree (typed text shown in a field, a switch flipped)
    as verified, without a reflect call (experts/plain_check.py)."""
    tools: bool = True
    """Offer the device's verified workflow tools (off for the no-tools ablation)."""
    vision: bool = True
    max_stop_refusals: int = 2
    memory_tokens: int = Field(default=600, ge=50)
    limits: GuardLimits = Field(default_factory=GuardLimits)
    ocr: str | None = "rapidocr"
    """OCR backend for screens whose hierarchy says too little; None turns OCR off."""
    safety: SafetyOptions | None = None
    """The safety check: sensitive steps are handed to a person (None: no check)."""


class Helpers(Protocol):
    """What the expert consults besides the model: memories, documents and tools."""

    def hints(self, screen: Screen) -> list[str]: ...
    def insights(self, instruction: str) -> list[str]: ...
    def shown(self, device: Device, instruction: str) -> dict[str, list[str]]: ...
    def people(self, instruction: str) -> list[str]: ...
    def remember_effect(self, before: Screen, after: Screen, step: StepLog) -> None: ...
    def read(self, device: Device, op: Read) -> str: ...
    def run_tool(self, device: Device, op: UseTool) -> ToolOutcome: ...
    def tools(self, screen: Screen, instruction: str) -> list[ToolOffer]: ...


class Expert:
    """One expert acting on a device with a model (or the offline policy)."""

    def __init__(
        self,
        device: Device,
        model: Model,
        settings: ExpertSettings | None = None,
        helpers: Helpers | None = None,
        sink: StepSink | None = None,
        knowledge: KnowledgeBase | None = None,
    ) -> None:
        self.device = device
        self.model = model
        self.settings = settings or ExpertSettings()
        self.helpers = helpers
        self.sink = sink
        self.knowledge = knowledge
        self.apps = device.apps()
        self.ocr = LazyOcr(self.settings.ocr) if self.settings.ocr else None
        self.perceived = self.ocr_screens = 0
        self.gate: SafetyGate | None = None

    def _perceive(self, obs: Observation) -> Screen:
        """The screen of ``obs``, with OCR elements where the hierarchy says too little."""
        reads = self.ocr.reads if self.ocr is not None else 0
        screen = perceive_observation(obs, self.ocr)
        self.perceived += 1
        self.ocr_screens += self.ocr is not None and self.ocr.reads > reads
        return screen

    # -- model calls -----------------------------------------------------------------------

    def _ask(
        self, role: str, schema: type, context: BaseModel, shots: list[Observation]
    ) -> ModelResponse:
        images = (
            [
                ImagePart(png=o.screenshot, screen_width=o.width, screen_height=o.height)
                for o in shots
            ]
            if self.settings.vision
            else []
        )
        messages = (
            Message.system(render_prompt("experts", f"{role}_system", context)),
            Message.user(render_prompt("experts", role, context), *images),
        )
        return self.model.generate(
            ModelRequest(role=role, messages=messages, output_schema=schema, context=context)
        )

    # -- the loop --------------------------------------------------------------------------

    def act(self, instruction: str, memory: list[str] | None = None) -> ExpertRun:
        """Work on ``instruction`` until a verified Stop, a guard, or the step budget."""
        state = RunState(instruction, WorkingMemory(token_budget=self.settings.memory_tokens))
        for note in memory or []:
            state.memory.write(note, source="team")
        guard = Guard(self.settings.limits)
        obs = self.device.observe()
        screen = self._perceive(obs)
        state.first = (obs, screen)
        safety = self.settings.safety
        self.gate = SafetyGate(safety, model_safety(self.model), instruction) if safety else None
        pending: Pending | None = None
        for number in range(1, self.settings.max_steps + 1):
            if pending is not None:
                obs, screen = self._verify(state, guard, pending, obs, screen)
                pending = None
            warning, stop_reason = guard.check(screen_state(screen))
            if stop_reason:
                return state.finish(False, stop_reason)
            if warning:
                state.feedback.append(warning)
            started = time.perf_counter()
            response = self._decide(state, screen, obs, number)
            decision = response.output
            op = scaled(decision.operation, response.image_scale)
            state.progress = decision.progress or state.progress
            if decision.memory:
                state.remember(decision.memory, "decide", number, self.model)
            log = StepLog(
                step=number,
                package=screen.package,
                activity=screen.activity,
                signature=screen.signature,
                thought=decision.thought,
                operation=op,
                operation_text=describe(op),
                expectation=decision.expectation,
            )
            state.screens[number] = screen
            state.feedback.clear()
            if isinstance(op, Stop) and not op.done:
                self._sink(log, obs, None, started)
                return state.finish(False, f"infeasible: {decision.thought}", op.answer)
            if isinstance(op, Stop):
                judgement = state.judgement = self._judge(state, op, obs, screen)
                log.verdict, log.reason = judgement.verdict, judgement.reason
                self._sink(log, obs, None, started)
                if judgement.accepted:
                    return state.finish(True, "stopped", op.answer)
                if state.refuse(judgement) >= self.settings.max_stop_refusals:
                    return state.finish(False, f"stop refused: {judgement.reason}", op.answer)
                state.feedback.append(
                    f"Your Stop was refused: {judgement.reason}. Keep working on the task."
                )
                continue
            guard.note_operation(screen_state(screen), log.operation_text)
            if self.gate is not None:
                self.gate.step = number
                log.handover = self.gate.check(op, screen, decision.thought)
            if log.handover is not None and log.handover.choice != "agent":
                self._sink(log, obs, None, started)
                if log.handover.choice == "abort":
                    return state.finish(False, f"aborted at {log.handover.request.describe()}")
                obs, screen = self._by_person(log, state, guard)
                continue
            asked = len(self.gate.records) if self.gate is not None else 0
            try:
                executed = self._perform(op, screen, state)
            except RECOVERABLE as exc:
                log.error = str(exc)
                if self._done_despite(exc, state, Pending(log, obs, screen, started)):
                    return state.finish(True, f"{log.operation_text} did the task, then failed")
                state.feedback.append(f"{log.operation_text} failed: {exc}")
                guard.observe_change(False)
                self._sink(log, obs, None, started)
                if self._aborted_in_tool(log, asked):
                    return state.finish(False, f"aborted at {log.handover.request.describe()}")
                if isinstance(op, UseTool) and (offer := state.offers.get(op.name)):
                    unwind(self.device, screen, offer.app)
                    obs = self.device.observe()
                    screen = self._perceive(obs)
                continue
            if self._aborted_in_tool(log, asked):
                self._sink(log, obs, None, started)
                return state.finish(False, f"aborted at {log.handover.request.describe()}")
            log.opened = list(executed.opened)
            if executed.target is not None:
                log.target = ElementContext.of(executed.target)
            after = self.device.observe()
            after_screen = self._perceive(after)
            log.signature_after = after_screen.signature
            if isinstance(op, UseTool) and self._tool_did_task(
                state, Pending(log, obs, screen, started), (after, after_screen)
            ):
                return state.finish(True, f"the tool {op.name} did the task", state.tool_value)
            if op.kind in SCREEN_CHANGING and self.settings.reflect:
                pending = Pending(log, obs, screen, started)
            else:
                guard.observe_change(True)
                state.history.append(log)
                self._sink(log, obs, after, started)
            obs, screen = after, after_screen
        return state.finish(False, f"step budget of {self.settings.max_steps} used up")

    def _aborted_in_tool(self, log: StepLog, asked: int) -> bool:
        """Keep the handover a workflow tool asked for in this step; True when aborted."""
        if self.gate is None or len(self.gate.records) == asked:
            return False
        log.handover = self.gate.records[-1]
        return log.handover.choice == "abort"

    def _by_person(self, log: StepLog, state: RunState, guard: Guard) -> tuple[Observation, Screen]:
        """The person did the step: it enters the history; the run resumes on their screen."""
        log.verdict, log.effect = "correct", "done by the person on the phone"
        state.history.append(log)
        guard.observe_change(True)
        state.feedback.append(
            f"The person did {log.operation_text} themselves on the phone (a sensitive step); "
            "continue from the current screen."
        )
        obs = self.device.observe()
        return obs, self._perceive(obs)

    def _decide(
        self, state: RunState, screen: Screen, obs: Observation, number: int
    ) -> ModelResponse:
        hints = self.helpers.hints(screen) if self.helpers else []
        tools = self.helpers.tools(screen, state.instruction) if self.helpers else []
        state.offers = {t.name: t for t in tools}
        self.apps = self.device.apps()
        context = decide_context(
            state, screen, hints, tools, self.apps, number, self.settings.max_steps
        )
        if self.helpers:
            context.insights = self.helpers.insights(state.instruction)
            context.shown = self.helpers.shown(self.device, state.instruction)
            context.people = self.helpers.people(state.instruction)
        if self.knowledge is not None:
            context.knowledge = self.knowledge.relevant(state.instruction, screen.package)
            state.hints_used.update((h.text, None) for h in context.knowledge)
        return self._ask("decide", Decision, context, [obs])

    def _verify(self, state, guard, pending, obs, screen) -> tuple[Observation, Screen]:
        """Reflect on the previous operation; revert erroneous ones."""
        log = pending.log
        changed = obs.xml != pending.before.xml
        plain = plain_effect(log.operation, log.target, pending.screen, screen)
        context = reflect_context(state, log, pending.screen, screen, changed)
        reflection: Reflection = (plain if self.settings.plain_check else None) or self._ask(
            "reflect", Reflection, context, [pending.before, obs]
        ).output
        log.verdict, log.reason, log.effect = (
            reflection.verdict,
            reflection.reason,
            reflection.effect,
        )
        guard.observe_change(changed)
        self._sink(log, pending.before, obs, pending.started)
        if reflection.verdict == "correct":
            state.history.append(log)
            if self.helpers:
                self.helpers.remember_effect(pending.screen, screen, log)
            return obs, screen
        state.avoid.append(Avoided(signature=log.signature, operation=log.operation_text))
        state.avoid_states.append(screen_state(pending.screen))
        if reflection.verdict == "ineffective":
            state.feedback.append(
                f"{log.operation_text} was ineffective ({reflection.reason}); try something else."
            )
            return obs, screen
        state.feedback.append(
            f"{log.operation_text} was erroneous ({reflection.reason}); it was reverted."
        )
        self.device.press("back")
        obs = self.device.observe()
        return obs, self._perceive(obs)

    def _tool_did_task(
        self, state: RunState, pending: Pending, after: tuple[Observation, Screen]
    ) -> bool:
        """After a tool that does all the request says ran, whether the judge finds the
        request done on the screen it left (the tool's step counted among those done); then the
        step is kept as correct."""
        log = pending.log
        op = log.operation
        offer = state.offers.get(op.name) if isinstance(op, UseTool) else None
        if offer is None or not covers(state.instruction, offer, op.args):
            return False
        state.history.append(log)
        judgement = self._judge(state, Stop(answer=state.tool_value), *after)
        if not judgement.accepted:
            state.history.pop()
            return False
        state.judgement = judgement
        log.verdict, log.reason = "correct", judgement.reason
        self._sink(log, pending.before, after[0], pending.started)
        return True

    def _done_despite(self, exc: Exception, state: RunState, pending: Pending) -> bool:
        """After a tool that failed having already changed an app (its side effects), whether
        the judge finds the request done on the screen it left."""
        op = pending.log.operation
        if not (isinstance(exc, ToolUseError) and exc.side_effects and isinstance(op, UseTool)):
            return False
        after = self.device.observe()
        screen = self._perceive(after)
        if left_in_a_field(screen, op.args):
            return False
        return self._tool_did_task(state, pending, (after, screen))

    def _judge(self, state: RunState, op: Stop, obs: Observation, screen: Screen) -> Judgement:
        """The judge's verdict on the Stop ``op`` claimed on ``screen``."""
        first_obs, first = state.first or (obs, screen)
        seen = [state.screens.get(h.step) for h in state.history]
        context = judge_context(
            task_context(state), op.answer, self.apps, first, screen, [s for s in seen if s]
        )
        return judge(self.model, context, (first_obs, obs) if self.settings.vision else None)

    def _perform(self, op: Operation, screen: Screen, state: RunState) -> Executed:
        if isinstance(op, Think):
            if op.flow == "write":
                state.remember(op.content or op.goal, "think", len(state.history) + 1, self.model)
            else:
                found = state.memory.search(op.goal) or state.memory.notes
                recalled = "; ".join(note.text for note in found) or "(empty)"
                state.feedback.append(f"Working memory on {op.goal!r}: {recalled}")
            return Executed()
        if isinstance(op, Read | UseTool):
            if self.helpers is None:
                raise OperationError(f"{op.kind} is not available to this expert")
            if isinstance(op, UseTool):
                # A tool's report says what it did, not what the task is about: it is feedback
                # for the next decision, never working memory whose notes may be typed.
                with gated(self.gate):
                    outcome = self.helpers.run_tool(self.device, op)
                note = outcome.note()
                state.tool_value = outcome.answer
                state.feedback.append(note)
                return Executed(note=note, opened=outcome.opened)
            note = self.helpers.read(self.device, op)
            state.remember(note, op.kind, len(state.history) + 1, self.model)
            return Executed(note=note)
        return execute(self.device, screen, op)

    def _sink(
        self, log: StepLog, before: Observation, after: Observation | None, started: float
    ) -> None:
        log.duration_s = round(time.perf_counter() - started, 4)
        if self.sink is not None:
            self.sink.record_step(log, before, after)
