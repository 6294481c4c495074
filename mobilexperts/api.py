"""The Python API: an :class:`Agent` that carries out instructions on a phone.

```python
from mobilexperts import Agent

with Agent() as agent:                      # SimDroid and the offline policy
    result = agent.run("Turn on the dark theme")
print(result.success, result.steps, result.run_dir)
```

The device is ``"sim"`` (SimDroid), an adb serial, or any :class:`Device`; the model is
endpoint settings (:class:`ModelSettings` or a dict of its fields), any :class:`Model`, or
nothing for the offline policy. Each step is reported to ``on_event`` as a :class:`StepEvent`.
It works the same from a script (no ``__main__`` guard needed), a notebook or another
program; :meth:`Agent.run_async` runs it without blocking an event loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from experts.expert import ExpertSettings
from experts.runner import run_expert
from experts.safety import CallbackHandover, SafetyOptions
from mobilexperts.config import ModelSettings, Settings, load_settings
from mobilexperts.device.base import Device
from mobilexperts.device.select import SIMULATOR, open_device
from mobilexperts.errors import ConfigError, TaskSpecError
from mobilexperts.handover import Category, Handover, HandoverRequest, NoPerson
from mobilexperts.llm.factory import build_run_model
from mobilexperts.llm.types import Model
from mobilexperts.operations import UseTool
from mobilexperts.runs.records import RunSummary
from mobilexperts.sim.options import SimOptions
from mobilexperts.trajectory import ExpertRun, StepLog
from tools_store import LearnSettings


class AgentOptions(BaseModel):
    """How the agent works: step budget, learning, the model's view, the simulator's data.

    ``vision`` (screenshots to the model) defaults to on for a model endpoint or a given
    :class:`Model` and off for the offline policy. ``sim`` shapes the simulated phone.
    """

    max_steps: int = Field(default=25, ge=1)
    learn: bool = True
    vision: bool | None = None
    screenshots: bool = True
    sim: SimOptions = Field(default_factory=SimOptions)
    safety: bool = True
    """Hand sensitive steps (payments, purchases, deleting, ...) to ``on_handover``."""
    allow: list[Category] = Field(default_factory=list)
    """Sensitive-step categories the agent does without asking (``settings.safety`` adds)."""


class StepEvent(BaseModel):
    """One finished step, as it happens: the operation, its target and reflection's verdict."""

    step: int
    operation: str
    target: str = ""
    verdict: str | None = None
    error: str = ""
    thought: str = ""
    model_calls: int = 0

    @classmethod
    def of(cls, step: StepLog, calls: int) -> StepEvent:
        label = (step.target.label or step.target.id) if step.target is not None else ""
        return cls(
            step=step.step,
            operation=step.operation_text,
            target=label.split(" | ")[0],
            verdict=step.verdict,
            error=step.error,
            thought=step.thought,
            model_calls=calls,
        )


class LearnedTool(BaseModel):
    """A workflow tool learned from a run: ``verified`` once admitted by replay."""

    name: str
    status: str
    reason: str = ""


class Result(BaseModel):
    """What a run did. ``success`` is a checker's verdict (``None`` without one); ``done``
    is whether the expert finished with a verified Stop."""

    instruction: str
    success: bool | None
    done: bool
    answer: str = ""
    stop_reason: str = ""
    steps: int = 0
    tools_used: list[str] = Field(default_factory=list)
    tools_learned: list[LearnedTool] = Field(default_factory=list)
    run_dir: Path
    summary: RunSummary

    @property
    def ok(self) -> bool:
        """Done, and not judged a failure by the checker."""
        return self.done and self.success is not False


OnEvent = Callable[[StepEvent], None]
OnHandover = Callable[[HandoverRequest], Any]
"""Called at a sensitive step (a function or a coroutine function): returns ``"person"`` (they
did it on the phone), ``"agent"`` (go ahead) or ``"abort"``."""


class Agent:
    """Carries out instructions on one device with one model, recording every run."""

    def __init__(
        self,
        device: str | Device = SIMULATOR,
        model: Model | ModelSettings | Mapping[str, Any] | None = None,
        *,
        options: AgentOptions | None = None,
        settings: Settings | None = None,
        on_event: OnEvent | None = None,
        on_handover: OnHandover | Handover | None = None,
    ) -> None:
        self.options = options or AgentOptions()
        self.settings = settings or load_settings()
        self.on_event = on_event
        self.on_handover = on_handover
        self.current_device: Device | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._model: Model | None = None
        if isinstance(model, Mapping):
            model = load_settings({"llm": dict(model)}).llm
        if isinstance(model, ModelSettings):
            self.settings = self.settings.model_copy(update={"llm": model})
        elif model is not None:
            self._model = model
        self._device_name = device if isinstance(device, str) else None
        self._device: Device | None = None if isinstance(device, str) else device

    @property
    def device(self) -> Device:
        """The device, opened on first use (an agent closes only devices it opened)."""
        if self._device is None:
            self._device = open_device(self._device_name or SIMULATOR, self.options.sim)
        return self._device

    def run(
        self,
        instruction: str | None = None,
        *,
        task: str | None = None,
        run_dir: Path | None = None,
    ) -> Result:
        """Carry out ``instruction``; or, with ``task`` (a suite task id or task file), run
        that task on a fresh simulated phone from its setup and check it from the phone's state.
        The run is recorded in ``run_dir`` (default: a new folder under the data dir).
        """
        if task is not None:
            return self._run_task(task, instruction, run_dir)
        if not instruction:
            raise ConfigError("say what to do: agent.run('INSTRUCTION') or agent.run(task=ID)")
        return self._run(self.device, instruction, run_dir)

    async def run_async(
        self,
        instruction: str | None = None,
        *,
        task: str | None = None,
        run_dir: Path | None = None,
    ) -> Result:
        """:meth:`run` in a worker thread, so an event loop keeps going meanwhile; a coroutine
        ``on_handover`` is awaited on this loop."""
        self._loop = asyncio.get_running_loop()
        return await asyncio.to_thread(self.run, instruction, task=task, run_dir=run_dir)

    def close(self) -> None:
        """Close the device if this agent opened it."""
        if self._device is not None and self._device_name is not None:
            self._device.close()
            self._device = None

    def __enter__(self) -> Agent:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    # -- internals -------------------------------------------------------------------------

    def _run_task(self, task: str, instruction: str | None, run_dir: Path | None) -> Result:
        from evals.checker import check, prepare
        from evals.tasks import find_task

        if self._device_name != SIMULATOR:
            raise TaskSpecError(
                "task specs run on the simulator only: their setup and checker read its state"
            )
        spec = find_task(task).ready
        phone = self.options.sim.model_copy(update={"seed": spec.seed}).build()
        try:
            initial = prepare(spec, phone)

            def checker(run: ExpertRun | None) -> dict[str, Any]:
                verdict = check(spec, phone.state(), run.answer if run else None, initial)
                return {**verdict.model_dump(mode="json"), "process_score": verdict.process_score}

            return self._run(phone, instruction or spec.instruction, run_dir, checker, spec.id)
        finally:
            phone.close()

    def _safety(self) -> SafetyOptions | None:
        if not self.options.safety:
            return None
        allowed = self.settings.safety.allowed(self._device_name or "", self.options.allow)
        handover = self.on_handover
        if handover is None:
            handover = NoPerson()
        elif not hasattr(handover, "hand_over"):
            handover = CallbackHandover(handover, self._loop)
        ask_model = self.settings.safety.ask_model
        return SafetyOptions(allow=allowed, ask_model=ask_model, handover=handover)

    def _run(
        self,
        device: Device,
        instruction: str,
        run_dir: Path | None,
        checker: Callable[[ExpertRun | None], dict[str, Any]] | None = None,
        task_id: str | None = None,
    ) -> Result:
        run_model = build_run_model(self.settings, self._model)
        vision = self.options.vision
        if vision is None:
            vision = self._model is not None or self.settings.llm.base_url is not None
        on_event = self.on_event
        self.current_device = device
        outcome = run_expert(
            device,
            run_model,
            instruction,
            settings=self.settings,
            expert=ExpertSettings(
                max_steps=self.options.max_steps, vision=vision, safety=self._safety()
            ),
            checker=checker,
            task_id=task_id,
            run_dir=run_dir,
            learn=LearnSettings(enabled=self.options.learn),
            on_step=(lambda step, calls: on_event(StepEvent.of(step, calls))) if on_event else None,
            screenshots=self.options.screenshots,
        )
        summary, run = outcome.summary, outcome.run
        used = [
            s.operation.name for s in (run.steps if run else []) if isinstance(s.operation, UseTool)
        ]
        return Result(
            instruction=instruction,
            success=summary.success,
            done=bool(run and run.done),
            answer=summary.answer,
            stop_reason=summary.stop_reason,
            steps=summary.steps,
            tools_used=list(dict.fromkeys(used)),
            tools_learned=[
                LearnedTool(name=t.name, status=t.status, reason=t.status_reason)
                for t in outcome.learned
            ],
            run_dir=Path(summary.run_dir),
            summary=summary,
        )
