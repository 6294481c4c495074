"""What the expert's model roles answer: a decision (decide) and a reflection (reflect)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from experts.operations import Operation
from mobilexperts.perception.describe import short_id
from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.screen import Screen

Verdict = Literal["correct", "erroneous", "ineffective"]


class Decision(BaseModel):
    """The decide role's answer (Mobile-Agent-v2's decision agent, with its planning summary).

    ``progress`` is the task progress after this operation; ``memory`` is focus content seen on
    this screen worth keeping (a code, a price, an address); ``expectation`` is what the
    operation should lead to, which reflection checks.
    """

    thought: str
    operation: Operation
    progress: str = ""
    memory: str = ""
    expectation: str = ""


class Reflection(BaseModel):
    """The reflect role's verdict on the previous operation (or on a Stop claim).

    ``correct``: it moved the task forward; ``erroneous``: it led somewhere unrelated (the
    expert reverts it); ``ineffective``: nothing changed (the expert tries differently).
    ``effect`` says what it did, e.g. "opened the compose screen", for interface memory.
    """

    verdict: Verdict
    reason: str
    effect: str = ""


def element_context(el: UIElement) -> dict[str, Any]:
    """An element as the structured context prompts and offline handlers read."""
    return {
        "index": el.index,
        "cls": el.cls.rpartition(".")[2],
        "label": el.label or el.text,
        "text": el.text,
        "desc": el.desc,
        "id": short_id(el.resource_id),
        "clickable": el.clickable or el.long_clickable,
        "long_clickable": el.long_clickable and not el.clickable,
        "editable": el.editable,
        "focused": el.focused,
        "checkable": el.checkable,
        "checked": el.checked,
        "selected": el.selected,
        "scrollable": el.scrollable,
        "enabled": el.enabled,
        "password": el.password,
        "window": el.window,
        "in_list": el.in_list,
        "bounds": [el.bounds.x1, el.bounds.y1, el.bounds.x2, el.bounds.y2],
    }


class ScreenContext(BaseModel):
    """A screen as context: where, its signature and its elements."""

    package: str
    activity: str
    signature: str
    width: int
    height: int
    elements: list[dict[str, Any]] = Field(default_factory=list)
    description: str = ""

    @classmethod
    def of(cls, screen: Screen, description: str) -> ScreenContext:
        return cls(
            package=screen.package,
            activity=screen.activity,
            signature=screen.signature,
            width=screen.width,
            height=screen.height,
            elements=[element_context(e) for e in screen.elements],
            description=description,
        )
