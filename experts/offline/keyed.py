"""A "Key: value" line whose key the question names ("May: Zed's Book" for "which book ... for
May"): the value answers it."""

from __future__ import annotations

import re

from experts.offline.goal import Goal
from experts.offline.view import Element
from experts.offline.words import words

KEYED = re.compile(r"^(\w+(?: \w+){0,2}):\s+(\S.*)$")


def keyed_line(goal: Goal, scope: list[Element]) -> str | None:
    """The value of a "Key: value" line whose key the question names ("May: Zed's Book" for
    "which book ... for May")."""
    said = set(words(goal.instruction))
    for e in scope:
        match = None if e.clickable else KEYED.match(e.label or "")
        if match and set(words(match.group(1))) <= said:
            return match.group(2).strip()
    return None
