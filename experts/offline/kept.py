"""A named item's keep-toggle: the control on the item's own screen that takes it out of the
collection the request names ("take X off my wishlist", "remove X from my zapped spots") — a
heart whose id names the list and shows it selected, or a button showing the kept state
("Saved")."""

from __future__ import annotations

from experts.offline.base import tap
from experts.offline.goal import Goal
from experts.offline.keeping import collection_words, kept_state, names_collection
from experts.offline.plan import Plan
from experts.offline.view import View, el_text
from experts.offline.words import contains_phrase
from experts.schemas import Decision

ROWS = ("Layout", "ViewGroup")


def unkeep(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """On the named item's own screen (its name shown as text, not a row), tap the one control
    that names the collection the request takes the item out of and shows it kept there."""
    wanted = collection_words(goal)
    if not wanted:
        return None
    shown = [
        e
        for e in view.elements
        if not e.clickable
        and not e.editable
        and any(contains_phrase(el_text(e), o) for o in plan.objects)
    ]
    if not shown:
        return None
    hits = [
        c
        for c in view.actionable
        if not c.cls.endswith(ROWS) and kept_state(c) and names_collection(c, wanted)
    ]
    if len(hits) != 1:
        return None
    return tap(hits[0], "it shows the item kept where the task takes it out of; tap to undo")
