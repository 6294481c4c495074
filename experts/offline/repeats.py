"""Rows a request picks by the days they repeat on rather than by name ("my weekday zebs",
"the zebs for work days", "every zeb that goes off monday to friday", "the zeb that repeats on
saturday and sunday", "my daily zebs"): the set of days the request names, and the set a row
shows ("Weekdays", "Weekends", "Every day", "Wed, Sat"). A row is picked when it repeats on
exactly the days named: "weekday zebs" are not the zebs ringing every day. A single day
("my monday zeb") names no set, since it may be a date; rows that show no days are never picked
this way."""

from __future__ import annotations

import re

from pydantic import BaseModel

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_DAY = r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*"
"""A day of the week by its name or its first letters ("monday", "mon", "tues", "thurs")."""
_WORK = frozenset(DAYS[:5])
_WEEKEND = frozenset(DAYS[5:])
_ALL = frozenset(DAYS)

_GROUPS: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = (
    (re.compile(r"\b(?:seven|7)\s+days\s+a\s+week\b|\bevery\s*-?\s*day\b|\bdaily\b", re.I), _ALL),
    (
        re.compile(
            r"\bweek\s*-?\s*days?\b|\bwork(?:ing)?\s*-?\s*(?:days?|week)\b"
            r"|\bbusiness\s+days?\b|\bschool\s*-?\s*days?\b",
            re.I,
        ),
        _WORK,
    ),
    (re.compile(r"\bweek\s*-?\s*ends?\b", re.I), _WEEKEND),
)
"""Words naming a set of days: every day, the working week, the weekend."""
_RANGE = re.compile(
    rf"\b(?:from\s+)?({_DAY})\s*(?:-|–|to|through|thru|till|until)\s*({_DAY})\b", re.I
)
"""A run of days given by its ends ("monday to friday", "mon-fri")."""
_LISTED = re.compile(rf"\b({_DAY})\b((?:\s*(?:,|and|&|, and)\s*{_DAY}\b)+)", re.I)
"""Two or more days listed ("saturday and sunday", "mon, wed and fri")."""


class DaySet(BaseModel):
    """The days (``mon`` .. ``sun``) a request picks its rows by, and the words saying them."""

    days: frozenset[str]
    phrase: str


def _day(word: str) -> str | None:
    """The day ``word`` names ("Tuesdays" -> "tue"), or ``None``."""
    word = word.lower().rstrip("s") if len(word) > 4 else word.lower()
    short = word[:3]
    if short not in DAYS:
        return None
    full = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
    return short if full[DAYS.index(short)].startswith(word) else None


def asked_days(text: str) -> DaySet | None:
    """The set of days ``text`` picks rows by: a group's word (weekdays, work days, weekends,
    every day, daily), a run of days ("monday to friday") or two or more days listed."""
    found = _RANGE.search(text)
    if found:
        first, last = _day(found.group(1)), _day(found.group(2))
        if first and last and DAYS.index(first) < DAYS.index(last):
            run = DAYS[DAYS.index(first) : DAYS.index(last) + 1]
            return DaySet(days=frozenset(run), phrase=found.group(0))
    found = _LISTED.search(text)
    if found:
        said = [found.group(1), *re.findall(_DAY, found.group(2), re.I)]
        days = [_day(w) for w in said]
        if all(days) and len(set(days)) > 1:
            return DaySet(days=frozenset(d for d in days if d), phrase=found.group(0))
    for pattern, days in _GROUPS:
        found = pattern.search(text)
        if found:
            return DaySet(days=days, phrase=found.group(0))
    return None


_SHOWN_GROUPS = (
    (re.compile(r"^(?:every\s*day|daily)$", re.I), _ALL),
    (re.compile(r"^week\s*days$", re.I), _WORK),
    (re.compile(r"^week\s*ends$", re.I), _WEEKEND),
    (
        re.compile(r"^(?:not\s+scheduled|once|never|no\s+repeat|one\s*-?\s*time)$", re.I),
        frozenset(),
    ),
)


def shown_days(caption: str) -> frozenset[str] | None:
    """The days a row's caption says it repeats on: its parts that are wholly a repeat's words
    ("07:40 | Leave for work · Weekdays" -> monday to friday, "Wed, Sat" -> those two, "Not
    scheduled" -> none); ``None`` when no part says days."""
    days: set[str] = set()
    said = False
    for part in re.split(r"[|·•,\n]", caption):
        part = part.strip()
        if not part:
            continue
        group = next((d for p, d in _SHOWN_GROUPS if p.match(part)), None)
        single = _day(part) if re.fullmatch(r"[A-Za-z]{3,9}", part) else None
        if group is not None:
            said = True
            days |= group
        elif single:
            said = True
            days.add(single)
    return frozenset(days) if said else None


def picks(asked: DaySet, caption: str) -> bool | None:
    """Whether the row with ``caption`` repeats on exactly the asked days; ``None`` when it
    shows no days."""
    shown = shown_days(caption)
    return None if shown is None else shown == asked.days
