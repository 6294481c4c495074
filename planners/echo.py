"""A value a finding node would commit that only repeats its own question's words ("What did I
order from Zapshop?" -> "Zapshop"): it found nothing, whatever its screen showed. A question
that offers alternatives ("... Quorn or Zapline?") is answered by one of its own words, so it is
never an echo.
"""

from __future__ import annotations

import re

from memory.lexical import content_words

_CHOICE = re.compile(r"\b(?:or|either|whether|between)\b", re.IGNORECASE)


def echoed(value: str, question: str) -> bool:
    """Whether every content word of ``value`` (there is at least one) is a word of
    ``question``, which offers no alternatives."""
    said = set(content_words(value))
    return bool(said) and not _CHOICE.search(question) and said <= set(content_words(question))


_NAME = re.compile(r"^[A-Z][a-z]+(?: [A-Z][a-z'-]+){1,2}$")
_WHO = re.compile(r"\b(?:who|whom|whose)\b", re.IGNORECASE)


_EMAIL = re.compile(r"^([\w.+-]+)@[\w-]+(?:\.[\w-]+)+$")
_ADDRESS_ASKED = re.compile(r"\baddress|\bcontact|\be-?mail\W*$", re.IGNORECASE)
"""A question asking someone's address ("... her email address?", "what's zed's email?")."""


def names_asked(value: str, question: str) -> bool:
    """Whether ``value`` is the full name or the email address of someone the question (no
    "who" question, no address asked) names by part of it ("What did bo want?" -> "Bo Quist"
    or "bo.quist@zap.org"): who it is about, not what it asks."""
    mailbox = _EMAIL.match(value.strip())
    if mailbox and not _ADDRESS_ASKED.search(question.strip()):
        said = set(content_words(mailbox.group(1).replace(".", " ").replace("_", " ")))
        return bool(said & set(content_words(question)))
    if not _NAME.match(value.strip()) or _WHO.search(question):
        return False
    return bool(set(content_words(value)) & set(content_words(question)))
