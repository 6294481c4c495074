"""Parts of an item a request empties: "remove zed's birthday", "clear the venue of the quorn
night", "take the number off zed's card", "the quorn night needs no venue, clear it". The item
(the contact, the event) stays; its field is emptied on the item's edit form and saved, which
is how the rest of the reading handles a value to type (an empty one).

A part is a detail noun (a field a form shows); "email" is a message as often as a detail, so
it is a part only as "email address". A detail said as its owner's (a possessive), as "the
<detail> of/on/off/from <owner>" or as something the owner does not need is cleared; a removal
of a thing that merely has such a word in its name is not.
"""

from __future__ import annotations

import re

from pydantic import BaseModel

from experts.offline.clauses import Step

EMPTYING = frozenset({"delete", "remove", "clear", "erase"})
"""The interface verbs that empty a part (as the lexicon reads "get rid of", "take off")."""
DETAILS: dict[str, str] = {
    "birthday": "birthday",
    "phone": "phone",
    "number": "phone",
    "mobile": "phone",
    "email address": "email",
    "e-mail address": "email",
    "address": "address",
    "location": "location",
    "venue": "location",
    "description": "description",
    "notes": "description",
    "website": "website",
    "nickname": "nickname",
    "bio": "bio",
    "subject": "subject",
    "company": "company",
    "label": "label",
}
"""Detail nouns (longest first when matched) and the role of the field they name."""
_NOUN = "|".join(sorted((re.escape(n) for n in DETAILS), key=len, reverse=True))
_OWNED = re.compile(r"['\u2019]s\s+(?:phone\s+)?(" + _NOUN + r")\b", re.IGNORECASE)
_OF = re.compile(
    r"\b(?:the|a|an|its|his|her|their|my)\s+(?:phone\s+)?(" + _NOUN + r")\s+"
    r"(?:of|on|off|from|in)\s+\S",
    re.IGNORECASE,
)
_UNNEEDED = re.compile(
    r"\b(?:does\s*n['\u2019]?t|does\s+not|do\s*n['\u2019]?t|do\s+not)\s+need\s+"
    r"(?:a|an|the|its|any)\s+(" + _NOUN + r")\b",
    re.IGNORECASE,
)


class Emptied(BaseModel):
    """A part a request empties: the role of its field, the noun said for it and the item
    owning it ("" when the request names the owner only as a possessive, which the names
    already hold)."""

    role: str
    noun: str
    owner: str = ""


_KIND_TAIL = re.compile(r"\s+(?:event|contact|card|entry|invite|invitation|profile)$")
_LEAD = re.compile(r"^(?:the|my|our|his|her|their|its|a|an)\s+", re.IGNORECASE)


def _owner(phrase: str) -> str:
    """The owner's own words: its lead article and a trailing kind noun dropped ("the zap
    night event" -> "zap night")."""
    phrase = re.split(r"[,;.!?]", phrase)[0].strip()
    phrase = _LEAD.sub("", phrase)
    while phrase.split(" ", 1)[0].lower() in EMPTYING:
        phrase = _LEAD.sub("", phrase.partition(" ")[2])
    if re.search(r"['\u2019]s\b", phrase):
        return ""
    return _KIND_TAIL.sub("", phrase).strip()


def _part(match: re.Match[str], owner: str = "") -> Emptied:
    noun = match.group(1).lower()
    return Emptied(role=DETAILS[noun], noun=noun, owner=_owner(owner) if owner else "")


def emptied_parts(text: str, steps: list[Step]) -> list[Emptied]:
    """The parts a request empties, in the order said."""
    if not any(s.verb in EMPTYING for s in steps):
        return []
    clauses = [s.clause for s in steps if s.verb in EMPTYING]
    found: list[Emptied] = []
    for clause in clauses:
        found += [_part(m) for m in _OWNED.finditer(clause)]
        found += [_part(m, clause[m.end() - 1 :]) for m in _OF.finditer(clause)]
    found += [_part(m, text[: m.start()]) for m in _UNNEEDED.finditer(text)]
    return list({p.role: p for p in reversed(found)}.values())[::-1]
