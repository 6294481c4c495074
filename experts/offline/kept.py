"""A named item's keep-toggle: the control on the item's own screen that takes it out of the
collection the request names ("take X off my wishlist", "remove X from my zapped spots") — a
heart whose id names the list and shows it selected, or a button showing the kept state
("Saved")."""

from __future__ import annotations

import re

from experts.offline.base import tap
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import Element, View, el_text, el_words
from experts.offline.words import contains_phrase, stems, words
from experts.schemas import Decision

COLLECTION = re.compile(r"\b(?:from|off|out of)\s+(?:my|the|your)\s+((?:[\w-]+\s*){1,3})$")
REMOVING = {"remove", "take", "delete", "unsave"}
PAST_STATE = re.compile(r"^[A-Za-z]+ed$")
ROWS = ("Layout", "ViewGroup")
GENERIC = stems("list lists place places item items thing things")


def collection_words(goal: Goal) -> frozenset[str]:
    """The stems of the collection a lone removal step names ("off my wishlist" ->
    wishlist), without the words any list could be called ("places", "list")."""
    if len(goal.steps) != 1 or goal.steps[0].verb not in REMOVING:
        return frozenset()
    found = COLLECTION.search(goal.steps[0].clause.lower().strip(" .!?"))
    if found is None:
        return frozenset()
    return frozenset(words(found.group(1))) - GENERIC


def _kept(el: Element) -> bool:
    """Whether a control shows the kept state: selected, checked, or a lone past-tense label."""
    return el.selected or el.checked or bool(PAST_STATE.match(el.label.strip()))


def _names(el: Element, wanted: frozenset[str]) -> bool:
    said = el_words(el)
    return any(w in said or any(len(w) > 3 and w in s for s in said) for w in wanted)


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
        c for c in view.actionable if not c.cls.endswith(ROWS) and _kept(c) and _names(c, wanted)
    ]
    if len(hits) != 1:
        return None
    return tap(hits[0], "it shows the item kept where the task takes it out of; tap to undo")
