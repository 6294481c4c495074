"""A list entry said to be finished, read as ticking it off: "done with X, tick it off", "finished
X, check it", "X - done", "X: done". The entry is the words between, as written; a place said
after the pronoun ("... tick it off my chore list") is kept."""

from __future__ import annotations

import re

_TICK_IT = (
    r"(?:\s*[,;]\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:tick|check|cross|mark)\s+(?:it|that|this)"
    r"(?:\s+(?:off|done|as\s+done))?(?:\s+(?:on|in|from|off)\s+(?P<place>.+?))?)"
)
_DONE_WITH = re.compile(
    r"^\s*(?:(?:i['\u2019]?m|i\s+am|we['\u2019]?re|we\s+are)\s+)?(?:all\s+)?(?:done|finished)"
    rf"\s+(?:with\s+)?(?P<thing>[^,;:]+?){_TICK_IT}\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""A thing said finished first and then ticked by a pronoun."""
_THING_DONE = re.compile(
    r"^\s*(?P<thing>[a-z][^,;:\-\u2013\u2014]*?)\s*(?:[-:\u2013\u2014]+|,)\s*"
    rf"(?:all\s+)?(?:done|finished|completed?)\b{_TICK_IT}?\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""A thing set off by a dash, colon or comma and then said done ("water the zorps - done")."""


def said_done(text: str) -> str:
    """``text`` with an entry said finished read as ticking it off (``tick off X [in P]``);
    unchanged otherwise."""
    match = _DONE_WITH.match(text) or _THING_DONE.match(text)
    if match is None:
        return text
    thing = re.sub(r"^(?:my|our)\s+", "", match["thing"].strip(), flags=re.IGNORECASE)
    place = (match["place"] or "").strip()
    return f"tick off {thing}" + (f" in {place}" if place else "")
