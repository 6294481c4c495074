"""How people chain a finding step and what they do with it, written as the one form the clause
reader knows ("find X, then Y"):

- "X and after that Y", "X, afterwards Y": "X, then Y";
- "once you've found X, Y", "once you know which day X, Y", "once youve found X zorb it":
  "find X, then Y";
- "after zorbing the plonk, Y": "zorb the plonk, then Y";
- a leading participle that looks something up ("checking my plonk for X, Y", "going through
  the plonk, Y"): "check my plonk for X, then Y";
- a leading verb of taking something out of a record that is then passed on ("grab the code
  from the plonk and text it to Ann"): "find the code in the plonk, then text it to Ann";
- someone added to the address book with a field of theirs ("put zap grill in my contacts
  with its number"): "find the phone number of zap grill, then add it to my contacts as zap
  grill".

Only generic English cues and the interface lexicon are used.
"""

from __future__ import annotations

import re

from experts.offline.lexicon import interface_verb

_AFTER_THAT = re.compile(
    r"(?:\s*,)?\s+(?:and\s+)?(?:after\s+(?:that|this)|afterwards|after\s+which)\s*,?\s+",
    re.IGNORECASE,
)
_ONCE = re.compile(
    r"^(?:once|when|after|as soon as)\s+(?:you(?:['\u2019]?ve|\s+have)?|you['\u2019]?re done)\s*"
    r"(?P<verb>found|got|gotten|know|have|checked|read|seen|looked up|figured out|worked out)\s+"
    r"(?P<what>[^,]+?)(?:,\s*(?:then\s+)?|\s+(?=(?P<act>[a-z]+)\s+(?:it|them|that|this)\b))"
    r"(?P<rest>[a-z].*)$",
    re.IGNORECASE,
)
_WH = re.compile(r"^(?:what|when|where|which|who|how)\b", re.IGNORECASE)
_GERUND_LEAD = re.compile(
    r"^(?:(?P<after>after|before|by|while)\s+)?(?P<verb>[a-z]+ing)"
    r"(?P<particle>\s+(?:up|through|at|in|into|over))?\s+(?P<what>[^,]+?),\s*(?:then\s+)?"
    r"(?P<rest>[a-z].*)$",
    re.IGNORECASE,
)
_TAKING = re.compile(
    r"^(?:grab|fetch|pull(?:\s+up)?|take|copy|dig\s+up)\s+(?P<what>.+?)\s+"
    r"(?:from|in|on|out of)\s+(?P<where>.+?)(?P<join>,?\s+(?:and\s+)?then\b|,?\s+and\b|,)\s*"
    r"(?P<rest>(?!paste\b)[a-z].*\b(?:it|them|that|this)\b.*)$",
    re.IGNORECASE,
)
_CONTACT_WITH = re.compile(
    r"^(?:add|put|save)\s+(?P<name>(?!(?:the|my|our|it|them|him|her|a|an|this|that)\b)[\w'&. -]+?)"
    r"\s+(?:to|in|into|on)\s+(?:my|the)\s+(?P<book>contacts?|contact list|address book)\s+"
    r"(?:with|and)\s+(?:its|their|his|her|the)\s+(?P<field>(?:phone\s+)?number|e-?mail(?:\s+address)?"
    r"|address)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
"""Someone or something added to the address book with a field of theirs the request does not
say ("put zap grill in my contacts with its number"): the field is found first."""
SEEKING_VERBS = frozenset({"find", "look", "check", "search", "read", "see", "get"})
"""Verbs that find something out."""
_LOOKING = frozenset({"look", "go", "dig", "skim", "scan", "browse", "use"})
"""Verbs whose participle, with or without a particle, looks through a record."""


def gerund_base(word: str) -> str | None:
    """The verb a participle is of ("checking" -> check, "reading" -> read, "getting" -> get,
    "using" -> use), when the interface lexicon knows it or it looks something up."""
    lowered = word.lower()
    if not lowered.endswith("ing") or len(lowered) < 6:
        return None
    stem = lowered[:-3]
    for base in (stem, f"{stem}e", stem[:-1] if stem[-1:] == stem[-2:-1] else ""):
        if base and (base in SEEKING_VERBS or base in _LOOKING or interface_verb(base)):
            return base
    return None


def chained(request: str) -> str:
    """``request`` with its chaining written as "find X, then Y" (see the module docstring)."""
    text = " ".join(request.split())
    text = _AFTER_THAT.sub(", then ", text)
    once = _ONCE.match(text)
    if once is not None and (once["act"] is None or interface_verb(once["act"])):
        what = once["what"].strip()
        ask = "find out" if _WH.match(what) else "find"
        return f"{ask} {what}, then {once['rest']}"
    lead = _GERUND_LEAD.match(text)
    base = gerund_base(lead["verb"]) if lead is not None else None
    if lead is not None and base is not None and (lead["after"] or "").lower() != "before":
        looks = base in SEEKING_VERBS or base in _LOOKING
        verb = "check" if base in _LOOKING else base
        particle = "" if base in _LOOKING else lead["particle"] or ""
        if lead["after"] or looks:
            return f"{verb}{particle} {lead['what'].strip()}, then {lead['rest']}"
    contact = _CONTACT_WITH.match(text)
    if contact is not None:
        name, field = contact["name"].strip(), " ".join(contact["field"].lower().split())
        field = "phone number" if field == "number" else field
        added = f"add it to my {contact['book']} as {name}{contact['rest']}"
        return f"find the {field} of {name}, then {added}"
    taking = _TAKING.match(text)
    if taking is not None:
        return f"find {taking['what']} in {taking['where']}, then {taking['rest']}"
    return text
