"""For the offline judge: an account of the whole request.

The actor and the judge share one reading of a request (:func:`experts.offline.goal.parse_goal`);
a part the reading drops is left undone by the one and unchecked by the other. So, after the
reading, the request's words are accounted for: a time of day, a date (a month and day, a day
of the month, a weekday), a repeat ("every day", "weekdays", "weekends"), a number,
a capitalized name that no value the reading kept holds is an **unread part**. The judge may
not accept on the weak evidence "the request's values are shown" while an unread part remains
that the final screen does not show either: the run may have done what the reading kept and
left the rest. A part is shown in the form screens write it: a time in any clock form, a date as
that day of that month or that weekday, a repeat by its group's word. Quoted text is read whole
and never has unread parts.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel

from experts.judge import JudgeContext
from experts.offline.bounded import TimeBound, time_bound, within
from experts.offline.goal import Goal
from experts.offline.judge_final import FinalScreen, says
from experts.offline.judge_steps import caption_of, request_values
from experts.offline.judge_typed import norm_text, typed_texts
from experts.offline.patterns import QUOTED
from experts.offline.repeats import DaySet, asked_days, picks
from experts.offline.shorthand import spelled_out
from experts.offline.when import MONTHS, WEEKDAYS, clock_time, parse_date, shows_time
from experts.offline.words import WRITING_VERBS, contains_phrase
from mobilexperts.trajectory import Evidence, Judgement

Kind = Literal["time", "date", "weekday", "repeat", "number", "name"]

_MONTHS = [month[:3] for month in MONTHS]
_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b\.?"
)
_PARTS: tuple[tuple[Kind, re.Pattern[str]], ...] = (
    (
        "time",
        re.compile(
            r"\b\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\.?(?![a-z])|\b\d{1,2}:\d{2}\b|\b(?:noon|midnight)\b",
            re.I,
        ),
    ),
    (
        "date",
        re.compile(
            rf"\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?"
            rf"{_MONTH}|\b\d{{1,2}}(?:st|nd|rd|th)\b",
            re.I,
        ),
    ),
    ("repeat", re.compile(r"\b(?:every\s+day|daily|week\s*days?|week\s*ends?)\b", re.I)),
    ("weekday", re.compile(rf"\b(?:{'|'.join(WEEKDAYS)})s?\b", re.I)),
    ("number", re.compile(r"(?<![\w:.])\d+(?![\w:])")),
)
"""The parts a request may give that a reading can drop, in the order they are taken (a time
before the number inside it)."""
_NAME = re.compile(r"(?<=[a-z,;]\s)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*")
"""A capitalized word inside a sentence (not its first word): a name."""
_REPEAT_SHOWN = {"every": ("every day", "daily"), "daily": ("every day", "daily")}


class Part(BaseModel):
    """A part of a request: its text as the request says it and what kind of part it is."""

    text: str
    kind: Kind


_REMOVING = frozenset({"delete", "remove", "trash", "clear", "cancel", "archive", "dismiss"})
_NAMING = re.compile(r"(?:\b(?:the|my|our|your|his|her|their|this|that|a|an)|'s)\s+$", re.I)
"""Words before a part followed by a noun that make it name the item ("the 7:40 zap", "my
zeb's 9am quorn"; not "on the 24th at 9am"): a description of what to act on, which the checks
of the item read, not a value to give it."""
_NOUN_AFTER = re.compile(
    r"\s+(?!(?:at|on|in|to|for|from|by|and|or|of|with|please|pls|now|instead|too|then)\b)[a-z]",
    re.I,
)
_UNIT = re.compile(
    r"^[\s-]*(?:%|percent|min|mins|minutes?|hrs?|hours?|secs?|seconds?|days?|weeks?)\b", re.I
)
"""A unit after a number: an amount or a shift ("30 minutes later"), shown in other forms."""


def request_parts(instruction: str, naming: bool = False) -> list[Part]:
    """The time, date, weekday, repeat, number and name parts of a request, outside quotes, but
    numbers of a unit and (unless ``naming``) those that name the item (after "the", "my")."""
    rest = spelled_out(QUOTED.sub(" ", instruction))
    found: list[Part] = []
    for kind, pattern in _PARTS:
        for match in pattern.finditer(rest):
            before, after = rest[: match.start()], rest[match.end() :]
            names = _NAMING.search(before) and _NOUN_AFTER.match(after)
            if (names and not naming) or (kind == "number" and _UNIT.match(after)):
                continue
            found.append(Part(text=match.group(0).strip(), kind=kind))
        rest = pattern.sub(" \x00 ", rest)
    found += [Part(text=m.group(0), kind="name") for m in _NAME.finditer(rest)]
    return found


def unread_parts(goal: Goal, apps: list[str]) -> list[Part]:
    """The parts of the request that no value the reading kept holds or ends just before ("Zeb
    Quorn 9" when "Zeb Quorn" is kept: the item's name); none in a request that
    writes a message (its parts are words of the message) or removes (they name the item)."""
    if {s.verb.casefold() for s in goal.steps} & (WRITING_VERBS | _REMOVING):
        return []
    kept = [*request_values(goal, apps), *goal.values.values(), *goal.fields.values()]
    return [
        p
        for p in request_parts(goal.instruction)
        if not any(contains_phrase(spelled_out(k), p.text) for k in kept)
        and not any(contains_phrase(goal.instruction, f"{k} {p.text}") for k in kept)
        and not any(contains_phrase(p.text, k) for k in kept if p.kind == "name")
        and p.text.casefold() not in (a.casefold() for a in apps)
    ]


def shown(part: Part, captions: list[str]) -> bool:
    """Whether one of ``captions`` shows ``part`` in a form screens write it."""
    texts = [norm_text(c) for c in captions]
    if part.kind == "time":
        time = clock_time(part.text)
        return time is not None and any(shows_time(t, time) for t in texts)
    if part.kind in ("date", "weekday"):
        return any(_shows_day(part, t) for t in texts)
    if part.kind == "repeat":
        head = part.text.lower().split()[0]
        forms = _REPEAT_SHOWN.get(head, (head[:7],))
        return any(f in t for f in forms for t in texts)
    return any(says(t, norm_text(part.text)) for t in texts)


def _shows_day(part: Part, text: str) -> bool:
    """Whether ``text`` writes the day the request said: "the 21st" or "march 24" as that day
    (of that month), a weekday by its name or as a date falling on it, a day of the weekend by
    the weekend's repeat ("Weekends" holds saturday)."""
    said = part.text.lower()
    written = parse_date(text)
    if part.kind == "weekday":
        day = said.removesuffix("s")
        on_day = written is not None and WEEKDAYS[written.weekday()] == day
        weekend = day in WEEKDAYS[5:] and says(text, "weekends")
        return on_day or weekend or says(text, day) or says(text, day[:3])
    number = int(re.search(r"\d{1,2}", said).group(0))
    month = next((i for i, m in enumerate(_MONTHS, 1) if re.search(rf"\b{m}", said)), None)
    return written is not None and written.day == number and month in (None, written.month)


def _row_day(final: FinalScreen, evidence: list[Evidence]) -> str:
    """The date the first evidence row is under: its own, else the nearest date heading above
    it in a list ("Tue, Mar 24" over its rows); ``""`` when none says one."""
    by_index = {e.index: e for e in final.elements}
    row = next((by_index[e.index] for e in evidence if e.index in by_index), None)
    if row is None:
        return ""
    if parse_date(caption_of(row)) is not None:
        return caption_of(row)
    above = [
        e
        for e in final.elements
        if row.in_list and e.bounds[3] <= row.bounds[1] and parse_date(caption_of(e)) is not None
    ]
    return caption_of(max(above, key=lambda e: e.bounds[3])) if above else ""


def _bounding(part: Part, bound: TimeBound | None, captions: list[str]) -> bool:
    """Whether ``part`` is the time of a bound that picks rows ("every zeb before 7am") and
    the screen shows a row within it: the rows the bound picks show it, not the time itself."""
    return (
        bound is not None
        and contains_phrase(bound.phrase, part.text)
        and any(within(bound, c) for c in captions)
    )


def _picking(part: Part, days: DaySet | None, captions: list[str]) -> bool:
    """Whether ``part`` is a day of the days a request picks rows by ("the zebs that go off
    monday to friday") and the screen shows a row repeating on them: those rows show it."""
    return (
        days is not None
        and part.kind in ("weekday", "repeat")
        and contains_phrase(days.phrase, part.text)
        and any(picks(days, c) for c in captions)
    )


def unread_judgement(
    goal: Goal, final: FinalScreen, context: JudgeContext, evidence: list[Evidence]
) -> Judgement | None:
    """``not_done`` when the row the evidence is on is under another date than the one the
    request gives; ``unsure`` when the request's values are shown but a part the reading left
    unread (but a time bound rows on screen fall within) was neither typed nor is shown: the
    run may have done only the part the reading kept; ``None`` otherwise."""
    typed = [text for text, _ in typed_texts(context)]
    captions = [caption_of(e) for e in final.elements]
    row_day = _row_day(final, evidence)
    bound = time_bound(goal.instruction)
    days = asked_days(goal.instruction)
    for part in unread_parts(goal, context.apps):
        if shown(part, typed) or _bounding(part, bound, captions) or _picking(part, days, captions):
            continue
        if part.kind in ("date", "weekday") and row_day and not shown(part, [row_day]):
            reason = f"the item shown is on {row_day!r}, not the request's {part.text!r}"
            return Judgement(verdict="not_done", reason=reason)
        if not shown(part, captions):
            reason = f"the request's {part.text!r} ({part.kind}) was not read, and nothing shows it"
            return Judgement(verdict="unsure", evidence=evidence, reason=reason)
    return None
