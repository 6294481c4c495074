"""A secondary list of an app that a request says its thing is in (:mod:`experts.offline.
secondary`): opened before the thing is looked for, from the control naming it, else from the
drawer or overflow menu that holds it."""

from __future__ import annotations

from experts.offline.base import tap
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.rules_explore import MENUS
from experts.offline.secondary import SHOWN, said_list
from experts.offline.view import Element, View, el_title, el_words
from experts.offline.words import stems
from experts.schemas import Decision

_LIST_CAPTION = 3
"""A list's control says its name in a few words (with a count): "Drafts | 1"."""


def open_said_list(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Open the list the request's thing is in: tap the control naming it, else a drawer or
    overflow menu not yet opened here; nothing once the list was opened in this run."""
    kind = said_list(goal.instruction)
    if not kind:
        return None
    shown = SHOWN[kind]

    def names_list(el: Element) -> bool:
        title = el_title(el)
        return len(title.split()) <= _LIST_CAPTION and bool(set(stems(title)) & shown)

    if any(h.target is not None and names_list(h.target) for h in view.history):
        return None
    controls = [e for e in view.actionable if names_list(e) and not e.editable]
    if controls:
        return tap(controls[0], f"the request's thing is in the {kind} list", "that list opens")
    if view.modal:
        return None
    menus = [
        e
        for e in view.actionable
        if el_words(e) & MENUS and not e.in_list and view.tapped_here(e) == 0
    ]
    if menus:
        return tap(menus[0], f"the {kind} list may be in this menu", "a menu opens")
    return None
