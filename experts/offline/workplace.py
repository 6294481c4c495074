"""A place known only by who works there, gone to or kept ("navigate to zed's office", "walk to
where ann lee works", "save the company bo works for"), read as finding the company first:
"which company does zed work for? navigate there". The address book keeps whom a person works
for; the map knows where that is. Ordinary English only; a question about the place is left
as it is."""

from __future__ import annotations

import re

_WHO = r"(?P<who>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
_PLACE_NOUNS = r"(?:company|firm|place|office|employer|business|workplace)"
_WORKPLACE = re.compile(
    rf"(?:(?P<to>\bto\s+)|\b)(?:{_WHO}['\u2019]s\s+(?:workplace|work\s*place|office|job"
    r"|employer|company|firm|work)\b(?!\s+(?:e-?mail|number|phone|address|hours|mail)\b)"
    rf"|(?:the\s+{_PLACE_NOUNS}\s+(?:that\s+|where\s+)?|where\s+){_WHO.replace('who', 'doer')}\s+"
    r"(?:works|is\s+working)(?:\s+(?:at|for|in))?\b)",
    re.IGNORECASE,
)
"""The place, by who works there, with the "to" that goes there."""
_MODES = {"walk": "walking", "drive": "driving", "bike": "cycling", "cycle": "cycling"}
_ACT = re.compile(
    r"^\s*(?:(?:please|pls|can you|could you)\s+)?(?P<verb>navigate|take\s+me|get\s+me"
    r"|directions|get\s+directions|show\s+(?:me\s+)?(?:the\s+)?(?:route|directions|way)"
    r"|route|go|head|drive|walk|bike|cycle|save|star|bookmark)\b",
    re.IGNORECASE,
)
"""An act that goes to a place or keeps it."""


def workplace_found_first(text: str) -> str:
    """``text`` whose act goes to or keeps a place known by who works there, written as finding
    whom they work for, then the act on "there" (or "it"); unchanged otherwise."""
    act = _ACT.match(text)
    place = _WORKPLACE.search(text)
    if act is None or place is None:
        return text
    who = place["who"] or place["doer"]
    verb = act["verb"].lower()
    if verb in _MODES and place["to"]:
        rest = f"get {_MODES[verb]} directions there{text[place.end() :]}"
    elif verb == "directions":
        rest = f"get directions there{text[place.end() :]}"
    else:
        where = " there" if place["to"] else " it"
        rest = f"{text[: place.start()].rstrip()}{where}{text[place.end() :]}"
    return f"which company does {who} work for? {rest.strip()}"
