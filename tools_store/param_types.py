"""Typed tool parameters: what kind of value a parameter takes, reading the user's words as that
kind, rendering it the way the app's field took the example, and fresh values for admission.

A kind is inferred from the example a tool was learned with (``06:45`` is a time, ``12`` a
number, ``2026-03-19`` a date, ``lee@example.com`` an e-mail address). A value the user gives
(``7:10 AM``, ``twelve``, ``next Thursday``) is parsed (dates and times by ``dateparser``) and
rendered in the example's format (``07:10``, ``12``, ``2026-03-19``), so the tool types what
the app accepted when it was learned. Nothing here knows an app.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from functools import cache
from typing import Any, Literal

from tools_store.errors import ToolStoreError

TypedKind = Literal["time", "date", "number", "email", "phone", "url"]
TYPED_KINDS: tuple[TypedKind, ...] = ("time", "date", "number", "email", "phone", "url")
_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")
_URL = re.compile(r"^(?:https?://)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:/\S*)?$", re.IGNORECASE)
_TIME = re.compile(r"^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*(m\.?)?$", re.IGNORECASE)
_TIME_WORDS = {"noon": (12, 0), "midday": (12, 0), "midnight": (0, 0)}
_PHONE = re.compile(r"^\+?[\d\s().-]{7,}$")
_DOTTED = re.compile(r"^\d+\.\d+$")
"""Two runs of digits around one dot: a decimal or an identifier (``4521.07733``), no phone."""
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_MONTHS = "january february march april may june july august september october november december"
_UNITS = """zero one two three four five six seven eight nine ten eleven twelve thirteen
    fourteen fifteen sixteen seventeen eighteen nineteen twenty"""
_NUMBER_WORDS = {w: n for n, w in enumerate(_UNITS.split())} | {"thirty": 30, "half": 30}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60}


class ParamValueError(ToolStoreError):
    """A value that is not of the kind a parameter takes (a time parameter given "banana")."""


def infer_kind(example: Any) -> TypedKind | None:
    """The kind of value ``example`` is, or None for plain text."""
    if not isinstance(example, str):
        numeric = isinstance(example, int | float) and not isinstance(example, bool)
        return "number" if numeric else None
    text = example.strip()
    if _EMAIL.match(text):
        return "email"
    if _TIME.match(text) and (":" in text or re.search(r"[ap]\.?m", text, re.I)):
        return "time"
    if _ISO_DATE.match(text) or _month_date(text):
        return "date"
    if re.fullmatch(r"\d{1,6}", text):
        return "number"
    if _is_phone(text):
        return "phone"
    if _URL.match(text) and "." in text and " " not in text:
        return "url"
    return None


def _is_phone(text: str) -> bool:
    """Whether ``text`` is written as a phone number: seven digits or more, grouped by spaces,
    dashes, dots or brackets (one dot between two runs of digits is a decimal or an id)."""
    digits = sum(c.isdigit() for c in text)
    return bool(_PHONE.match(text)) and digits >= 7 and not _DOTTED.match(text)


def _month_date(text: str) -> bool:
    return any(m in text.casefold() for m in _MONTHS.split()) and bool(re.search(r"\d", text))


@cache
def _dateparser() -> Any:
    import dateparser  # imported on first use: it loads its language data

    return dateparser


def _parse_datetime(text: str, base: datetime) -> datetime | None:
    settings = {"RELATIVE_BASE": base, "PREFER_DATES_FROM": "future"}
    return _dateparser().parse(text, languages=["en"], settings=settings)


def _number(text: str) -> int | None:
    """``12``, ``twelve``, ``twenty-five`` as a number; None for anything else."""
    text = text.strip().casefold()
    digits = re.fullmatch(r"(\d+)(?:\s*-?\s*[a-z]+)?", text)
    if digits:
        return int(digits.group(1))
    parts = re.split(r"[\s-]+", re.sub(r"\s*-?\s*(?:minutes?|mins?|seconds?|hours?)$", "", text))
    if len(parts) == 2 and parts[0] in _TENS and parts[1] in _NUMBER_WORDS:
        return _TENS[parts[0]] + _NUMBER_WORDS[parts[1]]
    if len(parts) == 1 and parts[0] in _NUMBER_WORDS:
        return _NUMBER_WORDS[parts[0]]
    return None


_PART_OF_DAY = re.compile(
    r"(?:\s+o'clock)?\s+(?:in\s+the\s+(morning)|in\s+the\s+(?:afternoon|evening)|at\s+night"
    r"|tonight)$"
)
"""A part of the day after a clock time: the morning's is before noon, the others after (12 at
night is midnight)."""


def _time(text: str) -> tuple[int, int] | None:
    text = text.strip().casefold()
    if text in _TIME_WORDS:
        return _TIME_WORDS[text]
    part = _PART_OF_DAY.search(text)
    if part is not None:
        clock = text[: part.start()]
        midnight = not part.group(1) and "afternoon" not in part.group() and clock[:2] == "12"
        text = clock + (" am" if part.group(1) or midnight else " pm")
    match = _TIME.match(text)
    if match is None:
        return None
    hour, minute = int(match.group(1)), int(match.group(2) or 0)
    half = (match.group(3) or "").casefold()
    if half == "p" and hour < 12:
        hour += 12
    elif half == "a" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59 or (not half and match.group(2) is None):
        return None
    return hour, minute


def _render_time(hour: int, minute: int, like: str) -> str:
    """``hour:minute`` written the way ``like`` is (``06:45``, ``6:45 AM``, ``6:45am``)."""
    half = re.search(r"([ap])\.?\s*m\.?", like, re.IGNORECASE)
    if half is None:
        width = 2 if re.match(r"\d{2}", like.strip()) else 1
        return f"{hour:0{width}d}:{minute:02d}"
    marker = "PM" if hour >= 12 else "AM"
    if half.group(1).islower():
        marker = marker.lower()
    space = " " if re.search(r"\d\s+[ap]", like, re.IGNORECASE) else ""
    shown = hour % 12 or 12
    clock = f"{shown}:{minute:02d}" if ":" in like or minute else str(shown)
    return f"{clock}{space}{marker}"


def _render_date(value: datetime, like: str) -> str:
    if _ISO_DATE.match(like.strip()):
        return value.strftime("%Y-%m-%d")
    text = f"{value.strftime('%B')} {value.day}"
    if re.match(r"[A-Za-z]+day\b", like.strip()):
        text = f"{value.strftime('%A')}, {text}"
    if re.search(r"\d{4}", like):
        text += f", {value.year}"
    return text


def _render_phone(digits: str, like: str) -> str:
    """``digits`` laid out like ``like`` (its separators kept), when they are as many."""
    slots = [c for c in like if c.isdigit()]
    if len(slots) != len(digits):
        return digits
    it = iter(digits)
    return "".join(next(it) if c.isdigit() else c for c in like)


def normalize(kind: str, value: Any, like: Any, today: datetime | None = None) -> Any:
    """``value`` (the user's words) as a value of ``kind`` written like the example ``like``;
    :class:`ParamValueError` when it is not one."""
    text = str(value).strip()
    example = str(like) if like is not None else ""
    if kind == "time":
        found = _time(text)
        if found is None:
            raise ParamValueError(f"{text!r} is not a time (such as {example or '07:30'})")
        return _render_time(*found, example or "00:00")
    if kind == "date":
        moment = _parse_datetime(text, today or datetime.now())
        if moment is None or not re.search(r"\d|day|tomorrow|week|month", text, re.I):
            raise ParamValueError(f"{text!r} is not a date (such as {example or '2026-03-19'})")
        return _render_date(moment, example or "2026-01-01")
    if kind == "number":
        number = _number(text)
        if number is None:
            raise ParamValueError(f"{text!r} is not a number")
        return number if isinstance(like, int) else str(number)
    if kind == "email" and not _EMAIL.match(text):
        raise ParamValueError(f"{text!r} is not an e-mail address")
    if kind == "phone":
        digits = re.sub(r"\D", "", text)
        if not _is_phone(text):
            raise ParamValueError(f"{text!r} is not a phone number")
        return _render_phone(digits, example)
    if kind == "url" and not _URL.match(text):
        raise ParamValueError(f"{text!r} is not a web address")
    return text


def cased_like(value: str, example: Any) -> str:
    """A name or title the user typed all in lower case ("zap den") cased the way the example
    the tool was learned with is ("Kitchen Phone" -> "Zap Den", "Quarterly goals" -> "Zap
    den"); any other value as it is."""
    if not isinstance(example, str) or value != value.casefold() or not example[:1].isupper():
        return value
    words = example.split()
    if len(words) > 1 and all(w[:1].isupper() for w in words if w[:1].isalpha()):
        return " ".join(w[:1].upper() + w[1:] for w in value.split())
    return value[:1].upper() + value[1:]


def accepts(kind: str, value: Any) -> bool:
    """Whether ``value`` reads as a value of ``kind`` (plain kinds accept anything)."""
    if kind not in TYPED_KINDS:
        return True
    try:
        normalize(kind, value, None, datetime(2026, 1, 1))
    except ParamValueError:
        return False
    return True


_DAY_STEPS = (3, -1, 1, -2, 2, 4)
"""Days a fresh date moves, try by try: a screen may list only the days near the example."""


def fresh(kind: str, example: Any, attempt: int = 0) -> Any:
    """Another valid value of ``kind``, written like ``example``: a time 1 h 7 min later (the
    next ``attempt``, earlier), a date 3 days later (then a day before, after, ...), a number 3
    more, an address or link with another name, a phone number with other last digits."""
    text = str(example)
    if kind == "time":
        hour, minute = _time(text) or (7, 30)
        later = (hour * 60 + minute + (67 if attempt % 2 == 0 else -53)) % (24 * 60)
        return _render_time(later // 60, later % 60, text)
    if kind == "date":
        moment = _parse_datetime(text, datetime(2026, 1, 1)) or datetime(2026, 1, 1)
        step = _DAY_STEPS[min(attempt, len(_DAY_STEPS) - 1)]
        return _render_date(moment + timedelta(days=step), text)
    if kind == "number":
        number = (_number(text) or 0) + 3
        return number if isinstance(example, int) else str(number)
    if kind == "email":
        return "check." + text
    if kind == "phone":
        digits = re.sub(r"\D", "", text)
        tail = str((int(digits[-4:]) + 1111) % 10000).zfill(4)
        return _render_phone(digits[:-4] + tail, text)
    if kind == "url":
        return re.sub(r"([^/]+)$", lambda m: "other_" + m.group(1), text, count=1)
    return text
