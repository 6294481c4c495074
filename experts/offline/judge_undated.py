"""What a question asks that a bare time or date cannot answer ("what room", "who", "what are
we going over"), and whether an answer is only a time or a date, for the offline judge."""

from __future__ import annotations

import re

from experts.offline.lexicon import known_word, not_nouns

ASKS_WHEN = re.compile(r"\b(?:when|what time|what date|how (?:many|much|long))\b", re.I)

_ASKS_THING = re.compile(r"\b(?:what|which)\s+([a-z]+)\b", re.I)
_WHAT_DONE = re.compile(
    r"\s*what(?:'s|\s+is|\s+are|\s+were|\s+was)?\s+(?:we|i|you|they|on)\b", re.I
)
"""A "what" question about something done or planned ("what are we going over", "what's on"),
whose answer is no bare date."""
_TIME_NOUNS = frozenset(
    ["time", "times", "date", "day", "days", "hour", "hours", "month", "year", "week", "o'clock"]
)


_WHEN_MARK = re.compile(
    r"\d:\d\d|\d\s*[ap]\.?m\.?(?!\w)|\b(?:today|tomorrow|yesterday|(?:jan|feb|mar|apr|may|jun|jul"
    r"|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b",
    re.I,
)
"""What makes a value a time or a date: a clock, am/pm, a day or month name (not "3.4.1")."""
_CLOCK_SUFFIX = re.compile(r"\b[ap]\.?m\.?(?!\w)", re.I)
_ASKS_WHO_WHERE = re.compile(r"\b(who|whom|whose|where)(?:['\u2019]s)?\b", re.I)


def thing_asked(instruction: str) -> str:
    """What a question asks for when it is no time or date: "who", "where", or the noun of a
    "what/which <noun>" question that is no word of time ("what room"); else ``""``."""
    if ASKS_WHEN.search(instruction):
        return ""
    asked = _ASKS_WHO_WHERE.search(instruction)
    if asked:
        return asked.group(1).casefold()
    match = _ASKS_THING.search(instruction)
    noun = match.group(1).casefold() if match else ""
    if noun and noun not in _TIME_NOUNS and noun not in not_nouns() and known_word(noun):
        return f"for a {noun}"
    return ""


def undated_asked(instruction: str) -> str:
    """What a question asks that no bare time or date answers: :func:`thing_asked`, or "what
    it is" for a question about something done or planned that names no time ("what are we
    going over")."""
    if thing := thing_asked(instruction):
        return thing
    timed = set(re.findall(r"[a-z']+", instruction.casefold())) & _TIME_NOUNS
    planned = _WHAT_DONE.match(instruction) and not ASKS_WHEN.search(instruction)
    return "what it is" if planned and not timed else ""


def only_when(answer: str) -> bool:
    """Whether an answer is only a clock time, a date or a span of them ("Mar 21 \u2013 27")."""
    rest = _CLOCK_SUFFIX.sub(" ", DATE_WORDS.sub(" ", answer))
    return bool(_WHEN_MARK.search(answer)) and not re.search(r"[^\W\d_]", rest)


DATE_WORDS = re.compile(
    r"\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)"
    r"[a-z]*\b|\b(?:today|tomorrow|yesterday|noon|midnight)\b",
    re.I,
)
"""A question of when or how many is answered by a date, a time or a number."""
