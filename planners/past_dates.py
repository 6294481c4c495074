"""A date a value gives that is already past: a question about what comes next ("when is the
next zapline drill?") is not answered by a row's edit date."""

from __future__ import annotations

import re
from datetime import date

ASKS_AHEAD = re.compile(r"\b(?:next|upcoming|coming|will|future)\b", re.IGNORECASE)
"""Words of a question about something still to come."""
_PLANNED = re.compile(
    r"\bmy\s+(?:[\w'-]+\s+){0,3}?(?:meeting|appointment|event|class|session)s?\b", re.IGNORECASE
)
_PAST = re.compile(
    r"\b(?:was|were|did|had|last|ago|yesterday|previous|past|earlier|minutes|notes)\b",
    re.IGNORECASE,
)
"""Words of a question about what has been (and minutes or notes, which record it)."""


def asks_ahead(question: str) -> bool:
    """Whether ``question`` asks about something still to come: it says so ("next",
    "upcoming"), or asks about a meeting, appointment, event or class of mine in the present
    tense ("the date of my zorb club meeting"), which is the one planned."""
    if ASKS_AHEAD.search(question):
        return True
    return bool(_PLANNED.search(question)) and not _PAST.search(question)


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_DAY_MONTH = re.compile(
    r"\b(?:(?P<mon>[a-z]{3})[a-z]*\.?\s+(?P<day>\d{1,2})|(?P<day2>\d{1,2})\s+(?P<mon2>[a-z]{3})[a-z]*)"
    r"(?:,?\s+(?P<year>\d{4}))?\b|\b(?P<iso>\d{4}-\d{2}-\d{2})\b",
    re.IGNORECASE,
)
RECENT_DAYS = 60
"""How far back a date without its year is still read as this year's (further back it may be
next year's)."""


def past_date(value: str, today: date) -> date | None:
    """The date ``value`` gives when it is before ``today`` (a yearless one only within
    :data:`RECENT_DAYS`), else ``None``."""
    found = _DAY_MONTH.search(value)
    if found is None:
        return None
    if found["iso"]:
        day = date.fromisoformat(found["iso"])
        return day if day < today else None
    month = (found["mon"] or found["mon2"]).lower()
    if month not in _MONTHS:
        return None
    year = int(found["year"]) if found["year"] else today.year
    try:
        day = date(year, _MONTHS.index(month) + 1, int(found["day"] or found["day2"]))
    except ValueError:
        return None
    recent = found["year"] or (today - day).days <= RECENT_DAYS
    return day if day < today and recent else None
