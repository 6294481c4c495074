"""Requests that take a thing out of where it is kept without saying an interface verb: the
thing said unwanted there ("i don't need the zorp on my blip list anymore"), or moved out of
it by a verb the lexicon reads as no interface verb ("forget the zorp from my saved blips"),
each read as removing it from there; and a thing named first whose verb leaves its object
unsaid ("the zorp mail, mark as seen"), read with the thing as that object."""

from __future__ import annotations

import re

from experts.offline.lexicon import actions, interface_verb
from experts.offline.patterns import VERB_BY_STEM
from experts.offline.words import STOPWORDS, stem

_UNWANTED = re.compile(
    r"^\s*(?:i|we)\s+(?:don't|do not|no longer)\s+(?:need|want)\s+(?P<thing>[^,;]+?)\s+"
    r"(?:on|in|from)\s+(?P<where>(?:my|the|our)\s+[^,;]+?)\s*(?:any ?more|now)?\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""A thing said unwanted where it is kept ("i don't need zorp in my blips anymore")."""
_OUT_OF = re.compile(
    r"^\s*(?P<verb>[a-z]+)\s+(?P<thing>(?!(?:it|them|him|her|this|that|all|every)\b)"
    r"(?:[\w'.-]+\s+){0,4}[\w'.-]+)\s+(?:from|out of)\s+"
    r"(?P<where>(?:my|our)\s+(?:(?!and\b|then\b)[\w'-]+\s+){0,2}[\w'-]+)\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""A thing moved out of where it is kept by a verb of its own ("chuck zorp out of my blips")."""
_OBJECT_UNSAID = re.compile(
    r"^\s*(?P<thing>(?:the|my|that|this)\s+[^,;:\"]+?)\s*(?:[,;]|\s-+)\s*(?:please\s+|pls\s+)?"
    r"(?P<verb>[a-z]+)(?P<tail>\s+as\s+[a-z]+|\s+(?:please|pls))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""A thing named first, then a verb with no object ("the zorp mail - mark as seen")."""


def taken_out(text: str) -> str:
    """``text`` read with its verb first when it takes a thing out of where it is kept, or
    names the thing before a verb that leaves its object unsaid; else as it is."""
    unwanted = _UNWANTED.match(text)
    if unwanted:
        return f"remove {unwanted['thing']} from {unwanted['where']}"
    out = _OUT_OF.match(text)
    if out and _unknown_verb(out["verb"].lower()):
        return f"remove {out['thing']} from {out['where']}"
    unsaid = _OBJECT_UNSAID.match(text)
    if unsaid and interface_verb(unsaid["verb"]) is not None:
        tail = (unsaid["tail"] or "").strip()
        kept = f" {tail}" if tail.startswith("as ") else ""
        return f"{unsaid['verb']} {unsaid['thing']}{kept}"
    return text


def _unknown_verb(word: str) -> bool:
    """An English verb the policy reads as no verb of its own ("chuck"): not "get" or "pls"."""
    return (
        word in actions()
        and word not in STOPWORDS
        and stem(word) not in VERB_BY_STEM
        and interface_verb(word) is None
    )
