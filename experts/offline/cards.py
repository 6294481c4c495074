"""Cards of a feed: a post's header, picture, action bar and caption are one item, from the
header down to the next post's header (or the end of the list in sight), so a control anywhere
in the card acts on the post its header names."""

from __future__ import annotations

from itertools import pairwise

from experts.offline.view import Element, View, center_y

CARD_GAP = 3
"""Headers of one kind this many of their own heights apart begin cards, not list rows."""


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
