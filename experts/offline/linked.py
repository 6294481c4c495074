"""A web address asked of a thing a list row names ("what is the url of my zorp bookmark"):
the part of that row written as an address ("Zorp archive | zorp.example.org")."""

from __future__ import annotations

import re

from experts.offline.goal import Goal
from experts.offline.view import View
from experts.offline.words import stems, words

ADDRESS_ASKED = re.compile(
    r"\b(?:url|link|web\s*address|website|web\s*site|site|domain)s?\b", re.IGNORECASE
)
"""The words a question asks a web address with."""
WEB_ADDRESS = re.compile(r"^(?:https?://)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$", re.I)
"""A row's part written as a web address ("zorp.example.org", "https://zap.io/a")."""
NOT_THING = stems("url link web address website site domain bookmark bookmarked page saved")
"""Words saying what is asked or where it is kept, not which thing."""


def linked_row(goal: Goal, view: View, skip: set[str]) -> str | None:
    """For a question asking a web address, the address part of the one list row that says a
    word naming the thing (the question's words less ``skip``, the apps', and the words of
    what is asked); None when no row or several do."""
    if not goal.wants_answer or not ADDRESS_ASKED.search(goal.instruction):
        return None
    thing = set(words(goal.instruction)) - NOT_THING - skip
    found = []
    for row in (e for e in view.content if e.in_list):
        parts = [p.strip() for p in (row.label or "").split(" | ")]
        addresses = [p for p in parts if WEB_ADDRESS.match(p)]
        named = {w for p in parts if p not in addresses for w in words(p)}
        if addresses and named & thing:
            found.append(addresses[0])
    return found[0] if len(set(found)) == 1 else None
