"""A record's details given one after another in a request that adds or changes the record
("new zorbist ann lee, cell 555-0101, email ann@x.org, bday may 2"): each detail is restated as
"with <detail> <value>", so that an address or a number after "email" or "text" reads as the
value of a field, not as a step that sends something; a bare address or number in such a
request is the detail its kind says. A verbless labelled record ("zorb alarm 7:10 am"), a thing
scheduled by its own name, a new event's place after "at" and a note said last are restated
the same way."""

from __future__ import annotations

import re

from experts.offline.lexicon import interface_verb
from experts.offline.patterns import EMAIL, PHONE
from experts.offline.value_kinds import value_kind
from experts.offline.when import clock_time
from experts.offline.words import STOPWORDS

_NOUNS: dict[str, str] = {
    "email": "email",
    "e-mail": "email",
    "mail": "email",
    "phone": "phone",
    "number": "phone",
    "cell": "phone",
    "mobile": "phone",
    "tel": "phone",
    "birthday": "birthday",
    "bday": "birthday",
    "b-day": "birthday",
}
_KIND_OF_NOUN = {"email": "email", "phone": "phone", "birthday": "date"}
_MONTH_DAY = (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?"
    r"|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
    r"[a-z]*"
)
_VALUE = rf"(?P<value>{EMAIL.pattern}|{PHONE.pattern}|{_MONTH_DAY})"
_DETAIL = re.compile(
    r"(?P<lead>,|;|\band\b|^)\s*(?:(?:his|her|their|its|the|a|new)\s+)*"
    rf"(?P<noun>{'|'.join(map(re.escape, _NOUNS))})(?:\s+(?:address|number|no\.?))?"
    rf"(?:\s+(?:is|should be|to|as|=))?\s*:?\s+{_VALUE}(?![\w@-])",
    re.IGNORECASE,
)
_RECORDING = re.compile(
    r"\b(?:add|new|create|save|store|update|change|edit|set|put|make)\b", re.IGNORECASE
)
_SENDING_LEAD = re.compile(
    r"^\s*(?:please\s+|pls\s+)?(?:send|text|sms|mail|e-?mail|message|write|reply|tell|share"
    r"|forward|invite|call|dm)\b",
    re.IGNORECASE,
)
_BARE = re.compile(rf"(?<![\w@.-])(?:{EMAIL.pattern}|{PHONE.pattern})(?![\w@-])")
_LED = re.compile(r"\b(?:with|to|as|from|for|at|by|is)\s+(?:\w+\s+)?$", re.IGNORECASE)


_LABELLED = re.compile(
    r"^\s*(?P<label>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)\s+(?P<kind>alarm|reminder|event|appointment)"
    r"\s+(?P<rest>(?:at\s+|for\s+|on\s+)?\d.*)$",
    re.IGNORECASE | re.DOTALL,
)
"""A record said with no verb, its label before its kind and its time after ("zorb alarm
7:10 am"): a new record with that label."""
_NOT_LABELS = frozenset({"new", "set", "one", "another", "need", "want", "pls", "please", "i"})


def labelled(text: str) -> str:
    """A verbless request for a labelled record, said with its verb and its label last."""
    match = _LABELLED.match(text)
    if match is None or '"' in text:
        return text
    said = match["label"].lower().split()
    if interface_verb(said[0]) or any(w in _NOT_LABELS or w in STOPWORDS for w in said):
        return text
    kind, rest = match["kind"].lower(), match["rest"].rstrip(" .!")
    verb = "set" if kind in ("alarm", "reminder") else "add"
    label = match["label"][0].upper() + match["label"][1:]
    return f'{verb} an {kind} {rest} called "{label}"'


_SCHEDULED = re.compile(
    r"^\s*(?:please\s+)?(?:schedule|plan)\s+(?!(?:a|an|the|my|it|this|that)\b)"
    r"(?P<title>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+(?P<rest>(?:on\s+|at\s+|for\s+|next\s+)?"
    r"(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d).*)$",
    re.IGNORECASE | re.DOTALL,
)
"""A thing scheduled by its own name, followed by when ("schedule zorb practice friday 6pm")."""
_AT_PLACE = re.compile(
    r"\bat\s+(?!(?:\d|noon|midnight|night|home|work|least|most|all|once|the same)\b)"
    r"(?P<place>(?:the\s+)?[a-z][\w'&.-]*(?:\s+(?!(?:on|at|to|in|for|and|then|from|with)\b)"
    r"[a-z][\w'&.-]*){0,3})(?=\s*(?:[,.;!]|$|\b(?:on|to|in|for|and|then|from|tomorrow|today|"
    r"next)\b))",
    re.IGNORECASE,
)
"""Where a new event takes place, said after "at" and not a time ("... 7pm at zorb hall")."""


def _placed(text: str) -> str:
    """A request that makes a timed event, with its place said as its location."""
    if clock_time(text) is None or not re.search(r"\b(?:add|schedule|plan|create)\b", text, re.I):
        return text
    return _AT_PLACE.sub(lambda m: f"with location {m['place']}", text, count=1)


_NOTED = re.compile(
    r"(?:,|;|\band\b)\s*(?:with\s+)?(?:a\s+|the\s+)?(?:note|notes|description)"
    r"(?:\s+(?:is|saying|that says|reading))?\s*:?\s+(?P<text>[^\"]+?)\s*[.!]?\s*$",
    re.IGNORECASE,
)
"""A note said last about the record a request makes ("..., note bring the zorb")."""


def detailed(text: str) -> str:
    """``text`` with each detail of the record it adds or changes said as "with <detail>
    <value>" (a verbless labelled record, a scheduled thing, its place and its note too);
    ``text`` as it is when it sends something or records nothing."""
    if '"' in text:
        return text
    text = _SCHEDULED.sub(lambda m: f'add an event "{m["title"]}" {m["rest"]}', labelled(text))
    if _SENDING_LEAD.match(text) or not _RECORDING.search(text):
        return text

    def said(match: re.Match[str]) -> str:
        noun = _NOUNS[match["noun"].lower()]
        if value_kind(match["value"]) != _KIND_OF_NOUN[noun]:
            return match.group(0)
        lead = match["lead"]
        return f"{lead}{' ' if lead else ''}with {noun} {match['value']}"

    text = _DETAIL.sub(said, _placed(text))
    text = _BARE.sub(lambda m: _bare(text, m), text)
    return _NOTED.sub(lambda m: f' with the note "{m["text"]}"', text, count=1)


def _bare(text: str, match: re.Match[str]) -> str:
    """A bare address or number as the detail its kind says, unless a word before it already
    says what it is ("with email ...", "as a guest")."""
    before = text[: match.start()]
    noun = rf"\b(?:{'|'.join(map(re.escape, _NOUNS))})(?:\s+(?:address|number))?:?\s+$"
    if _LED.search(before) or re.search(noun, before, re.IGNORECASE):
        return match.group(0)
    if re.match(r"\s+as\b", text[match.end() :]):
        return match.group(0)
    kind = value_kind(match.group(0))
    if kind not in ("email", "phone"):
        return match.group(0)
    return f"with {kind} {match.group(0)}"
