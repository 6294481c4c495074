"""Acting on every item of a group a request names ("like all of zeb's posts", "star both
zeb notes"): after the step's control was used on one item, the same control on the next item
that names the thing and is not in the acted state yet, then the list scrolled for more, until
none is left or the number the request gives is reached."""

from __future__ import annotations

import re

from experts.offline.base import decision, tap
from experts.offline.cards import cut_list, in_card
from experts.offline.goal import Goal
from experts.offline.judge_every import names_group
from experts.offline.plan import Plan
from experts.offline.rules_explore import MAX_SWIPES
from experts.offline.view import Element, View, commands, el_text, inside, same_row
from experts.offline.words import contains_phrase
from experts.schemas import Decision
from mobilexperts.operations import Swipe

_NUMBERS = {"both": 2, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_COUNT = re.compile(
    r"\b(both|two|three|four|five|six|[2-9])\s+(?:of\s+)?(?:[\w']+\s+){0,2}?[a-z]{2,}s\b", re.I
)
"""The size of the group when the request gives it ("both", "the 3 zebs")."""


def group_size(goal: Goal) -> int:
    """How many items the request says its group holds (0 when it does not say)."""
    found = _COUNT.search(goal.instruction)
    if found is None:
        return 0
    said = found.group(1).lower()
    return int(said) if said.isdigit() else _NUMBERS[said]


def rest_of_group(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """For a request about a group of items naming a thing it names, once the step's control was
    used on one of them: that control on the next item naming the thing that does not show
    the acted state (selected or checked); when none is left on screen, the list scrolled for
    more, until its end or the group's size is reached."""
    things = plan.objects
    if not things or view.modal or not (names_group(goal) or group_size(goal)):
        return None
    acted = _acted_control(view)
    if acted is None:
        return None
    said = commands(acted)
    items = [
        e
        for e in view.elements
        if e.in_list and any(contains_phrase(el_text(e), t) for t in things)
    ]
    beside = [
        c
        for c in view.actionable
        if commands(c) == said
        and any(inside(c, i) or same_row(c, i) or in_card(view, c, i) for i in items)
    ]
    acts = sum(
        1
        for h in view.history
        if h.operation.kind == "tap"
        and h.target
        and h.target.in_list
        and commands(h.target) == said
    )
    size = group_size(goal)
    if size and acts >= size:
        return None
    left = [c for c in beside if not (c.selected or c.checked)]
    if left:
        return tap(left[0], f"the next item of the group to {next(iter(said))}")
    lists = [e for e in view.elements if e.scrollable]
    more = cut_list(view) is not None or (size and lists)
    if not more or _swipes_since_act(view) >= MAX_SWIPES:
        return None
    return decision(
        "The request is about a group of items and the list goes on below; scroll for more.",
        Swipe(direction="up", index=lists[0].index),
        "more items show",
    )


def _swipes_since_act(view: View) -> int:
    """How many scrolls were made since the last act."""
    count = 0
    for h in reversed(view.history):
        if h.operation.kind != "swipe":
            break
        count += 1
    return count


def _acted_control(view: View) -> Element | None:
    """The control of a list item the run last tapped to act on it, or none: one that shows
    the acted state somewhere on screen, unless the list was scrolled since."""
    scrolled = False
    for h in reversed(view.history):
        scrolled = scrolled or h.operation.kind == "swipe"
        if h.operation.kind != "tap" or h.target is None:
            continue
        if h.target.in_list and commands(h.target) and not h.target.checkable:
            shown = [c for c in view.actionable if commands(c) == commands(h.target)]
            seen = scrolled or any(c.selected or c.checked for c in shown)
            return h.target if seen else None
        return None
    return None
