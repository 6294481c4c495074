"""An email's subject and body given in a row after whom it goes to, each after a word that
marks it, typed without quotes: "email zed subject quibs body are they in?", "mail zed re quibs:
they are in", "email zed about the quibs, tell him they are in", "send zed an email: subject
Quibs, body they are in". Both are quoted in the one plain form the slots read (``... with the
subject "quibs" saying "they are in"``), so that neither swallows the other or the recipient."""

from __future__ import annotations

import re

from experts.offline.patterns import QUOTED
from experts.offline.unquoted import sentence_case
from experts.offline.uttered import said_aloud

_MAILING = re.compile(
    r"^\s*(?:(?:please|can you|could you|pls)\s+)*(?:e-?mail|mail\b|(?:send|write|shoot|compose"
    r"|draft|drop)\b[^,;:]*?\b(?:an?\s+)(?:new\s+)?(?:e-?mail|mail)\b"
    r"|(?:write|send)\s+to\b(?=.*?\bsubject\b))",
    re.IGNORECASE,
)
"""A request that writes an email: its verb is "email", it sends or writes one, or it writes
to someone with a subject ("write to zed, subject quibs, ...")."""
_SUBJECT = re.compile(
    r"[\s,;:-]+(?:with\s+(?:the\s+|a\s+)?|(?:and\s+)?(?:the|its|a)\s+)?(?P<mark>subject(?:\s+line)?"
    r"|titled|title|re|regarding|about)(?:\s+(?:of|is|(?:should|must|will|would|can|shall)\s+be"
    r"|to\s+be|=))?\s*:?\s+(?:(?P<det>the|my|our)\s+)?",
    re.IGNORECASE,
)
"""Where the subject starts: its noun (with its article, and a verb saying what it is: "the
subject is", "subject should be") or a word that gives what the email is about."""
_TOPIC_MARKS = frozenset({"about", "regarding"})
"""Words that give what an email is about: a subject only when no word labels one ("mail zed
about the quibs, subject Q2 quibs, ...": the subject is "Q2 quibs")."""
_BODY = re.compile(
    r"\s*(?:[,;]\s*|\s+)(?:and\s+)?(?:(?:the|its|a)\s+)?(?:body|message|text)\s*:?\s+"
    r"|\s*[,;]?\s*(?:and\s+)?(?:saying|that says|to say|say|write)\s+"
    r"|\s*[,;]?\s*(?:and\s+)?(?:tell\s+(?P<told>[\w.@-]+)|let\s+(?P<known>[\w.@-]+)\s+know)"
    r"(?:\s+that)?\s+"
    r"|\s*:\s+|\s+[-\u2013\u2014]\s+",
    re.IGNORECASE,
)
"""Where the body starts after the subject: its noun, a word of saying, telling the recipient
(by a pronoun or the name said before), a colon or a dash."""
_SENT = re.compile(
    r"^(?P<lead>\s*(?:(?:please|can you|could you|pls)\s+)*)(?:shoot|drop|fire)\b", re.I
)
"""Verbs people send an email with ("shoot zed an email"): sending it."""
_WRITTEN_TO = re.compile(
    r"^(?P<lead>\s*(?:(?:please|can you|could you|pls)\s+)*)(?:write|send)\s+to\b", re.I
)
"""Writing to someone with a subject: emailing them."""
_PRONOUNS = frozenset({"him", "her", "them"})
"""Whom a body is told to: the recipient, by a pronoun or by the name said before."""
_MOST_HEAD_WORDS = 8
"""At most this many words stand before the subject (the verb, whom, "an email")."""


def fielded_mail(text: str) -> str:
    """``text`` with an email's subject and body quoted as ``with the subject "..." saying
    "..."`` when both are marked after whom it goes to; otherwise ``text`` as it is."""
    mailing = _MAILING.match(text)
    if QUOTED.search(text) or mailing is None:
        return text
    subject = _SUBJECT.search(text)
    if subject is None:
        return text
    if subject["mark"].lower() in _TOPIC_MARKS:
        labelled = [m for m in _SUBJECT.finditer(text) if m["mark"].lower() not in _TOPIC_MARKS]
        subject = labelled[0] if labelled else subject
    head = text[: subject.start()].rstrip(" ,;:-")
    lead = mailing.end() if _WRITTEN_TO.match(head) else 0
    if len(head.split()) > _MOST_HEAD_WORDS or _BODY.search(head[lead:] + " "):
        return text
    rest = text[subject.end() :]
    body = _BODY.search(rest)
    if body is None or body.start() == 0:
        return text
    whom = (body["told"] or body["known"] or "").lower()
    if whom and whom not in _PRONOUNS and whom not in head.lower().split():
        return text
    said, words = rest[: body.start()].strip(" ,;:"), rest[body.end() :].strip()
    if not said or not words or '"' in said or (whom and not said_aloud(words)):
        return text
    if subject["mark"].lower() == "about":
        said = sentence_case(said)
    head = _SENT.sub(r"\g<lead>send", head, count=1)
    head = _WRITTEN_TO.sub(r"\g<lead>email", head, count=1)
    return f'{head} with the subject "{said}" saying "{words}"'
