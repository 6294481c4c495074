"""Requests said another way, restated in the plain form the rest of the reading knows: a
question led by "according to <where>", a detail given as "X's <detail> is Y", a thing said to
have moved ("X was moved back to the 9th"), a name given as "and call it X", a question about
a thing followed by a verb on it."""

from __future__ import annotations

import re

from experts.offline.lexicon import bases, common_words, interface_verb, kinds
from experts.offline.owned import owned_details
from experts.offline.patterns import EMAIL, FIELD_NOUNS, PHONE, VERB_BY_STEM
from experts.offline.venues import venue_asked
from experts.offline.when import clock_time, date_phrase
from experts.offline.words import STOPWORDS, stem


def restated(text: str) -> str:
    """``text`` in the plain form: the question before where to look, a detail's new value as a
    change, a name given as a title."""
    text = _unneeded(
        _thing_first(_asked_then_acted(owned_details(_apostrophized(_update_it(text)))))
    )
    text = _new_record(_all_day(_moved(_field_is(_should_be(_according(venue_asked(text)))))))
    return _CALL_IT.sub(" called ", text)


_ADDED_TO = re.compile(
    r"^\s*(?:please\s+)?(?:add|save|put)\s+(?!(?:a|an|the|my|it|them|him|her|this|that)\b)"
    r"(?P<who>[^,;:\"\d@]+?)\s+(?:to|in|into)\s+(?:my\s+|the\s+)?(?P<where>[a-z]+(?: [a-z]+)?)\b"
    r"(?P<rest>.*)$",
    re.IGNORECASE | re.DOTALL,
)


def _new_record(text: str) -> str:
    """Someone added to the contacts with a number or an address of their own ("add zed quorn
    to my address book, his number is ..."): a new contact, not a list entry of one."""
    match = _ADDED_TO.match(text)
    if match is None or not (PHONE.search(match["rest"]) or EMAIL.search(match["rest"])):
        return text
    where = match["where"].lower()
    if where.rstrip("s") not in kinds()["contact"] and where not in kinds()["contact"]:
        return text
    return f"create a contact {match['who']}{match['rest']}"


_UNNEEDED = re.compile(
    r"^\s*(?:(?:i|we)\s+)?(?:do ?n[o']?t|no longer)\s+(?:need|want)\s+(?!to\b)([^,;\"]+?)\s+"
    r"(in|on|from)\s+((?:my|the|our)\s+)?(?!(?:any ?more|now)\b)([a-z][\w-]*)\s*"
    r"(?:anymore|any more|now)?\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""A thing no longer wanted in a place ("no longer need quorn.txt over in zap"): deleted
from there; notifications no longer wanted from somewhere are turned off."""


def _unneeded(text: str) -> str:
    """A thing no longer wanted in a place, as deleting it from there."""
    match = _UNNEEDED.match(text)
    if match is None:
        return text
    thing, where, whose, place = match.groups()
    if re.search(r"\b(?:notifications?|alerts?|updates?)\b", thing, re.IGNORECASE):
        return f"turn off {thing} {where} {whose or ''}{place}"
    return f"delete {thing} from {whose or ''}{place}"


_ASKED_THEN_ACTED = re.compile(
    r"^\s*(?P<lead>(?:on|in)\s+[\w.-]+\s*,?\s+)?(?:what|which|who)(?:'s|\u2019s|s|\s+is|\s+are)?\s+"
    r"(?P<thing>[^?.!]+?)\s*\?+\s*(?:and\s+|then\s+|so\s+)*(?:please\s+|pls\s+)?"
    r"(?P<verb>[a-z]+)\s+(?:it|them|that|that one|this one)\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""A question about a thing followed by a verb that acts on it by a pronoun ("on zapline whats
the newest quorn? star it")."""


def _asked_then_acted(text: str) -> str:
    """A question about a thing and then a verb on it, as that verb on the thing."""
    match = _ASKED_THEN_ACTED.match(text)
    if match is None or interface_verb(match.group("verb")) is None:
        return text
    lead = (match.group("lead") or "").strip(" ,")
    return f"{lead + ', ' if lead else ''}{match.group('verb')} {match.group('thing')}"


_THING_FIRST = re.compile(
    r"^\s*(?P<thing>[a-z0-9][^,;:\"]*?)\s*(?:[,;]|\s-+|\s)\s*(?:so\s+)?(?:please\s+|pls\s+)?"
    r"(?P<verb>[a-z]+)\s+(?:it|them|him|her)\b(?P<tail>.*)$",
    re.IGNORECASE | re.DOTALL,
)
"""A thing named before the verb that acts on it by a pronoun ("the zap thing, move it to
friday", "quorn over in zap, look them up")."""


def _thing_first(text: str) -> str:
    """A thing named first and acted on by a pronoun, as the verb on that thing; not when the
    sentence starts with a verb, a pronoun or another function word."""
    match = _THING_FIRST.match(text)
    if match is None:
        return text
    verb = match.group("verb")
    thing = re.sub(r"^(?:that|this|the|my)\s+", "", match.group("thing"), flags=re.IGNORECASE)
    lead = thing.split()[0].lower()
    if (
        lead in STOPWORDS
        or _verb(lead)
        or _verb(lead.removesuffix("s"))
        or interface_verb(verb) is None
        or verb.lower() in ("put", "add", "save", "pin", "note")
    ):
        return text
    return f"{verb} {thing}{match.group('tail')}"


def _verb(word: str) -> bool:
    return stem(word) in VERB_BY_STEM or interface_verb(word) is not None


_CALL_IT = re.compile(r"\s*,?\s+(?:and\s+)?(?:call|name|label)\s+(?:it|this|that)\s+(?=\S)", re.I)
"""A name given to what the request makes ("... and call it Zap"): the title it is made with."""


_ACCORDING_LEAD = re.compile(
    r"^\s*according to\s+([^,?]+?)\s*,?\s+((?:what|when|where|who|which|how)\b.*?)\s*([?.!]*)$",
    re.IGNORECASE,
)
_ACCORDING = re.compile(
    r"\baccording to\b"
    r"|\bper(?=\s+(?:the|my|our|your|his|her|their|this|that|[a-z]+['\u2019]s)\b)",
    re.IGNORECASE,
)
"""Where a question says its answer is kept: "according to", or "per" before a record ("per
the zap text", "per bo's mail"), not "per" of a rate ("per hour")."""


def _according(text: str) -> str:
    """A question led by "according to <where>": the question first, then "in <where>"
    ("according to my planner when is X" -> "when is X in my planner")."""
    lead = _ACCORDING_LEAD.match(text)
    if lead:
        text = f"{lead.group(2)} in {lead.group(1)}{lead.group(3)}"
    return _ACCORDING.sub("in", text)


_OWNED_DETAIL = re.compile(
    r"\b([a-z]{2,}[^\Wsoiu\d_])s(?=\s+(?:" + "|".join(sorted(FIELD_NOUNS)) + r")\b)",
    re.IGNORECASE,
)
"""A word that is no English word with an "s" before a detail of a record ("zed quorns
email"): a possessive typed without its apostrophe."""


def _apostrophized(text: str) -> str:
    """``text`` with a name's possessive before a detail given its apostrophe ("zed quorns
    number" -> "zed quorn's number"); an English word ("my contacts email") is left alone."""

    def put(match: re.Match[str]) -> str:
        word = match.group(0).lower()
        known = bases(word) & common_words() or word in STOPWORDS
        return match.group(0) if known else f"{match.group(1)}'s"

    return _OWNED_DETAIL.sub(put, text)


def _field_is(text: str) -> str:
    """``text`` said as the change it asks ("change zed quorn's zapday to "june 2""), when it
    gives a value of a named owner's detail; the rest of the sentence only asks to keep it."""
    match = _FIELD_IS.match(text)
    if match is None or match.group(1).lower() in ("it", "this", "that", "what", "who"):
        return text
    owner, field, value = match.group(1), match.group(2), match.group(3).strip()
    lead = owner.split()[0]
    if len(owner.split()) > 1 and interface_verb(lead) is not None:
        owner = owner[len(lead) :].strip()
    given = EMAIL.match(value) or PHONE.match(value)
    if given:
        return f"change {owner}'s {field} to {given.group()}{value[given.end() :]}"
    return f'change {owner}\'s {field} to "{value}"'


_FIELD_IS = re.compile(
    r"^\s*([a-z][\w.' -]*?)['\u2019]s\s+((?:[a-z]+\s+)?(?:"
    + "|".join(sorted(FIELD_NOUNS))
    + r"))\s+(?:is|are)\s+(?:now\s+)?([^,;\"]+?)\s*(?:now\s*)?(?:[,;]\s*[^\"]*|\.\s+[^\"]*|\.)?$",
    re.IGNORECASE,
)
"""A detail of someone's record given a value ("ann lee's birthday is june 2, save that")."""


_SHOULD = r"\s+(?:should|must|needs?\s+to|has\s+to|ought\s+to)\s+be\s+"
_SHOULD_BE_CALLED = re.compile(
    r"^\s*(?P<thing>[^\"]+?)" + _SHOULD + r"(?:called|named|renamed(?:\s+to)?)"
    r"\s+(?P<name>[^\"]+?)\s*(?:instead|now)?\s*[.!]*$",
    re.IGNORECASE,
)
_SHOULD_BE_NAME = re.compile(
    r"^\s*(?:(?:the|my|our)\s+)?(?P<field>(?:[a-z]+\s+)?(?:name|title|label|nickname))"
    + _SHOULD
    + r"(?P<value>[^\"]+?)\s*(?:instead|now)?\s*[.!]*$",
    re.IGNORECASE,
)
"""A name a thing ought to have ("zap.txt should be called quorn.txt", "the device name should
be Zed"): the rename or the change it asks."""


_CALLED_NOW = re.compile(
    r"^\s*(?:please\s+)?(?:change|set|update|switch)\s+what\s+(?P<thing>[^\"]+?)\s+"
    r"(?:is|are)\s+(?:called|named)\s+to\s+(?P<name>[^\"]+?)"
    r"\s*(?:instead|now|from now on)?\s*[.!]*$",
    re.IGNORECASE,
)
"""A change of what a thing is called ("change what my zib is called to Quor"): a rename."""
_WANTED_CALLED = re.compile(
    r"^\s*(?:please\s+)?i(?:\s+(?:want|would\s+like)|['\u2019]d\s+like)\s+"
    r"(?P<thing>[^\"]+?)\s+to\s+be\s+(?:called|named)\s+(?P<name>[^\"]+?)\s*[.!]*$",
    re.IGNORECASE,
)
"""A name wished for a thing ("i want my zib to be called Quor"): a rename."""
_GIVEN_NAME = re.compile(
    r"^\s*(?:please\s+)?give\s+(?P<thing>[^\"]+?)\s+the\s+(?:new\s+)?name\s+"
    r"(?P<name>[^\"]+?)\s*[.!]*$",
    re.IGNORECASE,
)
"""A name given to a thing ("give my zib the name Quor"): a rename."""
_RENAMES = (_SHOULD_BE_CALLED, _CALLED_NOW, _WANTED_CALLED, _GIVEN_NAME)
"""The ways of saying what a thing is to be called, each read as its rename."""
_FIELD_COLON = re.compile(
    r"^\s*(?:please\s+)?(?:change|set|update|edit)\s+(?P<field>(?:the|my|our)\s+(?:[a-z]+\s+)?"
    r"(?:name|title|label|nickname))\s*:\s*(?P<value>[^\"]+?)\s*[.!]*$",
    re.IGNORECASE,
)
"""A name field given its value after a colon ("update the zib name: Quor")."""


def _should_be(text: str) -> str:
    """A name a thing ought to have, or a change of what it is called, as the rename or the
    change that gives it."""
    if called := next(filter(None, (p.match(text) for p in _RENAMES)), None):
        return f'rename {called["thing"]} to "{called["name"]}"'
    if colon := _FIELD_COLON.match(text):
        return f'set {colon["field"]} to "{colon["value"]}"'
    named = _SHOULD_BE_NAME.match(text)
    return f'set the {named["field"]} to "{named["value"]}"' if named else text


_MOVED = re.compile(
    r"^\s*(?:(?:the|my|our)\s+)?(?!(?:i|we|you|they|he|she|it)\b)([a-z0-9][\w:' -]*?)\s+"
    r"(?:(?:got|gets|was|were|is|are|has|have|had)\s+)?(?:been\s+)?(?:just\s+)?"
    r"(?:pushed|moved|bumped|shifted|rescheduled|postponed|delayed|pulled|brought)"
    r"(?:\s+(?:back|up|forward|out|over))?\s+(?:to|till|until)\s+(.+?)\s*[.!]*$",
    re.IGNORECASE,
)
"""A thing said to have moved to another time ("zap night was moved back to the 9th")."""
_NOW_ON = re.compile(
    r"^\s*(?:(?:the|my|our)\s+)?(?!(?:i|we|you|they|he|she|it)\b)([a-z0-9][\w:' -]*?)\s+"
    r"(?:is|are)\s+(?:now|actually)\s+(?:on|at|for)\s+(.+?)\s*(?:now\s*)?[.!]*$",
    re.IGNORECASE,
)
"""A thing said to be at another time now ("zap night is now on march 9")."""


_WHEN_IS = re.compile(
    r"^\s*(?:(?:the|my|our)\s+)?(?!(?:i|we|you|they|he|she|it|what|which|whats)\b)"
    r"([a-z0-9][\w:' -]*?)(?:['\u2019]s)?\s+(?:start(?:ing)?\s+)?(?:time|date|day)\s+"
    r"(?:is|was|has\s+been|got)\s+(?:now\s+|actually\s+)?(?:changed\s+|moved\s+)?(?:to\s+)?([^?]+?)\s*(?:now\s*)?[.!]*$",
    re.IGNORECASE,
)
"""A thing's time or day said to be another one now ("zap night's time is 9pm now")."""

_PASSED_ON = frozenset({"text", "message", "send", "email", "write", "reply"})
"""Verbs that pass a statement on to someone ("tell zed the quib moved to 9"): the statement is
what they are told, no move asked."""


_UPDATE_IT = re.compile(
    r"\s*[,;.]?\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:update|change|fix|edit|adjust|reschedule)\s+"
    r"(?:it|that|this|the event|my calendar|the calendar)(?:\s+(?:accordingly|too|for me))?"
    r"(?:\s+please)?\s*[.!]*$",
    re.IGNORECASE,
)
"""A pronoun clause after a thing said to be at another time ("X is now on friday, please update
it"): it asks for the move the statement says, nothing more."""


def _update_it(text: str) -> str:
    """``text`` without a closing "please update it" when what precedes says a thing moved."""
    tail = _UPDATE_IT.search(text)
    if tail is None or tail.start() == 0:
        return text
    head = text[: tail.start()]
    return head if _moved(head) != head else text


def _moved(text: str) -> str:
    """A statement that a thing moved, or is at another time now, as the move it asks ("move
    zap night to the 9th")."""
    found = _MOVED.match(text) or _NOW_ON.match(text) or _WHEN_IS.match(text)
    if found is None:
        return text
    moved = found.re is _MOVED
    when = found.group(2)
    if not moved and not (date_phrase(when) or clock_time(when)):
        return text
    said = re.findall(r"[a-z]+", found.group(1).lower())
    if any(w in ("tell", "let") or interface_verb(w) in _PASSED_ON for w in said):
        return text
    thing = found.group(1) if moved else f'"{found.group(1)}"'
    return f"move {thing} to {when}"


_ALL_DAY = re.compile(
    r"^\s*(?:(?:make|turn|mark|set|change)\s+(?:(?:the|my|our)\s+)?(.+?)\s+(?:into\s+|to\s+|as\s+)?"
    r"|(?:(?:the|my|our)\s+)?(.+?)\s+(?:is|['\u2019]s)\s+(?:now\s+)?)"
    r"(?:an?\s+)?all[- ]day(?:\s+(?:event|thing|one|affair))?\s*(?:now)?"
    r"(\s+(?:in|on)\s+[A-Z][\w ]*?)?\s*[.!]*$",
    re.IGNORECASE,
)
"""A thing made to last all day ("make zap night all-day", "zap night is an all day thing
now")."""


def _all_day(text: str) -> str:
    """A thing made to last all day, as the switch it turns on ("turn on all day for X")."""
    match = _ALL_DAY.match(text)
    if match is None:
        return text
    thing = match.group(1) or match.group(2)
    if thing.lower() not in ("it", "this", "that", "them") and '"' not in thing:
        thing = f'"{thing}"'
    return f"turn on all day for {thing}{match.group(3) or ''}"
