"""Learning from a demonstration (AppAgent v2 §3.2): a person performs a workflow once on
SimDroid; the trajectory becomes interface memory and a workflow tool.

While recording, each command the person types (the ``sim shell`` commands: an element number
taps it, ``t N TEXT`` types into field N, ``ts N TEXT`` types and submits, ``back``, ``launch
APP``, ...) is turned into the
operation an expert would have chosen and carried out by the expert's own executor, so the
recording is a trajectory like any other. The phone's state at the start is kept. Finishing
replays the trajectory from that state (it must reproduce), records what each tap did as
verified interface memory, and hands the trajectory to the usual tool synthesis and admission.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from experts.execute import execute
from experts.helpers import ExpertHelpers
from memory.interface import InterfaceMemory
from mobilexperts.config import Settings
from mobilexperts.device.errors import InvalidActionError
from mobilexperts.errors import MobilexpertsError
from mobilexperts.llm.types import Model
from mobilexperts.operations import (
    Back,
    Home,
    LongPress,
    OpenApp,
    Operation,
    Swipe,
    Tap,
    Text,
    describe,
)
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.context import ElementContext
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.phone import SimPhone
from mobilexperts.trajectory import ExpertRun, StepLog
from tools_store import LearnSettings, SnapshotRecorder, ToolStore, WorkflowTool, learn_from_run

RECORDING_FILE = "recording.json"


class DemoError(MobilexpertsError):
    """A demonstration could not be recorded or turned into a tool."""


class Demonstration(BaseModel):
    """A recorded demonstration: the phone at the start and the operations, in order."""

    start: dict[str, Any]
    operations: list[Operation] = Field(default_factory=list)


def operation_of(line: str) -> Operation:
    """The operation a ``sim shell`` command line stands for."""
    word, _, rest = line.strip().partition(" ")
    rest = rest.strip()
    if word.isdigit():
        return Tap(index=int(word))
    if word == "long" and rest.isdigit():
        return LongPress(index=int(rest))
    if word in ("t", "ts"):
        number, _, text = rest.partition(" ")
        if number.isdigit() and text:
            return Text(content=text, index=int(number), clear=True, submit=word == "ts")
    if word == "type" and rest:
        return Text(content=rest)
    if word == "swipe" and rest in ("up", "down"):
        return Swipe(direction=rest)
    if word == "launch" and rest:
        return OpenApp(app=rest)
    simple: dict[str, Operation] = {"back": Back(), "home": Home()}
    if word in simple and not rest:
        return simple[word]
    raise InvalidActionError(
        f"{line.strip()!r} is no demonstration command: N, long N, t N TEXT (ts: and submit), "
        "type TEXT, swipe up|down, launch APP, back, home"
    )


class DemoRecorder:
    """Records a person's demonstration on a simulated phone into ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / RECORDING_FILE

    def start(self, device: SimDevice) -> None:
        """Begin a new recording from the phone's current state (an older one is replaced)."""
        self._save(Demonstration(start=device.phone.to_json()))

    def act(self, device: SimDevice, line: str) -> Operation:
        """Carry out one command on ``device`` and add it to the recording."""
        demo = self.load()
        op = operation_of(line)
        execute(device, perceive_observation(device.observe()), op)
        demo.operations.append(op)
        self._save(demo)
        return op

    def load(self) -> Demonstration:
        if not self.path.is_file():
            raise DemoError("no demonstration is being recorded: start one with `demo record`")
        try:
            return Demonstration.model_validate_json(self.path.read_text(encoding="utf-8"))
        except (OSError, ValidationError) as exc:
            raise DemoError(f"the recording {self.path} is unreadable: {exc}") from None

    def discard(self) -> None:
        self.path.unlink(missing_ok=True)

    def _save(self, demo: Demonstration) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temp = self.path.with_suffix(".tmp")
        temp.write_text(demo.model_dump_json(), encoding="utf-8")
        temp.replace(self.path)


def _phone(start: dict[str, Any]) -> SimDevice:
    phone = SimPhone(seed=int(start["phone"]["seed"]), profile=start["profile"])
    phone.load_json(json.loads(json.dumps(start)))
    return SimDevice(phone=phone)


def learn_demonstration(
    demo: Demonstration, name: str, model: Model, settings: Settings
) -> tuple[ExpertRun, list[WorkflowTool]]:
    """Replay ``demo`` from its start, record each tap's effect as verified interface memory,
    and synthesize and admit workflow tools from it; ``name`` says what it demonstrates."""
    if not demo.operations:
        raise DemoError("the demonstration has no steps; act on the phone before stopping")
    device = _phone(demo.start)
    fingerprint = device.info.fingerprint
    memory = InterfaceMemory.for_device(fingerprint, settings)
    helpers = ExpertHelpers(model, memory)
    recorder = SnapshotRecorder(device)
    steps: list[StepLog] = []
    for number, op in enumerate(demo.operations, start=1):
        before = device.observe()
        screen = perceive_observation(before)
        try:
            executed = execute(device, screen, op)
        except (InvalidActionError, MobilexpertsError) as exc:
            raise DemoError(f"step {number} ({describe(op)}) does not replay: {exc}") from None
        after = device.observe()
        after_screen = perceive_observation(after)
        log = StepLog(
            step=number,
            package=screen.package,
            activity=screen.activity,
            signature=screen.signature,
            thought="demonstrated by hand",
            operation=op,
            operation_text=describe(op),
            target=ElementContext.of(executed.target) if executed.target else None,
            verdict="correct",
            effect=f"demonstrated: led to {after_screen.activity.rpartition('.')[2]}",
            signature_after=after_screen.signature,
        )
        recorder.record_step(log, before, after)
        helpers.remember_effect(screen, after_screen, log)
        steps.append(log)
    run = ExpertRun(instruction=name, done=True, stop_reason="demonstrated", steps=steps)
    store = ToolStore.for_device(fingerprint, settings)
    tools = learn_from_run(
        run, device, model, store, recorder, settings=LearnSettings(), run_id=f"demo {name}"
    )
    return run, tools
