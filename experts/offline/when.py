"""Times, dates and durations in a request, and how to write them into a form field.

"6:45 AM" or "645am" -> ``06:45``; "3 PM" -> ``15:00``; "tomorrow" or "Thursday, March 19" -> a date
counted from the date a field already shows, written in that field's own format; "a 12-minute
timer" -> ``12`` in a minutes field.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator

_TIME = re.compile(
    r"\b(\d{1,2})(?:[:.]?(\d{2}))?\s*([ap])\.?m\.?(?![a-z])|\b(\d{1,2}):(\d{2})\b", re.IGNORECASE
)
_NAMED_TIMES = {"noon": (12, 0), "midday": (12, 0), "midnight": (0, 0)}
_DURATION = re.compile(r"\b(\d+)[- ](hour|hr|minute|min|second|sec)s?\b", re.IGNORECASE)
MONTHS = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
MONTH_DAY = re.compile(
    rf"\b({'|'.join(MONTHS)})\s+(\d{{1,2}})(?:st|nd|rd|th)?\b|\b(\d{{1,2}})(?:st|nd|rd|th)?\s+({'|'.join(MONTHS)})\b",
    re.IGNORECASE,
)
_RELATIVE = re.compile(
    rf"\b(today|tomorrow|yesterday|(?:next |this |on )?(?:{'|'.join(WEEKDAYS)}))\b", re.IGNORECASE
)
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_DIGITS = r"(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?"
_NUMERIC = re.compile(
    r"\b(?:on|to|for|by|until|till|from|due|before|after)\s+(?:the\s+)?"
    + _DIGITS
    + r"(?![\d/.:-])",
    re.IGNORECASE,
)
"""A date in digits after a word that places it in time ("to 3/24", "on 24/3/26"), month first
unless the first number cannot be a month."""
_DAY_ALONE = re.compile(
    r"\b(?:on|to|till|until|for|by) (?:the )?(\d{1,2}(?:st|nd|rd|th))\b"
    r"(?=\s*(?:[,.;!?]|$|of\b|at\b|instead\b|and\b|in\b|now\b))",
    re.IGNORECASE,
)
"""A day of the month said without its month ("back to the 9th")."""
WHEN_WORD = re.compile(
    r"\s+(?=(?:today|tonight|tomorrow|on|at|for|next|this|\d|(?:mon|tues|wednes|thurs|fri|satur"
    r"|sun)day)\b)",
    re.IGNORECASE,
)
"""Where a thing's name ends and its time begins ("haircut tomorrow 3pm")."""
_UNITS = {
    "hour": "hour",
    "hr": "hour",
    "minute": "minute",
    "min": "minute",
    "second": "second",
    "sec": "second",
}
CALENDAR_WORDS = frozenset(MONTHS) | frozenset(WEEKDAYS) | {"am", "pm", "today", "tomorrow"}


def clock_time(text: str) -> str | None:
    """The first time of day in ``text`` as 24-hour ``HH:MM``."""
    match = _TIME.search(text)
    if match is None:
        named = next(
            (
                hm
                for word, hm in _NAMED_TIMES.items()
                if re.search(rf"\b{word}\b", text, re.IGNORECASE)
            ),
            None,
        )
        return f"{named[0]:02d}:{named[1]:02d}" if named else None
    if match.group(4):
        hour, minute = int(match.group(4)), int(match.group(5))
    else:
        hour, minute = int(match.group(1)) % 12, int(match.group(2) or 0)
        hour += 12 if match.group(3).lower() == "p" else 0
    return f"{hour:02d}:{minute:02d}" if hour < 24 and minute < 60 else None


def times_written(text: str) -> list[str]:
    """Every time of day in ``text``, as written ("1pm", "6:45 AM", "13:00")."""
    return [match.group(0) for match in _TIME.finditer(text)]


def shows_time(text: str, time: str) -> bool:
    """Whether ``text`` shows the time of day ``time`` (``HH:MM``) in any form ("1:00 PM")."""
    return any(clock_time(m.group(0)) == time for m in _TIME.finditer(text))


def durations(text: str) -> dict[str, str]:
    """``{"minute": "12"}`` for "a 12-minute timer"."""
    return {_UNITS[m.group(2).lower()]: m.group(1) for m in _DURATION.finditer(text)}


def date_phrase(text: str) -> str | None:
    """The date a request names ("tomorrow", "Thursday, March 19"), as it says it."""
    match = MONTH_DAY.search(text) or _RELATIVE.search(text)
    match = match or _ISO.search(text)
    if match is None and (numeric := next(_numeric_dates(text), None)):
        return text[numeric.start(1) : numeric.end()]
    if match is None and (alone := _DAY_ALONE.search(text)):
        return f"the {alone.group(1)}"
    return match.group(0) if match else None


def parse_date(text: str) -> dt.date | None:
    """A date written in a field or on screen: ISO, or "March 14, 2026" / "Sat, Mar 14"."""
    iso = _ISO.search(text)
    if iso:
        return dt.date(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
    match = re.search(r"\b([A-Za-z]{3,9})\.? (\d{1,2})(?:, (\d{4}))?", text)
    if match:
        month = next(
            (i for i, m in enumerate(MONTHS, 1) if m.startswith(match.group(1).lower()[:3])), None
        )
        if month:
            return dt.date(int(match.group(3) or dt.date.today().year), month, int(match.group(2)))
    return None


def resolve_date(phrase: str, base: dt.date) -> dt.date:
    """The date ``phrase`` means, counted from ``base`` (today as the field shows it)."""
    lowered = phrase.lower()
    month_day = MONTH_DAY.search(phrase)
    if month_day:
        name = (month_day.group(1) or month_day.group(4)).lower()
        day = int(month_day.group(2) or month_day.group(3))
        return _month_day(MONTHS.index(name) + 1, day, base)
    written = _ISO.search(phrase)
    if written:
        return dt.date(int(written.group(1)), int(written.group(2)), int(written.group(3)))
    numeric = re.fullmatch(_DIGITS, phrase.strip())
    if numeric and numeric.group(3):
        year = int(numeric.group(3))
        return dt.date(year + 2000 if year < 100 else year, *_numeric_parts(numeric))
    if numeric:
        return _month_day(*_numeric_parts(numeric), base)
    alone = re.fullmatch(r"the (\d{1,2})(?:st|nd|rd|th)", lowered)
    if alone:
        return _nearest_day(int(alone.group(1)), base)
    if "tomorrow" in lowered:
        return base + dt.timedelta(days=1)
    if "yesterday" in lowered:
        return base - dt.timedelta(days=1)
    weekday = next((i for i, d in enumerate(WEEKDAYS) if d in lowered), None)
    if weekday is not None:
        ahead = (weekday - base.weekday()) % 7
        return base + dt.timedelta(days=ahead or (7 if "next" in lowered else 0))
    return base


def _numeric_dates(text: str) -> Iterator[re.Match[str]]:
    """The digit dates in ``text`` ("to 3/24"), each as its digits alone."""
    for match in _NUMERIC.finditer(text):
        try:
            dt.date(2000, *_numeric_parts(match))
        except ValueError:
            continue
        yield match


def _numeric_parts(match: re.Match[str]) -> tuple[int, int]:
    """Month and day of a digit date, month first unless the first number cannot be a month."""
    first, second = int(match.group(1)), int(match.group(2))
    return (first, second) if first <= 12 and second <= 31 else (second, first)


def _month_day(month: int, day: int, base: dt.date) -> dt.date:
    """That day of that month nearest ahead of ``base``: this year, or next year when this
    year's is more than half a year gone; ``base`` itself for a day the month lacks."""
    try:
        when = dt.date(base.year, month, day)
    except ValueError:
        return base
    return when if when >= base - dt.timedelta(days=180) else when.replace(year=base.year + 1)


def _nearest_day(day: int, base: dt.date) -> dt.date:
    """The date with that day of the month nearest to ``base`` (its month, or one either side)."""
    found = []
    for shift in (-1, 0, 1):
        month = (base.month - 1 + shift) % 12 + 1
        year = base.year + (base.month - 1 + shift) // 12
        try:
            found.append(dt.date(year, month, day))
        except ValueError:
            continue
    return min(found, key=lambda d: abs(d - base), default=base)


def write_date(when: dt.date, like: str) -> str:
    """``when`` in the format of ``like`` (ISO when the field shows ISO)."""
    if _ISO.search(like) or not like:
        return when.isoformat()
    return f"{MONTHS[when.month - 1].capitalize()} {when.day}"
