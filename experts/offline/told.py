"""A message typed in lower case, where a word of the request marks where it starts. After whom
it goes to: "tell zed quorn that the zorbs are in", "let zed know i'm on the way", "text zed
please bring the quorn", "message zed - see you at six" (telling someone and letting them know
is texting them). Later in a request that writes something: "email zed, subject Zorbs, and say
they are in", "... body: they are in", "mail zed re zorbs - they are in", "post that the zorbs
are in". The words after the mark are quoted, so that the rest of the reading takes them as the
text to send. A mark followed by a question word ("let zed know when ...") asks for something
found first, not a text as it is: nothing is quoted then."""

from __future__ import annotations

import re

from experts.offline.lexicon import interface_verb
from experts.offline.names import function_word
from experts.offline.patterns import EMAIL, PHONE, QUOTED
from experts.offline.uttered import addressee_and_rest, opens_talk, said_aloud

_VERB = r"(?P<verb>tell|let|text|message|dm|sms)"
"""Verbs that pass words on to someone; "let" only with "know" after whom."""
_WHO = r"(?P<who>[\w'.@()+-]+(?: [\w'.@()+-]+){0,2}?)"
"""Whom the words go to: a name of up to three words, an address or a number."""
_APP = r"(?P<app> (?:on|in|via|over) [a-z]\w*)?"
"""The app it goes through, when the request names it ("on zapline")."""
_MARK = (
    r"(?: (?:that|saying|to say)\b| - | \u2013 | \u2014 |: "
    r"|(?= (?:please|i|i'm|i'll|i've|we|we're|we'll|it's|there's)\b))"
)
"""Where the message starts: a linking word, a dash or a colon, or a first word only a message
opens with (a request to them, "I", "we"): after "know", words without one may name a
thing to look up ("let zed know the day ...")."""
_TOLD = re.compile(
    r"^(?P<lead>\s*(?:(?:please|can you|could you)\s+)?)"
    + _VERB
    + " "
    + _WHO
    + _APP
    + r"(?P<know> know(?: that)?)?"
    + _MARK
    + r"\s*(?P<body>\S.*?)\s*$",
    re.IGNORECASE | re.DOTALL,
)
_ASKED = re.compile(
    r"^(?:what|when|where|which|who|whom|whose|how|why|if|whether)\b", re.IGNORECASE
)
"""A message that opens with a question word: something to find out first."""
_MORE = re.compile(
    r"\b(?:and|then)\s+(?:also\s+)?(?:text|email|mail|tell|add|put|set|send|message|call|post"
    r"|create|save|remind)\b",
    re.IGNORECASE,
)
"""A second step after the message: the request goes on, the message does not."""
_PRONOUNS = frozenset({"him", "her", "them"})
_LOOKED_UP = re.compile(
    r"\b(?:first|last|latest|newest|oldest|next|second|third)\b.*\b(?:my|our)\b", re.IGNORECASE
)
"""A message naming one of the owner's things by its place ("the first zorb on my list"):
its words are to be looked up, not sent as they are."""
_THING_SAID = re.compile(r"\b(?:my|our|the|a|an|this|that|his|her|their)\b", re.IGNORECASE)
"""Words that start a thing: before a dash, they say what is sent, not whom to."""


def _unsaid(body: str) -> bool:
    """Whether a marked message is something to find out first, not words to send: it asks
    (a question word), goes on to another step, or names a thing to look up."""
    return bool(_ASKED.match(body) or _MORE.search(body) or _LOOKED_UP.search(body))


def _recipient(who: str) -> bool:
    """Whether ``who`` names a recipient: a pronoun for one, an address or a number, or words
    none of which is a function word ("the", "my") that would start a thing instead."""
    if who.lower() in _PRONOUNS or EMAIL.fullmatch(who) or PHONE.fullmatch(who):
        return True
    return not any(function_word(w.lower()) for w in who.split())


_CHANNEL_SAID = re.compile(
    r"^(?P<head>\s*(?:(?:please|can you|could you)\s+)?(?:tell|let|text|message|dm|sms)\s+"
    r"[\w'.@()+-]+(?:\s+[\w'.@()+-]+){0,2}?(?:\s+know)?)"
    r"\s+(?:by|via|over|through|in|on)\s+(?:an?\s+)?"
    r"(?P<channel>text(?:\s+message)?|sms|e-?mail|mail|dm|message)\b,?",
    re.IGNORECASE,
)
"""How the words go, said right after whom they go to ("tell zed by email ...", "let zed know
via text ..."): no part of the message."""
_SENDS = re.compile(r"^(?P<lead>\s*(?:(?:please|can you|could you)\s+)?)(?:text|message|dm|sms)\b")


def told_body(text: str) -> str:
    """``text`` as ``text <whom> "<message>"`` (``email`` when it says it goes by email) when
    it passes a lower-case message on to someone after a word marking where it starts;
    otherwise ``text`` as it is."""
    if QUOTED.search(text):
        return text
    channel = _CHANNEL_SAID.match(text)
    if channel is None:
        return _told(text)
    bare = channel["head"] + text[channel.end() :]
    told = _told(bare)
    if told == bare:
        return text  # a question to find out first: how it goes stays in the request
    verb = "email" if "mail" in channel["channel"].lower() else "text"
    return _SENDS.sub(rf"\g<lead>{verb}", told, count=1)


def _told(text: str) -> str:
    """:func:`told_body` of a request saying nothing of how the words go."""
    told = _TOLD.match(text)
    if told is None or not _recipient(told["who"]):
        return _unmarked(text)
    verb, body = told["verb"].lower(), told["body"]
    if (verb == "let") != bool(told["know"]) or _unsaid(body):
        return text
    said = verb if verb not in ("tell", "let") else "message" if told["app"] else "text"
    return f'{told["lead"]}{said} {told["who"]}{told["app"] or ""} "{body}"'


_UNMARKED = re.compile(
    r"^(?P<lead>\s*(?:(?:please|can you|could you)\s+)?)" + _VERB + r"\s+(?P<rest>\S.*?)\s*$",
    re.IGNORECASE | re.DOTALL,
)
_KNOW = re.compile(r"^know(?:\s+that)?\s+", re.IGNORECASE)
_AND_SAY = re.compile(
    r"^(?:,\s*)?and\s+(?:say|write|tell\s+(?:him|her|them)|let\s+(?:him|her|them)\s+know)"
    r"(?:\s+that)?\s+",
    re.IGNORECASE,
)
"""The words after whom a message goes to that pass it on to them again ("text zed and tell
him ..."): the message follows."""


_MAILED = re.compile(
    r"^(?P<lead>\s*(?:(?:please|can you|could you)\s+)?)(?P<verb>e-?mail|mail)\s+(?P<rest>\S.*?)"
    r"(?P<kept>,?\s+(?:but\s+|and\s+)?(?:just\s+)?(?:keep|leave|save|store)\s+it\s+(?:in|as)\s+"
    r"(?:a\s+|my\s+|the\s+)?drafts?\b.*)?\s*$",
    re.IGNORECASE | re.DOTALL,
)
"""An email whose text follows whom it goes to with no mark ("email zed see you there"),
with a wish to keep it unsent after it ("..., but keep it in drafts")."""
_FIELD_LEAD = re.compile(
    r"^(?:subject|titled|title|re|about|with|at|to|and|saying|that|on|in|from)\b", re.I
)
"""Words after whom an email goes to that start another of its parts, not its text."""


def _mailed(text: str) -> str:
    """``text`` as ``email <whom> "<message>"`` when the words right after whom an email goes
    to open as talk (:func:`opens_talk`: "see you there", "on my way"), not as a thing to look
    up and send ("the room it's in", "asking him to ..."); otherwise ``text`` as it is."""
    mailed = _MAILED.match(text)
    split = addressee_and_rest(mailed["rest"]) if mailed else None
    if mailed is None or split is None:
        return text
    who, body = split
    if not body or _FIELD_LEAD.match(body) or _unsaid(body) or not opens_talk(body):
        return text
    return f'{mailed["lead"]}{mailed["verb"]} {who} "{body}"{mailed["kept"] or ""}'


def _unmarked(text: str) -> str:
    """``text`` as ``text <whom> "<message>"`` when the words right after whom it goes to are
    said to them (:mod:`experts.offline.uttered`) though no word marks where they start."""
    told = _UNMARKED.match(text)
    split = addressee_and_rest(told["rest"]) if told else None
    if told is None or split is None:
        return _mailed(text)
    who, body = split
    verb, marked = told["verb"].lower(), False
    if verb == "let":
        know = _KNOW.match(body)
        if know is None:
            return text
        body = body[know.end() :]
    elif again := _AND_SAY.match(body):
        body, marked = body[again.end() :], True
    if not body or body[0].isupper() or _unsaid(body) or not (marked or said_aloud(body)):
        return text
    return f'{told["lead"]}text {who} "{body}"'


_WRITES = frozenset({"send", "message", "text", "reply", "email", "write", "post", "comment"})
"""Verbs of a request that writes something whose text a later mark may start."""
_LATER_MARK = re.compile(
    r"(?:\s*\b(?:body|message|text)\s*:|(?:,\s*|\s+)and\s+(?:say|write)\b|,\s*(?:say|write)\b"
    r"|(?P<dash>\s+[-\u2013\u2014]\s+)|(?P<head>^\s*\w+(?: on [a-z]\w*)?) that\b)"
    r"\s*(?P<body>\S.*?)\s*$",
    re.IGNORECASE | re.DOTALL,
)
"""A mark after which the rest of a writing request is its text: a "body:" label, "and say",
a dash between words, or "that" right after the verb (and the app it writes in)."""


_KIND_THAT = re.compile(
    r"(?P<head>^.*?\b(?:a|an)\s+(?:text|message|note|line|dm|email))\s+that\s+(?!says\b|reads\b)"
    r"(?P<body>\S.*?)\s*$",
    re.IGNORECASE | re.DOTALL,
)
"""The kind of message sent and "that" after it ("send zed a text that the quib is in")."""


_KIND_LABEL = re.compile(r"\b(?:a|an)\s+(?:text|message)\s*:\s*$", re.IGNORECASE)
"""The kind of message sent before a colon ("send zed a text: ..."): what is sent, no label of
a field; the colon's value is read as such."""


def marked_body(text: str) -> str:
    """``text`` with the text of a writing request quoted as ``saying "..."`` when a mark
    later in the request starts it; otherwise ``text`` as it is."""
    if QUOTED.search(text):
        return text
    first = re.match(r"\s*(?:please\s+)?([a-z]+)", text, re.IGNORECASE)
    if first is None or interface_verb(first.group(1)) not in _WRITES:
        return text
    mark = _LATER_MARK.search(text) or _KIND_THAT.search(text)
    if mark is None or _unsaid(mark["body"]):
        return text
    head = mark["head"] or text[: mark.start()]
    if _KIND_LABEL.search(text[: mark.end() - len(mark["body"])]):
        return text
    dash = mark.groupdict().get("dash")
    if dash and _THING_SAID.search(head[first.end() :]):
        return text
    return f'{head.rstrip(" ,")} saying "{mark["body"]}"'


_PASSED_ON = re.compile(
    r"^(?P<lead>\s*(?:(?:please|can you|could you)\s+)?)(?:forward|pass|relay|share|send over)\s+"
    r"(?P<said>[\"\u201c][^\"\u201d]+[\"\u201d])\s+(?:on\s+|along\s+)?(?:to|with)\s+"
    r"(?P<who>[\w'.@()+-]+(?:\s+[\w'.@()+-]+){0,2}?)"
    r"(?P<how>\s+(?:by|via|over|through|in\s+an?)\s+(?:text(?:\s+message)?|sms|e-?mail|mail))?"
    r"(?P<app>\s+(?:in|on|via)\s+[A-Za-z]\w*)?\s*[.!]?$",
    re.IGNORECASE,
)
"""Quoted words passed on to someone ("forward "8 am" to zed by text", "share "X" with zed"):
no message to forward exists, the words are sent."""


def words_passed_on(text: str) -> str:
    """``text`` as ``text <whom> "<words>"`` (``email`` when it says so) when it forwards,
    passes on or shares quoted words with someone; otherwise ``text`` as it is."""
    passed = _PASSED_ON.match(text)
    if passed is None or not _recipient(passed["who"]):
        return text
    verb = "email" if "mail" in (passed["how"] or "").lower() else "text"
    return f"{passed['lead']}{verb} {passed['who']} {passed['said']}{passed['app'] or ''}"
