"""The key a fact found elsewhere is committed as, the question that finds it, and the key a
finding clause's result is named and typed as (:func:`key_for`)."""

from __future__ import annotations

import re

from experts.assembly_fields import fact_field, fact_words
from experts.assembly_records import WHEN_SAID, record_noun
from experts.offline.properties import property_said
from memory.lexical import content_words
from memory.pool import Key, KeyType

_DATED = frozenset({"time", "day", "date"})
_NOT_WHAT = frozenset({"my", "our", "the", "which", "what", "a", "how", "much", "s"})
_NOT_WHAT |= {"is", "was", "are", "come", "comes", "cost", "costs", "to"}
_HEAD_NOUN = re.compile(
    r"the ([a-z]+) (?:my|our|i|we|that|which)\b"
    r"|the (?:[a-z]+ ){0,2}?([a-z]+) [a-z]+ [a-z]+(?:ed|d|t)(?: (?:me|us))?$",
    re.IGNORECASE,
)


def fact_key(fact: str, field: str = "") -> Key:
    """The key a fact is found as, named for the field (``field``, else the one it says) and
    the word before it ("flight_number", "order_day"; else the record: "ride_place"; else the
    thing a clause describes: "car_item") and a date for a time."""
    words, field = fact_words(fact), field or fact_field(fact)
    at = max((j for j, w in enumerate(words) if w == field), default=0)
    before = words[at - 1] if at else ""
    said = [w for w in words if w not in _NOT_WHAT | {field}]
    said = [(h[1] or h[2]).lower() for h in [_HEAD_NOUN.match(fact)] if h] or said
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
    r"^(?P<head>(?:the|my|our) (?:[\w-]+ ){0,2}?(?!(?:from|in|on|of|for|at|to|with|by)\b)"
    r"[\w-]+) (?P<owner>(?:my|our) (?:[\w-]+ ){0,3}?[\w-]+)"
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
        rf"(?P<verb>\w+)(?P<when> {WHEN_SAID})?$",
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
        if re.match(r"(?:which|what|how|when|where)\b", fact, re.I):
            return fact
        unnamed = happens is None and field in _DATED and field not in fact_words(fact)
        return f"when is {fact}" if unnamed else f"what is {fact}"
    wh, verb = ("where" if happens["where"] else "when"), happens["verb"].lower()
    passive = _PASSIVE.match(happens["what"])
    if passive is not None:
        return f"{wh} {passive['aux'].lower()} {passive['what']} {verb}{happens['when'] or ''}"
    if verb in ("is", "are"):
        return f"{wh} is {happens['what']}{happens['when'] or ''}"
    return f"{wh} does {happens['what']} {verb.removesuffix('s')}{happens['when'] or ''}"


_PASSIVE = re.compile(r"^(?P<what>.+?) (?P<aux>was|were|is|are)$", re.IGNORECASE)
"""A statement's thing before its auxiliary ("my zap pic was" of "... was taken"): the question
puts the auxiliary first ("where was my zap pic taken")."""
_FIELD_OF = re.compile(
    r"\bthe ((?:[a-z]+ )?(?:address|time|date|number|password|code|name|rating|price|title|"
    r"location|hours)) of\b",
    re.IGNORECASE,
)
"""A field of a thing a clause finds ("the opening hours of ..."), which names the key."""

_HOW_MANY = re.compile(
    r"^(?:out\s+)?how (?:many|much)\s+(?P<what>(?:[a-z]+\s+)?[a-z]+)\s+"
    r"(?:has|have|had|did|does|do|is|are|was|were|will|can)\b",
    re.IGNORECASE,
)
"""A count asked of a thing ("how many zaps has the quib got"): the key is named for what is
counted, not for the thing."""

_EACH = re.compile(r"\b(?:each|every|all) of (?:them|those|these)\b|\bone [\w-]+ per\b", re.I)
"""A clause that uses every item found before ("a to-do for each of them")."""

_TELLS = re.compile(r"^\W*(?:tell|text|email|e-mail|message|let|send)\b", re.IGNORECASE)
"""A clause that tells someone a value: who was found is told as words, not reached."""
PERSON_USE = re.compile(
    r"^\W*(?:text|email|e-mail|call|message|tell|invite|ask|remind|meet|reply to|follow|send|wish"
    r"|ping|phone|ring|dm|thank|congratulate)\s+(?:them|him|her)\b"
    r"(?!\s+(?:to|into|onto|over|along|on|back|across|out)\b)",
    re.IGNORECASE,
)
"""A clause whose verb acts on a person found before ("text them", "invite her"; not "email
them to ann", whose "them" is a thing)."""

_FOUND_WHO = re.compile(r"^(?:out\s+)?(who|whose|where)\b", re.IGNORECASE)

_OBJECT_CUT = re.compile(
    r"\s+\b(?:in|on|from|at|for|to|with|by|via|so|and|then|that|which|who|near|rated|"
    r"starts?|begins?|is|are|was|were|does|do|did|has|have|had)\b.*$",
    re.IGNORECASE,
)

_LEAD = re.compile(
    r"^(?:up|out)?\s*(?:(?:my|the) \w+ for |\w+ for (?=when|what|where)|in (?:my|the) \w+ )?"
    r"(?:when|what|where)?\s*(?:(?:does|do|did)\s+)?"
)

_SAID_BY = re.compile(
    r"^(?:out\s+)?(?:what|which)\s+(?:did|does|do|has|had)\s+[\w-]+(?:\s+[\w-]+)?\s+"
    r"(?:ask|want|need|tell|expect)\b(?:\s+(?:me|us))?\s+to\s+(?P<do>[a-z]+)",
    re.IGNORECASE,
)
"""What a person asked the owner to do ("what did bo ask me to check"): the key is named for
the thing asked ("check"), not for the person who asked it."""

_TIMING = re.compile(
    r"\b(?:before|after|at|until|by)\s+(?:it|that|this)\b|\bit (?:starts|begins)\b"
)

_QUALIFIED = re.compile(
    r"\b(?P<asked>(?:what|which|where|who|how)\b.*?)\s+\bwhen\b.*$", re.IGNORECASE
)
"""A "when" after the field asked ("what zorb am i in when i ..."): it says which record, not
what the field is."""


def _asked(text: str) -> str:
    """``text`` without a "when" that qualifies the record after the field it asks."""
    return _QUALIFIED.sub(r"\g<asked>", text)


_TYPE_CUES: list[tuple[KeyType, re.Pattern[str]]] = [
    ("date", re.compile(r"\b(?:when|time|date|day|starts?|begins?|deadline)\b", re.I)),
    ("contact", re.compile(r"\bcontact\b", re.I)),
    ("number", re.compile(r"\b(?:how many|how much|count|price|cost|total|amount)\b", re.I)),
    ("list", re.compile(r"\b(?:all|each|every|list)\b", re.I)),
]


_COUNTED = re.compile(r"\bhow (?:many|much)\b", re.IGNORECASE)
"""A finding that asks an amount: "text her" after it sends the amount to her, not her."""


def key_for(clause: str, taken: set[str], hint: str = "", use: str = "") -> Key:
    """A key named for what ``clause`` finds (or for ``hint``), typed by the words around it
    and by how ``use`` (the clause that needs it) refers to it ("20 minutes before it"; "text
    her" takes the person found, unless the finding asks an amount)."""
    valued = _COUNTED.search(_asked(hint or clause))
    kind: KeyType = (
        "list"
        if _EACH.search(use)
        else "contact"
        if PERSON_USE.search(use) and not valued
        else "date"
        if _TIMING.search(use)
        else next((kind for kind, cue in _TYPE_CUES if cue.search(_asked(hint or clause))), "text")
    )
    measured = property_said(clause)
    if kind == "number" and measured is not None and measured.unit is not None:
        kind = "text"  # a size or a weight keeps its unit ("3 GB"), no bare figure
    asks = _FOUND_WHO.match(clause.split(" ", 1)[1] if " " in clause else "")
    if asks and not hint:
        told = _TELLS.match(use) and not PERSON_USE.search(use)
        who = ("text" if told else "contact", "person")
        found = who if asks[1].lower() in ("who", "whose") else ("text", "place")
        kind, phrase = ("list" if kind == "list" else found[0]), found[1]
    elif hint:
        phrase = hint
    else:
        body = clause.split(" ", 1)[1] if " " in clause else clause
        field, said = _FIELD_OF.search(body), _SAID_BY.match(body)
        counted = _HOW_MANY.match(body)
        phrase = field[1] if field else counted["what"] if counted else None
        phrase = phrase or _OBJECT_CUT.sub("", _LEAD.sub("", body, count=1))
        phrase = said["do"] if said and said["do"] and not field else phrase
    words = [w for w in content_words(phrase) if w.isalpha()][-2:] or ["result"]
    base = "_".join(words)[:30]
    if kind == "date" and not hint:
        day = re.search(r"\b(?:that|this|the) (?:day|date)\b", use, re.IGNORECASE)
        suffix = "day" if day else "time"
        base = base if base.endswith(("time", "day", "date")) else f"{base}_{suffix}"
    name, n = base, 2
    while name in taken:
        name, n = f"{base}_{n}", n + 1
    return Key(name=name, type=kind)
