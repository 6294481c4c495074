"""Rows a request picks by the time they show rather than by name ("every zeb before 7am",
"the zebs after noon", "any zeb earlier than 8:30"): the bound it gives, and whether a row's
time lies on the bound's side. Rows that show no time are never picked this way."""

from __future__ import annotations

import re

from pydantic import BaseModel

from experts.offline.when import clock_time, times_written

_BOUND = re.compile(
    r"\b(before|earlier\s+than|until|after|later\s+than|past)\s+"
    r"(noon|midday|midnight|\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)(?![\w:])"
    r"(?!\s+(?:sec|second|min|minute|hr|hour|day|week|month|year)s?\b)",
    re.IGNORECASE,
)
"""A bound on the time of day: a word saying which side, then a time ("before 7am")."""
_EARLY = ("before", "earlier", "until")


class TimeBound(BaseModel):
    """The side of a time of day (``HH:MM``) a request's rows lie on."""

    before: bool
    time: str
    phrase: str


def time_bound(text: str) -> TimeBound | None:
    """The bound ``text`` puts on the time of its rows; a bare hour ("before 7") is read on
    the 24-hour clock."""
    found = _BOUND.search(text)
    if found is None:
        return None
    said = found.group(2)
    time = f"{int(said):02d}:00" if said.isdigit() else clock_time(said)
    if time is None:
        return None
    side = found.group(1).lower().split()[0]
    return TimeBound(before=side in _EARLY, time=time, phrase=found.group(0))


def within(bound: TimeBound, caption: str) -> bool | None:
    """Whether the first time ``caption`` shows lies on the bound's side (a time equal to the
    bound lies on neither); ``None`` when it shows no time."""
    shown = next((t for t in map(clock_time, times_written(caption)) if t), None)
    if shown is None:
        return None
    return shown < bound.time if bound.before else shown > bound.time
