"""The app a request needs for a place it names only by who works there ("the zap tara works
at", "where ann lee works"): the address book keeps the person's company, so the app of the
contact kind finds which place it is. Generic English cues only."""

from __future__ import annotations

import re

from experts.offline.apps import label_kinds
from experts.offline.goal import parse_goal
from memory.lexical import words

WORKPLACE = re.compile(
    r"\b(?:(?:the|a|an|that|which|what)\s+[a-z][\w-]*|where|who)\s+(?:(?:does|did)\s+)?"
    r"(?P<who>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+"
    r"(?:works|worked|work|is\s+working|used\s+to\s+work)\b",
    re.IGNORECASE,
)
"""A thing or place known by who works there ("the zap ann works at", "where ann lee works"),
or asked as whom someone works for ("who ann works for", "which zap does bo work at")."""
CONTACT_KIND = "contact"


def workplace_app(request: str, labels: list[str]) -> str | None:
    """The address-book app (of the contact kind) of ``labels``, when the request knows a place
    by a person it names who works there; else None."""
    names = {w for name in parse_goal(request).names for w in words(name)}
    if not any(names.intersection(words(m["who"])) for m in WORKPLACE.finditer(request)):
        return None
    return next((label for label in labels if CONTACT_KIND in label_kinds(label)), None)
