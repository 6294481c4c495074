"""Putting a typed request right before it is read: contractions typed without apostrophes,
numbers written in words before a unit, phrasal verbs read as the verb they mean, a leading
"new" read as creating, and misspelt interface words repaired (outside quoted text)."""

from __future__ import annotations

import re

from experts.offline.lexicon import repair_text
from experts.offline.patterns import QUOTED

PHRASAL = (
    (re.compile(r"\bget rid of\b", re.IGNORECASE), "delete"),
    (re.compile(r"\b(?:hook|link) (?:me |it )?up (?:with|to)\b", re.IGNORECASE), "connect to"),
    (re.compile(r"\b(?:take|get|give) me (?:directions )?to\b", re.IGNORECASE), "navigate to"),
    (re.compile(r"\bwake me(?: up)? at\b", re.IGNORECASE), "set an alarm for"),
    (re.compile(r"\b(?:check|cross|tick) off\b", re.IGNORECASE), "tick off"),
)
"""Phrasal verbs read as the one verb they mean."""


def normalized(text: str) -> str:
    """``text`` with typos and phrasal verbs put right outside its quotes."""
    parts, at = [], 0
    for match in QUOTED.finditer(text):
        parts += [_plain(text[at : match.start()]), match.group(0)]
        at = match.end()
    return "".join([*parts, _plain(text[at:])])


def _plain(text: str) -> str:
    text = _CONTRACTION.sub(lambda m: CONTRACTIONS[m.group(0).lower()], text)
    text = _NUMBER_WORDS.sub(_number, text)
    for pattern, verb in PHRASAL:
        text = pattern.sub(verb, text)
    if re.match(r"\s*new\b", text, re.IGNORECASE):
        text = "create " + text.lstrip()
    return repair_text(text)


CONTRACTIONS = {
    "whats": "what is",
    "whens": "when is",
    "wheres": "where is",
    "whos": "who is",
    "hows": "how is",
    "dont": "don't",
    "doesnt": "doesn't",
    "cant": "can't",
    "wont": "won't",
    "im": "I'm",
}
"""Contractions typed without their apostrophe."""
_CONTRACTION = re.compile(r"\b(?:" + "|".join(CONTRACTIONS) + r")\b", re.IGNORECASE)
_UNITS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_NUMBER_WORDS = re.compile(
    rf"\b(?:({'|'.join(_TENS)})(?:[- ]({'|'.join(_UNITS[1:10])}))?|({'|'.join(_UNITS)}))\b"
    r"(?=\s*[-\s](?:minutes?|mins?|hours?|hrs?|seconds?|secs?|stars?|am|pm|o'clock|days?)\b)",
    re.IGNORECASE,
)
"""A number written in words before a unit ("twelve minutes", "twenty-five min")."""


def _number(match: re.Match[str]) -> str:
    tens, unit, alone = match.group(1), match.group(2), match.group(3)
    if alone:
        return str(_UNITS.index(alone.lower()))
    value = 10 * (_TENS.index(tens.lower()) + 2)
    return str(value + (_UNITS.index(unit.lower()) if unit else 0))
