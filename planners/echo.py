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


def names_asked(value: str, question: str) -> bool:
    """Whether ``value`` is the full name of someone the question (no "who" question) names
    by part of it ("What did bo want?" -> "Bo Quist"): who it is about, not what it asks."""
    if not _NAME.match(value.strip()) or _WHO.search(question):
        return False
    return bool(set(content_words(value)) & set(content_words(question)))
