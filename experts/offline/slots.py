"""The values a request gives to type, by role (to, subject, title, message, query) and by
field noun ("with the number ...", "change X's email to ...")."""

from __future__ import annotations

import re

from experts.offline.clauses import Step, list_item, value_of
from experts.offline.lexicon import interface_verb
from experts.offline.names import said_on
from experts.offline.patterns import (
    CHANGING,
    EMAIL,
    FIELD_NOUNS,
    FIELD_OF,
    FIELD_OWNED,
    FIELD_PLAIN,
    FIELD_SET,
    FIELD_TO,
    FIELD_WITH,
    FILE_NAME,
    INDIRECT,
    KIND_TAIL,
    NAME,
    NAMED_TO,
    NEXT_VALUE,
    NOT_FIELDS,
    PHONE,
    PLACEHOLDER,
    QUERY_CUT,
    RECIPIENT,
    SLOT_PATTERNS,
    WITH_QUOTED,
)
from experts.offline.unquoted import sentence_case
from experts.offline.when import MONTH_DAY, WEEKDAYS
from experts.offline.words import contains_phrase, stem

_TO_END = (
    r"\s+to\s+([^\x00,;:!?]+?|\x00\d+\x00)(?:\s+(?:in|on)\s+(?:the\s+)?\w+)?"
    r"(?:\s+(?:please|pls|thanks|now|from now on|instead))?\s*[.!]?\s*$"
)
_RENAMED_TO = re.compile(r"(?i:\brename\b)[^,;:]*?" + _TO_END)
"""A new name at the end of a rename, unquoted, to the end of the clause ("... to Rise and
shine"), without the app it is done in."""
_NAMED_TO_END = re.compile(r"\b(?:name|title|label|nickname)" + _TO_END)
"""A new name at the end of the clause, lower-case words and all ("... name to Pixel of Sam")."""
_REFERRED = re.compile(
    r"^(?:(?:with|as|after)\s+)?(?:(?:its|their|his|her)\s+|(?:the|that|this)\s+[\w-]+['\u2019]s\s+)"
    r"(?:[\w-]+\s+)?(?:title|name|subject|heading|headline)$",
    re.IGNORECASE,
)
"""A title given as another thing's ("titled with the zib's title"): to be read, not typed."""
_FIELD_OF_THING = re.compile(
    r"(?i:\b(?:change|set|update|edit)\s+(?:the|my|its)\s+)([a-z]+)\s+of\s+[^,;:]+?" + _TO_END
)
"""A field of a named thing given a new value ("change the location of my yoga class to
Riverside Park"): the value runs to the end of the clause."""


_HOME = re.compile(
    r"\s+(?:to|into|onto|in|on|under)\s+(?:the\s+|my\s+)?([a-z]+)(?:\s+app)?$", re.IGNORECASE
)
"""Where a new thing goes, said after its name ("... called Zib notes to pages")."""


def _without_home(title: str, before: str) -> str:
    """``title`` without a closing phrase that puts the thing among its own kind, when the
    words before the title name that kind ("a page called Zib to pages": the title is "Zib")."""
    home = _HOME.search(title)
    if home is None or home.start() == 0:
        return title
    kinds = {stem(w) for w in re.findall(r"[a-z]+", before.lower())}
    return title[: home.start()] if stem(home.group(1).lower()) in kinds else title


def _one(match: re.Match[str], group: int = 1) -> bool:
    """Whether a value read to the end of the clause holds no second request ("... to Notes and
    share it"): no interface verb follows an "and" or a "then" in it (a noun that can be a verb,
    "Zap gift ideas", is part of the value)."""
    led = re.findall(r"\b(?:and|then)\s+([a-z]+)", match.group(group), re.IGNORECASE)
    return not any(interface_verb(w) for w in led)


BIRTHDAY = re.compile(
    r"\bwith birthday ((?:[a-z]+\.?\s+\d{1,2}|\d{1,2}\s+(?:of\s+)?[a-z]+)\b)", re.IGNORECASE
)
"""A birthday given as a detail of a record ("... with birthday zapril 4")."""
LOCATION = re.compile(
    r"\bwith location ([^,;:\x00]+?)(?=\s*(?:[,.;!]|$|\b(?:on|to|in|for|and|then|with)\b))"
)
"""Where a new event takes place, as :mod:`experts.offline.details` says it."""
PHONE_NOUN = re.compile(r"\b(?:phone|number|mobile|cell)\b", re.IGNORECASE)
_JOINING_VERBS = frozenset({"pair", "connect", "link", "sync", "share", "merge", "match"})
"""Verbs joining their object with another thing: a quoted value after their "with" names
that thing (a device, a person), not a text to type."""
"""A detail a phone number given for a change is the value of ("change zed's number to ...")."""


_DAY_TAIL = re.compile(r"\s+(?:on\s+)?(?:" + "|".join(WEEKDAYS) + r")$", re.IGNORECASE)
_MONTH_DAY_NEXT = re.compile(r"^,?\s*" + MONTH_DAY.pattern, re.IGNORECASE)


def _without_day(title: str, rest: str) -> str:
    """``title`` without a closing weekday the request dates it by ("called Zib delivery
    Tuesday, March 17": the title is "Zib delivery", the day its date)."""
    tail = _DAY_TAIL.search(title)
    return title[: tail.start()] if tail and _MONTH_DAY_NEXT.match(rest) else title


_LABELLED = re.compile(
    r"\b(?:label+ed|with\s+(?:the\s+|a\s+)?label)\s+(?!(?:it|this|that|as)\b)(.+?)" + NEXT_VALUE,
    re.IGNORECASE,
)
"""A new thing's label said without quotes ("... labelled zorb", "with the label zorb")."""
_MAKING_VERBS = frozenset({"set", "create", "add", "make", "new", "schedule", "start"})
"""Verbs that make a new thing: only then is a label said a value to type, not a filter
("the mails labelled zorb")."""
_FIELD_COLON = re.compile(r"\b(name|title|label|nickname|email|phone|number)\s*:\s*", re.I)
"""A field noun and a colon: the new value follows."""


def read_slots(
    bare: str, quoted: list[str], steps: list[Step]
) -> tuple[dict[str, str], dict[str, str]]:
    """Values to type by role (to, subject, title, message, query) and by field noun."""
    values: dict[str, str] = {}
    verbs = {s.verb for s in steps}
    for slot, pattern in SLOT_PATTERNS:
        if pattern == WITH_QUOTED and verbs & _JOINING_VERBS:
            continue
        match = re.search(pattern, bare, re.IGNORECASE)
        if match is not None and slot not in values:
            values[slot] = value_of(match.group(1), quoted)
            if slot == "title" and not PLACEHOLDER.fullmatch(match.group(1)):
                values[slot] = sentence_case(_without_home(values[slot], bare[: match.start(1)]))
                values[slot] = _without_day(values[slot], bare[match.end(1) :])
    labelled = _LABELLED.search(bare) if verbs & _MAKING_VERBS else None
    if labelled is not None and "title" not in values:
        values["title"] = sentence_case(value_of(labelled.group(1), quoted))
    if re.fullmatch(r"\w+ly", values.get("title", "")) or _REFERRED.match(values.get("title", "")):
        del values["title"]
    if "title" in values and any(
        (item := list_item(s)) and contains_phrase(item, values["title"]) for s in steps
    ):  # "add reviewing "X" to my to-do list": X is the entry's text, not a title
        del values["title"]
    if "query" in values and not PLACEHOLDER.search(values["query"]):
        query = QUERY_CUT.split(values["query"])[0]
        query = re.sub(r"^(?:a|an|the|some)\s+", "", query, flags=re.IGNORECASE)
        values["query"] = KIND_TAIL.sub("", query) or query
    sending = verbs & {"send", "write", "email", "message", "text", "forward", "share", "reply"}
    if sending:
        indirect = INDIRECT.search(bare)
        recipient = RECIPIENT.search(bare)
        address = (
            re.search(r"\bat\s+(" + EMAIL.pattern + ")", bare[indirect.end() :])
            if indirect
            else None
        )
        led = re.search(
            r"\b(?:e-?mail|mail|send|write|message)\s+(?:to\s+)?(" + EMAIL.pattern + ")", bare, re.I
        )
        texted = re.search(
            r"^\s*(?:text|sms|message|send\s+a\s+text\s+to)\s+(?:to\s+)?(" + PHONE.pattern + ")",
            bare,
            re.IGNORECASE,
        )
        if address:
            values["to"] = address.group(1)
        elif led:
            values["to"] = led.group(1)
        elif texted:
            values["to"] = texted.group(1).strip()
        elif numbered := re.search(r"\bto\s+(" + PHONE.pattern + ")", bare):
            values["to"] = numbered.group(1).strip()
        elif indirect and indirect.group(1).lower() not in ("it", "them"):
            values["to"] = indirect.group(1)
        elif recipient is not None:
            values["to"] = recipient.group(1)
    writes = {"text", "message", "reply", "send", "comment", "post", "email", "write"}
    if verbs & writes and "message" not in values:
        claimed = set(values.values())
        free = [q for q in quoted if q not in claimed]
        if free:
            values["message"] = free[-1]
    fields: dict[str, str] = {}
    if verbs & CHANGING:  # "update device name: Zed" gives the name as "... name to Zed" does
        bare = _FIELD_COLON.sub(r"\1 to ", bare)
    patterns = [FIELD_WITH, FIELD_PLAIN] + (
        [FIELD_TO, FIELD_OF, NAMED_TO, FIELD_SET, FIELD_OWNED] if verbs & CHANGING else []
    )
    for pattern in patterns:
        for match in pattern.finditer(bare):
            noun, raw = match.group(1).lower(), match.group(2)
            if noun in NOT_FIELDS or (
                pattern in (FIELD_TO, FIELD_OF, NAMED_TO) and noun not in FIELD_NOUNS
            ):
                continue
            if pattern is FIELD_OWNED and noun in FIELD_NOUNS:
                continue
            if pattern is NAMED_TO and (whole := _NAMED_TO_END.search(bare)) and _one(whole):
                longer = whole.group(1)
                if longer.startswith(raw) and not re.match(r"\s+for\b", longer[len(raw) :]):
                    raw = longer
            fields.setdefault(noun, value_of(raw, quoted).strip())
    if born := BIRTHDAY.search(bare):
        fields.setdefault("birthday", born.group(1))
    if placed := LOCATION.search(bare):
        fields.setdefault("location", placed.group(1))
    if verbs & CHANGING and (whole := _FIELD_OF_THING.search(bare)) and _one(whole, 2):
        fields.setdefault(whole.group(1).lower(), value_of(whole.group(2), quoted).strip())
    if "rename" in verbs:
        match = re.search(
            r"(?i:\brename\b).*?\bto\s+(\x00\d+\x00|" + FILE_NAME.pattern + "|" + NAME + ")", bare
        )
        rest = _RENAMED_TO.search(bare)
        if match:
            fields = {"name": value_of(match.group(1), quoted)}
        if rest and (not match or rest.group(1).startswith(match.group(1))) and _one(rest):
            fields = {"name": value_of(rest.group(1), quoted)}
    changing_number = verbs & CHANGING and PHONE_NOUN.search(bare)
    if (verbs & {"add", "save", "create", "make", "put"} or changing_number) and not sending:
        given = " ".join([*fields.values(), *values.values()])
        for number in PHONE.findall(bare):
            if number.strip() not in given:
                fields.setdefault("phone", number.strip())
    if sending and "to" in values:
        fields = {noun: v for noun, v in fields.items() if v != values["to"]}
    for value in fields.values():
        if values.get("to") == value:
            del values["to"]
    if "message" in values:
        values["message"] = re.sub(r"^(?:that|how(?! about\b)|to say)\s+", "", values["message"])
        values["message"] += said_on(bare, values["message"])
        if values.get("to") and contains_phrase(values["message"], values["to"]):
            del values["to"]
    return values, fields
