"""A message typed in lower case after whom it goes to, where a word of the request marks where
the message starts: "tell zed quorn that the zorbs are in", "let zed know i'm on the way",
"text zed please bring the quorn", "message zed - see you at six". Telling someone and letting
them know is texting them; the words after the mark are quoted, so that the rest of the reading
takes them as the text to send (the name before the mark is the recipient). A mark followed by
a question word ("let zed know when ...") asks for something found first, not a text as it is:
nothing is quoted then."""

from __future__ import annotations

import re

from experts.offline.names import function_word
from experts.offline.patterns import EMAIL, PHONE, QUOTED

_VERB = r"(?P<verb>tell|let|text|message|dm|sms)"
"""Verbs that pass words on to someone; "let" only with "know" after whom."""
_WHO = r"(?P<who>[\w'.@()+-]+(?: [\w'.@()+-]+){0,2}?)"
"""Whom the words go to: a name of up to three words, an address or a number."""
_APP = r"(?P<app> (?:on|in|via|over) [a-z]\w*)?"
"""The app it goes through, when the request names it ("on zapline")."""
_MARK = (
    r"(?: (?:that|saying|to say)\b| - | \u2013 | \u2014 |: "
    r"|(?= (?:please|i|i'm|i'll|i've|we|we're|we'll)\b))"
)
"""Where the message starts: a linking word, a dash or a colon, or a first word only a message
opens with (a request to them, "I", "we")."""
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


def _recipient(who: str) -> bool:
    """Whether ``who`` names a recipient: a pronoun for one, an address or a number, or words
    none of which is a function word ("the", "my") that would start a thing instead."""
    if who.lower() in _PRONOUNS or EMAIL.fullmatch(who) or PHONE.fullmatch(who):
        return True
    return not any(function_word(w.lower()) for w in who.split())


def told_body(text: str) -> str:
    """``text`` as ``text <whom> "<message>"`` when it passes a lower-case message on to someone
    after a word marking where it starts; otherwise ``text`` as it is."""
    if QUOTED.search(text):
        return text
    told = _TOLD.match(text)
    if told is None or not _recipient(told["who"]):
        return text
    verb, body = told["verb"].lower(), told["body"]
    if (verb == "let") != bool(told["know"]) or _ASKED.match(body) or _MORE.search(body):
        return text
    said = verb if verb not in ("tell", "let") else "message" if told["app"] else "text"
    return f'{told["lead"]}{said} {told["who"]}{told["app"] or ""} "{body}"'
