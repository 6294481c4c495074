"""A question whose answer is a measure ("how far is ...", "how tall is ...") and the measure
a passage gives: a number with its unit of length, weight, age or speed ("10 km", "8,849
metres"), never a name or a time of day next to it."""

from __future__ import annotations

import re

MEASURED = re.compile(r"\bhow (?:far|tall|high|big|large|heavy|deep|wide|old|fast)\b", re.I)
_MEASURE = re.compile(
    r"\b\d[\d,]*(?:\.\d+)?\s?(?:km|kilomet(?:er|re)s?|miles?|mi|metres?|meters?|m|feet|ft|cm|"
    r"kg|kilos?|grams?|g|lbs?|pounds?|years?|floors?|storeys?|mph|km/h)(?![\w/])",
    re.IGNORECASE,
)


def measure(passages: list[str]) -> str:
    """The first number with a unit in ``passages`` (best first), or ``""``."""
    return next((m.group(0) for p in passages if (m := _MEASURE.search(p))), "")
