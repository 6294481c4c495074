"""Which clause group of an offline plan finds what a later group uses: a group that only finds
a value kept in a record, one that only finds a fact a later group names in full, and the
nearest earlier finding group a group takes its value from."""

from __future__ import annotations

import re

from experts.assembly_fields import fact_words
from experts.assembly_records import FIELDS
from memory.pool import Key
from planners.asking import SEEKING_VERBS
from planners.sources import SOUGHT

PRONOUN = re.compile(
    r"\b(it|them|this|that|those|these)\b(?!\s+(?:is|was|has|can)\b)"
    r"(?<!\bthat)|\bthat\b(?!\s+(?:is|was|has|can|the|a|an|my|our|your|his|her|their|i|we|you|"
    r"I|they|he|she|it)\b)"
)
"""A word that points back at what an earlier clause found; "that" opening a clause ("text
Ann that the boiler is due") is a conjunction, not one."""
THERE = re.compile(r"\bthere\b(?!\s+(?:is|are|was|were)\b)", re.IGNORECASE)
"""A place found before ("start navigation there"), unless it opens a sentence's subject."""


def value_found(group: dict) -> bool:
    """Whether ``group`` only finds a value kept in a record ("find the zap code"), not a thing
    to act on ("find the best zorb"): what a later clause does with it is its own node, even
    in the same app, so the finding node commits the value and a miss re-plans it elsewhere.
    Only a fact that names its field counts ("the zap code", not "ann lee" or "zorbs")."""
    if len(group["clauses"]) != 1 or group["verbs"][0] not in SEEKING_VERBS:
        return False
    return any(word in FIELDS for word in fact_words(SOUGHT.sub("", group["clauses"][0])))


def fact_finder(groups: list[dict], i: int, facts: list[Key]) -> bool:
    """Whether group ``i`` only finds a fact the request named in full for the group after it
    ("email bo the time of the team standup" -> "find out what is the time of the team
    standup", then 'email bo "{standup_time}"'): it points back at nothing an earlier group
    found, even after another branch's finding ("text ann where we're having brunch and ...")."""
    group = groups[i]
    if i + 1 >= len(groups) or len(group["clauses"]) != 1 or not facts:
        return False
    clause = group["clauses"][0]
    uses = " ".join(groups[i + 1]["clauses"])
    return (
        group["verbs"][0] in SEEKING_VERBS
        and any(f"{{{key.name}}}" in uses for key in facts)
        and not PRONOUN.search(clause)
        and not THERE.search(clause)
    )


def source_of(groups: list[dict], i: int) -> int | None:
    """The nearest earlier group with a finding clause, else the one right before."""
    for j in range(i - 1, -1, -1):
        if any(verb in SEEKING_VERBS for verb in groups[j]["verbs"]):
            return j
    return i - 1 if i else None
