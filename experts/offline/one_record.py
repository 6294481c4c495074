"""One record or many, told from a screen's structure. A screen showing one record whole (an
item's own page) starts with parts whose ids none repeats, as the rows of a list of like items
do ("zorp_count" once, not once a row; its replies below may repeat theirs): its header names
its thing ("by quib.zed") while the value asked of it sits elsewhere (its count, its date), so
a part of it captioned by what is asked answers.
A list whose rows each give a different value of the asked kind answers nothing by itself
until the question says which row it means."""

from __future__ import annotations

from collections import Counter

from experts.offline.asked import app_label_words, asked_words
from experts.offline.describe import ranking
from experts.offline.goal import Goal
from experts.offline.grounded import ASKED
from experts.offline.plan import Plan
from experts.offline.values import kind_of, near, value_in, value_of_kind
from experts.offline.view import Element, View, center_y, el_text, el_words, inside
from experts.offline.words import words

MIN_PARTS = 3
"""Fewer tagged parts than this tell nothing of what a screen shows."""


def record_head(view: View) -> list[Element]:
    """The parts of the one record a screen shows whole: its content from the top down to the
    first part whose id other parts repeat (the replies or rows below an item), when at least
    ``MIN_PARTS`` of them are tagged texts (no control, no list); none on a screen that starts
    with a list's rows."""
    ids = Counter(_id(e) for e in view.content if e.id)
    head: list[Element] = []
    for e in sorted(view.content, key=center_y):
        if e.id and ids[_id(e)] > 1:
            break
        head.append(e)
    shown = [e for e in head if e.id and not e.clickable and not e.scrollable]
    return head if len(shown) >= MIN_PARTS else []


def _id(el: Element) -> str:
    return el.id.rsplit("/", 1)[-1]


def record_parts(goal: Goal, view: View, plan: Plan) -> list[Element]:
    """On one record's screen, the parts of the record that say a word the question asks about
    other than the words naming the thing and those only saying what kind of value is asked
    ("zorps" of "how many zorps did quib's gorp get", not "time" or "many"), else those beside
    a caption saying one; none on any other screen."""
    head = record_head(view)
    if not head:
        return []
    naming = {w for o in plan.objects for w in words(o)}
    asked = asked_words(goal, app_label_words(view)) - naming - ASKED
    if not asked:
        return []
    own = [e for e in head if el_words(e) & asked]
    beside = [e for e in head if el_words(e).union(*(el_words(o) for o in near(view, e))) & asked]
    return own or beside


def record_value(goal: Goal, view: View, plan: Plan) -> str | None:
    """The value of the asked kind one record's screen gives by a caption of what is asked."""
    parts = record_parts(goal, view, plan)
    return value_of_kind(goal, view, parts) if parts and kind_of(goal) else None


def rows_differ(goal: Goal, view: View, part: list[Element], kind: str) -> bool:
    """Whether ``part`` spans two or more rows of a list that each give a different value of
    the asked ``kind`` ("$12" here, "$30" there) while the question neither ranks them, counts
    to one nor says a word of one: which row it means is not told, so none of them answers."""
    if ranking(goal) is not None or goal.ordinal:
        return False
    rows = [r for r in view.actionable if r.in_list and any(e is r or inside(e, r) for e in part)]
    valued = [r for r in rows if value_in(kind, goal, el_text(r)) is not None]
    about = set(goal.focus) - ASKED - app_label_words(view)
    if any(el_words(r) & about for r in valued):
        return False
    return len({value_in(kind, goal, el_text(r)) for r in valued}) > 1
