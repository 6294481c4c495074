"""A list asked for in an order without the word "sort": "alphabetically", "in abc order",
"a to z", "biggest first", "newest ones first", read as sorting the things by the key that order
follows (name, size, date), which is what an app's sort control offers."""

from __future__ import annotations

import re

_KEYS = (
    (re.compile(r"alphabetic|\babc\b|\ba ?(?:to|-) ?z\b", re.IGNORECASE), "name"),
    (re.compile(r"\b(?:biggest|largest|smallest|size)\b", re.IGNORECASE), "size"),
    (re.compile(r"\b(?:newest|latest|oldest|most recent|date)\b", re.IGNORECASE), "date"),
)
_ORDER = (
    r"(?:alphabetical(?:ly)?(?: order)?|in (?:abc|a ?(?:to|-) ?z|alphabetical) order|a ?(?:to|-) ?z"
    r"|by (?:size|date)|(?:biggest|largest|smallest|newest|latest|oldest|most recent)"
    r"(?: ones?)? first)"
)
_ORDERED = re.compile(
    rf"^\s*(?:list|show|put|order|arrange|have|sort|display)\s+(?P<things>(?:my|the|all)\s+"
    rf"(?:[\w-]+\s+){{0,2}}?[\w-]+)\s+(?P<order>{_ORDER})\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""Things listed in an order said after them ("list my zorbs alphabetically")."""
_FIRST = re.compile(
    r"^\s*(?:list|show|put|have|display)\s+(?P<whose>my|the|all)\s+"
    r"(?P<order>biggest|largest|smallest|newest|latest|oldest)\s+(?P<things>[\w-]+)\s+first"
    r"\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""Things listed with the ones of an extreme first ("show my biggest zorbs first")."""


def ordered(text: str) -> str:
    """``text`` read as sorting when it asks for things in an order; else as it is."""
    match = _ORDERED.match(text)
    if match:
        return f"sort {match['things']} by {_key(match['order'])}"
    match = _FIRST.match(text)
    if match:
        return f"sort {match['whose']} {match['things']} by {_key(match['order'])}"
    return text


def _key(order: str) -> str:
    return next(key for pattern, key in _KEYS if pattern.search(order))
