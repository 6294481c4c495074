"""A thing's phone number saved as a contact, however it is worded ("add zap grill to my
contacts with their number", "save the zap inn's phone to contacts under Inn", "new contact
for zap lodge, use the number from the map"), is read as finding the number first and then
saving it: "what is the phone number of zap grill? add it to my contacts as Zap Grill". The
number is kept wherever the thing is (a place in the map app, a person's email), so the team
finds it before the address book is opened; a request that types the number itself is left
as it is."""

from __future__ import annotations

import re

from experts.offline.patterns import PHONE

_NUMBER = r"(?:(?:tele)?phone(?:\s+number)?|number|digits)"
_BOOK = (
    r"(?:(?:to|in|into|on|under)\s+(?:my\s+|the\s+)?(?:contacts?(?:\s+list)?|address\s*book"
    r"|phone\s*book)|as\s+(?:a\s+)?(?:new\s+)?contact)"
)
"""Where the number goes: the address book, or a new contact."""
_NAMED = re.compile(
    r"\s*,?\s*\b(?:as|named|called|under)\s+(?:(?:a\s+)?(?:new\s+)?contact\s+)?"
    r"(?:(?:named|called)\s+|the\s+name\s+)?(?P<name>(?!(?:a|the|my|contacts?|new)\b)[^,.?!]+?)\s*[.!]?$",
    re.IGNORECASE,
)
"""The name the request gives the new contact, at its end ("... as Zed", "under Zed")."""
_NAMED_WITHIN = re.compile(
    r"\bcontact\s+(?:called|named)\s+(?P<name>[^,.?!]+?)\s+(?:with|using|for)\b", re.IGNORECASE
)
"""The name given before the number is said ("a contact called Zed with the number of ...")."""
_OWNED = re.compile(
    rf"(?P<thing>[\w&.-]+(?:['\u2019]s)?(?:\s+[\w&.-]+(?:['\u2019]s)?){{0,4}}?)['\u2019]s?\s+"
    rf"{_NUMBER}\b",
    re.IGNORECASE,
)
_OF = re.compile(
    rf"\b{_NUMBER}\s+(?:of|for|at)\s+(?P<thing>.+?)(?=\s*(?:[,?]|\b{_BOOK}|\b(?:to|in|into|as"
    r"|and|then|from|on)\b|$))",
    re.IGNORECASE,
)
_CONTACT_FOR = re.compile(
    r"\bcontact\s+(?:for|of)\s+(?P<thing>.+?)(?=\s*(?:[,?]|\b(?:using|with|from|use|and"
    r"|then|in|on)\b|$))",
    re.IGNORECASE,
)
_PUT_WITH = re.compile(
    rf"^(?:.*?\b(?:add|save|store|put|keep|need|want)\s+)(?P<thing>.+?)\s+{_BOOK}\b"
    rf".*?\bwith\b.*?\b{_NUMBER}\b",
    re.IGNORECASE,
)
_FOUND_THEN = re.compile(
    r"\b(?:find|look\s+up|search\s+(?:for\s+)?|locate|pull\s+up|open)\s+(?P<thing>[^,]+?)"
    r"(?:\s+(?:in|on)\s+(?:the\s+)?[\w-]+)?\s*(?:,\s*(?:and\s+|then\s+)?|\s+(?:and|then)\s+)"
    rf"(?!.*\b(?:find|look\s+up|search)\b).*\b(?:its|their|the)\s+(?:\w+\s+){{0,3}}?{_NUMBER}\b",
    re.IGNORECASE,
)
"""A thing found first, then its number saved ("find zap grill, and save its number ...")."""
_FRONTED = re.compile(
    rf"^(?P<thing>[^,:;-]+?)\s*(?:[-:;,\u2013\u2014]\s*)+.*\b(?:their|its|the)\s+{_NUMBER}\b",
    re.IGNORECASE,
)
_THINGS = (_OWNED, _OF, _CONTACT_FOR, _FOUND_THEN, _PUT_WITH, _FRONTED)
_LEAD = re.compile(
    r"^(?:(?:please|pls|can you|could you|i want|i need|i'd like)\s+)*"
    r"(?:(?:add|save|store|put|keep|get|find|look up|want|need|grab|what(?:'s| is))\s+)?"
    r"(?:the\s+|my\s+)?",
    re.IGNORECASE,
)
_SAVING = re.compile(
    rf"\b(?:add|save|store|put|keep|create|make|need|want|new)\b.*\b{_BOOK}|\bnew\s+contact\b"
    r"|\b(?:create|make|add)\s+(?:a\s+)?(?:new\s+)?contact\b",
    re.IGNORECASE,
)
_DESCRIBED = re.compile(
    r"^(?:the\s+|a\s+|an\s+|my\s+)?(?:\w+est|top|best|closest|cheapest|first|last|next)\b"
    r"|\b(?:it|them|their|its|this|that)\b",
    re.IGNORECASE,
)
"""A thing described rather than named ("the nearest inn"), or a pronoun: no name to give."""
_MAX_WORDS = 5
_PARTS = re.compile(r",?\s*\b(?P<parts>(?:first|last|given|family)\s+name\b.*)$", re.IGNORECASE)
"""The parts of the new contact's name the request gives ("..., first name zap last name
grill"), kept as said."""


def saved_as_contact(text: str) -> str:
    """``text`` that saves a named thing's phone number as a contact, without typing the
    number, written as finding the number, then adding it under the thing's name or the name
    the request gives; unchanged otherwise."""
    if PHONE.search(text) or not _SAVING.search(text) or not re.search(_NUMBER, text, re.I):
        return text
    parts = _PARTS.search(text)
    body = text[: parts.start()] if parts else text
    named = _NAMED_WITHIN.search(body) or _NAMED.search(body)
    body = body.replace(named.group(0), " ", 1) if named else body
    thing = _thing(body)
    if thing is None:
        return text
    if parts:
        return f"what is the phone number of {thing}? add it to my contacts, {parts['parts']}"
    name = named["name"].strip() if named else _titled(thing)
    return f"what is the phone number of {thing}? add it to my contacts as {name}"


def _thing(text: str) -> str | None:
    """The named thing whose number is saved, by the first wording that finds one."""
    for pattern in _THINGS:
        found = pattern.search(text)
        if found is None:
            continue
        thing = _LEAD.sub("", found["thing"].strip(" ,-:")).strip()
        short = bool(thing) and len(thing.split()) <= _MAX_WORDS
        if short and not _DESCRIBED.search(thing) and not re.search(_BOOK, thing, re.I):
            return thing
    return None


_CAPITALIZED = re.compile(r"(?:[A-Z][\w&'\u2019.-]*)(?:\s+[A-Z][\w&'\u2019.-]*)*")


def capitalized(text: str) -> str:
    """``text`` with each word's first letter in capitals ("zap's grill" -> "Zap's Grill")."""
    return " ".join(w[:1].upper() + w[1:] for w in text.split())


def _titled(thing: str) -> str:
    """The thing's name as a contact is written: a lowercase one capitalized ("zap grill" ->
    "Zap Grill"), else its longest run of capitalized words, without the kind words around it
    ("the Xinjiang place Zap Grill" -> "Zap Grill")."""
    if thing.islower():
        return capitalized(thing)
    runs = sorted(_CAPITALIZED.findall(thing), key=lambda run: -len(run.split()))
    return runs[0] if runs else thing
