"""A request's sentences read before its clauses: a leading sentence that states or asks
something instead of telling ("Someone has an anniversary on zapday according to my planner.",
"Where did I have supper after the zapline match?", "My ferry is in the planner: ...") says
what must be found first. It becomes a finding clause ("find who has an anniversary on zapday
in my planner"), which the clause reader gives to the expert of the app it points at, like any
"find X" clause.

Only generic English cues are used: sentence ends, question words, "X is in Y", "someone ...",
and the words that say where something is kept ("in my ...", "according to ...", "emailed").
"""

from __future__ import annotations

import re

from experts.assembly_questioned import asked_first
from experts.assembly_said import invited, kept_said, role_asked, roles, whoever
from experts.assembly_spliced import spliced
from experts.offline.goal import parse_goal
from planners.relayed import asked_of, relayed, relayed_first

_SENTENCE_END = re.compile(r"(?<=\?)\s+|(?<=[.!])\s+(?=[A-Z\"'\u201c])")
"""A sentence ends at a question mark, or at a full stop before a capital (people typing in
lower case still end a question with "?")."""
_QUESTION = re.compile(
    r"^(?:(?:where|when|who|whom|whose|what|which|how)(?:['\u2019]?s)?|(?:is|are) there)\b",
    re.IGNORECASE,
)
_CONTRACTED = re.compile(r"^(what|where|who|when|how)['\u2019]?s\b", re.IGNORECASE)
"""A question word with "is" typed onto it ("whats our wifi password", "what's ...")."""
_IS_IN = re.compile(
    r"^(?P<what>.+?)\s+(?:is|are|was|were)\s+(?P<where>(?:in|on|at)\s+(?:my|the|our|an?|some)\b.*)$",
    re.IGNORECASE,
)
_OWNED_THING = re.compile(r"^(?:my|our|the)\s+[\w-]+(?:\s+[\w-]+){0,3}$", re.IGNORECASE)
"""A thing of the owner's said where it is kept ("my zap number is in an email"), whatever
verb its nouns could be read as."""
_SOMEWHERE = re.compile(r"\s+somewhere\b", re.IGNORECASE)
"""A place said vaguely ("in an email somewhere"): where to look is the place alone."""
_SOMEONE = re.compile(r"^(?:someone|somebody)\s+", re.IGNORECASE)
_KEPT = re.compile(
    r"\b(?:in|on|according to|from)\s+(?:my|the|our)\b|\bsomewhere\b"
    r"|\b(?:e-?mailed|texted|messaged|wrote|sent\s+(?:me|us))\b",
    re.IGNORECASE,
)
_OWNER_HAS = re.compile(
    r"^(?:i|we)\s*(?:have|had|['\u2019]ve got|have got|got)\s+(?:a|an|my|our)\s+(?P<what>[^,;]+)$",
    re.IGNORECASE,
)
"""A statement of something the owner has ("I have a zap appointment this week."): a record
of theirs, found first."""
_AUXILIARY = re.compile(
    r"^(\w+)\s+(?:did|does|do|is|are|was|were)\s+(?=(?:i|we|you)\b)", re.IGNORECASE
)
"""A question's auxiliary before the owner ("where did i leave ..."), dropped in the finding
clause ("find out where i have ..."); before a thing ("when does my flight leave") it stays."""


_THERE_IS = re.compile(
    r"^there(?:['\u2019]s| is| are)\s+(?P<what>(?:a|an|the|some)\s[^,]+?\s(?:in|on)\s"
    r"(?:my|our|the)\s[^,]+?),\s+(?P<rest>[a-z].*)$",
    re.IGNORECASE,
)
"""A statement of where something is, then what to do with it ("there's a code in the sale
email, add it to my list")."""


def sentences(request: str) -> list[str]:
    """The request cut at sentence ends; a leading statement ending in a colon ("My ferry is
    in the planner: set a timer ...") is a sentence of its own, and where a fact is kept,
    said after it, follows the fact (:func:`kept_said`), and a person invited to an event is
    added by their email address (:func:`invited`)."""
    out: list[str] = []
    cut = _SENTENCE_END.split(invited(kept_said(" ".join(request.split()))))
    for sentence in (part for whole in cut for part in _asked_first(whole)):
        head, colon, rest = sentence.partition(": ")
        if colon and not out and rest[:1].islower() and finding(head) is not None:
            out += [head, rest]
        else:
            out.append(sentence)
    return with_source([s for s in out if s.strip()])


_SENT_ME = re.compile(
    r"^(?:(?:my|the|our|his|her|their)\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:texted|messaged|"
    r"e-?mailed|mailed|sent)\s+(?:it\s+to\s+)?(?:me|us)(?:\s+(?:about\s+it|it|that|this))?"
    r"(?:[.!]?\s*$|[.!]\s+)",
    re.IGNORECASE,
)
"""A sentence saying only who sent the owner the thing asked, and how ("my bank texted me")."""
_GOT_BY = re.compile(
    r"^(?:i|we)\s+got\s+(?:it|that|this)\s+(?:by|in|via|from|over)\s+(?:an?\s+|my\s+)?"
    r"(?P<way>e-?mail|mail|text|message|sms|dm)s?(?:[.!]?\s*$|[.!]\s+)",
    re.IGNORECASE,
)
"""A sentence saying only how the thing asked reached the owner ("i got it by email")."""


def with_source(parts: list[str]) -> list[str]:
    """Sentences with one that says only how the thing the question before it asks reached
    the owner ("... ? my bank texted me.", "... ? i got it by email.") said as part of that
    question, where it says which app keeps the thing ("..., my bank texted me?")."""
    out: list[str] = []
    for part in parts:
        got = _GOT_BY.match(part) or _SENT_ME.match(part)
        if not out or not out[-1].rstrip().endswith("?") or got is None:
            out.append(part)
            continue
        way = got.groupdict().get("way")
        said = f"from my {way.lower()}s" if way else got.group(0).strip().rstrip(".!?")
        out[-1] = f"{out[-1].rstrip()[:-1]}, {said}?"
        out += [part[got.end() :]] if part[got.end() :].strip() else []
    return out


def _asked_first(sentence: str) -> list[str]:
    """``sentence`` cut after a leading question where an order starts (:func:`asked_first`)
    or after a leading statement of what someone told the owner (:func:`relayed_first`), when
    that part reads as a finding clause; else the sentence whole."""
    parts = asked_first(sentence)
    parts = parts if len(parts) > 1 else relayed_first(sentence)
    return parts if len(parts) == 1 or finding(parts[0]) is not None else [sentence]


_DISLOCATED = re.compile(
    r"^(?P<thing>(?:the|my|our|this|that|(?:[\w-]+\s){0,2}[\w-]+['\u2019]s)\s[^,?;]+?),\s+"
    r"(?P<asked>(?:what|where|when|who|which|how)(?:['\u2019]?s)?\b[^,?;]*?"
    r"\b(?P<pro>it|its|they|them|their)\b[^,?;]*)$",
    re.IGNORECASE,
)
"""A thing said first, then a question about it that points back at it ("the zorp post on
my feed, where was it taken", "bo's zap club, whats it called")."""
_CALLED = re.compile(r"^(what)\s+(?:is|was)\s+(\S.*?)\s+(?:called|named)$", re.IGNORECASE)
"""What a thing is called, asked of the thing ("what is bo's zap club called"): the thing."""


def undislocated(text: str) -> str:
    """A thing said first and asked about after, as one question ("the zorp post, where was it
    taken" -> "where was the zorp post taken", "my zap page, how many quibs has it got" ->
    "how many quibs has my zap page got", "bo's club, whats it called" -> "what is bo's club");
    any other text as it is."""
    found = _DISLOCATED.match(text)
    if found is None:
        return text
    thing, pro = found["thing"], found["pro"].lower()
    asked = found["asked"]
    head = _CONTRACTED.match(asked)
    asked = _CONTRACTED.sub(r"\1 is", asked) if head else asked
    owned = f"{thing}'s" if pro in ("its", "their") else thing
    asked = re.sub(rf"\b{pro}\b", lambda _: owned, asked, count=1, flags=re.IGNORECASE)
    return _CALLED.sub(r"\1 is \2", asked)


def finding(sentence: str) -> str | None:
    """The finding clause a leading sentence that does not tell stands for, or None when it
    tells (it has a verb of the interface) or says nothing about where to look."""
    text = undislocated(sentence.strip().rstrip(".?!:").strip())
    text = _CONTRACTED.sub(r"\1 is", text)
    is_in = _IS_IN.match(text)
    if is_in and _OWNED_THING.match(is_in["what"]):
        return f"find {_lower(is_in['what'])} {_SOMEWHERE.sub('', is_in['where'])}"
    if text and not _QUESTION.match(text) and not text.endswith("?") and relayed(text):
        return asked_of(_lower(text))
    if not text or parse_goal(text).steps:
        return None
    owned = _OWNER_HAS.match(text)
    if owned is not None:
        return f"find my {owned['what']}"
    question = sentence.strip().endswith("?") or _QUESTION.match(text)
    if not question and not _KEPT.search(text):
        return None
    is_in = _IS_IN.match(text)
    if is_in:
        return f"find {_lower(is_in['what'])} {_SOMEWHERE.sub('', is_in['where'])}"
    if _SOMEONE.match(text):
        return f"find who {_SOMEONE.sub('', text)}"
    if question:
        return f"find out {_lower(_AUXILIARY.sub(lambda m: m.group(1) + ' ', text))}"
    return f"find what {text}"


_THE_ONE = re.compile(r",\s+the one (?=(?:from|in|on)\s)", re.IGNORECASE)
"""A thing said again by where it is kept ("the hour he named, the one from his zap")."""


_WHATEVER = re.compile(
    r"^(?P<wh>what|which)(?:ever)\s+(?P<what>[^,]+?),\s+(?P<rest>[a-z].*)$", re.IGNORECASE
)
"""A thing said by what a record says of it, then what to do with it ("whatever the zap notes
say about parking, text it to Ann")."""
_ACTS_ON_WHATEVER = re.compile(
    r"^(?P<act>(?:add|put|save|note|post|(?:text|email|e-mail|message|send|tell)"
    r"(?:\s+(?!what)[a-z]+){1,2}))\s+what(?:ever| ever)\s+(?P<what>[^,;]+?)"
    r"(?P<put>\s+(?:(?:to|on|onto|into)\s+(?:my|our|the)|in\s+(?:my|our))\s+[\w-]+(?:\s+[\w-]+)?)?$",
    re.IGNORECASE,
)
"""An act on whatever a record or someone says, in one sentence ("add whatever bo says i'd
like to my zap list", "text ann whatever the zap notes say about parking")."""


def acted_whatever(request: str) -> str:
    """``request`` with an act on whatever something says written as finding it first ("add
    whatever bo recommends to my zap list" -> "find out what bo recommends, then add it to my
    zap list"; "text ann whatever bo said" -> "find out what bo said, then text ann"); a
    request whose act puts the thing nowhere and reaches no one stays."""
    found = _ACTS_ON_WHATEVER.match(request.strip())
    if found is None:
        return request
    act, put = found["act"], found["put"] or ""
    placing = act.split()[0].lower() in {"add", "put", "save", "note", "post"}
    if placing and (len(act.split()) > 1 or not (put or act.lower() == "post")):
        return request
    if not placing and put:
        return request
    told = f"{act} it{put}" if placing else act
    return f"find out what {found['what']}, then {told}"


_SAYING = {
    "say": ("do", "say"),
    "says": ("does", "say"),
    "said": ("did", "say"),
    "mention": ("do", "mention"),
    "mentions": ("does", "mention"),
    "mentioned": ("did", "mention"),
}
_SAYS = re.compile(rf"^(?P<who>.+?) (?P<verb>{'|'.join(_SAYING)})\b(?P<rest>.*)$", re.IGNORECASE)
"""What a record says, asked as a question ("the zap notes say about X" -> "do the zap notes
say about X")."""


_OPENED = re.compile(
    r"^(?:open|check|go to|look at|pull up|bring up)\s+(?P<place>(?:my|the|our)\s[^,;.?!]+?)"
    r"(?:,\s*(?:and\s+)?(?:then\s+)?|\s+and\s+(?:then\s+)?)(?P<rest>[a-z][^;?!]*?"
    r"(?P<what>\bthe\s(?:[\w-]+\s){0,3}?[\w-]+)\s(?:on|in|from)\s(?:it|there)\b[^;?!]*)$",
    re.IGNORECASE,
)
"""A place opened, then a thing on it used ("open my zap list, text ann the first item on
it"): the thing is found on that place."""


def opened(request: str) -> str:
    """``request`` with a place opened and a thing on it used written as finding the thing
    there, then using it ("open my zap list, text ann the first item on it" -> "find the first
    item on my zap list, then text ann it")."""
    found = _OPENED.match(request.strip())
    if found is None:
        return request
    used = re.sub(
        rf"{re.escape(found['what'])}\s(?:on|in|from)\s(?:it|there)\b", "it", found["rest"], count=1
    )
    return f"find {found['what']} on {found['place']}, then {used}"


_ASIDE = re.compile(
    r"^(?:(?:before|after|once|if|since|because|as|while|so(?:\s+that)?)\s+(?:i|we)\b|(?:i|we)(?:['\u2019]m|"
    r"['\u2019]re| am| are)\s+(?!(?:having|meeting|going|seeing|eating|at|in|on)\b))[^,;:?!.]*,"
    r"\s*(?=[a-z])",
    re.IGNORECASE,
)
"""A leading aside about the owner's own doings or state ("before i zap it, ...", "i'm zorbed
out, ...", "so i don't zorp, ..."): why or when they ask, not part of the task; never their
plans ("i'm meeting bo on zapday, ...")."""


_SHIFTED = re.compile(
    r"\b((?:an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty-five|half an|\d+)\s+"
    r"(?:hours?|minutes?|mins?|days?))\s+(earlier|sooner|later)\b(?!\s+than\b)",
    re.IGNORECASE,
)
"""A time shifted from one said before ("an hour earlier"): before or after the thing found."""
_FOR_THEN = re.compile(r"\b(for|at|until|till)\s+then\b(?=\s*(?:[,.;!?]|$|and\b))", re.I)
"""A time said as "then" ("ring me at then"): the time of the thing found."""
_FOUND_FIRST = re.compile(r"\b(?:find|look|check|see|what|when|which|where)\b", re.IGNORECASE)


def relative_to_found(request: str) -> str:
    """``request`` with a time said relative to a thing an earlier clause finds written as
    relative to it ("see when the zorp is and ring me ten minutes sooner" -> "... ten minutes
    before it"; "... for then" -> "... for that time")."""
    first = _FOUND_FIRST.search(request)
    if first is None:
        return request
    head, tail = request[: first.end()], request[first.end() :]
    tail = _SHIFTED.sub(
        lambda m: f"{m[1]} {'after' if m[2].lower() == 'later' else 'before'} it", tail
    )
    return head + _FOR_THEN.sub(lambda m: f"{m[1]} that time", tail)


def as_clauses(request: str) -> tuple[str, int]:
    """The request with its leading finding sentences written as finding clauses ("there's a
    code in the sale email, add it ..." -> "find the code in the sale email, then add it
    ...", "whatever X says about Y, text it ..." -> "find out what X says about Y, then text
    it ..."), and a thing said again by where it is kept ("X, the one from her email" -> "X from
    her email"); and how many finding sentences there are."""
    request = opened(spliced(_ASIDE.sub("", _THE_ONE.sub(" ", " ".join(request.split())))))
    request = relative_to_found(request)
    there = _THERE_IS.match(request)
    if there is not None:
        request = f"find the {there['what'].split(' ', 1)[1]}, then {there['rest']}"
    request = acted_whatever(request)
    ever = _WHATEVER.match(request)
    if ever is not None:
        said = _SAYS.match(ever["what"])
        what = ever["what"]
        if said is not None:
            do, verb = _SAYING[said["verb"].lower()]
            what = f"{do} {said['who']} {verb}{said['rest']}"
        request = f"find out {ever['wh'].lower()} {what}, then {ever['rest']}"
    parts = sentences(request)
    out: list[str] = []
    for i, sentence in enumerate(parts):
        found = finding(sentence) if all(finding(p) for p in parts[:i]) else None
        if found is not None and i + 1 < len(parts):
            out.append(found + ", then")
            continue
        if out and out[-1].endswith(", then"):
            sentence = _lower(sentence)
        out.append(sentence)
    return " ".join(out), sum(part.endswith(", then") for part in out)


_WH = {"when", "where", "who", "whom", "what", "which", "how"}


_DESCRIBED = re.compile(
    r"\bmy (?P<who>[a-z]+) \((?:the (?:person|one)|someone|who)(?: who)? (?P<desc>[^)]+)\)",
    re.IGNORECASE,
)


def described(request: str) -> tuple[str, dict[str, str]]:
    """Someone of the owner's described in brackets ("email my coach (the one I have
    zap sessions with in my planner) ...") or reached only by their role ("email my landlord that
    ...") is found first: the request with a finding clause for each ahead of it and the
    brackets dropped, and the finding clause of each ("coach")."""
    request = whoever(request)
    found = {
        m["who"].lower(): "find out who "
        + re.sub(r"^(I|we)\s+(?!am|are|was|were)", r"do \1 ", m["desc"])
        for m in _DESCRIBED.finditer(request)
    }
    found |= {who: role_asked(who) for who in roles(request) if who not in found}
    if not found:
        return request, {}
    text = _DESCRIBED.sub(lambda m: f"my {m['who']}", request)
    return " ".join(f"{ask}, then" for ask in found.values()) + f" {_lower(text)}", found


def _lower(text: str) -> str:
    """``text`` with its first word lower-cased, unless it is a name ("My" -> "my")."""
    first, _, rest = text.partition(" ")
    common = first.lower() in {"my", "the", "our", "a", "an", "this", "that", "your"} | _WH
    return f"{first.lower()} {rest}".strip() if common else text


_LOOKED_UP = re.compile(
    r"\b(?:look up|find|check)\s+(?P<name>[A-Z][\w'-]+(?: [A-Z][\w'-]+)+)\s+in (?:my|the) [\w-]+"
    r",?\s+(?:and(?: then)?|then)\s+(?P<verb>text|email|e-mail|call|message)\s+(?:them|him|her)\b",
    re.IGNORECASE,
)
"""Someone named, looked up only to be reached ("find Ann Lee in the zapbook, then text
them ..."): reaching them by name is the whole task."""


def reached(request: str) -> str:
    """``request`` with a named person looked up only to be reached written as reaching them
    ("find Ann Lee in the zapbook, then text them "Hi"" -> "text Ann Lee "Hi"")."""
    return _LOOKED_UP.sub(lambda m: f"{m['verb']} {m['name']}", request)
