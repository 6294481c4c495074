"""Which list item a control acts on: the row it sits in or beside, and in a feed the card it
is in (a post's header, picture, action bar and caption, from the header down to the next
post's header or the end of the list in sight), so a control anywhere in a card acts on the
post its header names."""

from __future__ import annotations

from itertools import pairwise

from experts.offline.view import Element, View, center_y, el_text, inside, same_row
from experts.offline.words import contains_phrase

ROW_CLASSES = ("Layout", "ViewGroup", "View")
CARD_GAP = 3
"""Headers of one kind this many of their own heights apart begin cards, not list rows."""
MIN_ROWS = 2
"""A list that may go on below shows at least this many rows."""


def _bottom(view: View, head: Element) -> int | None:
    """The lower edge of the scrolling list holding ``head``."""
    lists = [
        e.bounds[3]
        for e in view.elements
        if e.scrollable and e.bounds[1] <= head.bounds[1] and head.bounds[3] <= e.bounds[3]
    ]
    return min(lists) if lists else None


def in_card(view: View, el: Element, head: Element) -> bool:
    """Whether ``el`` lies in the card ``head`` begins: below the header of a list whose
    headers of its kind recur far apart, above the next one (else the end of the list)."""
    if not (head.in_list and el.in_list):
        return False
    kind = (head.cls, head.id, head.bounds[0], head.bounds[2])
    tops = sorted(
        e.bounds[1] for e in view.elements if (e.cls, e.id, e.bounds[0], e.bounds[2]) == kind
    )
    tall = head.bounds[3] - head.bounds[1]
    if any(b - a <= CARD_GAP * tall for a, b in pairwise(tops)):
        return False
    later = [t for t in tops if t > head.bounds[1]]
    bottom = later[0] if later else _bottom(view, head)
    return bottom is not None and head.bounds[1] <= center_y(el) < bottom


def per_item(view: View, el: Element) -> bool:
    """Whether a control acts on one item of a list (a star beside an email row)."""
    return any(
        r is not el and r.in_list and len(el_text(r)) > 20 and (inside(el, r) or same_row(el, r))
        for r in view.elements
        if r.clickable or r.cls.endswith(ROW_CLASSES)
    )


def cut_list(view: View) -> tuple[Element, Element] | None:
    """The scrolling list whose last row is cut off at its edge, and that row: more of the
    list lies below it."""
    for box in (e for e in view.elements if e.scrollable):
        rows = [e for e in view.elements if e.in_list and e.clickable and _within_height(e, box)]
        if len(rows) < MIN_ROWS:
            continue
        tall = max(e.bounds[3] - e.bounds[1] for e in rows)
        last = max(rows, key=lambda e: e.bounds[3])
        if last.bounds[3] >= box.bounds[3] - 2 and last.bounds[3] - last.bounds[1] < tall / 2:
            return box, last
    return None


def _within_height(el: Element, box: Element) -> bool:
    a, b = el.bounds, box.bounds
    return b[1] <= a[1] and a[3] <= b[3]


def clipped_row(view: View) -> Element | None:
    """The scrolling list whose last row, showing a value typed in this run, is cut off at the
    list's edge (a saved alarm shows its time but not its label), unless scrolled since."""
    last_text = max(
        (i for i, h in enumerate(view.history) if h.operation.kind == "text"), default=-1
    )
    if last_text < 0 or any(h.operation.kind == "swipe" for h in view.history[last_text:]):
        return None
    cut = cut_list(view)
    if cut is not None and any(contains_phrase(cut[1].label or "", v) for v in view.typed):
        return cut[0]
    return None
