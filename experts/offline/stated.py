"""A bare caption of the asked kind ("Date", "Time") on a record is the record's own field:
when another text of the screen says the thing asked about with a value of that kind ("... the
zorb fair on March 26"), that text tells the thing's value, not the record's caption."""

from __future__ import annotations

from experts.offline.goal import Goal
from experts.offline.values import value_in
from experts.offline.view import View, el_text
from experts.offline.words import words


def stated_elsewhere(
    goal: Goal, view: View, kind: str | None, thing: set[str], caption: set[str], value: str
) -> bool:
    """Whether a field captioned ``caption`` (no word of ``thing``) showing ``value`` yields to
    another text of the screen that says a word of ``thing`` with a value of ``kind``."""
    if not kind or not thing or caption & thing:
        return False
    for element in view.content:
        text = el_text(element)
        if value.strip() in text or not set(words(text)) & thing:
            continue
        if value_in(kind, goal, text) is not None:
            return True
    return False
