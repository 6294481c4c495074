"""How a request says where its facts are kept and who it reaches, rewritten in the words
the fact and team readers know: where a fact is kept said after it ("..., it's in my lease"), a
person named as a guest of an event (their email address, which the event keeps), something
put in the calendar that the calendar does not hold yet (found where arrangements come), and
people reached only by their role to the owner ("my landlord") or by what they do for them
("whoever minds my shed key"). Generic English cues only.
"""

from __future__ import annotations

import re

from experts.assembly_records import FIELDS, noun_kind, placed_app, record_kind
from experts.offline.apps import label_kinds

_KEPT_SAID = re.compile(
    r",?\s+(?:it['\u2019]?s|it is|they['\u2019]re|they are"
    r"|(?<=,\s)the\s(?:[\w-]+\s){0,2}?[\w-]+\s(?:is|are))\s+"
    r"((?:in|on)\s+(?:my|our|the)\s[^,.;?!]+)",
    re.IGNORECASE,
)
_DONE_SAID = re.compile(
    r",\s+(?:we|i|they|he|she|[a-z][\w'-]*)\s+(?:planned|arranged|discussed|agreed|sorted|set\s+up"
    r"|talked\s+about|mentioned|sent|wrote)\s+(?:it|that|this|them)\s+"
    r"((?:in|on|over)\s+(?!(?:the|a|an)\s+(?:phone|day|way|weekend)\b)[^,.;?!]+)(?=\s*(?:[.!?]|$))",
    re.IGNORECASE,
)
"""Where a thing was arranged or said, after it ("..., we planned it on zapline"): where it
is kept."""
_HOLDER_SAID = re.compile(
    r",\s+(?P<whose>my|our|the)\s+(?P<holder>(?:[\w-]+\s){0,3}?[\w-]+)\s+"
    r"(?:has|have|shows|says|lists|mentions)\s+(?:it|that|them|this)(?=\s*(?:[.!?]|$))",
    re.IGNORECASE,
)


_SOURCE_FIRST = re.compile(
    r"^(?:using|from|according to|based on|going by|per)\s+(?P<holder>(?:my|our|the)\s[^,;:]+?)"
    r"\s*,\s*(?P<rest>[a-z][^,;]*?)(?P<end>(?:[,;]|\s+(?:and|then)\s).*)?$",
    re.IGNORECASE,
)
"""Where the facts are kept, said first as what is used ("using my zap page, text ann the
door code"): the first act's thing comes from there."""


def kept_said(text: str) -> str:
    """``text`` with where a fact is kept, said after it, following the fact ("how much my
    rent is, it's in my lease", "..., the fee is in my lease", "..., my lease has it" -> "how
    much my rent is in my lease"; "..., we planned it on zapline" -> "... on zapline"), or
    said first as what is used, after the first act ("using my zap page, text ann the door
    code" -> "text ann the door code from my zap page")."""
    first = _SOURCE_FIRST.match(text)
    if first is not None:
        text = f"{first['rest']} from {first['holder']}{first['end'] or ''}"
    text = _HOLDER_SAID.sub(lambda m: f" in {m['whose'].lower()} {m['holder']}", text)
    return _DONE_SAID.sub(r" \1", _KEPT_SAID.sub(r" \1", text))


_INVITED = re.compile(
    r"\b(?:(?:add|put) (?P<a>(?!(?:the|my|our|a|an|it|them)\b)[a-z]+ [a-z]+) as (?:a |an )?"
    r"(?:guest|attendee|invitee)s? (?:to|of|for|on)"
    r"|invite (?P<b>(?!(?:the|my|our|a|an|it|them)\b)[a-z]+ [a-z]+) (?:to|for))"
    r" (?P<event>(?:the|my|our) [^,:;.?!]+?)(?: in (?:my|the) calendar)?(?=\s*(?:$|[,.;?!]))",
    re.IGNORECASE,
)
"""A person named as a guest of an event ("add ann lee as a guest to the kickoff")."""


def invited(text: str) -> str:
    """``text`` with a person named as a guest of an event written as what the event keeps,
    their email address, and the event by its title ("add ann lee as a guest to the kickoff"
    -> "add ann lee's email address as a guest of the Kickoff in my calendar")."""
    return _INVITED.sub(
        lambda m: (
            f"add {m['a'] or m['b']}'s email address as a guest of "
            f"{_titled(m['event'])} in my calendar"
        ),
        text,
    )


def _titled(event: str) -> str:
    """An event as its title is written ("the project kickoff" -> "the Project kickoff")."""
    lead, _, name = event.partition(" ")
    return f"{lead} {name[:1].upper()}{name[1:]}"


_CALENDARED = re.compile(
    r"\b(?:add|put|save|schedule)\s+(?:it|this|that|them)\s+(?:to|in|on|into)\s+(?:my|the)\s+"
    r"calendar\b",
    re.IGNORECASE,
)
ARRANGED_KIND = "mail"
"""Where an arrangement the owner has not put in the calendar yet is read: the mail."""


def calendared(text: str) -> bool:
    """Whether ``text`` puts something found before in the calendar ("... then add it to my
    calendar"): the calendar does not hold it yet, so it is found where arrangements come."""
    return bool(_CALENDARED.search(text))


_ROLE = re.compile(
    r"(?:^|[,;.]\s*|\b(?:and|then)\s+)(?:email|e-mail|text|call|message|tell|ask|remind)\s+"
    r"my\s+(?P<who>[a-z]+)(?=\s+(?:that|about|to|and|if|when|whether)\b|\s*[,.;?!\"]|$"
    r"|\s+(?:the|my|our|a|an|his|her|their)\s)",
    re.IGNORECASE,
)
"""Someone the request names only by their role to the owner ("email my landlord that ...",
"email my landlord the zap code")."""


def roles(text: str) -> list[str]:
    """The people ``text`` reaches by their role to the owner ("landlord"), not by name, and
    says nothing of before."""
    return [
        m["who"].lower()
        for m in _ROLE.finditer(text)
        if noun_kind(m["who"].lower()) is None
        and not re.search(rf"\b{m['who']}\b", text[: m.start()], re.IGNORECASE)
    ]


def role_asked(who: str) -> str:
    """The finding clause of someone known by their role: the owner's documents say who."""
    return f"find out who is my {who} in my documents"


_WHOEVER = re.compile(
    r"\b(?P<verb>(?:email|e-mail|text|call|message|tell|ask|remind)\s+(?:(?:it|them|this) to\s+)?)"
    r"(?:whoever|the [a-z]+ who)"
    r"\s+(?P<desc>(?:has|keeps|holds|looks after|minds)\s+(?:my|our)\s+[a-z -]+?"
    r"|(?:is|was|are|were)\s+[a-z]+ing\s+(?:the|my|our|a|an)\s+[\w -]+?"
    r"|(?!(?:is|was|has)\b)[a-z]+s\s+(?:the|my|our|a|an)\s+[\w -]+?)"
    r"(?=\s+(?:that|about|to|if|when|whether|asking|saying|telling|letting|and)\b|\s*[,.;?!\"]|$"
    r"|(?<!\bin)(?<!\bon)(?<!\bat)(?<!\bof)(?<!\bfrom)(?<!\bfor)\s+(?:my|our|the)\s)",
    re.IGNORECASE,
)
"""Someone reached by what they do for the owner or in a record ("text whoever minds my
shed key ...", "email the person who edits the zap notes in my planner ...", "email the
zapper who has my shed key the code")."""
_WORKS_AT = re.compile(
    r"\b(?P<verb>(?:email|e-mail|text|call|message|tell|ask|remind)\s+(?:(?:it|them|this) to\s+)?)"
    r"(?:the (?:person|one|contact|guy|woman|man)|(?:whoever|someone|the one) (?:i|we) know"
    r"|my (?:contact|friend))\s+(?:from|at)\s+(?P<org>[a-z][\w&'-]*(?:\s+[a-z][\w&'-]*){0,3}?)"
    r"(?=\s+(?:that|about|to|if|when|whether|asking|saying|telling|letting|and|my|our|the)\b"
    r"|\s*[,.;?!\"]|$)",
    re.IGNORECASE,
)
"""Someone reached by the company they are at ("email the person from zapcorp ...", "text
whoever i know at zapcorp ..."): the address book keeps whom people work for."""
_PLACED = re.compile(r"\b(?:in|on|from)\s+(?:my|our|the)\s", re.IGNORECASE)
_MEETING = re.compile(
    r"\b(?P<verb>(?:email|e-mail|text|call|message|tell|ask|remind)\s+(?:[\w\"' -]+?\s+to\s+)?)"
    r"(?:whoever|who|the (?:person|people|one|friend|guy)(?: (?:who|that))?)\s+"
    r"(?P<desc>(?:i|we)(?:['\u2019](?:m|re)|\s+(?:am|are|will\s+be|have|had))?\s+"
    r"(?:having|meeting|seeing|eating|getting|grabbing|have|meet|see)\s+[\w -]*?\bwith"
    r"(?:\s+(?:today|tonight|tomorrow|this\s+\w+|on\s+\w+|next\s+\w+))?"
    r"|(?:i|we)(?:['\u2019](?:m|re)|\s+(?:am|are|will\s+be))?\s+(?:meeting|seeing)"
    r"(?:\s+(?:today|tonight|tomorrow|this\s+\w+|on\s+\w+|next\s+\w+))?)"
    r"(?=\s*(?:[,.;?!\"]|$)|\s+(?:that|about|to|if|and|saying|asking|telling)\b)",
    re.IGNORECASE,
)
"""Someone reached by a plan the owner has with them ("text whoever i'm having zorp with
today ...", "email the person i'm meeting tomorrow"): the app that keeps events says who."""


def whoever(text: str) -> str:
    """``text`` with someone reached by what they do written as a person to find first where
    it says, else in the owner's documents ("text whoever minds my shed key that ..." -> "text
    my person (someone who minds my shed key in my documents) that ...")."""
    text = _WORKS_AT.sub(
        lambda m: f"{m['verb']}my person (someone works at {m['org']} in my contacts)", text
    )
    text = _MEETING.sub(
        lambda m: f"{m['verb']}my person (the one {m['desc']} in my calendar)", text
    )
    return _WHOEVER.sub(
        lambda m: (
            f"{m['verb']}my person (someone {m['desc']}"
            + ("" if _PLACED.search(m["desc"]) else " in my documents")
            + ")"
        ),
        text,
    )


_ASKED_WITHIN = re.compile(
    r"^(?:(?:text|e-?mail|mail|message|tell|ask|remind|let|send)\s+(?:[\w'-]+\s+){1,3}?(?:know\s+)?"
    r"|(?:(?:reply|respond|write\s+back)\s+to|answer)\s+(?:[\w'-]+\s+){1,3}?with\s+)"
    r"(?:(?:by|via|over)\s+[\w-]+\s+)?"
    r"(?P<fact>(?:what|which|when|where|why|who|how (?:much|many|long|far))\b[^,;.?!]*?)"
    r"(?=\s*(?:$|[,;.?!]))",
    re.IGNORECASE,
)
"""A question told to someone ("text ann lee what time my zap alarm goes off", "let bo know
by text which day the bins go out", "reply to ann lee with when the zap opens"): what they are
told is its answer, found first."""
_REFERS_BACK = re.compile(r"\b(?:it|its|they|them|that|this|those|these|there)\b", re.IGNORECASE)
"""A question about something an earlier clause found ("tell ann what it says")."""
_DESCRIBED = re.compile(r"\b(?:the|a|an|some|any|that|this|those|whoever|everyone|anyone)\b", re.I)
"""Words before a "who" that make it describe the person told ("text the guy who fixed my
bike"), not a question told to them ("email bo zorp who makes the zorb app")."""


def asked_within(clause: str) -> re.Match[str] | None:
    """The question a clause tells someone the answer of (group ``fact``), unless it asks
    about something found before."""
    found = _ASKED_WITHIN.match(clause.strip())
    if found is None or _REFERS_BACK.search(found["fact"]):
        return None
    described = _DESCRIBED.search(found.string[: found.start("fact")])
    if found["fact"].lower().startswith("who") and described:
        return None
    return found


def asked_kind(fact: str) -> str | None:
    """The app kind a told question names as what it is about ("my zap alarm" -> clock, "my
    zap order" -> mail): its last noun that names a kind of app or of record."""
    nouns = [w for w in re.findall(r"[a-z][\w-]*", fact.lower()) if w not in FIELDS]
    return next((k for k in map(noun_kind, reversed(nouns)) if k is not None), None)


def asked_app(fact: str, labels: list[str]) -> str | None:
    """The app of ``labels`` the told question about a plan or a thing of no kind says its
    thing is in (:func:`placed_app`), else of the kind it names (:func:`asked_kind`)."""
    kind = asked_kind(fact) or record_kind(fact)
    placed = placed_app(fact, labels) if kind in (None, "calendar") else None
    if placed is not None:
        return placed
    return next((a for a in labels if kind is not None and kind in label_kinds(a)), None)
