"""What a container holds ("what's in my shopping cart", "what is on my watchlist"): once the
screen's title names the container, the titles of the items its list shows (rows of several
words, not buttons) answer, joined with " | "; a screen titled otherwise, or one showing no
items, answers nothing here."""

from __future__ import annotations

import re

from experts.offline.base import decision
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.rules_tally import opened_named
from experts.offline.view import Element, View, center_y, el_title
from experts.offline.words import words
from experts.schemas import Decision
from mobilexperts.operations import Stop

HELD = re.compile(
    r"^\s*what(?:['\u2019]s|\s+is|\s+are)?\s+"
    r"(?:(?:left|still|now|kept|stored|saved|[a-z]+ing)\s+)?(?:in|inside|on)\s+"
    r"(?:my|the|our)\s+(?P<thing>[a-z][\w' -]*?)(?:\s+(?:in|on)\s+(?:the\s+)?[\w' -]+?)?\s*\??\s*$",
    re.IGNORECASE,
)
"""A question asking what a container holds, its container's noun phrase ("shopping cart"); a
verb of where a thing lies may come between ("what is sitting in my cart")."""
MAX_ITEMS = 12


def held_items(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Answer "what's in my <container>" with the titles of the rows of one kind listed on a
    screen whose title is the container (its words all said by the question), or opened from
    a row so titled."""
    if not goal.wants_answer or not view.history or view.modal:
        return None
    match = HELD.match(goal.instruction)
    if match is None:
        return None
    thing = set(words(match.group("thing")))
    titles = [
        e
        for e in view.content
        if not e.clickable and not e.in_list and e.label and len(e.label.split()) <= 3
    ]
    title = min(titles, key=center_y, default=None)
    named = title is not None and set(words(title.label)) and set(words(title.label)) <= thing
    if not named and not opened_named(thing, view.history):
        return None
    shown = set(words(title.label)) if title is not None else set()
    below = center_y(title) if named and title is not None else 0
    kept = [
        e
        for e in view.actionable
        if center_y(e) > below
        and e.in_list
        and e.label
        and not e.editable
        and not e.cls.endswith("Button")
        and not set(words(el_title(e))) & (thing | shown)
    ]
    kinds: dict[str, list[Element]] = {}
    for e in sorted(kept, key=center_y):
        kinds.setdefault(e.id or e.cls, []).append(e)
    rows = max(kinds.values(), key=len, default=[])
    items = list(dict.fromkeys(el_title(e) for e in sorted(rows, key=center_y)))
    if not items or len(items) > MAX_ITEMS:
        return None
    return decision(
        f"The {match.group('thing')} lists what it holds.", Stop(answer=" | ".join(items))
    )
