"""The field a fact about the owner's records asks for ("my flight number" -> number, "where
..." -> place, "who makes ..." -> maker), read from its own words."""

from __future__ import annotations

import re

from experts.assembly_records import FIELDS, OWNER
from experts.offline.patterns import MADE_BY


def fact_words(fact: str) -> list[str]:
    """The words of a fact before the record or place it is of ("my flight number" of "my
    flight number for the rome trip"), lower-cased."""
    head = re.split(r"\s+(?:from|in|for|of|on)\s+", fact, maxsplit=1)[0]
    return [w.lower() for w in re.findall(r"[A-Za-z]+", head)]


_OWNED_THING = re.compile(r"(?:[\w-]+ )?[\w-]+['\u2019]s |(?:my|our) ", re.IGNORECASE)
"""A thing of someone's or of a time ("ann's zap deadline", "last night's zap venue")."""
_RELATIVE_AFTER = re.compile(r"the [\w-]+ (?:my|our|the|his|her|their|i|we) ", re.IGNORECASE)
"""A thing a relative clause describes ("the gate my zap train leaves from"): the thing."""
_TIMELY = re.compile(
    r"\b(?:when|hours?|starts?|begins?|leaves?|lands?|arrives?|due|until|deadlines?)\b", re.I
)
"""Words that ask when a thing happens, not what it is."""


def fact_field(fact: str) -> str:
    """The field a fact asks for: the last field word it says, else where -> place, what was
    ordered, a thing's own ("the zorb's model") or a thing that says nothing of when ("the
    goals of the brief") -> item, how long or far -> length (a duration or a distance, not a
    time of day), and a time for when or what happens."""
    words = fact_words(fact)
    named = [w for w in words if w in FIELDS]
    if named:
        return named[-1]
    if words[:1] == ["why"]:
        return "reason"
    if words[:1] == ["who"]:
        return "maker" if MADE_BY.match(fact) else "name"
    if words[:2] == ["how", "much"]:
        return "total"
    if words[:2] == ["how", "many"]:
        return "number"
    if words[:2] in (["how", "long"], ["how", "far"]):
        return "length"
    if words[:1] == ["the"] and re.search(rf"\b(?:from|in|on) {OWNER}\s", fact, re.IGNORECASE):
        return "item"
    if re.match(r"the [\w-]+(?: (?:my|our) |['\u2019]s )", fact, re.IGNORECASE):
        return "item"
    if _OWNED_THING.match(fact) and not _TIMELY.search(fact):
        return "item"
    if words[:1] in (["what"], ["which"], ["the"]) and not _TIMELY.search(fact):
        return "item"
    if _RELATIVE_AFTER.match(fact):
        return "item"
    return "place" if words[:1] == ["where"] else "time"
