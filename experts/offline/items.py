"""Items of a list singled out by a condition ("the emails that are not
receipts"): the condition a step states, and the items on screen it leaves to act on."""

from __future__ import annotations

import re

from experts.offline.goal import Step, parse_goal
from experts.offline.values import value_of_kind
from experts.offline.view import Element, View, el_text, el_words
from experts.offline.words import words

_EXCEPT = re.compile(
    r"\b(?:that|which)\s+(?:are|is)\s+not\s+(.+?)$|\b(?:that|which)\s+(?:aren't|isn't)\s+(.+?)$"
    r"|\b(?:except|other than|but not)\s+(?:the\s+)?(.+?)$",
    re.IGNORECASE,
)


def condition(step: Step) -> str | None:
    """What the items to leave alone are ("receipts"), when the step says so."""
    match = _EXCEPT.search(step.clause.rstrip("."))
    return next((g for g in match.groups() if g), None) if match else None


def doomed(view: View, kept: str) -> list[Element]:
    """The list items the step acts on: those that are not what ``kept`` describes."""
    items = [e for e in view.elements if e.long_clickable or (e.clickable and e.in_list)]
    items = [e for e in items if len(el_text(e)) > 20 and not e.editable]
    if len(items) < 2:
        return []
    described = parse_goal(f"find the {kept}")
    kept_words = set(words(kept))
    out = []
    for el in items:
        is_kind = value_of_kind(described, view, [el]) is not None
        if not is_kind and not kept_words <= el_words(el):
            out.append(el)
    return out
