"""A question whose answer is a measure ("how far is ...", "how tall is ...", "what temperature
does ... bake at") and the measure a passage gives: a number with its unit of length, weight,
age or speed ("10 km", "8,849 metres"), of temperature for a question about heat ("180 C"),
never a name or a time of day next to it."""

from __future__ import annotations

import re

MEASURED = re.compile(
    r"\bhow (?:far|tall|high|big|large|heavy|deep|wide|old|fast|hot|warm|cold)\b"
    r"|\b(?:what|which)\s+(?:temp|temperature|distance|height|weight|depth|length)\b",
    re.IGNORECASE,
)
_HOW_LONG = re.compile(r"\bhow long\b", re.IGNORECASE)
_HEAT = re.compile(r"\b(?:hot|warm|cold|temp|temperature)\b", re.IGNORECASE)
_NUMBER = r"\b\d[\d,]*(?:\.\d+)?\s?"
_LENGTH = r"km|kilomet(?:er|re)s?|miles?|mi|metres?|meters?|m|feet|ft|cm"
_LENGTHS = re.compile(_NUMBER + rf"(?:{_LENGTH})(?![\w/])", re.IGNORECASE)
_MEASURE = re.compile(
    _NUMBER + rf"(?:{_LENGTH}|"
    r"kg|kilos?|grams?|g|lbs?|pounds?|years?|floors?|storeys?|mph|km/h)(?![\w/])",
    re.IGNORECASE,
)
_DEGREES = re.compile(
    _NUMBER + r"(?:°\s?[CF]|degrees?(?:\s+(?:celsius|fahrenheit|[CF]))?|[CF])(?![\w/])",
    re.IGNORECASE,
)


def measure(passages: list[str], asked: str = "") -> str:
    """The first number with a unit in ``passages`` (best first), of temperature when
    ``asked`` is about heat, or ``""``."""
    unit = _DEGREES if _HEAT.search(asked) else _MEASURE
    return next((m.group(0) for p in passages if (m := unit.search(p))), "")


def length_said(kind: str, question: str, answer: str) -> str:
    """For a duration asked by "how long", a brief answer that is a length ("10 km" for "how
    long is the walk"), or ``""``: "how long" asks a distance as well as a span of time."""
    found = _LENGTHS.fullmatch(answer.strip(" ."))
    asked = kind == "duration" and _HOW_LONG.search(question)
    return found.group(0) if found and asked else ""
