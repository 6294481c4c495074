"""A verb the lexicon reads as no interface verb, with a particle that says what it does to its
object ("flip zap on", "shut off the zap", "fire up the zap"), read as the verb they mean: the
one WordNet gives the pair when that is starting ("kick off"); else "on" and "off" switch the
thing on or off, unless WordNet reads the pair as another verb ("log off"), and "up" switches
a thing an app keeps on when it is a setting and starts it when it is not; a level ("crank the
zappiness up") is left to :mod:`degrees`. The object may stand
between the verb and its particle; "back" before the particle ("switch the zap back on") says
nothing more than the particle."""

from __future__ import annotations

import re

from experts.offline.degrees import names_level
from experts.offline.lexicon import _lexicon, actions, interface_verb, kinds
from experts.offline.words import words

_BACK = re.compile(r"\b(back)\s+(on|off)\b(?!\s+(?:my|the|our)\b)", re.IGNORECASE)
_LEAD = r"^(\s*(?:please\s+)?)"
_BEFORE = re.compile(_LEAD + r"([a-z]+)\s+(on|off|up)\s+(?!(?:to|at|for|from|of)\b)(\S.*)$", re.I)
_AFTER = re.compile(
    _LEAD + r"([a-z]+)\s+((?:(?:the|my|our|this|that)\s+)?(?:[\w:'-]+\s+){1,5}?)(on|off|up)\b"
    r"(\s*(?:$|[,.;!?]|(?:for|please|pls|now|again|too|then|and)\b).*)$",
    re.IGNORECASE,
)

_DETERMINED = re.compile(r"\s*(?:the|my|our|this|that|an?)\s", re.IGNORECASE)
"""An object led by a determiner: a thing, not a word of a name or a place ("lunch on me")."""


def _kind(thing: str, kind: str | None = None) -> bool:
    """Whether ``thing`` names a thing an app keeps (of ``kind``, if given: "setting")."""
    said = set(words(thing))
    nouns = kinds()[kind] if kind else {n for ns in kinds().values() for n in ns}
    return any(set(words(n)) <= said for n in nouns if n not in kinds())


def _meant(verb: str, particle: str, thing: str) -> str | None:
    """What ``verb`` + ``particle`` means on ``thing``, if the verb is a verb (WordNet keeps the
    pair, or the lexicon's actions the verb) that the lexicon reads as no interface verb."""
    verb, particle = verb.lower(), particle.lower()
    wordnet = _lexicon()["phrasals"].get(f"{verb} {particle}")
    if (verb not in actions() and wordnet is None) or interface_verb(verb) is not None:
        return None
    if not (_DETERMINED.match(thing) or _kind(thing)) or names_level(thing):
        return None
    if wordnet == "start":
        return "start"
    if particle == "up":
        return ("turn on" if _kind(thing, "setting") else "start") if _kind(thing) else None
    return None if wordnet else f"turn {particle}"


def particled(text: str) -> str:
    """``text`` with a verb and its particle read as the interface verb they mean."""
    text = _BACK.sub(r"\2", text)
    before = _BEFORE.match(text)
    if before:
        lead, verb, particle, thing = before.groups()
        meant = _meant(verb, particle, thing)
        return f"{lead}{meant} {thing}" if meant else text
    after = _AFTER.match(text)
    if after:
        lead, verb, thing, particle, rest = after.groups()
        meant = _meant(verb, particle, thing)
        return f"{lead}{meant} {thing.strip()}{rest}" if meant else text
    return text
