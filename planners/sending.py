"""How an acting subtask is handed to the expert: the value it fetched, quoted where it stands
unquoted in one that sends, so it is sent whole; a reply to a person, a reply to their message;
a sending subtask led by its app's name, said in the app; a fetched value standing for "it"
after a naming verb ("and label 11:00 zorb"), "it" again."""

from __future__ import annotations

import re

from experts.offline.lexicon import irregular, kinds
from experts.offline.names import lower_names

_SENDING = re.compile(
    r"^\s*(?:please\s+|[a-z]+\s+(?=dm\b))?"
    r"(?:text|sms|message|e-?mail|mail|send|dm|reply|respond|answer|write\s+back|post)\b",
    re.IGNORECASE,
)
"""A subtask that sends, replies or posts; an app's name may come before "dm" ("zapchat dm
ann")."""
_ADDRESSED = re.compile(
    r"(?:\b(?:text|sms|message|e-?mail|mail|send|dm|reply|to|with)\s+)$", re.IGNORECASE
)
"""What stands before the one a message goes to: a sending verb, or "to"/"with"."""
_SENT_TO = re.compile(r"\s+to\s+(?!(?:the|my|a|an|this|that|it)\b)[\w@.-]", re.IGNORECASE)
"""What follows the words sent when the one they go to comes after them ("dm 5736 to ann")."""
_WITH_AFTER_SOMEONE = re.compile(
    r"^\s*\S+(?:\s+(?:to|back\s+to))?\s+(?!with\b)\S+.*\swith\s+$", re.IGNORECASE
)
"""A "with" after the one written to ("reply to ann with <value>", "answer bo with <value>"):
what follows it is the message, not the one it goes to."""
_DESCRIBED = re.compile(
    r"\b(?:of|from|about|for|at|in|on|by|before|after|near|the|a|an)\s+$", re.IGNORECASE
)
"""What stands before a value that says which thing is meant ("the date of <value>")."""


def sent_whole(subtask: str, fetched: dict[str, str]) -> str:
    """``subtask`` with each value it fetched quoted where it stands unquoted in a subtask that
    sends or posts ('mail ann lee 5' -> 'mail ann lee "5"'): the words sent, taken whole, not
    read as more of the name before them; a value where the one sent to stands (right after
    the sending verb or "to", unless "to <someone>" follows it: "dm 5736 to ann") or after a
    word that says which thing is meant ("the date of <value>") is left as it is. ``fetched``
    holds "name: value" lines."""
    if not _SENDING.match(subtask):
        return subtask
    for line in fetched.values():
        value = line.split(": ", 1)[-1].strip()
        if not value or '"' in value:
            continue
        for found in re.finditer(rf"(?<![\w\"'-]){re.escape(value)}(?![\w\"'-])", subtask):
            before = subtask[: found.start()]
            addressed = _ADDRESSED.search(before) and not _SENT_TO.match(subtask[found.end() :])
            addressed = addressed and not _WITH_AFTER_SOMEONE.search(before)
            if before.count('"') % 2 or addressed or _DESCRIBED.search(before):
                continue
            subtask = f'{before}"{value}"{subtask[found.end() :]}'
            break
    return subtask


_REPLY_TO = re.compile(
    r"^(?P<lead>\s*(?:please\s+)?reply\s+to\s+)"
    r"(?P<who>(?!(?:the|my|a|an|this|that|these|those|his|her|their|our|your|it|them|him|me|"
    r"all|everyone|everybody)\b)[\w.@-]+(?:\s+[\w.@-]+)?)"
    r"(?=\s+(?:(?:on|in|via)\s+\w+\s+)?(?:with|saying|that)\b)",
    re.IGNORECASE,
)


def replied_to_message(subtask: str) -> str:
    """A reply to a person ("reply to ann on Zapchat with ...") as a reply to their message
    ("reply to ann's message on Zapchat with ..."): what is replied to is what they sent, a
    conversation with them, not a post of theirs; a word for a thing ("reply to email with")
    is no person and stays."""
    found = _REPLY_TO.match(subtask)
    if found is None:
        return subtask
    things = {w for ws in kinds().values() for w in ws}
    if any(word.lower() in things for word in found["who"].split()):
        return subtask
    return f"{found['lead']}{found['who']}'s message{subtask[found.end() :]}"


_APP_LED = re.compile(
    r"^\s*(?P<app>[\w-]+)\s+(?P<rest>(?:dm|text|message|e-?mail|mail|post|reply)\b.*?)"
    r"(?P<end>[.?!]?)\s*$",
    re.IGNORECASE | re.DOTALL,
)


def app_led(subtask: str, apps: list[str]) -> str:
    """A sending subtask led by the name of one of the expert's apps ("zapchat dm ann ...") as
    the act said in that app ("dm ann ... on Zapchat"): the app's name is where, not a verb
    (a chirp, a post) of its own."""
    found = _APP_LED.match(subtask)
    labels = {app.casefold(): app for app in apps}
    if found is None or found["app"].casefold() not in labels:
        return subtask
    app = labels[found["app"].casefold()]
    if re.search(rf"\b{re.escape(app)}\b", found["rest"], re.IGNORECASE):
        return f"{found['rest']}{found['end']}"
    return f"{found['rest']} on {app}{found['end']}"


def named_it(subtask: str, fetched: dict[str, str]) -> str:
    """``subtask`` with a fetched value that stands between a naming verb and the name given
    ("set an alarm at 10:00 and label 11:00 zorb", where "it" was filled in) read as "it"
    again ("... and label it zorb"): the name is the words after it, not the value."""
    for line in fetched.values():
        value = line.split(": ", 1)[-1].strip()
        if not value:
            continue
        subtask = re.sub(
            rf"(\b(?:and|then|,)\s+(?:label|call|name|title)\s+){re.escape(value)}(?=\s+\w)",
            r"\1it",
            subtask,
            flags=re.IGNORECASE,
        )
    return subtask


_TO_PRONOUN = re.compile(
    r"\b(?P<lead>(?:to|text|sms|message|e-?mail|mail|dm|tell|ask|reply\s+to|send)\s+)"
    r"(?P<who>him|her)\b(?!['\u2019]s|\s+(?:contact|card|entry|details|record|profile)\b)",
    re.IGNORECASE,
)
"""A message sent to "him" or "her": a person the subtask does not name."""
_OWNER_PRONOUN = re.compile(
    r"\b(?P<who>his|her)(?=\s+(?:contact|card|entry|details|record|profile)\b)", re.IGNORECASE
)
"""Someone's own record ("her contact card"): a person the subtask does not name."""
_WROTE_ME = re.compile(
    r"\b(?P<who>[a-z]+)\s+(?:emailed|texted|messaged|wrote|sent|called|told|asked|mailed)"
    r"\s+me\b",
    re.IGNORECASE,
)
"""Someone who got in touch ("ann emailed me ..."): the person a later "her" stands for."""
_NOT_NAMES = frozenset({"he", "she", "they", "who", "someone", "somebody", "it", "that", "which"})


def pronoun_named(subtask: str, request: str, apps: frozenset[str] = frozenset()) -> str:
    """``subtask`` with the "him" or "her" it sends to ('email "5" to him'), or whose record
    it changes ('add "5" to her contact'), replaced by the one person the whole ``request``
    names ("... my 1:1 with ann? email it to him"), or the one who got in touch ("ann emailed
    me ..."), or of several the one who did something ("zed posted about the moon ..."): the
    node's subtask lost who the pronoun stands for; an app's name (one of ``apps``,
    casefolded) is no person; with no person, or more than one and none alone doing, named, it
    stays as it is."""
    found = _TO_PRONOUN.search(subtask)
    owner = _OWNER_PRONOUN.search(subtask) if found is None else None
    if found is None and owner is None:
        return subtask
    senders = {m["who"].casefold() for m in _WROTE_ME.finditer(request)} - _NOT_NAMES
    found_names = [s.title() for s in senders] or lower_names(request.casefold(), set())
    named = {n.casefold(): n for n in found_names if n.casefold() not in apps}
    doers = [n for k, n in named.items() if _did(k, request)]
    if len(named) != 1 and len(doers) != 1:
        return subtask
    (name,) = named.values() if len(named) == 1 else doers
    if owner is not None:
        return f"{subtask[: owner.start('who')]}{name}'s{subtask[owner.end('who') :]}"
    return f"{subtask[: found.start('who')]}{name}{subtask[found.end('who') :]}"


def _did(name: str, request: str) -> bool:
    """Whether ``name`` (casefolded) does something in ``request``: a past-tense verb right
    after it ("zed posted", "zed wrote")."""
    for found in re.finditer(rf"\b{re.escape(name)}\s+([a-z]+)\b", request.casefold()):
        verb = found.group(1)
        if verb.endswith("ed") or verb in irregular():
            return True
    return False


_TOLD_TO = re.compile(
    r"^\s*(?:text|sms|message|tell|ask|remind)\s+"
    r"(?P<who>(?:(?!(?:to|it|them|this|that|me|us)\b)[A-Za-z][\w'.-]*\s+){1,3}?)to\s+"
    r"(?P<act>(?!(?:the|my|our|a|an|it|them|him|her|me|us|you|this|that)\b)[a-z]+\b[^\"]*)$",
    re.IGNORECASE,
)
"""Telling a person to do something ("text ann lee to meet me at <place>", "ask bo to call
me"): what they are told to do is the message."""
_SAID_UNQUOTED = re.compile(
    r"^(?P<lead>.*?\b(?:saying|that says)\s+)(?P<said>[^\"]+)$", re.IGNORECASE | re.DOTALL
)
"""A message given after "saying" without quotes."""


def told_to_do(subtask: str, apps: list[str]) -> str:
    """``subtask`` with the words of a message it leaves unquoted quoted, apart from the app it
    ends in ("... in Zapchat"): what a person is told to do ('text ann to meet me at X' ->
    'message ann "Meet me at X"'), or what follows "saying"."""
    tail = next(
        (
            m.group(0)
            for app in apps
            if (m := re.search(rf"\s+(?:in|on)\s+{re.escape(app)}\s*[.!]?$", subtask, re.I))
        ),
        "",
    )
    body = subtask[: len(subtask) - len(tail)] if tail else subtask
    told = _TOLD_TO.match(body)
    if told is not None:
        act = told["act"].strip()
        return f'message {told["who"].strip()} "{act[0].upper()}{act[1:]}"{tail}'
    said = _SAID_UNQUOTED.match(body)
    if said is not None and tail:
        return f'{said["lead"]}"{said["said"].strip()}"{tail}'
    return subtask
