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
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from experts.demo_watch import RecordedScreen, WatchedStep
from experts.execute import execute
from experts.helpers import ExpertHelpers
from memory.interface import InterfaceMemory
from mobilexperts.config import Settings
from mobilexperts.device.base import Device, Observation
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
from mobilexperts.perception import UIElement, perceive_observation
from mobilexperts.perception.context import ElementContext
from mobilexperts.perception.screen import Screen
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.phone import SimPhone
from mobilexperts.trajectory import ExpertRun, StepLog
from tools_store import (
    AdmissionSettings,
    LearnSettings,
    SnapshotRecorder,
    ToolStore,
    WorkflowTool,
    learn_from_run,
)

RECORDING_FILE = "recording.json"


class DemoError(MobilexpertsError):
    """A demonstration could not be recorded or turned into a tool."""


class Demonstration(BaseModel):
    """A recorded demonstration: the operations, in order, with the simulated phone at the
    start (``start``) or, on a real phone (``serial``), the screens around each step."""

    start: dict[str, Any] | None = None
    operations: list[Operation] = Field(default_factory=list)
    serial: str = ""
    watched: list[WatchedStep] = Field(default_factory=list)


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

    @classmethod
    def for_settings(cls, settings: Settings) -> DemoRecorder:
        """The recorder ``demo stop`` learns from: one recording per data dir."""
        return cls(settings.data_dir / "demo")

    def start(self, device: SimDevice) -> None:
        """Begin a new recording from the phone's current state (an older one is replaced)."""
        self._save(Demonstration(start=device.phone.to_json()))

    def act(self, device: SimDevice, line: str) -> Operation:
        """Carry out one command on ``device`` and add it to the recording."""
        return self.perform(device, operation_of(line))

    def perform(self, device: SimDevice, op: Operation) -> Operation:
        """Carry out ``op`` on ``device`` as an expert would and add it to the recording."""
        demo = self.load()
        execute(device, perceive_observation(device.observe()), op)
        demo.operations.append(op)
        self._save(demo)
        return op

    def add(self, op: Operation, before: Observation, after: Observation) -> None:
        """Add ``op``, already carried out (``before`` -> ``after``), to the recording: on
        SimDroid the operation, on a real phone the step with its screens."""
        demo = self.load()
        demo.operations.append(op)
        if demo.start is None:
            screens = {"before": RecordedScreen.of(before), "after": RecordedScreen.of(after)}
            demo.watched.append(WatchedStep(operation=op, **screens))
        self._save(demo)

    def save_watched(self, serial: str, steps: list[WatchedStep]) -> None:
        """Keep the steps watched on the real phone ``serial`` as the recording."""
        operations = [step.operation for step in steps]
        self._save(Demonstration(serial=serial, operations=operations, watched=steps))

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
    demo: Demonstration,
    name: str,
    model: Model,
    settings: Settings,
    phone: Device | None = None,
    replay_live: bool = False,
) -> tuple[ExpertRun, list[WorkflowTool]]:
    """Turn ``demo`` into verified interface memory and workflow tools; ``name`` says what it
    demonstrates. A SimDroid demonstration is replayed from its start (it must reproduce) and
    its tools admitted by replay from snapshots. A real phone's (``phone``, connected) is
    learned from the screens watched; its tools are admitted only with ``replay_live``, by
    replaying them on the phone as it is now (at the demonstration's first screen)."""
    if not demo.operations:
        raise DemoError("the demonstration has no steps; act on the phone before stopping")
    if demo.start is not None:
        device: Device = _phone(demo.start)
        steps = _replayed(device, demo.operations)
    elif phone is None:
        raise DemoError(f"the demonstration was recorded on {demo.serial}: connect that phone")
    else:
        device, steps = phone, [_watched(n, s) for n, s in enumerate(demo.watched, start=1)]
    fingerprint = device.info.fingerprint
    helpers = ExpertHelpers(model, InterfaceMemory.for_device(fingerprint, settings))
    recorder = SnapshotRecorder(device)
    logs: list[StepLog] = []
    for log, before, after in steps:
        recorder.record_step(log, before, after)
        helpers.remember_effect(perceive_observation(before), perceive_observation(after), log)
        logs.append(log)
    run = ExpertRun(instruction=name, done=True, stop_reason="demonstrated", steps=logs)
    store = ToolStore.for_device(fingerprint, settings)
    learn = LearnSettings(admission=AdmissionSettings(replay_live=replay_live))
    tools = learn_from_run(
        run, device, model, store, recorder, settings=learn, run_id=f"demo {name}"
    )
    return run, tools


Step = tuple[StepLog, Observation, Observation]


def _replayed(device: SimDevice, operations: list[Operation]) -> Iterator[Step]:
    """Each operation carried out again from the start, with the screens around it."""
    for number, op in enumerate(operations, start=1):
        before = device.observe()
        screen = perceive_observation(before)
        try:
            executed = execute(device, screen, op)
        except (InvalidActionError, MobilexpertsError) as exc:
            raise DemoError(f"step {number} ({describe(op)}) does not replay: {exc}") from None
        after = device.observe()
        yield _log(number, op, screen, after, executed.target), before, after


def _watched(number: int, step: WatchedStep) -> Step:
    before, after = step.before.observation(), step.after.observation()
    screen = perceive_observation(before)
    op = step.operation
    index = getattr(op, "index", None)
    target = screen.by_index(index) if index is not None else None
    return _log(number, op, screen, after, target), before, after


def _log(
    number: int, op: Operation, screen: Screen, after: Observation, target: UIElement | None
) -> StepLog:
    return StepLog(
        step=number,
        package=screen.package,
        activity=screen.activity,
        signature=screen.signature,
        thought="demonstrated by hand",
        operation=op,
        operation_text=describe(op),
        target=ElementContext.of(target) if target else None,
        verdict="correct",
        effect=f"demonstrated: led to {after.activity.rpartition('.')[2]}",
        signature_after=perceive_observation(after).signature,
    )
