"""The rule that keeps what a later step needs: "copy the tracking number ... into a
note", "using the outline, write a post": once the value (or the item's text) is on screen, it
goes to working memory with Think, and the next step types it."""

from __future__ import annotations

from experts.offline.base import decision
from experts.offline.goal import Goal, parse_goal
from experts.offline.plan import Plan
from experts.offline.values import value_of_kind
from experts.offline.view import View, center_y
from experts.offline.words import SOURCE_VERBS, words
from experts.schemas import Decision
from mobilexperts.operations import Think

LONG_TEXT = 40


def remember(goal: Goal, view: View, plan: Plan) -> Decision | None:
    step = plan.current
    if step is None or step.verb not in SOURCE_VERBS or view.modal:
        return None
    wanted = parse_goal(step.clause)
    value = value_of_kind(wanted, view, view.content)
    if value is None and plan.target is None and view.last_kind() == "tap":
        value = _item_text(view)
    if not value:
        return None
    return decision(
        "Keep what the next step needs in working memory.",
        Think(flow="write", goal=step.clause, content=value),
        "it is kept for later",
    )


def _item_text(view: View) -> str | None:
    """The text of the item a screen shows: its long texts (a page's body), top to bottom."""
    long = [
        e
        for e in view.elements
        if (e.window == "app" and len(e.text or "") > LONG_TEXT and not e.clickable)
        or (e.editable and len(e.text or "") > LONG_TEXT)
    ]
    return "\n".join(e.text for e in sorted(long, key=center_y)) or None


def note_facts(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Keep a fact a later message must carry when the screen shows it ("Model | Pixel
    8" for "email Ann the zorb's model")."""
    if plan.facts is None or view.modal:
        return None
    _, wanted = plan.facts
    for label in view.content:
        name = label.label or ""
        if not name or len(name) > 30 or label.clickable or not set(words(name)) <= wanted:
            continue
        values = [
            o
            for o in view.content
            if o is not label and not o.clickable and 0 < center_y(o) - center_y(label) <= 110
        ]
        if not values:
            continue
        note = f"{name}: {min(values, key=center_y).label}"
        if note not in view.memory:
            return decision(
                f"Keep the {name.lower()} for the message.",
                Think(flow="write", goal=name, content=note),
            )
    return None
