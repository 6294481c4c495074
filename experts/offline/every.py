"""Answers that are a LIST: every item a question asks for, not only the first. The unticked
items of a checklist ("which books have I not read yet", "what is still on my list"), the
bullet lines of an opened item ("what do I need ... according to the checklist"), the rows
under a heading the question names ("who are my starred contacts")."""

from __future__ import annotations

import re

from experts.offline.fields import ORDINALS
from experts.offline.goal import Goal
from experts.offline.view import View, center_y, el_title, el_words, is_body
from experts.offline.words import words

LIST_QUESTION = re.compile(
    r"^\s*(?:which|what)\s+(?!is\b|was\b|does\b|has\b)\w+[^s\W]s\b"
    r"|^\s*who\s+(?:are|were)\b"
    r"|^\s*(?:what|which)\s+(?:are|were)\s+(?:the|my|our)\s+\w+[^s\W]s\b"
    r"|\b(?:all|every|everything|still)\b"
    r"|^\s*what\s+(?:do|does|should)\s+(?:i|we)\s+(?:need|have|bring|take)\b",
    re.IGNORECASE,
)
"""A question whose answer is several items: a plural asked noun, "who are", "still", "all"."""
STILL = re.compile(r"\bstill\s+(?:on|left|to\s+do|open)\b|\bleft\s+(?:on|to)\b", re.IGNORECASE)
"""Asking what is not yet done on a list ("what is still on my list")."""
BULLET = re.compile(r"^\s*(?:[-\u2022*\u2013]|\d{1,2}[.)])\s+(\S.*?)\s*$")
MIN_ITEMS = 2
ITEM_IDS = frozenset({"titl", "name"})
"""Id words of an item's own title in a list ("title" beside "summary")."""
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
    the items of its one bulleted list, or of the list right under a line sharing them; the
    lines of a document's body open for editing count as its text. Any question asking
    for a thing that heads a bulleted list ("what is the zap agenda": "Agenda", then its
    items) is answered by that list's items."""
    shown = [
        e
        for e in sorted(view.elements, key=center_y)
        if e.label
        and (not e.clickable or e.editable or is_body(e))
        and e.window in ("app", "dialog")
    ]
    lines = [line.strip() for e in shown for line in (e.label or "").splitlines() if line.strip()]
    groups: list[tuple[str | None, list[str]]] = []
    above: str | None = None
    for line in lines:
        match = BULLET.match(line)
        if match is None:
            above = line
            continue
        if groups and groups[-1][0] is above:
            groups[-1][1].append(match.group(1))
        else:
            groups.append((above, [match.group(1)]))
    groups = [(head, items) for head, items in groups if len(items) >= MIN_ITEMS]
    focus = set(goal.focus)
    if not wants_list(goal):
        if goal.ordinal or set(ORDINALS) & focus:  # "the second idea": read by its position
            return None
        named = [items for head, items in groups if head is not None and _names(head, focus)]
        return " | ".join(named[0]) if len(named) == 1 else None
    if not any(set(words(line)) & focus for line in lines if not BULLET.match(line)):
        return None
    headed = [items for head, items in groups if head is not None and set(words(head)) & focus]
    chosen = headed[0] if len(headed) == 1 else groups[0][1] if len(groups) == 1 else None
    return " | ".join(chosen) if chosen else None


def _names(heading: str, focus: set[str]) -> bool:
    """Whether a short heading is only words the question asks for."""
    said = set(words(heading))
    return bool(said) and len(heading.split()) <= HEADING_WORDS and said <= focus


def rows_under_heading(goal: Goal, view: View) -> str | None:
    """For a list question, the items listed under a section heading the question names
    ("Starred" for "who are my starred contacts"), up to the next heading: the rows one opens,
    else the items' titles (a status repeated on each item is none)."""
    if not wants_list(goal):
        return None
    focus = set(goal.focus)
    said = [e.label for e in view.content if e.in_list and e.label]
    heads = sorted(
        (
            e
            for e in view.content
            if e.in_list
            and not e.clickable
            and e.label
            and len(e.label.split()) <= HEADING_WORDS
            and said.count(e.label) == 1
            and not set(words(e.id or "")) & ITEM_IDS
        ),
        key=center_y,
    )
    for head in heads:
        if not el_words(head) & focus:
            continue
        following = [h for h in heads if center_y(h) > center_y(head)]
        end = center_y(following[0]) if following else view.screen.height
        under = [e for e in view.elements if center_y(head) < center_y(e) < end and e.in_list]
        rows = [e for e in under if e.clickable and e.label and e in view.actionable]
        items = [el_title(r) for r in rows]
        if len(items) < MIN_ITEMS:
            texts = [e for e in under if not e.clickable and e.label]
            titled = [e.label or "" for e in texts if ITEM_IDS & set(words(e.id or ""))]
            shown = [e.label or "" for e in texts]
            items = (
                titled if len(titled) >= MIN_ITEMS else [t for t in shown if shown.count(t) == 1]
            )
        if len(items) >= MIN_ITEMS:
            return " | ".join(items)
    return None
