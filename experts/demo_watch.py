"""Recording a demonstration on a real phone: the person uses the phone as usual while the
recorder polls its hierarchy, waits for each change to settle, and infers from the two screens
the operation that led from one to the other (uiautomator2 reports no touches).

The inference reads only the two screens (and the one before them): a change of app from the
home screen is opening that app; reaching a screen of app icons is Home; a text field whose text
changed is typing; the previous screen back, unchanged, is Back; otherwise the tapped element is
the one whose own state flipped (checked, selected, focused), else whose words name the new
screen (its activity or its texts), else the confirming button of a form whose typed text now
shows. A step that nothing explains is reported, not guessed; replaying the demonstration at
admission is what proves the inferred steps right.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from pydantic import BaseModel

from mobilexperts.device.apps import label_of
from mobilexperts.device.base import Device, Observation
from mobilexperts.operations import Back, Home, OpenApp, Operation, Tap, Text, describe
from mobilexperts.perception import UIElement, perceive_observation
from mobilexperts.perception.screen import Screen

HOME_ICONS = 3
"""A screen showing at least this many installed apps' labels as tappable items is a home screen."""
SETTLE_TRIES = 10
CONFIRM = frozenset(
    re.findall(
        r"\w+",
        "post send save done ok submit add create confirm apply search go next continue reply "
        "publish update share finish",
    )
)
DISMISS = frozenset(re.findall(r"\w+", "cancel close discard back dismiss navigate up no"))
_WORDS = re.compile(r"[a-z]+|[A-Z][a-z]*")


class RecordedScreen(BaseModel):
    """A screen as the phone gave it (its hierarchy, without the screenshot)."""

    xml: str
    package: str
    activity: str
    width: int
    height: int

    @classmethod
    def of(cls, observation: Observation) -> RecordedScreen:
        return cls(**{name: getattr(observation, name) for name in cls.model_fields})

    def observation(self) -> Observation:
        return Observation(**self.model_dump())

    def screen(self) -> Screen:
        return perceive_observation(self.observation())


class WatchedStep(BaseModel):
    """One inferred step: the operation, the screens around it, and whether the inference had
    direct evidence (``sure``) or only picked the likeliest element."""

    operation: Operation
    before: RecordedScreen
    after: RecordedScreen
    sure: bool = True


def _words(text: str) -> set[str]:
    return {w.casefold() for w in _WORDS.findall(text) if len(w) > 1}


def _texts(screen: Screen, windows: tuple[str, ...] = ("app", "dialog", "overlay")) -> set[str]:
    """The texts the screen shows in ``windows``: texts, descriptions, parts of row labels."""
    shown = (e for e in screen.elements if e.window in windows)
    values = (v for e in shown for v in (e.text, e.desc, *e.label.split(" | ")))
    return {" ".join(v.split()).casefold() for v in values if v.strip()}


def _is_home(screen: Screen, apps: set[str]) -> bool:
    icons = {e.label.casefold() for e in screen.elements if e.clickable and e.label}
    return len(icons & apps) >= HOME_ICONS


def _twin(element: UIElement, screen: Screen) -> UIElement | None:
    """The element of ``screen`` that is ``element`` (same id and place, or same id and label)."""
    for other in screen.elements:
        same = other.resource_id == element.resource_id and other.cls == element.cls
        if same and (
            other.bounds == element.bounds or (other.label and other.label == element.label)
        ):
            return other
    return None


def _typed(before: Screen, after: Screen) -> Text | None:
    """Typing: a text field of the same screen whose text changed."""
    if before.signature != after.signature:
        return None
    for field in (e for e in before.elements if e.editable):
        twin = _twin(field, after)
        if twin is not None and twin.text != field.text and twin.text:
            return Text(content=twin.text, index=field.index, clear=True)
    return None


def _flip(element: UIElement, after: Screen) -> int:
    """The score of an element whose own state changed: turned on 5, off 4, else 0."""
    twin = _twin(element, after)
    if twin is None:
        return 0
    if (twin.checked, twin.selected) != (element.checked, element.selected):
        return 5 if twin.checked or twin.selected else 4
    return 5 if element.editable and twin.focused and not element.focused else 0


def _tap_score(element: UIElement, before: Screen, after: Screen) -> int:
    """How strongly ``after`` shows that ``element`` was tapped (0: not at all)."""
    flip = _flip(element, after)
    if flip or element.editable:
        return flip
    own = _words(f"{element.label} {element.resource_id.rpartition('/')[2]}") - {"id"}
    if own & DISMISS:
        return 0
    score = 0
    if after.activity != before.activity:
        place = _words(after.activity.rpartition(".")[2]) - {"activity", "main", "fragment"}
        score += 3 * bool(own & place)
    if after.signature != before.signature:
        parts = {p.strip().casefold() for p in element.label.split(" | ") if len(p.strip()) > 2}
        seen = len(parts & _texts(after))
        score += 2 + seen if seen else 0
    shown = " ".join(_texts(after) - {e.text.casefold() for e in after.elements if e.editable})
    if any(e.editable and e.text and e.text.casefold() in shown for e in before.elements):
        score += 2 * bool(own & CONFIRM)
    return score


def _same_view(one: Screen, other: Screen) -> bool:
    """The same screen showing the same content (toasts and other overlays aside)."""
    return one.signature == other.signature and _texts(one, ("app",)) == _texts(other, ("app",))


def infer_operation(
    before: Screen, after: Screen, earlier: Screen | None, apps: list[str]
) -> tuple[Operation, bool] | None:
    """The operation that led from ``before`` to ``after`` and whether it is sure; ``earlier``
    is the screen before ``before``; ``apps`` the phone's launchable app labels."""
    labels = {a.casefold(): a for a in apps}
    if after.package != before.package:
        if _is_home(after, set(labels)):
            return Home(), True
        if _is_home(before, set(labels)):
            label = label_of(after.package)
            return OpenApp(app=label if label in apps else after.package), True
    typed = _typed(before, after)
    if typed is not None:
        return typed, True
    scored = [
        (_tap_score(e, before, after), e)
        for e in before.elements
        if (e.clickable or e.checkable) and e.enabled and e.window in ("app", "dialog")
    ]
    best = max((s for s, _ in scored), default=0)
    flipped = any(_flip(e, after) for _, e in scored)
    if not flipped and earlier is not None and _same_view(after, earlier):
        return Back(), True
    if best == 0:
        return None
    chosen = [e for s, e in scored if s == best]
    return Tap(index=chosen[0].index), len(chosen) == 1


class PhoneWatcher:
    """Polls a phone and turns each settled change of its screen into a :class:`WatchedStep`."""

    def __init__(self, device: Device, interval: float = 0.3) -> None:
        self.device = device
        self.interval = interval
        self.apps = device.apps()
        self.steps: list[WatchedStep] = []
        self.unexplained: list[str] = []
        self._history: list[RecordedScreen] = []
        self._last = self._settled()

    def _settled(self) -> RecordedScreen:
        """The screen once two dumps in a row agree (an animation or typing has ended), or the
        last of :data:`SETTLE_TRIES` dumps of a screen that keeps moving."""
        current = self.device.observe()
        for _ in range(SETTLE_TRIES):
            time.sleep(self.interval)
            previous, current = current, self.device.observe()
            if current.xml == previous.xml:
                break
        return RecordedScreen.of(current)

    def poll(self) -> WatchedStep | None:
        """Look once; the step recorded when the screen changed (None: no change, or one that
        nothing explains, kept in :attr:`unexplained`)."""
        if self.device.observe().xml == self._last.xml:
            return None
        after = self._settled()
        before, earlier = self._last, self._history[-1] if self._history else None
        found = infer_operation(
            before.screen(), after.screen(), earlier.screen() if earlier else None, self.apps
        )
        if found is None:
            self.unexplained.append(f"{before.activity} -> {after.activity}")
            self._move(after)
            return None
        operation, sure = found
        step = WatchedStep(operation=operation, before=before, after=after, sure=sure)
        last = self.steps[-1] if self.steps else None
        if isinstance(operation, Back) and self._history:
            self._history.pop()
            self._last = after
        elif isinstance(operation, Text) and last and _same_field(last, step):
            step = last.model_copy(update={"operation": operation, "after": after})
            self.steps[-1] = step
            self._last = after
            return step
        else:
            self._move(after)
        self.steps.append(step)
        return step

    def _move(self, after: RecordedScreen) -> None:
        self._history.append(self._last)
        self._last = after

    def watch(self, until: Callable[[], bool], on_step: Callable[[WatchedStep], None]) -> None:
        """Poll until ``until()`` is true, telling ``on_step`` of each step."""
        while not until():
            step = self.poll()
            if step is not None:
                on_step(step)
            time.sleep(self.interval)


def _same_field(last: WatchedStep, step: WatchedStep) -> bool:
    """Typing that goes on in the field the last step typed into."""
    a, b = last.operation, step.operation
    return (
        isinstance(a, Text)
        and isinstance(b, Text)
        and a.index == b.index
        and (last.after.package == step.before.package)
    )


def step_text(step: WatchedStep) -> str:
    """One line for the person: what the recorder understood."""
    note = "" if step.sure else " (likeliest; replay will check)"
    return f"{describe(step.operation)}{note}"
