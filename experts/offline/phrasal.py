"""Phrasal verbs people type, each read as the one verb it means, and the ways of undoing a
state (stopping, un-starring, unfavouriting) read as the verb or control that undoes it."""

from __future__ import annotations

import re

PHRASAL = (
    (re.compile(r"\bget rid of\b", re.IGNORECASE), "delete"),
    (re.compile(r"\b(?:throw|toss) (?:away|out)\b", re.IGNORECASE), "delete"),
    (re.compile(r"\bwrite back to\b", re.IGNORECASE), "reply to"),
    (
        re.compile(r"\b(?:pass|send|hand)\s+(.+?)\s+(?:on|along)\s+to\b", re.IGNORECASE),
        r"forward \1 to",
    ),
    (
        re.compile(
            r"\b(?:push|bump)\s+(?:back\s+)?((?:my|the|our|his|her)\s+.+?)(?<!\bup)(?<!\bdown)"
            r"\s+(?:back\s+)?to\b",
            re.IGNORECASE,
        ),
        r"move \1 to",
    ),
    (re.compile(r"\bwhen (?:was|is) (.+?) born\b", re.IGNORECASE), r"when is \1's birthday"),
    (re.compile(r"\bdate of birth\b", re.IGNORECASE), "birthday"),
    (
        re.compile(
            r"\bwhat\s+(?:(?:did|does|do|will)\s+)?((?:my|the|our|his|her|their)\s+.+?)\s+"
            r"(?:came|comes?)\s+to\b",
            re.IGNORECASE,
        ),
        r"what is the total of \1",
    ),
    (
        re.compile(
            r"\b(?:how much (?:is|are|was|were|does|do)\s+((?:the|a|an|my)\s+.+?)(?:\s+cost)?"
            r"|what (?:does|do|did)\s+((?:the|a|an|my)\s+.+?)\s+cost)"
            r"(?=(?:\s+(?:in|on|at)\s+\w+)?\s*[?.!]*\s*$)",
            re.IGNORECASE,
        ),
        lambda m: f"what is the price of {m.group(1) or m.group(2)}",
    ),
    (
        re.compile(r"\b(best|top|highest|lowest|least)\s+(rated|reviewed|priced)\b", re.I),
        r"\1-\2",
    ),
    (
        re.compile(r"\b(?:(?:get|show|give)(?: me)? )?directions to\b", re.IGNORECASE),
        "navigate to",
    ),
    (
        re.compile(
            r"\b(?:add|save|put)\s+(?!(?:it|them|him|her|this|that)\b)(.+?)\s+(?:to|in|into)\s+"
            r"(?:(?:my|the)\s+)?(?:contacts|address book|phone ?book)\b",
            re.IGNORECASE,
        ),
        r"create a new contact \1",
    ),
    (
        re.compile(
            r"\b(?:save|add|store)\s+(.+?)['\u2019]s\s+(?:phone\s+|mobile\s+)?number\s+(?=\+?\(?\d)",
            re.IGNORECASE,
        ),
        r"create a new contact \1 ",
    ),
    (
        re.compile(r"\b(?:call|name)\s+((?:this|my|the) (?:phone|device))\s+", re.IGNORECASE),
        r"rename \1 to ",
    ),
    (
        re.compile(r"\bput an? (star|heart|like|flag|pin) on\b", re.IGNORECASE),
        r"\1",
    ),
    (
        re.compile(
            r"\b(?:hit|tap|press|click)(?: on)? (?:the )?(follow|like|star|heart|save|install)"
            r"(?: button)? (?:on|for)\b",
            re.IGNORECASE,
        ),
        r"\1",
    ),
    (re.compile(r"\b(?:hook|link) (?:me |it )?up (?:with|to)\b", re.IGNORECASE), "connect to"),
    (re.compile(r"\b(?:hook|link) up\b", re.IGNORECASE), "connect"),
    (
        re.compile(
            r"\b(?:take|get|bring) me to (?=(?:my |the |your )?(?:[\w-]+ ){0,3}?"
            r"(?:settings?|screen|tab|page|section|menu|app|inbox|folder)\b)",
            re.IGNORECASE,
        ),
        "open ",
    ),
    (
        re.compile(
            r"\b(?:take|get|give|drive|walk|bring|guide) me (?:back |over )?(?:directions )?to\b",
            re.IGNORECASE,
        ),
        "navigate to",
    ),
    (
        re.compile(r"^\s*how (?:do|can|would|should) (?:i|we) (?:get|drive|walk) to\b", re.I),
        "navigate to",
    ),
    (re.compile(r"\b(?:pull|bring|call) up\b(?! (?:to|with|on)\b)", re.IGNORECASE), "show"),
    (re.compile(r"\bwake me(?: up)? at\b", re.IGNORECASE), "set an alarm for"),
    (re.compile(r"^\s*count ?down\b(?!\s+from\b)(?:\s+for)?", re.IGNORECASE), "start a timer for"),
    (re.compile(r"\b(?:check|cross|tick) off\b", re.IGNORECASE), "tick off"),
    (re.compile(r"\b(?:stop|quit) (follow|star|lik)(?:ing|ring)\b", re.IGNORECASE), r"un\1"),
    (re.compile(r"\bunlik\b", re.IGNORECASE), "unlike"),
    (
        re.compile(
            r"\b(?:take back|undo|withdraw|remove) (?:my|the) (like|heart|star|flag|pin|follow)s?"
            r" (?:on|from|of|for)\b",
            re.IGNORECASE,
        ),
        r"un\1",
    ),
    (
        re.compile(r"\bun-?favou?rite\s+(.+?)(?=$|[,.;!?]| in | on )", re.IGNORECASE),
        r"remove \1 from favorites",
    ),
    (
        re.compile(r"\btake\s+(.+?)\s+(?:off|out of)\s+((?:my |the |our )?\w)", re.IGNORECASE),
        r"remove \1 from \2",
    ),
)
"""Phrasal verbs read as the one verb they mean; undoing a state ("stop following", "un-star",
"unfavourite X", "take X off my favourites") as the verb or the control that undoes it; a
ranking said in two words written as one ("top rated" -> "top-rated")."""


_VALUE = r"[\"\u201c]?(?P<value>[\w.+-]+@[\w-]+\.[\w.]+|\+?\(?\d[\d ()./-]{5,}\d)[\"\u201d]?"
"""An email address or a phone number, quoted or not."""
_NEW_UNDER = re.compile(
    rf"\b(?:add|save|put|store)\s+{_VALUE}\s+(?:to|in|into)\s+(?:my\s+|the\s+)?"
    r"(?:contacts|address book|phone ?book)\s+(?:as|under|named|called)\s+[\"\u201c]?"
    r"(?P<name>[^\"\u201d,.;]+?)[\"\u201d]?(?=\s+in\s+[A-Z]|\s*[,.;]|$)",
    re.IGNORECASE,
)
_DETAIL_ONTO = re.compile(
    r"\b(?:add|save|put|store|set)\s+(?:(?:with\s+)?(?:email|phone)\s+)?"
    + _VALUE
    + r"\s+(?:to|in|into|on|as)\s+(?P<who>(?:[A-Z]\w+ )?[A-Za-z]\w+)['\u2019]s\s+"
    r"(?:contact|card|entry|details|info|email|e-mail|phone|number|mobile)\b"
    r"(?:\s+(?:card|entry|details|info|address|number))?",
    re.IGNORECASE,
)


def detail_set(text: str) -> str:
    """``text`` with an address or number put on someone's contact ("add a@x.org to ann's
    contact card", "save 555 0100 as ann's number") read as setting that detail: "change
    ann's email to a@x.org"; the contact exists, no new one is made. One added to the contacts
    under a name ("save 555 0100 to my contacts as zed") makes that new contact."""

    def said(m: re.Match[str]) -> str:
        field = "email" if "@" in m["value"] else "phone number"
        return f"change {m['who']}'s {field} to {m['value']}"

    def made(m: re.Match[str]) -> str:
        field = "email" if "@" in m["value"] else "phone"
        return f"create a new contact {m['name'].strip().title()} with {field} {m['value']}"

    return _DETAIL_ONTO.sub(said, _NEW_UNDER.sub(made, text))
