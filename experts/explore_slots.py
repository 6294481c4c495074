"""Sample values an exploration types into a form's fields, said as a request would say them:
written text for a message or subject, a value of the kind a field asks for (a time, a phone
number, an address) given bare, else quoted text."""

from __future__ import annotations

import re

_TEXT_SLOTS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("message", "body", "compose", "write", "reply", "happening", "comment"), 'saying "{v}"'),
    (("subject",), 'with the subject "{v}"'),
    (("search", "find", "query"), '"{v}"'),
)
"""Text field words -> how a request says its value (else ``named "..."``)."""
_WRITTEN = 2
"""The first slots of :data:`_TEXT_SLOTS` are written text whatever kind their field's words
also name (a body "Compose email", a subject "Email subject")."""
_TYPED_SLOTS: tuple[tuple[tuple[str, ...], str, str], ...] = (
    (("time", "alarm", "hh", "mm"), "07:30", "at {v}"),
    (("email", "e-mail", "recipient"), "sam.rivera@example.com", "to {v}"),
    (("phone", "number", "mobile"), "415-555-0142", "with the number {v}"),
    (("url", "link", "website", "web"), "example.org", "{v}"),
    (("minute", "minutes", "seconds", "duration"), "5", "for {v} minutes"),
)
"""Field words -> a sample value of that kind and how a request says it, unquoted (requests
give times, numbers and addresses bare)."""


def words_of(text: str) -> set[str]:
    """The lower-case words of ``text``, camel case split ("DarkTheme" -> dark, theme)."""
    return set(re.findall(r"[a-z]+", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", text).casefold()))


def slot(field: str, app: str, n: int) -> tuple[str, bool]:
    """How a request would give a sample value for ``field``: written text for a message or a
    subject, else of the kind it asks for (a time, a phone number...; typed, True), else quoted
    text; ``app`` and ``n`` make the text."""
    words = words_of(field)
    words |= {"email"} if words == {"to"} else set()
    value = f"Exploring {app}" + (f" {n + 1}" if n else "")
    for cues, phrase in _TEXT_SLOTS[:_WRITTEN]:  # a message field: "Compose email" is its body
        if words & set(cues):
            return phrase.format(v=value), False
    for cues, sample, phrase in _TYPED_SLOTS:
        if words & set(cues):
            return phrase.format(v=sample), True
    for cues, phrase in _TEXT_SLOTS[_WRITTEN:]:
        if words & set(cues):
            return phrase.format(v=value), False
    return f'"{value}"', False
