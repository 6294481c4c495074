"""A line added to a thing written as prose: on a screen whose thing shows no checkable items,
an item the request adds goes at the end of the text the thing already holds, not into the
field that would start a checklist beside it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from experts.offline.view import Element, View


def written_text(view: View, field: Element) -> Element | None:
    """The editable text of several lines (``field`` aside) that takes an added line when the
    screen shows no checkable item: a checklist takes items as its own rows, prose as lines."""
    if any(e.checkable for e in view.elements):
        return None
    return next(
        (f for f in view.fields if f.index != field.index and "\n" in f.text.strip()),
        None,
    )


def appended(text: Element, value: str) -> str:
    """``text``'s own lines with ``value`` as the last line."""
    return f"{text.text.rstrip()}\n{value}"


def received(typed: str, value: str) -> bool:
    """Whether ``typed`` puts ``value`` in a field: alone, after the list the field held
    ("ann@x.org, bo@x.org"), or as the last line of its text."""
    return typed == value or typed.endswith((f", {value}", f"\n{value}"))
