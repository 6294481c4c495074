"""A count set with a stepper ("set the zap count to 3", "make it 3 quorns in my basket"): the
number shown between a pair of increase/decrease controls, stepped one tap at a time toward the
number the request asks for, then the step is done."""

from __future__ import annotations

import re

from experts.offline.base import decision, tap
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.secondary import LIST_WORDS
from experts.offline.view import Element, View, center_y, el_words
from experts.offline.words import contains_phrase, stem, stems
from experts.schemas import Decision
from mobilexperts.operations import Stop

TO_NUMBER = re.compile(r"\bto\s+(\d{1,3})\b(?!\s*(?::|am\b|pm\b|%))", re.IGNORECASE)
UP = stems("increase plus more add")
DOWN = stems("decrease minus fewer less reduce")
COUNT = re.compile(
    r"(?<!\()\b(\d{1,2})\s+(?:of\s+(?:the|my|these|those)\s+)?([a-z][\w-]*)", re.IGNORECASE
)
"""A count said with the thing counted ("3 zap lamps", "2 of the zap lamp"), not a size in a
name's brackets ("(6 pc)")."""


def asked_count(clause: str, said: set[str]) -> tuple[int, str] | None:
    """The number asked for, and the word of the thing it counts when said with it."""
    to = TO_NUMBER.search(clause)
    if to is not None:
        return int(to.group(1)), ""
    for count in COUNT.finditer(clause):
        counted = stem(count.group(2).lower())
        if counted in said:
            return int(count.group(1)), counted
    return None


def stepped_count(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Tap the stepper beside the thing the request names until its number is the one asked
    (by the step at hand, else the step that said a count, its other work done)."""
    step = plan.current or next(
        (s for s in goal.steps if asked_count(s.clause, set(s.words))), None
    )
    said = set(step.words) if step is not None else set()
    asked = asked_count(step.clause, said) if step is not None else None
    if asked is None or step is None or view.modal:
        return None
    want, counted = asked
    thing = {w for w in said if not w.isdigit()} - LIST_WORDS
    if counted:
        shown_thing = any(counted in el_words(e) for e in view.content)
    else:
        enough = min(2, len(thing))
        shown_thing = enough > 0 and any(len(el_words(e) & thing) >= enough for e in view.content)
    ups = [
        e
        for e in view.actionable
        if el_words(e) & UP and ((el_words(e) - UP) & said or shown_thing)
    ]
    if not ups:
        return None
    up = _nearest(view, plan, ups)
    shown = _count_beside(view, up)
    if shown is None:
        return None
    if shown == want:
        return decision(f"The count shows {want}, as the request asks.", Stop())
    if shown < want:
        return tap(up, f"the count shows {shown}; step it up toward {want}", "the count grows")
    downs = [e for e in view.actionable if el_words(e) & DOWN and center_y(e) == center_y(up)]
    if not downs:
        return None
    return tap(downs[0], f"the count shows {shown}; step it down toward {want}", "it shrinks")


def _nearest(view: View, plan: Plan, controls: list[Element]) -> Element:
    """The control closest below the thing the request names (the row it belongs to)."""
    things = [
        e for e in view.content if any(contains_phrase(e.label or "", o) for o in plan.objects)
    ]
    if not things:
        return controls[0]
    top = center_y(things[0])
    below = [c for c in controls if center_y(c) >= top] or controls
    return min(below, key=lambda c: center_y(c) - top)


def _count_beside(view: View, control: Element) -> int | None:
    """The plain number shown on the control's line, nearest to it."""
    numbers = [
        e
        for e in view.content
        if (e.label or "").strip().isdigit() and abs(center_y(e) - center_y(control)) < 20
    ]
    if not numbers:
        return None
    near = min(numbers, key=lambda e: abs(e.bounds[0] - control.bounds[0]))
    return int((near.label or "").strip())


def count_where_added(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """After a thing asked for in a count above one was added ("add 3 zap lamps to my
    basket"), open what it was added to, named by the clause's noun after "to" ("Basket, 1
    item"), once: its stepper sets the count there."""
    counted = [
        (asked, into)
        for s in goal.steps
        if (asked := asked_count(s.clause, set(s.words))) and (into := _INTO.search(s.clause))
    ]
    if view.modal or not counted or counted[0][0][0] < 2:
        return None
    (want, _), into = counted[0]
    added = [
        i
        for i, h in enumerate(view.history)
        if h.operation.kind == "tap" and h.target is not None and el_words(h.target) & UP
    ]
    if not added:
        return None
    holder = stem(into.group(1).lower())
    opened = any(
        h.target is not None and holder in el_words(h.target) for h in view.history[added[-1] + 1 :]
    )
    places = [e for e in view.actionable if holder in el_words(e) and not el_words(e) & UP]
    if opened or not places:
        return None
    return tap(places[0], f"the count asked is {want}; set it where it was added", "the list")


_INTO = re.compile(r"\b(?:to|in|into)\s+(?:my|the|your|our)\s+([a-z]+)\b", re.IGNORECASE)
