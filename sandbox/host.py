"""The parent's side of the verbs: performs what a tool asks on the device the parent owns.

Every message from the tool process is validated again here (the child is untrusted), counted
against the run's action and wait budgets (a long press is charged like a wait: a real phone
holds the finger that long), resolved on a fresh observation of the screen and performed
through the :class:`Device` Protocol. The reply is plain data; a failure is kept as a
typed error for the run result and the child is only told that the verb failed.

Directions: ``swipe(direction)`` names the finger's movement; ``scroll_to(direction=)`` names
where the content should move to (``"down"``, the default, reveals what is further down).
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict

from mobilexperts.device import Device, DeviceDisconnectedError, DeviceError, DeviceTimeoutError
from mobilexperts.perception import Bounds, PerceptionError, Screen, UIElement, perceive_observation
from sandbox.errors import (
    FailedStep,
    SandboxError,
    SelectorNotFoundError,
    ToolBudgetError,
    ToolRuntimeError,
)
from sandbox.gate import SensitiveStepRefusedError, active_gate
from sandbox.limits import ToolLimits
from sandbox.protocol import Scalar, VerbMessage
from sandbox.selectors import (
    describe_element,
    describe_screen,
    describe_selector,
    label_parts,
    resolve,
)
from sandbox.verbs import SELECTOR_KEYS, VerbUsageError, describe_call, validate_call

POLL_SECONDS = 0.5
SWIPE_SPAN = 0.6
SWIPE_SECONDS = 0.3
FINGER_FOR_SCROLL = {"down": "up", "up": "down", "left": "right", "right": "left"}
INFRASTRUCTURE_ERRORS = (DeviceDisconnectedError, DeviceTimeoutError)
MAX_BACKS = 3
"""Backs tried at most when an app a tool launched resumed on an inner screen."""

Outcome = tuple[str | bool | None, str | None]
ACTED = {"tap": "tapped", "long_press": "long-pressed", "swipe": "swiped"}


class ActionRecord(BaseModel):
    """One verb a tool performed: its arguments, source line, target element and result."""

    model_config = ConfigDict(frozen=True)

    index: int
    verb: str
    args: dict[str, Scalar]
    line: int | None = None
    target: str | None = None
    result: str | bool | None = None

    def side_effect(self) -> str | None:
        """What this action may have changed in an app, in words (``tapped text='Delete'``);
        None for one that only looks, waits or navigates (read, wait, back, home, launch)."""
        at = f" (line {self.line})" if self.line is not None else ""
        where = self.target or "the focused field"
        if self.verb == "type":
            return f"typed {self.args.get('value')!r} into {where}{at}"
        if self.verb in ("tap", "long_press") or (self.verb == "swipe" and self.target):
            return f"{ACTED[self.verb]} {where}{at}"
        if self.verb == "enter":
            return f"pressed Enter{at}"
        return None


class _Missing(Exception):
    """The selector matched nothing on ``screen``."""

    def __init__(self, screen: Screen) -> None:
        self.screen = screen


def _selector(values: dict[str, object]) -> dict[str, object]:
    return {key: value for key, value in values.items() if key in SELECTOR_KEYS}


class VerbHost:
    """Performs one run's verbs on ``device`` and records them."""

    def __init__(self, device: Device, limits: ToolLimits) -> None:
        self.device = device
        self.limits = limits
        self.actions: list[ActionRecord] = []
        self.failure: SandboxError | DeviceError | None = None
        self.failed_step: FailedStep | None = None
        self.waited = 0.0
        self.gate = active_gate()
        self._launched: str | None = None  # the app the last verb launched (its package)
        self._resumable: str | None = None
        self._verbs: dict[str, Callable[[dict[str, object]], Outcome]] = {
            "tap": self._tap,
            "long_press": self._long_press,
            "type": self._type,
            "swipe": self._swipe,
            "scroll_to": self._scroll_to,
            "back": lambda values: self._press("back"),
            "home": lambda values: self._press("home"),
            "enter": lambda values: self._press("enter"),
            "wait": self._wait,
            "wait_for": self._wait_for,
            "exists": self._exists,
            "read_text": self._read_text,
            "launch": self._launch,
        }

    def handle(self, message: VerbMessage) -> dict[str, object]:
        """Perform one verb message; the reply for the child."""
        index = len(self.actions) + 1
        try:
            values = validate_call(message.verb, (), dict(message.args))
        except VerbUsageError as exc:
            step = FailedStep(index, message.line, f"dev.{message.verb}(...)", message.verb)
            return self._refuse(step, ToolRuntimeError(str(exc), message.line))
        step = FailedStep(index, message.line, describe_call(message.verb, values), message.verb)
        if index > self.limits.actions:
            budget = ToolBudgetError(
                "action",
                f"{step}: the tool used more than {self.limits.actions} actions; "
                "split the workflow into smaller tools",
            )
            return self._refuse(step, budget)
        self._resumable, self._launched = self._launched, None
        try:
            value, target = self._verbs[message.verb](values)
        except _Missing as miss:
            screen = miss.screen
            where = screen.activity or screen.package or "the current screen"
            selector = describe_selector(_selector(values))
            return self._refuse(
                step, SelectorNotFoundError(step, selector, describe_screen(screen), where)
            )
        except (ToolBudgetError, SensitiveStepRefusedError) as exc:
            return self._refuse(step, exc)
        except INFRASTRUCTURE_ERRORS as exc:
            return self._refuse(step, exc)
        except (DeviceError, PerceptionError) as exc:
            return self._refuse(step, ToolRuntimeError(f"{step.code} failed: {exc}", step.line))
        args = {key: arg for key, arg in values.items() if isinstance(arg, Scalar)}
        self.actions.append(
            ActionRecord(
                index=index,
                verb=message.verb,
                args=args,
                line=message.line,
                target=target,
                result=value,
            )
        )
        return {"ok": True, "value": value}

    def _refuse(self, step: FailedStep, error: SandboxError | DeviceError) -> dict[str, object]:
        self.failure, self.failed_step = error, step
        return {"ok": False, "message": str(error)}

    def _screen(self) -> Screen:
        return perceive_observation(self.device.observe())

    def _element(self, values: dict[str, object]) -> UIElement:
        screen = self._screen()
        element = resolve(screen, _selector(values))
        if element is None:
            raise _Missing(screen)
        return element

    def _spend_wait(self, seconds: float) -> None:
        self.waited += seconds
        if self.waited > self.limits.wait_seconds:
            raise ToolBudgetError(
                "wait", f"the tool waited more than {self.limits.wait_seconds:g} s in total"
            )

    def _swipe_over(self, region: Bounds, finger: str) -> None:
        cx, cy = region.center
        dx = int(region.width * SWIPE_SPAN / 2) if finger in ("left", "right") else 0
        dy = int(region.height * SWIPE_SPAN / 2) if finger in ("up", "down") else 0
        sign = -1 if finger in ("up", "left") else 1
        self.device.swipe(
            cx - sign * dx, cy - sign * dy, cx + sign * dx, cy + sign * dy, SWIPE_SECONDS
        )

    def _full_screen(self) -> Bounds:
        info = self.device.info
        return Bounds(x1=0, y1=0, x2=info.width, y2=info.height)

    def _asked(self, verb: str, element: UIElement | None, text: str = "") -> bool:
        """Whether the gate says the person already did this verb; raises when refused."""
        if self.gate is None:
            return False
        answer = self.gate.before_verb(verb, self._screen(), element, text)
        if answer == "stop":
            what = describe_element(element) if element is not None else "the focused field"
            raise SensitiveStepRefusedError(
                f"dev.{verb}() on {what} is a sensitive step the person did not allow"
            )
        return answer == "done"

    def _tap(self, values: dict[str, object]) -> Outcome:
        element = self._element(values)
        if not self._asked("tap", element):
            self.device.tap(*element.center)
        return None, describe_element(element)

    def _long_press(self, values: dict[str, object]) -> Outcome:
        element = self._element(values)
        if self._asked("long_press", element):
            return None, describe_element(element)
        seconds = float(values.get("seconds", 1.0))  # type: ignore[arg-type]
        self._spend_wait(seconds)
        self.device.long_press(*element.center, seconds)
        return None, describe_element(element)

    def _type(self, values: dict[str, object]) -> Outcome:
        target = None
        element = self._element(values) if _selector(values) else None
        if self._asked("type", element, str(values["value"])):
            return None, describe_element(element) if element is not None else None
        if element is not None:
            self.device.tap(*element.center)
            target = describe_element(element)
        self.device.input_text(str(values["value"]), bool(values.get("clear", False)))
        return None, target

    def _swipe(self, values: dict[str, object]) -> Outcome:
        if _selector(values):
            element = self._element(values)
            region, target = element.bounds, describe_element(element)
        else:
            region, target = self._full_screen(), None
        self._swipe_over(region, str(values["direction"]))
        return None, target

    def _scroll_to(self, values: dict[str, object]) -> Outcome:
        """Swipe the way asked until the element shows; at the list's end, the other way (a
        row another run found below the fold may lie above it now)."""
        selector = _selector(values)
        direction = str(values.get("direction", "down"))
        finger = FINGER_FOR_SCROLL[direction]
        turned = False
        seen: list[str] | None = None
        for _ in range(int(values.get("max_swipes", 10))):  # type: ignore[call-overload]
            screen = self._screen()
            element = resolve(screen, selector)
            if element is not None:
                return None, describe_element(element)
            shown = [describe_element(el) for el in screen.elements]
            if shown == seen and turned:
                raise _Missing(screen)
            if shown == seen:
                finger, turned = direction, True
            seen = shown
            lists = [el for el in screen.elements if el.scrollable]
            region = max(lists, key=lambda el: el.bounds.area).bounds if lists else None
            self._swipe_over(region or self._full_screen(), finger)
        return None, describe_element(self._element(values))

    def _press(self, key: str) -> Outcome:
        self.device.press(key)  # type: ignore[arg-type]
        return None, None

    def _wait(self, values: dict[str, object]) -> Outcome:
        seconds = float(values["seconds"])  # type: ignore[arg-type]
        self._spend_wait(seconds)
        self.device.wait(seconds)
        return None, None

    def _wait_for(self, values: dict[str, object]) -> Outcome:
        timeout = float(values.get("timeout", 5.0))  # type: ignore[arg-type]
        selector = _selector(values)
        waited = 0.0
        while True:
            screen = self._screen()
            element = resolve(screen, selector)
            if element is not None:
                return None, describe_element(element)
            if waited >= timeout:
                element = self._backed_to(selector, screen)
                if element is None:
                    raise _Missing(self._screen())
                return None, describe_element(element)
            self._spend_wait(POLL_SECONDS)
            self.device.wait(POLL_SECONDS)
            waited += POLL_SECONDS

    def _backed_to(self, selector: dict[str, object], screen: Screen) -> UIElement | None:
        """Right after a launch, an app resumes where it was left (an editor a step before
        opened): going back inside it, at most :data:`MAX_BACKS` times, to the screen that
        shows ``selector``; None when none does or a back leaves the app."""
        package = self._resumable
        for _ in range(MAX_BACKS if package and screen.package == package else 0):
            self.device.press("back")
            screen = self._screen()
            if screen.package != package:
                return None
            element = resolve(screen, selector)
            if element is not None:
                return element
        return None

    def _exists(self, values: dict[str, object]) -> Outcome:
        element = resolve(self._screen(), _selector(values))
        return element is not None, describe_element(element) if element else None

    def _read_text(self, values: dict[str, object]) -> Outcome:
        element = self._element(values)
        text = element.text or element.label or element.desc
        if "part" in values:
            parts = label_parts(element.label or text)
            place = int(values["part"])  # type: ignore[call-overload]
            text = parts[place] if place < len(parts) else ""
        return text, describe_element(element)

    def _launch(self, values: dict[str, object]) -> Outcome:
        self.device.launch(str(values["app"]))
        self._launched = self._screen().package
        return None, str(values["app"])
