"""One record or many, told from a screen's structure. A screen showing one record whole (an
item's own page) repeats no id among its parts, as the rows of a list of like items do
("zorp_count" once, not once a row): its header names its thing ("by quib.zed") while the value
asked of it sits elsewhere (its count, its date), so a part captioned by what is asked answers.
A list whose rows each give a different value of the asked kind answers nothing by itself
until the question says which row it means."""

from __future__ import annotations

from collections import Counter

from experts.offline.asked import app_label_words, asked_words
from experts.offline.describe import ranking
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.values import near, value_in
from experts.offline.view import Element, View, el_text, el_words, inside
from experts.offline.words import words

MIN_PARTS = 3
"""Fewer tagged parts than this tell nothing of what a screen shows."""


def one_record(view: View) -> bool:
    """Whether every tagged part of the screen's content has an id no other part has, and there
    are at least ``MIN_PARTS`` of them."""
    ids = Counter(e.id.rsplit("/", 1)[-1] for e in view.content if e.id)
    return len(ids) >= MIN_PARTS and max(ids.values()) == 1


def record_parts(goal: Goal, view: View, plan: Plan) -> list[Element]:
    """On one record's screen, the parts that say (or sit beside a caption saying) a word the
    question asks about other than the words naming the thing ("zorps" of "how many zorps did
    quib's gorp get"); none on any other screen."""
    if not one_record(view):
        return []
    naming = {w for o in plan.objects for w in words(o)}
    asked = asked_words(goal, app_label_words(view)) - naming
    if not asked:
        return []
    return [
        e
        for e in view.content
        if (el_words(e) | set().union(*(el_words(o) for o in near(view, e)))) & asked
    ]


def rows_differ(goal: Goal, view: View, part: list[Element], kind: str) -> bool:
    """Whether ``part`` spans two or more rows of a list that each give a different value of
    the asked ``kind`` ("$12" here, "$30" there) while the question neither ranks them nor
    counts to one: which row it means is not told, so none of them answers."""
    if ranking(goal) is not None or goal.ordinal:
        return False
    rows = [r for r in view.actionable if r.in_list and any(e is r or inside(e, r) for e in part)]
    values = {value_in(kind, goal, el_text(r)) for r in rows} - {None}
    return len(values) > 1
