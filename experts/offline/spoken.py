"""Numbers and times of day said in words, put in digits: "twelve minutes" -> "12 minutes",
"quarter to seven" -> "6:45", "half past 6" -> "6:30", "six forty-five am" -> "6:45 am",
"seven o'clock" -> "7:00", "5 in the evening" -> "5 pm". A clock time reads the digits as
any time typed with them."""

from __future__ import annotations

import re

UNITS = (
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
)
TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_NUMBER = rf"(?:(?:{'|'.join(TENS)})(?:[- ](?:{'|'.join(UNITS[1:10])}))?|{'|'.join(UNITS)})"
_DAY_PART = (
    r"(?:am|pm|a\.m\.|p\.m\.|in the (?:morning|afternoon|evening)|at night|tonight"
    r"|this (?:morning|afternoon|evening))"
)
_NUMBER_WORDS = re.compile(
    rf"\b{_NUMBER}\b(?=\s*[-\s](?:minutes?|mins?|hours?|hrs?|seconds?|secs?|stars?|o'clock"
    rf"|days?)\b|\s+{_DAY_PART}(?![a-z]))",
    re.IGNORECASE,
)
"""A number written in words before a unit or a part of the day ("twelve minutes", "three in
the afternoon")."""


def number_value(said: str) -> int:
    """The value of a number written in words or digits ("forty-five" -> 45)."""
    said = said.lower().strip()
    if said.isdigit():
        return int(said)
    if said in UNITS:
        return UNITS.index(said)
    tens, _, unit = re.sub(r"[- ]+", " ", said).partition(" ")
    return 10 * (TENS.index(tens) + 2) + (UNITS.index(unit) if unit else 0)


_HOUR = rf"(\d{{1,2}}|{'|'.join(UNITS[1:13])})"
_PAST_TO = re.compile(
    r"(?<!\bfrom )(?<!\bbetween )\b(a quarter|quarter|half|five|ten|twenty(?:[- ]five)?"
    rf"|(?:\d{{1,2}}|{_NUMBER})\s+minutes?|\d{{1,2}}(?=\s+past))\s+(past|after|to|before|till)\s+"
    rf"{_HOUR}\b(?!\s*(?:[:.]\d|minutes?|mins?|hours?|hrs?|days?|weeks?|people|of\b|percent|%))",
    re.IGNORECASE,
)
"""A time told from the hour ("quarter to seven", "ten past 9", "half past six"); not a span
("from 2 to 3")."""
_HALF_HOUR = re.compile(
    rf"\b(at|for|to|until|till|by|from)\s+half\s+{_HOUR}\b(?!\s*(?:[:.]\d|minutes?|hours?|%))",
    re.IGNORECASE,
)
"""A half hour said the short way after a preposition ("at half six" is 6:30)."""
_HOUR_MINUTE = re.compile(
    rf"\b{_HOUR}[ :.-]?(oh[- ]?[a-z]+|o[- ][a-z]+|{_NUMBER}|\d{{2}})\b(?=\s*{_DAY_PART})",
    re.IGNORECASE,
)
"""An hour and its minutes said one after the other before a part of the day ("six forty-five
am", "6 45 in the morning")."""
_AT_HOUR_MINUTE = re.compile(
    rf"\b(at|for|to|until|till|from)\s+{_HOUR}[ -]({'|'.join(TENS[:4])}(?:[- ][a-z]+)?|fifteen"
    r"|oh[- ][a-z]+)\b(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|people|percent|%))",
    re.IGNORECASE,
)
"""An hour and its minutes in words after a preposition ("at seven thirty", "for six fifteen")."""
_OCLOCK = re.compile(rf"\b{_HOUR}\s*o['\u2019]?\s?clock\b", re.IGNORECASE)
_PART_OF_DAY = re.compile(
    r"\b(\d{1,2})(:\d{2})?\s+(in the morning|this morning|in the afternoon|this afternoon"
    r"|in the evening|this evening|at night|tonight)\b",
    re.IGNORECASE,
)
"""An hour placed in the day by words ("7 in the evening" is 7 pm)."""


def _clock(hour: int, minute: int) -> str:
    return f"{hour}:{minute:02d}"


def _past_to(match: re.Match[str]) -> str:
    said, way, hour = match.group(1).lower(), match.group(2).lower(), number_value(match.group(3))
    said = re.sub(r"^a |\s+minutes?$", "", said)
    minute = {"quarter": 15, "half": 30}.get(said)
    minute = number_value(said) if minute is None else minute
    if not 0 < minute < 60 or not 0 < hour <= 12:
        return match.group(0)
    if way in ("past", "after"):
        return _clock(hour, minute)
    return _clock(hour - 1 or 12, 60 - minute)


def _hour_minute(hour_said: str, minute_said: str) -> str | None:
    """``H:MM`` for an hour and minutes said in words or digits ("six", "oh five"), or
    ``None`` when they are no time of day."""
    minute_said = re.sub(r"^oh?[- ]?", "", minute_said.lower())
    try:
        hour, minute = number_value(hour_said), number_value(minute_said)
    except ValueError:
        return None
    if not 0 < hour <= 12 or not 0 <= minute < 60:
        return None
    return _clock(hour, minute)


def _at_hour_minute(match: re.Match[str]) -> str:
    said = _hour_minute(match.group(2), match.group(3))
    return f"{match.group(1)} {said}" if said else match.group(0)


def _part_of_day(match: re.Match[str]) -> str:
    hour, minute, part = int(match.group(1)), match.group(2) or "", match.group(3).lower()
    if not 0 < hour <= 12:
        return match.group(0)
    half = "am" if "morning" in part or (hour == 12 and "night" in part) else "pm"
    kept = " tonight" if part == "tonight" else ""
    return f"{hour}{minute} {half}{kept}"


def _number(match: re.Match[str]) -> str:
    return str(number_value(match.group(0)))


def spoken_numbers(text: str) -> str:
    """``text`` with times of day said in words and numbers said before a unit in digits."""
    text = _PAST_TO.sub(_past_to, text)
    text = _HALF_HOUR.sub(lambda m: f"{m.group(1)} {_clock(number_value(m.group(2)), 30)}", text)
    text = _HOUR_MINUTE.sub(lambda m: _hour_minute(m.group(1), m.group(2)) or m.group(0), text)
    text = _AT_HOUR_MINUTE.sub(_at_hour_minute, text)
    text = _OCLOCK.sub(lambda m: _clock(number_value(m.group(1)), 0), text)
    text = _NUMBER_WORDS.sub(_number, text)
    return _PART_OF_DAY.sub(_part_of_day, text)
