"""The person a line of text names: a run of capitalized words that is no weekday, month,
greeting or common word, and no title of three words or more."""

from __future__ import annotations

import re

_NOT_NAMES = frozenset(
    re.findall(
        r"\w+",
        "mon tue wed thu fri sat sun monday tuesday wednesday thursday friday saturday sunday jan "
        "feb mar apr may jun jul aug sep sept oct nov dec january february march april june july "
        "august september october november december today tomorrow yesterday all the a an my your "
        "our no yes new from to re fwd hi hello hey dear thanks thank sorry ok okay please it "
        "this that i we you they he she",
    )
)

_RUN = re.compile(r"\b[A-Z][a-z]+(?: [A-Z][a-z]+)*")
"""A run of capitalized words."""


def person(line: str) -> str | None:
    """The first person named in ``line`` ("Isla's birthday | All day" -> "Isla"): a run of
    capitalized words that is not a weekday, a month, a greeting or a common word, less such
    words leading it; a run of three words or more is a title ("Project Zap Quorn"), no one."""
    for run in _RUN.finditer(line or ""):
        said = run.group(0).split()
        while said and said[0].lower() in _NOT_NAMES:
            said = said[1:]
        if 0 < len(said) <= 2:
            return " ".join(said)
    return None


_WITH_ASKED = re.compile(r"\bwho(?:m)?\b.*\bwith\b", re.IGNORECASE)
"""A question asking whom a plan is with ("who am i having zorp with")."""
_WITH_NAME = re.compile(r"\bwith\s+([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b")


def met_with(question: str, texts: list[str]) -> str | None:
    """For a question asking whom a plan is with, the person a text names after "with" ("Zorp
    with Zed" -> "Zed"), the first of ``texts`` that names one; else None."""
    if not _WITH_ASKED.search(question):
        return None
    for text in texts:
        for found in _WITH_NAME.finditer(text or ""):
            if found.group(1).split()[0].lower() not in _NOT_NAMES:
                return found.group(1)
    return None
