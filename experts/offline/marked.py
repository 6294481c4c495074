"""A question picking one row of a list by the mark it shows ("which zapnet shows as saved":
"Quibnet | Saved"; "the zapnet i'm on": "Quibnet | Connected"): the title of the one row whose
mark the question says."""

from __future__ import annotations

import re

from experts.offline.goal import Goal
from experts.offline.view import View
from experts.offline.words import words

PICKING = re.compile(r"\b(?:which|what)\b", re.IGNORECASE)
IN_USE = re.compile(
    r"\b(?:i['\u2019]?m|i am|we['\u2019]re|we are)\s+(?:currently\s+|now\s+)?"
    r"(?:on|connected\s+to|using|signed\s+in\s+to|logged\s+in\s+to)\b"
    r"|\b(?:current|currently|active|in use|right now)\b",
    re.IGNORECASE,
)
"""A question about the one thing in use now ("the network i'm on", "my current plan")."""
IN_USE_MARKS = "connected active current in use selected default"
"""The marks a row in use shows."""
MARK_WORDS = 2
"""A row's mark is a word or two after its title ("Saved", "Paired", "Not connected")."""


def asked_mark(goal: Goal, view: View) -> str | None:
    """The title of the one list row whose short mark (its part after the title, words with no
    figure: no count) says a word of a which/what question, the title saying none of them;
    None when no row or several do."""
    if not goal.wants_answer or not PICKING.search(goal.instruction):
        return None
    said = set(words(goal.instruction))
    if IN_USE.search(goal.instruction):
        said |= set(words(IN_USE_MARKS))
    titles = []
    for row in (e for e in view.content if e.in_list):
        parts = [p.strip() for p in (row.label or "").split(" | ")]
        if len(parts) != 2 or not 0 < len(parts[1].split()) <= MARK_WORDS:
            continue
        if re.search(r"\d", parts[1]):
            continue
        if set(words(parts[1])) & said and not set(words(parts[0])) & said:
            titles.append(parts[0])
    return titles[0] if len(titles) == 1 else None
