"""Words typed short: contractions without their apostrophe, texting shorthand ("bday",
"pls"), and numbers written in words before a unit ("twelve minutes"), each put as written in
full."""

from __future__ import annotations

import re

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
    "isnt": "isn't",
    "arent": "aren't",
    "wasnt": "wasn't",
    "didnt": "didn't",
    "havent": "haven't",
    "hasnt": "hasn't",
    "ive": "I've",
    "youre": "you're",
    "theres": "there's",
}
"""Contractions typed without their apostrophe."""
SHORTHAND = {
    "bday": "birthday",
    "e-mail": "email",
    "b-day": "birthday",
    "pls": "please",
    "plz": "please",
    "msg": "message",
    "favs": "favorites",
    "faves": "favorites",
    "u": "you",
    "ur": "your",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "appt": "appointment",
    "thx": "thanks",
    "wanna": "want to",
    "gonna": "going to",
    "gotta": "have to",
    "lemme": "let me",
    "gimme": "give me",
    "2moro": "tomorrow",
    "2morrow": "tomorrow",
    "tmrow": "tomorrow",
}
"""Texting shorthand for common words."""
CONTRACTIONS |= SHORTHAND
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


def spelled_out(text: str) -> str:
    """``text`` with contractions and shorthand in full and numbers before a unit in digits."""
    text = _CONTRACTION.sub(lambda m: CONTRACTIONS[m.group(0).lower()], text)
    return _NUMBER_WORDS.sub(_number, text)
