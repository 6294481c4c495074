"""Carrying out an operation on a device, against the screen the decision was made on."""

from __future__ import annotations

from pydantic import BaseModel, Field

from mobilexperts.device.base import Device
from mobilexperts.operations import (
    Back,
    ElementRef,
    Home,
    LongPress,
    OpenApp,
    Operation,
    OperationError,
    Read,
    Stop,
    Swipe,
    Tap,
    Text,
    Think,
    UseTool,
    Wait,
)
from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.screen import Screen


class Executed(BaseModel):
    """What carrying out an operation did: the element acted on and a note for the record."""

    target: UIElement | None = None
    note: str = ""
    opened: list[str] = Field(default_factory=list)
    """The apps a workflow tool launched."""


def find_element(screen: Screen, ref: ElementRef) -> UIElement:
    """The element ``ref`` names: by resource-id, then text or label, then content-desc."""
    for kwargs in ({"resource_id": ref.resource_id}, {"text": ref.text}, {"desc": ref.desc}):
        value = next(iter(kwargs.values()))
        if value:
            found = screen.find(**kwargs)
            if found is not None:
                return found
    if ref.text:
        wanted = ref.text.strip().casefold()
        for el in screen.elements:  # one part of a list row's combined label ("Title | summary")
            if any(part.strip().casefold() == wanted for part in el.label.split(" | ")):
                return el
    raise OperationError(f"no element on this screen matches {ref.describe()}")


def target_of(screen: Screen, op: Tap | LongPress) -> tuple[UIElement | None, tuple[int, int]]:
    """The element and point an operation aims at."""
    if op.index is not None:
        el = screen.by_index(op.index)
        return el, el.center
    if op.element is not None:
        el = find_element(screen, op.element)
        return el, el.center
    assert op.x is not None and op.y is not None
    if not (0 <= op.x < screen.width and 0 <= op.y < screen.height):
        raise OperationError(f"({op.x}, {op.y}) is off the {screen.width}x{screen.height} screen")
    at = [e for e in screen.elements if e.bounds.contains(op.x, op.y)]
    return (min(at, key=lambda e: e.bounds.area) if at else None), (op.x, op.y)


def _text_field(screen: Screen, op: Text) -> UIElement | None:
    """The field to type into, or None when the focused one will do."""
    if op.index is not None:
        el = screen.by_index(op.index)
        if not el.editable:
            raise OperationError(f"[{op.index}] is not a text field; give the index of one")
        return el
    if screen.focused_field() is not None:
        return None
    fields = [e for e in screen.elements if e.editable and e.window != "keyboard"]
    if len(fields) == 1:
        return fields[0]
    if not fields:
        raise OperationError("there is no text field on this screen to type into")
    raise OperationError(
        f"no field is focused and there are {len(fields)} text fields: give the index of one"
    )


def _swipe(device: Device, screen: Screen, op: Swipe) -> UIElement | None:
    el = screen.by_index(op.index) if op.index is not None else None
    if el is not None:
        x1, y1, x2, y2 = el.bounds.x1, el.bounds.y1, el.bounds.x2, el.bounds.y2
    else:
        x1, y1, x2, y2 = 0, screen.height // 6, screen.width, screen.height * 5 // 6
    cx, cy = (x1 + x2) // 2, (y1 + y2) // 2
    dx, dy = (x2 - x1) * 3 // 10, (y2 - y1) * 3 // 10
    start, end = {
        "up": ((cx, cy + dy), (cx, cy - dy)),
        "down": ((cx, cy - dy), (cx, cy + dy)),
        "left": ((cx + dx, cy), (cx - dx, cy)),
        "right": ((cx - dx, cy), (cx + dx, cy)),
    }[op.direction]
    device.swipe(*start, *end)
    return el


def execute(device: Device, screen: Screen, op: Operation) -> Executed:
    """Carry out the device side of ``op``. Read, Think and UseTool are handled by the expert."""
    if isinstance(op, Tap):
        el, (x, y) = target_of(screen, op)
        device.tap(x, y)
        return Executed(target=el)
    if isinstance(op, LongPress):
        el, (x, y) = target_of(screen, op)
        device.long_press(x, y)
        return Executed(target=el)
    if isinstance(op, Text):
        field = _text_field(screen, op)
        if field is not None and not field.focused:
            device.tap(*field.center)
        device.input_text(op.content, clear=op.clear)
        if op.submit:
            device.press("enter")
        return Executed(target=field or screen.focused_field())
    if isinstance(op, Swipe):
        return Executed(target=_swipe(device, screen, op))
    if isinstance(op, Back):
        device.press("back")
    elif isinstance(op, Home):
        device.press("home")
    elif isinstance(op, Wait):
        device.wait(op.seconds)
    elif isinstance(op, OpenApp):
        device.launch(op.app)
    elif isinstance(op, Read | Think | Stop | UseTool):
        raise TypeError(f"{op.kind} is not a device operation")
    return Executed()


def scaled(op: Operation, scale: float) -> Operation:
    """Map coordinates a model gave in its (downscaled) image back to screen pixels."""
    x, y = getattr(op, "x", None), getattr(op, "y", None)
    if x is None or y is None or scale == 1.0:
        return op
    return op.model_copy(update={"x": round(x * scale), "y": round(y * scale)})
