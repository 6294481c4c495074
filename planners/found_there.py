"""A question followed by where to find its answer ("which zorb does bo make? look it up in
the app store and text ann"): the place belongs to the question, which is asked there, and
the clause saying so does nothing of its own."""

from __future__ import annotations

import re

_FOUND_THERE = re.compile(
    r"(?P<question>[^?.!]+?)\s*\?\s*(?:then\s+)?(?:find|look|check|search|see)\s+"
    r"(?:it|that|this|them|the answer)\s+(?:up\s+)?"
    r"(?P<place>(?:in|on)\s+(?:the|my|your)\s+[\w -]+?)"
    r"(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+|[.;]\s*)(?:then\s+)?(?=\w)|\s*[.!]?\s*$)",
    re.IGNORECASE,
)


_LOOKED_UP = re.compile(
    r"(?P<question>[^?.!]+?)\s*\?\s*(?:then\s+)?(?:look\s+(?:it|that|this)\s+up|"
    r"google\s+(?:it|that|this)|search(?:\s+for)?\s+(?:it|that|this))"
    r"(?:\s+(?:online|on\s+the\s+(?:web|internet|net)|on\s+google))?"
    r"(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+|[.;]\s*)(?:then\s+)?(?=\w)|\s*[.!]?\s*$)",
    re.IGNORECASE,
)
"""A question followed by a look-up that names no record to look in ("... ? look it up and
text ann", "... ? google it, then ..."), maybe saying it is on the web ("look it up online")."""


def placed_question(text: str) -> str:
    """``text`` with a question's "look it up in <place>" clause made the question's own
    place ("which zorb does bo make in the app store? text ann"); a look-up naming no place
    does nothing of its own ("how tall is the zorb? look it up and text ann" -> "how tall is
    the zorb? text ann"); the team's web app, if it has one, is asked it."""
    text = _FOUND_THERE.sub(lambda m: f"{m['question']} {m['place'].strip()}? ", text).strip()
    return _LOOKED_UP.sub(lambda m: f"{m['question']}? ", text).strip()
