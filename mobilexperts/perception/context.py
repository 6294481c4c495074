"""Screens and elements as the typed context model roles and offline handlers read."""

from __future__ import annotations

from pydantic import BaseModel, Field

from mobilexperts.perception.describe import describe, short_id
from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.screen import Screen


class ElementContext(BaseModel):
    """One element of a screen: its number, what it shows and what it can do.

    ``label`` is what the element shows (its text, else a caption folded from its children);
    ``id`` is the short resource-id (``post`` for ``com.app:id/post``); ``bounds`` are
    ``(x1, y1, x2, y2)`` in screen pixels.
    """

    index: int
    cls: str = ""
    label: str = ""
    text: str = ""
    desc: str = ""
    id: str = ""
    clickable: bool = False
    long_clickable: bool = False
    editable: bool = False
    focused: bool = False
    checkable: bool = False
    checked: bool = False
    selected: bool = False
    scrollable: bool = False
    enabled: bool = True
    password: bool = False
    window: str = "app"
    in_list: bool = False
    bounds: tuple[int, int, int, int] = (0, 0, 0, 0)
    source: str = "hierarchy"

    @classmethod
    def of(cls, el: UIElement) -> ElementContext:
        return cls(
            index=el.index,
            cls=el.cls.rpartition(".")[2],
            label=el.label or el.text,
            text=el.text,
            desc=el.desc,
            id=short_id(el.resource_id),
            clickable=el.clickable or el.long_clickable,
            long_clickable=el.long_clickable and not el.clickable,
            editable=el.editable,
            focused=el.focused,
            checkable=el.checkable,
            checked=el.checked,
            selected=el.selected,
            scrollable=el.scrollable,
            enabled=el.enabled,
            password=el.password,
            window=el.window,
            in_list=el.in_list,
            bounds=(el.bounds.x1, el.bounds.y1, el.bounds.x2, el.bounds.y2),
            source=el.source,
        )


class ScreenContext(BaseModel):
    """A screen as context: where it is, its signature, its elements and their description."""

    package: str
    activity: str
    signature: str
    width: int
    height: int
    elements: list[ElementContext] = Field(default_factory=list)
    description: str = ""

    @classmethod
    def of(cls, screen: Screen) -> ScreenContext:
        return cls(
            package=screen.package,
            activity=screen.activity,
            signature=screen.signature,
            width=screen.width,
            height=screen.height,
            elements=[ElementContext.of(e) for e in screen.elements],
            description=describe(screen.elements),
        )
