"""Putting a typed request right before it is read: contractions typed without apostrophes and
texting shorthand ("bday", "pls"), numbers written in words before a unit, phrasal verbs read as
the verb they mean, a leading "new" read as creating, misspelt interface words repaired (outside
quoted text), and the text after a closing colon ("reply to ann: on my way") read as a
quoted value."""

from __future__ import annotations

import re

from experts.offline.lexicon import interface_verb, repair_text
from experts.offline.patterns import QUOTED, VERB_BY_STEM
from experts.offline.words import stem

PHRASAL = (
    (re.compile(r"\bget rid of\b", re.IGNORECASE), "delete"),
    (re.compile(r"\b(?:hook|link) (?:me |it )?up (?:with|to)\b", re.IGNORECASE), "connect to"),
    (re.compile(r"\b(?:take|get|give) me (?:directions )?to\b", re.IGNORECASE), "navigate to"),
    (re.compile(r"\bwake me(?: up)? at\b", re.IGNORECASE), "set an alarm for"),
    (re.compile(r"\b(?:check|cross|tick) off\b", re.IGNORECASE), "tick off"),
    (re.compile(r"\b(?:stop|quit) (follow|star|lik)(?:ing|ring)\b", re.IGNORECASE), r"un\1"),
    (re.compile(r"\bunlik\b", re.IGNORECASE), "unlike"),
    (
        re.compile(r"\bun-?favou?rite\s+(.+?)(?=$|[,.;!?]| in | on )", re.IGNORECASE),
        r"remove \1 from favorites",
    ),
    (
        re.compile(
            r"\btake\s+(.+?)\s+(?:off|out of)\s+((?:my |the )?favou?rites)\b", re.IGNORECASE
        ),
        r"remove \1 from \2",
    ),
)
"""Phrasal verbs read as the one verb they mean; undoing a state ("stop following", "un-star",
"unfavourite X", "take X off my favourites") as the verb or the control that undoes it."""


_LIST_FIRST = re.compile(r"^\s*((?:my |the )?[\w' -]*?\blist):\s*(add|put)\s+(.+)$", re.I | re.S)
"""A list named before its entry ("grocery list: add rice" is "add rice to my grocery list")."""


def normalized(text: str) -> str:
    """``text`` with typos and phrasal verbs put right outside its quotes, and a value given
    after a colon quoted."""
    listed = _LIST_FIRST.match(text)
    if listed:
        name = re.sub(r"^(?:my|the)\s+", "", listed.group(1), flags=re.I)
        text = f"{listed.group(2)} {listed.group(3).rstrip('.')} to my {name}"
    text = _colon_value(text)
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


_COLON = re.compile(r"^(.*?\S):\s+(.+)$", re.DOTALL)
_LIST = re.compile(r",[^,]*\band\b|,[^,]*,")


def _colon_value(text: str) -> str:
    """``text`` with what follows its first ": " quoted, when that is a value rather than a
    list of items or another clause ("message ann: running late" -> ``message ann: "running
    late"``; "pack: a, b and c" and "my draft: give it a subject" are left alone)."""
    match = _COLON.match(text)
    if match is None or '"' in text or "\u201c" in text:
        return text
    head, tail = match.group(1), match.group(2).strip()
    first = re.match(r"[A-Za-z'-]+", tail)
    if _LIST.search(tail) or (first and _is_verb(first.group())):
        return text
    return f'{head}: "{tail}"'


def _is_verb(word: str) -> bool:
    return stem(word.lower()) in VERB_BY_STEM or interface_verb(word) is not None


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
    "b-day": "birthday",
    "pls": "please",
    "plz": "please",
    "msg": "message",
    "u": "you",
    "ur": "your",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "appt": "appointment",
    "thx": "thanks",
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
