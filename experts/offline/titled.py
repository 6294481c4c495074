"""A question asking which thing it is ("which zorb does quib make?"), read on the page of the
thing a search found: its title answers, when the page shows the question's own words (the
maker, the owner) and the title is not one of them."""

from __future__ import annotations

import re

from experts.offline.goal import Goal
from experts.offline.view import View, center_y, el_text
from experts.offline.words import stems, words

WHICH_DONE = re.compile(
    r"^\s*which\s+(?!(?:day|date|time|month|year|hour|week)\b)(?P<kind>[a-z]+)\s+(?:does|did|do)\b",
    re.I,
)
"""A question asking which thing of a kind someone does something with ("which zorb does
quib make"), not when."""
_TITLE_IDS = stems("title name heading")
_TOP = 0.35
"""A page's title is in its top part."""


def page_title(goal: Goal, view: View) -> str | None:
    """The title of the item this page shows, for a question asking which thing of a kind
    it is, when the page was opened from a search's result and shows the question's own words
    outside the title."""
    asked = WHICH_DONE.match(goal.instruction)
    last = view.last()
    if asked is None or last is None or last.target is None or not last.target.in_list:
        return None
    if not any(h.operation.kind == "text" for h in view.history):
        return None
    titles = [
        e
        for e in view.content
        if set(words(e.id or "")) & _TITLE_IDS
        and (e.label or "").strip()
        and center_y(e) < view.screen.height * _TOP
    ]
    if not titles:
        return None
    title = min(titles, key=center_y)
    said = set(goal.focus) - set(stems(asked["kind"])) - set(words(title.label or ""))
    shown = {w for e in view.content if e is not title for w in words(el_text(e))}
    return (title.label or "").strip() if (said - view.app_words) & shown else None
