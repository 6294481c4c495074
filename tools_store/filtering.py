"""A list row a run picked on a search screen without searching: the tool searches for it.

A run may tap an app's search control and pick the item it wants from the rows the search
screen lists before anything is typed (recent items). Another value is rarely among them, so
the tool types its value into that screen's search box first: the list then holds the row.
Nothing here knows an app.
"""

from __future__ import annotations

import re

from mobilexperts.perception import Screen, UIElement

_SEARCHING = re.compile(r"(?<![a-z])(?:search|query|find)", re.IGNORECASE)


def opens_search(rid: str, label: str) -> bool:
    """Whether a control (its resource id, its label) says it opens a search."""
    return _SEARCHING.search(f"{rid.rpartition('/')[2]} {label}") is not None


def search_field(screen: Screen, row: UIElement) -> str:
    """The resource id of the search box ``screen`` shows beside the picked list ``row``, or
    ``""`` (no box, or the row is not a list row)."""
    if not row.in_list or row.editable:
        return ""
    boxes = [
        el.resource_id
        for el in screen.elements
        if el.editable and el.resource_id and opens_search(el.resource_id, el.label)
    ]
    return boxes[0] if len(boxes) == 1 else ""


def search_lines(field: str, param: str) -> list[str]:
    """The tool's lines that search for ``param``'s value in the box ``field`` (none without
    a box)."""
    return [f"dev.type({param}, clear=True, id={field!r})", "dev.enter()"] if field else []
