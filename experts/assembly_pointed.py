"""How strongly a clause points at an app: by the kind of things its words name, and whether
by its leading verb or by where it says something is kept."""

from __future__ import annotations

import re

from experts.assembly_records import RECORDS
from experts.offline.apps import app_cues, label_kinds
from experts.offline.goal import parse_goal
from experts.offline.owners import function_word
from experts.offline.patterns import unnamed

PLACE = re.compile(r"\b(?:in|from|according to)\s+(?:my|the|our)\s+((?:[\w-]+\s+){0,2}[\w-]+)")
"""Where a clause says a thing is ("... from my zap notes")."""
_PUT_ON = re.compile(r"\b(?:on|onto|to|into)\s+(?:my|our)\s+((?:[\w-]+\s+){0,2}[\w-]+)")
"""Where the owner's thing is put ("... on my zap list", "... to my quorn"): the app kept
there is where the clause is done."""


def pointed(clause: str, label: str) -> tuple[int, bool]:
    """How strongly ``clause`` points at the app ``label`` (:func:`app_cues`), and whether it
    does so strongly: by its leading verb ("text ...", "email ...") or as the place something
    is kept ("... in my Documents", not "... in the zap meeting minutes": there the word only
    describes the place, a record of another kind), rather than by a word of its objects."""
    goal = parse_goal(clause)
    lowered = unnamed(clause.lower(), goal.values.get("title", ""))
    strength, hits = app_cues(goal, label, lowered)
    verb = goal.steps[0].clause.split()[0].lower() if goal.steps else ""
    said = [m.group(1) for p in (PLACE, _PUT_ON) for m in p.finditer(lowered)]
    places = " ".join(p for p in said if _record_of(p.split()[-1]) in (None, *label_kinds(label)))
    by_verb = bool(verb) and verb in hits
    by_place = any(
        re.search(rf"\b{re.escape(hit)}", places)
        for hit in hits
        if hit.replace(" ", "").replace("-", "").isalpha()
    )
    return strength, by_verb or by_place


def _record_of(word: str) -> str | None:
    """The app kind that keeps records named by ``word`` ("minutes" -> file), if it names one."""
    return next((k for k, ns in RECORDS.items() if {word, word.removesuffix("s")} & set(ns)), None)


def modifies(rest: str, nouns: set[str]) -> bool:
    """Whether the app's name is followed by the noun it qualifies ("what zapline handle"):
    the question asks that thing, kept in the app, not which app."""
    after = re.match(r"\s+([a-z]+)\b", rest, re.IGNORECASE)
    word = after.group(1).lower() if after else ""
    return bool(word) and word not in nouns and not function_word(word)
