"""A team node's fact for a question asking a property of a record in ordinary words (a size,
a category, a switch's state; experts/offline/properties.py): the node's brief answer when it
has that property's shape, and never a value of another shape (a download count for a size).
A key of another kind than any property's (the day of an order whose number is asked) is read
as any other."""

from __future__ import annotations

from experts.offline.properties import Property, property_said
from planners.asked import BRIEF

OTHER_KINDS = frozenset(
    ("date", "time", "duration", "email", "phone", "address", "place", "person")
)
"""Kinds of a key that no property asked in words holds."""


def _asked(kind: str, subtask: str) -> Property | None:
    return None if kind in OTHER_KINDS else property_said(subtask)


def property_answer(kind: str, subtask: str, answer: str) -> str | None:
    """The node's brief ``answer`` when it has the shape of the property ``subtask`` asks."""
    prop = _asked(kind, subtask)
    brief = answer.strip()
    fits = prop is not None and bool(brief) and len(brief.split()) <= BRIEF and prop.fits(brief)
    return brief if fits else None


def property_checked(kind: str, subtask: str, value: str) -> str:
    """``value``, or ``""`` when it lacks the shape of the property ``subtask`` asks."""
    prop = _asked(kind, subtask)
    return "" if prop is not None and value and not prop.fits(value) else value
