"""A count set with a stepper ("change the quantity of X to 3"): the number shown between a
pair of increase/decrease controls, stepped one tap at a time toward the number the request
asks for, then the step is done."""

from __future__ import annotations

import re

from experts.offline.base import decision, tap
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import Element, View, center_y, el_words
from experts.offline.words import contains_phrase, stems
from experts.schemas import Decision
from mobilexperts.operations import Stop

TO_NUMBER = re.compile(r"\bto\s+(\d{1,3})\b(?!\s*(?::|am\b|pm\b|%))", re.IGNORECASE)
UP = stems("increase plus more add")
DOWN = stems("decrease minus fewer less reduce")


def stepped_count(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Tap the stepper beside the thing the request names until its number is the one asked."""
    step = plan.current
    asked = TO_NUMBER.search(step.clause) if step is not None else None
    if asked is None or step is None or view.modal:
        return None
    said = set(step.words)
    ups = [e for e in view.actionable if el_words(e) & UP and (el_words(e) - UP) & said]
    if not ups:
        return None
    up = _nearest(view, plan, ups)
    shown = _count_beside(view, up)
    if shown is None:
        return None
    want = int(asked.group(1))
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
