"""The key a fact found elsewhere is committed as, and the question that finds it."""

from __future__ import annotations

import re

from experts.assembly_records import fact_field, fact_words, record_noun
from memory.pool import Key, KeyType

_DATED = frozenset({"time", "day", "date"})
_NOT_WHAT = frozenset({"my", "our", "the", "which", "what", "a", "how", "much", "s"})
_NOT_WHAT |= {"is", "was", "are", "come", "comes", "cost", "costs", "to"}
_HEAD_NOUN = re.compile(r"the ([a-z]+) (?:my|our|i|we)\b", re.IGNORECASE)


def fact_key(fact: str, field: str = "") -> Key:
    """The key a fact is found as, named for the field (``field``, else the one it says) and
    the word before it ("flight_number", "order_day"; else the record: "ride_place"; else the
    thing a clause describes: "car_item") and a date for a time."""
    words, field = fact_words(fact), field or fact_field(fact)
    at = max((j for j, w in enumerate(words) if w == field), default=0)
    before = words[at - 1] if at else ""
    said = [w for w in words if w not in _NOT_WHAT | {field}]
    said = [h[1].lower() for h in [_HEAD_NOUN.match(fact)] if h] or said
    named = [w for w in re.findall(r"[a-z]+", fact.lower()) if w not in _NOT_WHAT | {field}]
    what = before if before.isalpha() and before not in _NOT_WHAT else None
    what = what or record_noun(" ".join(words)) or (said or [None])[-1] or record_noun(fact)
    what = what or (named or ["fact"])[-1]
    kind: KeyType = "date" if field in _DATED else "text"
    return Key(name=f"{what}_{field}".replace("-", "_"), type=kind)


_HOW_MUCH = re.compile(
    r"^how much (?P<what>(?:my|our|the) .+?) (?P<verb>is|was|comes? to|costs?)(?P<rest>\s.*)?$",
    re.IGNORECASE,
)
"""An amount asked in the words of a statement ("how much my rent is in my lease")."""


_OF_ITS_OWNER = re.compile(
    r"^(?P<head>(?:the|my|our) (?:[\w-]+ ){0,2}?[\w-]+) "
    r"(?P<owner>(?:my|our) (?:[\w-]+ ){0,3}?[\w-]+)"
    r"(?: (?:is|are|was|were))? [a-z]+(?:s|ed|ing)(?: (?:from|in|for|at|on|to|with|by))?$",
    re.IGNORECASE,
)
"""A thing a relative clause ties to something of the owner's ("the gate my train leaves
from", "the post my zap letter applies for"): the thing of that ("the gate of my train")."""


def asked_as(fact: str, field: str) -> str:
    """A fact as the question that finds it ("which day my order arrives" -> "when does my
    order arrive", "where my ride is" -> "where is my ride", "my flight number" -> "what is my
    flight number", "the gate my train leaves from" -> "what is the gate of my train")."""
    fact = _OF_ITS_OWNER.sub(r"\g<head> of \g<owner>", fact, count=1)
    happens = re.match(
        r"(?:(?:which|what) \w+ |(?P<where>where )|when )?(?P<what>(?:my|our) .+?) "
        r"(?P<verb>\w+)(?P<when> (?:today|tomorrow|tonight))?$",
        fact,
        re.IGNORECASE,
    )
    if happens and record_noun(happens["verb"]) is not None:
        happens = None
    if happens is None or (field not in _DATED and not happens["where"]):
        much = _HOW_MUCH.match(fact)
        if much is not None:
            verb, rest = much["verb"].lower(), much["rest"] or ""
            if verb in ("is", "was"):
                return f"how much {verb} {much['what']}{rest}"
            plain = "come to" if verb.startswith("come") else "cost"
            return f"how much does {much['what']} {plain}{rest}"
        if re.match(r"(?:which|what|how)\b", fact, re.I):
            return fact
        unnamed = happens is None and field in _DATED and field not in fact_words(fact)
        return f"when is {fact}" if unnamed else f"what is {fact}"
    wh, verb = ("where" if happens["where"] else "when"), happens["verb"].lower()
    if verb in ("is", "are"):
        return f"{wh} is {happens['what']}{happens['when'] or ''}"
    return f"{wh} does {happens['what']} {verb.removesuffix('s')}{happens['when'] or ''}"
