"""A SimDroid phone driven step by step for the judge's tests, keeping the history an expert
would keep, and judged by the offline judge."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from experts.context import HistoryStep
from experts.judge import JudgeContext
from experts.offline.judge import judge_claim
from mobilexperts.operations import Back, Home, OpenApp, Operation, Tap, Text, describe
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.context import ElementContext, ScreenContext
from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.screen import Screen
from mobilexperts.sim.device import SimDevice
from mobilexperts.trajectory import Judgement


class Session:
    """A SimDroid phone driven step by step, keeping the history the expert would keep."""

    def __init__(self, device: SimDevice) -> None:
        self.device = device
        self.first = self.screen()
        self.history: list[HistoryStep] = []
        self.seen: list[ScreenContext] = []

    def screen(self) -> Screen:
        return perceive_observation(self.device.observe())

    def _log(self, op: Operation, before: Screen, target: ElementContext | None) -> None:
        after = self.screen()
        self.seen.append(ScreenContext.of(before))
        self.history.append(
            HistoryStep(
                step=len(self.history) + 1,
                operation=op,
                text=describe(op),
                package=before.package,
                signature=before.signature,
                signature_after=after.signature,
                target=target,
            )
        )

    def tap(self, label: str) -> None:
        before = self.screen()
        el = next(
            e
            for e in before.elements
            if label in (e.label, e.desc, ElementContext.of(e).id)
            or e.label.startswith(f"{label} | ")
        )
        self.device.tap(*el.center)
        self._log(Tap(index=el.index), before, ElementContext.of(el))

    def open(self, app: str) -> None:
        before = self.screen()
        self.device.launch(app)
        self._log(OpenApp(app=app), before, None)

    def note(self, op: Operation) -> None:
        """Log an operation that leaves the phone as it is (a note the run takes)."""
        self._log(op, self.screen(), None)

    def home(self) -> None:
        before = self.screen()
        self.device.press("home")
        self._log(Home(), before, None)

    def back(self) -> None:
        before = self.screen()
        self.device.press("back")
        self._log(Back(), before, None)

    def type(self, field: str, text: str, clear: bool = False, submit: bool = False) -> None:
        before = self.screen()
        el = next(
            e for e in before.elements if e.editable and field in (e.label, ElementContext.of(e).id)
        )
        self.device.tap(*el.center)
        self.device.input_text(text, clear)
        if submit:
            self.device.press("enter")
        op = Text(content=text, index=el.index, submit=submit)
        self._log(op, before, ElementContext.of(el))

    def tap_element(self, el: UIElement) -> None:
        """A tap on ``el`` of the current screen, for controls many rows share ("Starred")."""
        before = self.screen()
        self.device.tap(*el.center)
        self._log(Tap(index=el.index), before, ElementContext.of(el))

    def judge_context(self, instruction: str, answer: str = "") -> JudgeContext:
        return JudgeContext(
            instruction=instruction,
            history=self.history,
            answer=answer,
            apps=self.device.apps(),
            first=ScreenContext.of(self.first),
            last=ScreenContext.of(self.screen()),
            seen=self.seen,
        )

    def judge(self, instruction: str, answer: str = "") -> Judgement:
        return judge_claim(self.judge_context(instruction, answer))


def contacts() -> Session:
    device = SimDevice()
    device.launch("Contacts")
    return Session(device)


def switched_alarms(*labels: str) -> Session:
    """A Clock session in which the switch of each alarm labelled ``labels`` was tapped."""
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    for label in labels:
        screen = session.screen()
        row = next(e for e in screen.elements if f"| {label} ·" in e.label)
        switch = next(
            e
            for e in screen.elements
            if e.checkable and row.bounds.y1 <= e.center[1] <= row.bounds.y2
        )
        session.tap_element(switch)
    return session


def maps_place(name: str) -> Session:
    """A Maps session showing the place ``name``, reached by searching for it."""
    device = SimDevice()
    device.launch("Maps")
    session = Session(device)
    session.type("Search here", name)
    device.press("enter")
    session.tap(next(e.label for e in session.screen().elements if e.label.startswith(f"{name} |")))
    return session
