"""Reference solutions: actions found through the dumped XML, the way an agent would act.

A task's ``reference`` lists steps such as ``{tap: {text: Compose}}``, ``{type: hello}``,
``{swipe: up}``, ``{back: true}``. Each tap is resolved on the current screen's hierarchy by
text, resource-id or content-desc (never hard-coded coordinates). The same selector-driven
actions (:func:`tap`, :func:`type_into`, :func:`scroll_to`...) drive a device in scripts and tests.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from lxml import etree
from pydantic import BaseModel, ConfigDict, model_validator

from mobilexperts.device.base import Device
from mobilexperts.device.errors import InvalidActionError

_BOUNDS = re.compile(r"\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]")


class Selector(BaseModel):
    """Find an element by exact text, resource-id (bare name or full), or content-desc."""

    model_config = ConfigDict(extra="forbid")

    text: str | None = None
    id: str | None = None
    desc: str | None = None
    contains: str | None = None
    nth: int | None = None

    @model_validator(mode="after")
    def _something(self) -> Selector:
        if not (self.text or self.id or self.desc or self.contains):
            raise ValueError("a selector needs text, id, desc or contains")
        return self

    def accepts(self, node: etree._Element) -> bool:
        rid = node.get("resource-id", "")
        if self.id is not None and rid != self.id and not rid.endswith(f":id/{self.id}"):
            return False
        if self.text is not None and node.get("text") != self.text:
            return False
        if self.desc is not None and node.get("content-desc") != self.desc:
            return False
        return (
            self.contains is None
            or self.contains.lower()
            in (node.get("text", "") + " " + node.get("content-desc", "")).lower()
        )


class ReferenceStep(BaseModel):
    """One step of a reference solution; exactly one field is set."""

    model_config = ConfigDict(extra="forbid")

    tap: Selector | None = None
    long_press: Selector | None = None
    type: str | None = None
    swipe: Literal["up", "down"] | None = None
    back: bool | None = None
    home: bool | None = None
    enter: bool | None = None
    launch: str | None = None
    wait: float | None = None
    answer: str | None = None

    @model_validator(mode="after")
    def _one(self) -> ReferenceStep:
        if len(self.model_fields_set) != 1:
            raise ValueError(
                f"a reference step has exactly one action; got {sorted(self.model_fields_set)}"
            )
        return self


def bounds(node: etree._Element) -> tuple[int, int, int, int]:
    """A node's ``bounds`` as ``(left, top, right, bottom)``."""
    x1, y1, x2, y2 = map(int, _BOUNDS.fullmatch(node.get("bounds", "")).groups())
    return x1, y1, x2, y2


def find(xml: str, selector: Selector) -> tuple[int, int]:
    """Centre of the element ``selector`` picks: in the top-most window that has a match."""
    root = etree.fromstring(xml.encode("utf-8"))
    windows = list(root)
    matches: list[etree._Element] = []
    for window in reversed(windows):
        matches = [n for n in window.iter("node") if selector.accepts(n)]
        if matches:
            break
    if not matches:
        raise InvalidActionError(
            f"no element on screen matches {selector.model_dump(exclude_none=True)}"
        )
    node = matches[selector.nth or 0] if (selector.nth or 0) < len(matches) else matches[-1]
    x1, y1, x2, y2 = bounds(node)
    return (x1 + x2) // 2, (y1 + y2) // 2


def find_all(xml: str, selector: Selector) -> list[etree._Element]:
    """Every node, in every window, that ``selector`` accepts, in document order."""
    root = etree.fromstring(xml.encode("utf-8"))
    return [n for n in root.iter("node") if selector.accepts(n)]


# -- acting on a device by selector --------------------------------------------------------


def nodes(device: Device, **selector: Any) -> list[etree._Element]:
    """Every node on the current screen that ``Selector(**selector)`` accepts."""
    return find_all(device.observe().xml, Selector(**selector))


def texts(device: Device, resource_id: str) -> list[str]:
    """The texts of the current screen's elements with ``resource_id``, top to bottom."""
    return [n.get("text") for n in nodes(device, id=resource_id)]


def on_screen(device: Device, **selector: Any) -> bool:
    """Whether an element ``Selector(**selector)`` accepts is on the current screen."""
    return bool(nodes(device, **selector))


def tap(device: Device, **selector: Any) -> None:
    """Tap the element ``Selector(**selector)`` picks on the current screen."""
    device.tap(*find(device.observe().xml, Selector(**selector)))


def long_press(device: Device, **selector: Any) -> None:
    """Long-press the element ``Selector(**selector)`` picks on the current screen."""
    device.long_press(*find(device.observe().xml, Selector(**selector)))


def type_into(device: Device, field: str, text: str) -> None:
    """Tap the field with resource-id ``field`` and replace its text with ``text``."""
    tap(device, id=field)
    device.input_text(text, clear=True)


def swipe(device: Device, direction: Literal["up", "down"] = "up") -> None:
    """Swipe the screen up (to scroll down a list) or down, through its middle."""
    width, height = device.info.width, device.info.height
    top, bottom = height * 3 // 4, height // 3
    y1, y2 = (top, bottom) if direction == "up" else (bottom, top)
    device.swipe(width // 2, y1, width // 2, y2)


def scroll_to(device: Device, attempts: int = 20, **selector: Any) -> None:
    """Swipe up, as a person looking for an item does, until ``selector`` is on screen."""
    for _ in range(attempts):
        if on_screen(device, **selector):
            return
        swipe(device, "up")
    if not on_screen(device, **selector):
        raise InvalidActionError(f"{selector} did not appear after {attempts} swipes")


def run_reference(device: Device, steps: list[ReferenceStep]) -> str | None:
    """Perform ``steps`` on ``device``; returns the answer step's text, if any."""
    answer = None
    for step in steps:
        if step.tap is not None:
            device.tap(*find(device.observe().xml, step.tap))
        elif step.long_press is not None:
            device.long_press(*find(device.observe().xml, step.long_press))
        elif step.type is not None:
            device.input_text(step.type, clear=True)
        elif step.swipe is not None:
            swipe(device, step.swipe)
        elif step.back:
            device.press("back")
        elif step.home:
            device.press("home")
        elif step.enter:
            device.press("enter")
        elif step.launch is not None:
            device.launch(step.launch)
        elif step.wait is not None:
            device.wait(step.wait)
        elif step.answer is not None:
            answer = step.answer
    return answer


def parse_steps(raw: list[dict[str, Any]]) -> list[ReferenceStep]:
    return [ReferenceStep.model_validate(r) for r in raw]
