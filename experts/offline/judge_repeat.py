"""For the offline judge: the days a request has something repeat on ("every zorday" style
requests: "on weekdays", "mondays only", "every tuesday and friday", "daily") against the days
the final screen shows for its item, or the day controls the run used.

Days are read from the request only where they are a repeat (a plural day name, "every" or
"each" before a day, weekdays, weekends, daily) of something given a time of day or said to
repeat; "on tuesday" is a date, left to the date check. A row showing its days ("Weekdays",
"Mon, Wed", "Not scheduled") is the item's when it says the request's time of day or a text
the run typed."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.judge_final import FinalScreen
from experts.offline.judge_steps import caption_of, tapped_elements
from experts.offline.judge_typed import norm_text, typed_texts
from experts.offline.judge_when import says_time
from experts.offline.when import clock_time

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_NAMES = ("mon", "tues?", "wed(?:nes)?", "thu(?:rs?)?", "fri", "sat(?:ur)?", "sun")
_DAY = re.compile(rf"\b({'|'.join(_NAMES)})(?:day)?(s)?\b", re.IGNORECASE)
_EVERY = re.compile(r"\b(?:every|each)\s+(?:single\s+)?(?:day\b|[a-z]+day\b)", re.IGNORECASE)
_DAILY = re.compile(r"\b(?:daily|every\s*day|each day|all week)\b", re.IGNORECASE)
_WEEKDAYS = re.compile(r"\b(?:weekdays|every weekday|work ?days)\b", re.IGNORECASE)
_WEEKENDS = re.compile(r"\b(?:weekends|every weekend)\b", re.IGNORECASE)
_SCHEDULE = re.compile(r"\b(?:repeat\w*|only)\b", re.IGNORECASE)
_NONE = re.compile(r"\b(?:not scheduled|once|one time|never|no repeat)\b", re.IGNORECASE)


def _day_of(word: str) -> str:
    return word[:3].lower()


def asked_days(instruction: str) -> frozenset[str]:
    """The days the request has something repeat on; empty when it gives no repeat, or when
    it neither gives a time of day nor says "repeat" or "only" (a "daily" in a name)."""
    if clock_time(instruction) is None and not _SCHEDULE.search(instruction):
        return frozenset()
    if _DAILY.search(instruction):
        return frozenset(DAYS)
    days: set[str] = set()
    if _WEEKDAYS.search(instruction):
        days |= set(DAYS[:5])
    if _WEEKENDS.search(instruction):
        days |= {"sat", "sun"}
    named = list(_DAY.finditer(instruction))
    if any(m.group(2) for m in named) or _EVERY.search(instruction):
        days |= {_day_of(m.group(1)) for m in named}
    return frozenset(days)


def shown_days(caption: str) -> frozenset[str] | None:
    """The days a caption says something repeats on, or ``None`` when it says no days."""
    if _DAILY.search(caption):
        return frozenset(DAYS)
    days: set[str] = set()
    if re.search(r"\bweekdays\b", caption, re.IGNORECASE):
        days |= set(DAYS[:5])
    if re.search(r"\bweekends\b", caption, re.IGNORECASE):
        days |= {"sat", "sun"}
    days |= {_day_of(m.group(1)) for m in _DAY.finditer(caption)}
    if days:
        return frozenset(days)
    return frozenset() if _NONE.search(caption) else None


def repeat_misfit(context: JudgeContext, final: FinalScreen) -> tuple[str, bool]:
    """What the final screen shows of the item's days when they are not the request's (and
    whether that is shown, ``True``, or only that nothing set them, ``False``), or ``""``."""
    wanted = asked_days(context.instruction)
    if not wanted:
        return "", False
    typed = [norm_text(t) for t, _ in typed_texts(context) if t.strip()]
    rows: list[tuple[str, frozenset[str]]] = []
    for el in final.elements:
        caption = caption_of(el)
        days = shown_days(caption)
        if days is None or el.checkable:
            continue
        said = norm_text(caption)
        if says_time(caption, context.instruction) or any(t and t in said for t in typed):
            rows.append((caption, days))
    if any(days == wanted for _, days in rows):
        return "", False
    if rows:
        return rows[0][0], True
    if any(shown_days(caption_of(e)) == wanted for e in final.elements):
        return "", False  # the days name the items shown ("the zordays-only alarms")
    toggles = [e for e in final.elements if e.checkable and shown_days(caption_of(e))]
    if toggles and {d for e in toggles if e.checked for d in shown_days(caption_of(e)) or ()} == (
        wanted
    ):
        return "", False
    used = [t for t in tapped_elements(context) if shown_days(caption_of(t))]
    return ("", False) if used or not typed else ("nothing", False)
