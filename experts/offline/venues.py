"""A question that asks where something is held by naming the kind of place it is held at:
"what's the name of the zorbery for our friday quorn", "which bistro is the quorn at", "the
zorbery for the quorn, what is it": each is restated "where is <the thing>", so the record's
place is read (the kind of place is no title to look for, and the thing is the record)."""

from __future__ import annotations

import re
from functools import cache

from experts.offline.lexicon import kinds

_VENUES = frozenset(
    re.findall(
        r"\w+",
        "hotel motel hostel inn resort bar pub club gym studio room hall venue spot theater "
        "theatre cinema museum gallery park stadium arena clinic hospital office school library "
        "salon spa church temple court pool rink",
    )
)
"""Ordinary English nouns of places where things are held, besides the places to eat and
drink the lexicon's map kind names."""
_THING = r"(?P<thing>(?:my|our|the|this|that|his|her|their|next|\w+['\u2019]s)\s[^?,;!]+?)"
_END = r"(?=\s+in\s+[A-Z]\w*\b|\s*[?.!,;]|\s*$)"


@cache
def _patterns() -> tuple[re.Pattern[str], ...]:
    maps = {"map", "chart", "route", "navigate", "navigation", "direction", "food"}
    eating = {k for k in kinds()["map"] if " " not in k} - maps
    venue = "|".join(sorted({*_VENUES, *eating}, key=len, reverse=True))
    asked = r"(?:what|which)(?:['\u2019]s|\s+is|\s+was)?\s+(?:the\s+)?"
    return tuple(
        re.compile(pattern, re.IGNORECASE)
        for pattern in (
            rf"\b{asked}(?:name\s+of\s+(?:the\s+)?)?(?:{venue})\s+(?:for|of)\s+{_THING}{_END}",
            rf"\b(?:what|which)\s+(?:{venue})\s+(?:is|was|are|were)\s+{_THING}\s+"
            rf"(?:held\s+)?(?:at|in){_END}",
            rf"^\s*(?:the\s+)?(?:{venue})\s+(?:for|of)\s+{_THING}\s*,\s*(?:what|which)\s+"
            rf"(?:is|was)\s+(?:it|that){_END}",
        )
    )


def venue_asked(text: str) -> str:
    """``text`` with a question naming the kind of place a thing is held at restated as
    "where is <the thing>"; unchanged when it asks no such thing."""
    for pattern in _patterns():
        match = pattern.search(text)
        if match:
            return f"{text[: match.start()]}where is {match['thing']}{text[match.end() :]}"
    return text
