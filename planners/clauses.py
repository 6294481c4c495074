"""A request cut into clauses, each from the imperative that starts it: parse_goal's steps,
taken only where a clause can start (the text's start, a comma, "and", "then", ...), so a verb
inside a clause ("... lets me keep zorbs", "i'll bring quorn") starts none of its own.
"""

from __future__ import annotations

import re

from experts.assembly_saying import SAYING
from experts.offline.goal import parse_goal
from experts.offline.lexicon import interface_verb, not_nouns
from experts.offline.mailed import fielded_mail
from experts.offline.words import STOPWORDS
from planners.asking import SEEKING_VERBS

CONTINUATIONS = frozenset({"into", "onto", "to", "in", "with"})
"""Words a clause starts with when it carries on the one before it ("copy X into a page")."""
JOINERS = re.compile(r"(?:[\s,;:]+(?:and|then|and then|so|also)?)+\s*$", re.IGNORECASE)
_BOUNDARY = re.compile(
    r"(?:[,;:.!?\u2014-]|\b(?:and|then|also|so|but|or|please|plus|after that)"
    r"|(?<!\bthe )(?<!\bmy )(?<!\bour )(?<!\bits )(?<!\bhis )(?<!\bher )\b(?:first|next))\s*$",
    re.IGNORECASE,
)
"""What ends the text before an imperative: a verb inside a clause ("lets me keep zorbs", "i'll
bring quorn") starts no clause of its own, nor does a noun after an ordinal's determiner ("the
first book")."""
_LABEL_BEFORE = re.compile(r"\b(?:first|last|full|middle|nick|display|user)\s*$", re.IGNORECASE)
"""A word that makes "name" after it a field's label ("first name Zed"), not a verb."""
_JOINED = re.compile(r"(?:,|\band\b|\bthen\b)\s+(?:then\s+)?(?P<verb>[a-z]+)\b", re.IGNORECASE)


def _joined(text: str, start: int) -> list[tuple[int, str]]:
    """The first imperative joined on after ``start`` ("... lets me keep zorbs and tell ann
    ..." -> "tell"), as a clause start."""
    for found in _JOINED.finditer(text, start):
        verb = interface_verb(found["verb"].lower())
        if verb is not None or SAYING.match(text[found.start("verb") :]):
            return [(found.start("verb"), verb or found["verb"].lower())]
    return []


_TOLD_BACK = re.compile(r"(?:tell|let)\s+(?:him|her|them)\b", re.IGNORECASE)
"""Telling the one replied to ("reply to bo's zap and tell him ..."): what the reply says."""


def _told_after(text: str, start: int, replying: bool = False) -> list[tuple[int, str]]:
    """A clause that passes something on to a person ("..., then let ann know", "... and tell
    bo"), joined on after ``start`` outside quotes, which the goal reading left inside the
    clause before it; after a reply, telling "him", "her" or "them" is what the reply says."""
    for found in _JOINED.finditer(text, start):
        quoted = text.count('"', 0, found.start()) % 2
        told = text[found.start("verb") :]
        if not quoted and SAYING.match(told) and not (replying and _TOLD_BACK.match(told)):
            return [(found.start("verb"), found["verb"].lower())]
    return []


_HELP = re.compile(r"^(?:(?:please|pls)\s+)?(?:help me|can you|could you|would you)?\s*", re.I)
"""Words that ask for help before the first verb ("help me zorb ...")."""


_CHAINED = re.compile(r"(?:,\s*|\s)(?:and|then|and then)\s*$", re.IGNORECASE)


def _lead(text: str, starts: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A leading clause whose verb the interface lexicon does not know, joined to the first
    known one ("help me survey the plonk and write a page about it"): a clause of its own, led
    by its first word when that is a word never used as a noun (a verb) and the lead ends
    where one action is chained to the next ("and", "then")."""
    if not starts or starts[0][0] == 0 or not _CHAINED.search(text[: starts[0][0]]):
        return []
    lead = text[_HELP.match(text).end() : starts[0][0]].split()
    head = lead[0].lower() if len(lead) > 2 else ""
    if not head.isalpha() or head in STOPWORDS or head not in not_nouns():
        return []
    return [(0, head)]


def clauses(request: str) -> list[tuple[str, str, str]]:
    """``(verb, clause, span)`` cut from the request's own text (quotes kept), in order; the
    span is the clause's text with the words that join it to the next ("..., and then")."""
    text = " ".join(request.split())
    steps = parse_goal(text).steps
    first = text.split()[0].lower() if text.split() else ""
    seeking = first in SEEKING_VERBS
    starts: list[tuple[int, str]] = [(0, first)] if seeking else []
    cursor = len(first) if seeking else 0
    for step in steps:
        head = step.clause.split()[0] if step.clause.split() else ""
        found = re.search(rf"\b{re.escape(head)}\b", text[cursor:], re.IGNORECASE)
        if found is None:
            continue
        before = text[: cursor + found.start()]
        labelled = head.lower() == "name" and _LABEL_BEFORE.search(before) is not None
        if starts and (labelled or not _BOUNDARY.search(before)):
            starts += _joined(text, cursor + found.end())
            cursor = starts[-1][0] + 1 if starts[-1][0] > cursor else cursor
            continue
        starts.append((cursor + found.start(), step.verb))
        cursor += found.end()
    if fielded_mail(text) == text:
        replying = bool(starts) and starts[-1][1] == "reply"
        starts += _told_after(text, starts[-1][0] + 1 if starts else 1, replying)
    starts = _lead(text, starts) + starts
    if not starts:
        return [("", text.rstrip(". "), text)]
    out: list[tuple[str, str, str]] = []
    starts[0] = (0, starts[0][1])
    for i, (start, verb) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(text)
        span = text[start:end]
        if out and span.split()[0].lower() in CONTINUATIONS:
            verb, _, before = out.pop()
            span = before + span
        out.append((verb, JOINERS.sub("", span).rstrip(". "), span))
    return out
