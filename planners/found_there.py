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


def placed_question(text: str) -> str:
    """``text`` with a question's "look it up in <place>" clause made the question's own
    place ("which zorb does bo make in the app store? text ann")."""
    return _FOUND_THERE.sub(lambda m: f"{m['question']} {m['place'].strip()}? ", text).strip()
