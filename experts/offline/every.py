"""Answers that are a LIST: every item a question asks for, not only the first. The unticked
items of a checklist ("which books have I not read yet", "what is still on my list"), the
bullet lines of an opened item ("what do I need ... according to the checklist"), the rows
under a heading the question names ("who are my starred contacts")."""

from __future__ import annotations

import re

from experts.offline.goal import Goal
from experts.offline.view import Element, View, center_y, el_title, el_words

LIST_QUESTION = re.compile(
    r"^\s*(?:which|what)\s+(?!is\b|was\b|does\b|has\b)\w+[^s\W]s\b"
    r"|^\s*(?:who|what|which)\s+(?:are|were)\b"
    r"|\b(?:all|every|everything|still)\b"
    r"|^\s*what\s+(?:do|does|should)\s+(?:i|we)\s+(?:need|have|bring|take)\b",
    re.IGNORECASE,
)
"""A question whose answer is several items: a plural asked noun, "who are", "still", "all"."""
STILL = re.compile(r"\bstill\s+(?:on|left|to\s+do|open)\b|\bleft\s+(?:on|to)\b", re.IGNORECASE)
"""Asking what is not yet done on a list ("what is still on my list")."""
BULLET = re.compile(r"^\s*(?:[-\u2022*\u2013]|\d{1,2}[.)])\s+(\S.*?)\s*$")
MIN_ITEMS = 2
HEADING_WORDS = 2
"""A section heading is this short ("Favorites", "Paired devices")."""


def wants_list(goal: Goal) -> bool:
    """Whether the question asks for several items."""
    return bool(LIST_QUESTION.search(goal.instruction))


def unticked(goal: Goal, view: View) -> str | None:
    """The unticked items of the checklist on screen: all of them for a list question, the
    first one else; none unless the screen holds ticked and unticked boxes."""
    boxes = [e for e in view.elements if e.checkable]
    left = [e for e in sorted(boxes, key=center_y) if not e.checked and e.label]
    if not left or len(boxes) < MIN_ITEMS:
        return None
    return " | ".join(e.label or "" for e in left) if wants_list(goal) else left[0].label


def bullet_lines(goal: Goal, view: View) -> str | None:
    """For a list question on an opened item about it (a line shares the question's words),
    the items of its one bulleted list, or of the list right under a line sharing them."""
    if not wants_list(goal):
        return None
    lines = [
        e
        for e in sorted(view.content, key=center_y)
        if e.label and not e.clickable and e.window in ("app", "dialog")
    ]
    groups: list[tuple[Element | None, list[str]]] = []
    above: Element | None = None
    for el in lines:
        match = BULLET.match(el.label or "")
        if match is None:
            above = el
            continue
        if groups and groups[-1][0] is above:
            groups[-1][1].append(match.group(1))
        else:
            groups.append((above, [match.group(1)]))
    groups = [(head, items) for head, items in groups if len(items) >= MIN_ITEMS]
    focus = set(goal.focus)
    if not any(el_words(e) & focus for e in lines if not BULLET.match(e.label or "")):
        return None
    headed = [items for head, items in groups if head is not None and el_words(head) & focus]
    chosen = headed[0] if len(headed) == 1 else groups[0][1] if len(groups) == 1 else None
    return " | ".join(chosen) if chosen else None


def rows_under_heading(goal: Goal, view: View) -> str | None:
    """For a list question, the titles of the list rows under a section heading the question
    names ("Starred" rows for "who are my starred contacts"), up to the next heading."""
    if not wants_list(goal):
        return None
    focus = set(goal.focus)
    rows = sorted((e for e in view.actionable if e.in_list and e.label), key=center_y)
    heads = sorted(
        (e for e in view.content if e.in_list and not e.clickable and e.label),
        key=center_y,
    )
    for head in heads:
        if not el_words(head) & focus or len((head.label or "").split()) > HEADING_WORDS:
            continue
        following = [h for h in heads if center_y(h) > center_y(head)]
        end = center_y(following[0]) if following else view.screen.height
        under = [r for r in rows if center_y(head) < center_y(r) < end]
        if len(under) >= MIN_ITEMS:
            return " | ".join(el_title(r) for r in under)
    return None
