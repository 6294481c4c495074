"""For the offline judge: the subject a new email's request gives without the word "subject".
What a message is "about", "re" or "regarding", or what follows a colon right after whom it goes
to ("email zed about the florp", "send zed a note re florp", "mail the team: florp moved"), is its
subject; words after a comma, a dash, "saying" or "tell/ask" are its body. A reply or forward
has its subject already, and "the email about florp" names an email kept, not one written."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.judge_steps import caption_of, words_of
from mobilexperts.operations import Text

_LEAD = (
    r"(?:^|[.;!?,]\s*|\b(?:and|then|pls|please)\s+)"
    r"(?:e-?mail|mail|write(?:\s+to)?|send|drop|shoot|(?:a\s+)?note\s+to)\b"
)
_KEPT = (
    r"\b(?:the|my|that|this|his|her|their|its|\w+'s)\s+(?:\w+\s+)?"
    r"(?:e-?mails?|mails?|messages?|drafts?|newsletters?|threads?)\b"
)
"""An email already kept ("the email", "omar's mail"): its "about" says which one it is."""
_SUBJECT = re.compile(
    rf"{_LEAD}(?P<mid>(?:(?!{_KEPT})(?:[^,:;.!?]|\.(?=\w)))*?)"
    r"(?:\s+(?:about|re|regarding|concerning)\b:?|(?<!\d)\s*:(?!\d))\s*(?P<subject>[^,;:!?\"]+?)"
    r"(?P<rest>\s*(?:[,;:!?]|\s-\s|\bsaying\b|\bto\s+say\b|\band\s+(?:tell|ask|say|let)\b"
    r"|\b(?:tell|ask)\b|$).*)$",
    re.IGNORECASE,
)
_NOT_NEW = re.compile(
    r"\b(?:reply|respond|forward|fwd|text|sms|dm|chat|what|how|when|where|why|who|which|that)\b",
    re.IGNORECASE,
)
"""Words before "about" that make it no new email's subject: a reply, a text message, or a
question the email answers ("email zed what florp said about it")."""
_OWN_WORD = re.compile(r"\b(?:subject|title)\b", re.IGNORECASE)
"""A subject given by its own word anywhere in the request (see :mod:`judge_fit`)."""
_POINTING = frozenset({"it", "this", "that", "them", "these", "those"})
_OPENING = re.compile(r"^(?:re:?\s+|fwd?:?\s+)?(?:the|a|an|my|our)\s+", re.IGNORECASE)
_MAIL_WORDS = frozenset({"email", "mail", "subject"})


def implied_subject(instruction: str) -> str:
    """The subject of the new email ``instruction`` asks for, when it gives one without the
    word "subject"; ``""`` otherwise."""
    found = _SUBJECT.search(re.sub(r"[\"\u201c\u201d]", "", instruction))
    if found is None or _NOT_NEW.search(found.group("mid")) or _OWN_WORD.search(instruction):
        return ""
    subject = found.group("subject").strip()
    return "" if subject.split()[0].lower() in _POINTING else subject


def bare_subject(text: str) -> str:
    """A subject's words without a leading "Re:" or article, in lower case."""
    plain = " ".join(re.sub(r"[^\w\s@.'-]|(?<!\w)\.|\.(?!\w)", " ", text).split()).casefold()
    return _OPENING.sub("", plain).strip()


def mail_form(context: JudgeContext) -> bool:
    """Whether the run wrote into an email's form: a field it typed into says so."""
    return any(
        isinstance(h.operation, Text)
        and h.target is not None
        and words_of(f"{caption_of(h.target)} {h.target.id}") & _MAIL_WORDS
        for h in context.history
    )
