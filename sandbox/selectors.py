"""Resolving a tool's selector to one element of the current screen.

- ``id=``, ``text=`` and ``desc=`` must all match: ``id`` the full resource-id or its short
  name after ``:id/``; ``text`` the element's text, its label, or one part of a folded label
  (a list row labelled ``"Hiro Moreau | Running group"`` matches ``text="Hiro Moreau"``, a
  row ``"NoteNest: Notes, 4.4 stars"`` matches ``text="NoteNest"``: :func:`label_parts`);
  ``desc`` the content-desc. Text and desc ignore case and spacing.
- If nothing matches them all, one key alone is tried, in the order resource-id, text,
  content-desc, and used only when it matches exactly one element (an app update that renamed a
  button still resolves; a list of same-id rows never resolves to an arbitrary row).
- ``near=`` orders the matches (or, alone, every actionable element) by distance to the
  element whose text or content-desc is the anchor; when the anchor sits in a list row (a
  list element folding several texts), only matches inside that row count: the nearest
  control may belong to the next row, or the anchor's own control may not be on screen yet.
- ``index=`` picks the n-th of the matches (0 first, reading order or distance order).
"""

from __future__ import annotations

import math
import re

from mobilexperts.perception import Screen, UIElement
from mobilexperts.perception.select import LABEL_SEPARATOR

KEYS = ("id", "text", "desc")
MAX_SCREEN_ITEMS = 30


def _norm(value: str) -> str:
    return " ".join(value.split()).casefold()


_TRAILER = re.compile(r",\s+(?=\d)|:\s+(?=[A-Z])")
"""Where a caption's name ends and figures or a subtitle begin ("NoteNest: Notes & Lists, 4.7
stars")."""


def label_parts(label: str) -> list[str]:
    """The parts of a folded label, each split where a name is followed by a subtitle or figures
    about it: ``"NoteNest: Notes, 4.4 stars | Tools"`` -> ``["NoteNest", "Notes", "4.4 stars",
    "Tools"]``."""
    parts = (part.strip() for part in label.split(LABEL_SEPARATOR)) if label else ()
    return [piece for part in parts for piece in _TRAILER.split(part) if piece]


def _match(el: UIElement, key: str, value: str) -> bool:
    if key == "id":
        return value in (el.resource_id, el.resource_id.rpartition(":id/")[2]) and bool(value)
    if key == "desc":
        return _norm(value) == _norm(el.desc)
    wanted = _norm(value)
    parts = label_parts(el.label)
    return wanted in (_norm(el.text), _norm(el.label), *(_norm(part) for part in parts))


def _is_actionable(el: UIElement) -> bool:
    return el.clickable or el.long_clickable or el.editable or el.checkable or el.scrollable


def _matches(screen: Screen, selector: dict[str, object]) -> list[UIElement]:
    given = {key: str(selector[key]) for key in KEYS if key in selector}
    if not given:
        return [el for el in screen.elements if _is_actionable(el)]
    found = [el for el in screen.elements if all(_match(el, k, v) for k, v in given.items())]
    if found or len(given) == 1:
        return found
    for key, value in given.items():
        alone = [el for el in screen.elements if _match(el, key, value)]
        if len(alone) == 1:
            return alone
    return []


def _distance(a: UIElement, b: UIElement) -> float:
    (ax, ay), (bx, by) = a.center, b.center
    return math.hypot(ax - bx, ay - by)


def _inside(inner: UIElement, outer: UIElement) -> bool:
    a, b = inner.bounds, outer.bounds
    return b.x1 <= a.x1 and b.y1 <= a.y1 and a.x2 <= b.x2 and a.y2 <= b.y2


def list_row(screen: Screen, el: UIElement) -> UIElement | None:
    """The list row holding ``el`` (``el`` itself when it is one): the smallest list element
    around it whose label folds several texts."""
    rows = [
        other
        for other in screen.elements
        if other.in_list and LABEL_SEPARATOR in other.label and _inside(el, other)
    ]
    return min(rows, key=lambda row: row.bounds.area) if rows else None


def resolve(screen: Screen, selector: dict[str, object]) -> UIElement | None:
    """The element ``selector`` names on ``screen``, or None."""
    candidates = _matches(screen, selector)
    near = selector.get("near")
    if isinstance(near, str):
        anchors = [el for el in screen.elements if _match(el, "text", near)]
        anchors += [el for el in screen.elements if _match(el, "desc", near)]
        anchor = anchors[0] if anchors else None
        if anchor is None:
            return None
        row = list_row(screen, anchor)
        others = [
            el
            for el in candidates
            if el.index != anchor.index and (row is None or _inside(el, row))
        ]
        candidates = sorted(others, key=lambda el: (_distance(el, anchor), el.index))
    index = selector.get("index", 0)
    if not isinstance(index, int) or index >= len(candidates):
        return None
    return candidates[index]


def describe_selector(selector: dict[str, object]) -> str:
    """A selector as tool code writes it: ``text='Post', index=1``."""
    return ", ".join(f"{key}={value!r}" for key, value in selector.items())


def describe_element(el: UIElement) -> str:
    """One element in a line: its text, id and content-desc (the keys a selector can use)."""
    parts = []
    if el.text or el.label:
        parts.append(f"text={(el.text or el.label)[:60]!r}")
    if el.resource_id:
        parts.append(f"id={el.resource_id.rpartition(':id/')[2]!r}")
    if el.desc:
        parts.append(f"desc={el.desc[:60]!r}")
    return " ".join(parts) or f"unlabelled {el.cls.rpartition('.')[2]} at {el.bounds}"


def describe_screen(screen: Screen) -> list[str]:
    """What a selector could have named instead: the app's and dialogs' labelled elements."""
    shown = [el for el in screen.elements if el.window not in ("keyboard", "system")]
    labelled = [el for el in shown if el.text or el.label or el.desc or el.resource_id]
    unique = list(dict.fromkeys(describe_element(el) for el in labelled))
    extra = len(unique) - MAX_SCREEN_ITEMS
    return unique[:MAX_SCREEN_ITEMS] + ([f"... and {extra} more"] if extra > 0 else [])
