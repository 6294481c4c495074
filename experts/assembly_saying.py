"""Passing something on to a person: a clause that tells, texts or forwards goes to the
installed messaging app, or to the mail app when what it passes on is an email."""

from __future__ import annotations

import re

from experts.offline.apps import label_kinds

SAYING = re.compile(
    r"^(?:tell|text|message|remind(?!\s+(?:me|us|myself|ourselves)\b)|inform"
    r"|let\s+(?:[\w-]+\s+){1,2}know"
    r"|(?:send|share|forward|pass)(?!(?:\s+(?:it|them|this|that))?\s*[.!]?$))\b(?!.*@)",
    re.IGNORECASE,
)
"""A clause that passes something on to a person ("tell Ann ...", "let ann lee know ...",
"send it to Ann", not "send it", nor "remind me ...": the owner reminded is reached by no
message): with no app named and no email address, it goes by message."""
SAYING_KIND = "message"


def saying_app(clause: str, labels: list[str]) -> str | None:
    """The installed messaging app, for a clause that passes something on to a person (the
    mail app when what it passes on is an email)."""
    if not SAYING.match(clause.strip()):
        return None
    kind = "mail" if _AN_EMAIL.search(clause) else SAYING_KIND
    return next((label for label in labels if kind in label_kinds(label)), None)


_AN_EMAIL = re.compile(
    r"^(?:send|share|forward|pass)\b.*\be-?mails?\b|\b(?:by|via|over) e-?mail\b",
    re.IGNORECASE,
)
"""An email passed on to someone ("forward the booking email to Ann"), or a thing told by
email ("tell ann by email ..."): done in the mail."""
