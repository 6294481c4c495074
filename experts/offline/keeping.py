"""What a removal from a named collection reads: the collection's words ("off my wishlist"),
whether a control shows the kept state, and whether it names the collection."""

from __future__ import annotations

import re

from experts.offline.goal import Goal
from experts.offline.view import Element, el_words
from experts.offline.words import stems, words

COLLECTION = re.compile(r"\b(?:from|off|out of)\s+(?:my|the|your)\s+((?:[\w-]+\s*){1,3})$")
REMOVING = {"remove", "take", "delete", "unsave"}
PAST_STATE = re.compile(r"^[A-Za-z]+ed$")
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


def kept_state(el: Element) -> bool:
    """Whether a control shows the kept state: selected, checked, or a lone past-tense label."""
    return el.selected or el.checked or bool(PAST_STATE.match(el.label.strip()))


def names_collection(el: Element, wanted: frozenset[str]) -> bool:
    """Whether a control's words name the collection (a long word may sit inside one:
    "wishlist_toggle")."""
    said = el_words(el)
    return any(w in said or any(len(w) > 3 and w in s for s in said) for w in wanted)
