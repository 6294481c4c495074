"""The shapes a committed value can have (a clock time, a date, an amount, a phone number, a
rating, a duration, a street address) and whether a value can be of a kind at all."""

from __future__ import annotations

import re
from typing import Literal

from experts.offline.lexicon import known_word
from experts.offline.patterns import SENTENCE_VERB
from experts.offline.patterns import STREET_ADDRESS as ADDRESS

Kind = Literal[
    "time",
    "date",
    "place",
    "address",
    "person",
    "code",
    "price",
    "phone",
    "email",
    "rating",
    "duration",
    "count",
    "text",
]
PHONE = re.compile(r"(?<!\d)(?:\+\d{1,2}\s?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?!\d)")
"""A phone number ("(415) 555-0182", "415-555-0198")."""
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
"""An email address."""
RATING = re.compile(
    r"\b(\d(?:\.\d)?)\s*(?:out of 5\s*)?(?:stars?\b|★)|\brat(?:ed|ing)\W+(\d(?:\.\d)?)\b"
    r"|^\s*([0-5]\.\d)\s*$",
    re.IGNORECASE,
)
"""A rating out of five ("4.6 stars", "rated 4.6", a bare "4.6")."""
_TIME = r"\d{1,2}(?::\d{2}\s*(?:[ap]\.?m\b\.?)?|\s*[ap]\.?m\b\.?)"
CLOCK = re.compile(rf"\b{_TIME}(?:\s*[–-]\s*{_TIME})?", re.IGNORECASE)
"""A clock time or a span of two ("11:00 – 11:45", "7:30 PM", "11 AM–10 PM")."""
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_WEEKDAY = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:[a-z]*day)?\.?"
DATE = re.compile(
    rf"\b(?:{_WEEKDAY},?\s+)?(?:{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?|\d{{1,2}}"
    rf"\s+{_MONTH}(?:\s+\d{{4}})?)(?=\W|$)|\b\d{{4}}-\d{{2}}-\d{{2}}\b|\b(?:mon|tues|wednes|thurs"
    r"|fri|satur|sun)day\b|\b(?:today|tomorrow)\b",
    re.IGNORECASE,
)
MONEY = re.compile(
    r"[$€£]\s?\d[\d,]*(?:\.\d{2})?|\b\d[\d,]*(?:\.\d{2})?\s?(?:USD|EUR|GBP)\b"
    r"|\b(?:USD|EUR|GBP)\s?\d[\d,]*(?:\.\d{2})?(?:\s?(?:to|-|\u2013)\s?\d[\d,]*(?:\.\d{2})?)?"
)
"""An amount of money ("$32.99", "1,249.00 EUR", "EUR 38,000 to 44,000")."""
DURATION = re.compile(
    r"\b\d+(?:\.\d+)?\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\b",
    re.IGNORECASE,
)
"""A length of time ("25 minutes", "55 min", "2 hours")."""
_WHEN_WORDS = re.compile(
    r"\b(?:noon|midnight|all day|weekend|morning|afternoon|evening|night|in \d+ \w+)\b",
    re.IGNORECASE,
)
"""Words that say when without a clock time or a date ("noon", "this weekend")."""
COUNT = re.compile(r"(?<![\w.,])(\d[\d,]*(?:\.\d+)?(?:[kKMB]\+?|\+)?)(?![\w.])")
"""A figure a count is written as ("7,302", "20M+", "2.5K", "40k")."""
SHAPES: dict[str, re.Pattern[str]] = {
    "count": COUNT,
    "time": CLOCK,
    "duration": DURATION,
    "price": MONEY,
    "phone": PHONE,
    "email": EMAIL,
    "rating": RATING,
}
"""The kinds a value's shape tells (a date also has one, ranked by its sentence)."""


def shaped(kind: Kind, text: str) -> str:
    """The first value of ``kind``'s shape in ``text`` (a clock time, a date, an amount, a
    phone number, a rating: "4.6 stars" or a bare "4.6"), ``""`` when none or no shape."""
    pattern = DATE if kind == "date" else SHAPES.get(kind)
    found = pattern.search(text) if pattern is not None else None
    if found is None:
        return ""
    if kind == "date":
        return with_clock(text, found)
    return next((group for group in found.groups() if group), found.group(0)).strip()


_AT_CLOCK = re.compile(rf",?\s+at\s+{_TIME}", re.IGNORECASE)


def with_clock(text: str, date: re.Match[str]) -> str:
    """A date found in ``text`` with the clock time said right after it ("Zapday, May 4 at
    10:00"): a dated thing's time goes with its day."""
    at = _AT_CLOCK.match(text, date.end())
    return (date.group(0) + (at.group(0) if at else "")).strip()


def fits(kind: Kind, value: str) -> bool:
    """Whether a committed ``value`` can be of ``kind``: a time or a date needs a clock time
    or a date in it, a short phone value the number's shape, a price, a rating, an address or
    a phone text a digit (an email address its "@"), a place no sentence, a code no run of
    three lower-case words ("30% off hiking gear" is what a sale gives, not its code), a
    person's name not two English words ("City Library"); other kinds take any text."""
    if kind in ("time", "date"):
        return bool(CLOCK.search(value) or DATE.search(value) or _WHEN_WORDS.search(value))
    if kind == "address" and "@" in value:
        return True
    if kind == "phone" and len(value.split()) <= 3:
        return bool(PHONE.search(value))
    if kind in ("price", "rating", "address", "phone", "duration", "count"):
        return any(ch.isdigit() for ch in value)
    if kind == "place":
        return not SENTENCE_VERB.search(value)
    if kind == "code":
        return not _WORDED.search(value)
    if kind == "person":
        said = re.findall(r"[A-Za-z]+", value)
        return not (len(said) == 2 and all(known_word(w.lower()) for w in said))
    return True


_WORDED = re.compile(r"\b[a-z]+\s+[a-z]+\s+[a-z]+\b")
"""Three lower-case words in a row: words of a sentence, which no code holds."""


def fits_shape(kind: Kind, value: str) -> bool:
    """Whether a labelled ``value`` can be of ``kind``: its shape for the kinds with one; a
    code holds a digit or is written in capitals ("K7Q2XP", "SPRING"), so a sender's name
    beside a folder label ("Inbox: Nimbus") is none, nor is a phrase of lower-case words
    ("30% off hiking gear")."""
    if kind == "code":
        worded = any(re.fullmatch(r"[a-z]{3,}", token) for token in value.split())
        return not worded and (
            any(ch.isdigit() for ch in value) or (value.isupper() and len(value) >= 3)
        )
    return bool(shaped(kind, value)) if kind in (*SHAPES, "date") else True


_PARTS = re.compile(r"\s+[\u00b7|\u2022]\s+")
"""What separates the parts of a list row's line ("$$ \u00b7 Zorbish \u00b7 12 Quill St")."""


def part_of(kind: Kind, line: str) -> str:
    """For an address, the part of a row's line that holds the street address ("12 Quill St" of
    "$$ \u00b7 Zorbish \u00b7 12 Quill St"); the line itself when it has no such part, is of one
    part ("Zap Dental, 12 Quill St") or is of another kind."""
    if kind != "address":
        return line
    return next((p for p in _PARTS.split(line) if ADDRESS.search(p)), line)
