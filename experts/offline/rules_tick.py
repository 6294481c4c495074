"""Ticking an item of a checklist held in another item ("tick off zeb on my florp list", "zeb
is done, cross it off the florp list"): once the holder is open, its box the request names by
the whole of its caption, whatever the request's grammar made of the item. A box already in
the wanted state is not tapped (a tap would undo it)."""

from __future__ import annotations

from experts.offline.base import tap
from experts.offline.goal import Goal
from experts.offline.judge_every import wanted_state
from experts.offline.plan import Plan
from experts.offline.view import Element, View
from experts.offline.words import words
from experts.schemas import Decision

MIN_BOXES = 2
"""A checklist shows at least this many boxes with captions."""


def named_boxes(goal: Goal, view: View) -> list[Element]:
    """The boxes of the checklist on screen whose caption's every word the request says,
    the longest caption first."""
    boxes = [e for e in view.elements if e.checkable and e.label and words(e.label)]
    if len(boxes) < MIN_BOXES:
        return []
    said = set(words(goal.instruction))
    named = [e for e in boxes if set(words(e.label or "")) <= said]
    return sorted(named, key=lambda e: -len(words(e.label or "")))


def tick_named(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """For a request that ticks (or unticks) an item, on a checklist showing a box it names:
    that box, unless it was tapped here or already shows the wanted state."""
    wanted = None if goal.toggle is not None else wanted_state(goal)
    if wanted is None or view.modal:
        return None
    named = named_boxes(goal, view)
    if not named or any(view.tapped_here(e) for e in named):
        return None
    box = named[0]
    if box.checked == wanted:
        return None
    state = "ticked" if wanted else "unticked"
    return tap(box, f"the item the request names, to be {state}", f"it is {state}")
