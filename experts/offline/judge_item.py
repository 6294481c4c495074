"""For the offline judge: what the final screen says of the one item a request is about, set
against what the request says it must be. The date a request gives an item ("shift the zap sync
onto the 7th", "quorn goes to Monday, June 2"): when the final screen is one item's page (one
date on it), that date must be the one asked (its day of the month, month and weekday, where the
request says them and the screen writes them); relative days ("tomorrow") are left alone, the
judge does not know today. The least rating a request allows ("a 4-star zap", "rated at least
4.5"): one rating on the final screen below it is the wrong item."""

from __future__ import annotations

import re

from experts.offline.judge_steps import caption_of
from experts.offline.patterns import QUOTED
from mobilexperts.perception.context import ElementContext

_MONTHS = "january february march april may june july august september october november december"
_WEEKDAYS = "monday tuesday wednesday thursday friday saturday sunday"
_MONTH = rf"(?:{'|'.join(m[:3] + '(?:' + m[3:] + ')?' for m in _MONTHS.split())})"
_WEEKDAY = rf"(?:{'|'.join(_WEEKDAYS.split())})"
_DATED_TEXT = "move reschedule push postpone shift change bring set create add schedule"
_DATED = frozenset(_DATED_TEXT.split())
"""Verbs that give an item its date."""
_ASKED_DAY = re.compile(
    rf"\b(?:on|to|till|until|for|by)\s+(?:the\s+)?(?:(?P<wd>{_WEEKDAY})\s*,?\s*(?:the\s+)?)?"
    rf"(?:(?P<m1>{_MONTH})\.?\s+(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\b"
    rf"|(?P<d2>\d{{1,2}})(?:st|nd|rd|th)\b(?:\s+(?:of\s+)?(?P<m2>{_MONTH})\b)?"
    rf"|(?P<wd2>{_WEEKDAY})\b)",
    re.IGNORECASE,
)
_SHOWN = re.compile(
    rf"^\s*(?:(?P<wd>{_WEEKDAY}|mon|tue|wed|thu|fri|sat|sun),?\s+)?"
    rf"(?P<m>{_MONTH})\.?\s+(?P<d>\d{{1,2}})(?:,\s*\d{{4}})?\s*$",
    re.IGNORECASE,
)


def _month(name: str | None) -> int | None:
    if not name:
        return None
    return next(i for i, m in enumerate(_MONTHS.split(), 1) if m[:3] == name[:3].lower())


def date_misfit(instruction: str, elements: list[ElementContext]) -> str:
    """The date the final screen gives the item when it is not the one the request gives it
    (``""`` when it is, when the request gives no date, or when the screen shows no one date)."""
    unquoted = QUOTED.sub(" ", instruction)
    asked = _ASKED_DAY.search(unquoted)
    if asked is None or not set(re.findall(r"[a-z]+", unquoted.lower())) & _DATED:
        return ""
    shown = [(e, m) for e in elements if (m := _SHOWN.match(caption_of(e)))]
    if len(shown) != 1:
        return ""
    el, date = shown[0]
    day = asked.group("d1") or asked.group("d2")
    month = _month(asked.group("m1") or asked.group("m2"))
    weekday = (asked.group("wd") or asked.group("wd2") or "").lower()
    wrong = (
        (day is not None and int(day) != int(date.group("d")))
        or (month is not None and month != _month(date.group("m")))
        or bool(weekday and date.group("wd") and date.group("wd").lower()[:3] != weekday[:3])
    )
    return caption_of(el) if wrong else ""


_AT_LEAST = re.compile(
    r"\b(?:at least|rated|rating of(?: at least)?|minimum(?: of)?)\s+(\d(?:\.\d)?)\b"
    r"|\b(\d(?:\.\d)?)\s*(?:\+|-?\s*stars?\b|\s+or (?:more|higher|better|above)\b)",
    re.IGNORECASE,
)
_RATING = re.compile(r"^\s*(\d(?:\.\d)?)(?:\s+out of 5(?: stars)?\b.*)?\s*$", re.IGNORECASE)


def rating_misfit(instruction: str, elements: list[ElementContext]) -> str:
    """The rating the final screen shows when it is below the least the request allows, the
    screen showing one rating only (one item's page); ``""`` otherwise."""
    asked = _AT_LEAST.search(QUOTED.sub(" ", instruction))
    if asked is None:
        return ""
    least = float(asked.group(1) or asked.group(2))
    if not 0 < least <= 5:
        return ""
    shown = {
        float(m.group(1))
        for e in elements
        if "rating" in e.id.lower() and (m := _RATING.match(caption_of(e)))
    }
    if len(shown) != 1:
        return ""
    rating = shown.pop()
    return f"{rating:g}" if rating < least else ""
