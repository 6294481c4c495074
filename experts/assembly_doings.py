"""The record a request's doing of the owner's is kept as ("when am i zorbing" -> the record
noun "zorbing" shares its first sense with), by the lexicon's "-ing" nouns (WordNet): a doing
and its record may share no stem ("flying" and "flight")."""

from __future__ import annotations

import re

from experts.offline.lexicon import doings

_OWNER_DOES = re.compile(
    r"\b(?:(?:i|we)(?:['\u2019](?:m|re|ll)|\s+(?:am|are|was|were|will))?|(?:am|are|do|did|will)"
    r"\s+(?:i|we))\s+(?P<verb>[a-z]+)\b(?!\s+(?:[\w-]+\s+){0,2}know\b)",
    re.IGNORECASE,
)
"""The owner's doing ("when i'm zorbing", "when do we zorb"); not telling someone ("i'm
letting bo know")."""


def owner_doing(phrase: str) -> tuple[str, str] | None:
    """The owner's first doing in ``phrase`` that the lexicon knows, as said ("flying"), and
    its record noun ("flight")."""
    table = doings()
    for found in _OWNER_DOES.finditer(phrase):
        verb = found["verb"].lower()
        forms = (verb, f"{verb}ing", f"{verb[:-1]}ing", f"{verb}{verb[-1:]}ing")
        record = next((table[f] for f in forms if f.endswith("ing") and f in table), None)
        if record is not None:
            return verb, record
    return None


def doing_record(phrase: str) -> str | None:
    """The record noun of the owner's first doing in ``phrase`` that the lexicon knows."""
    found = owner_doing(phrase)
    return found[1] if found else None
