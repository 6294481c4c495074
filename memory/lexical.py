"""Lexical matching for the offline policy and memory look-ups: content words and overlap.

Content words are lower-cased word tokens without function words and request verbs ("find",
"tell", "what"), with a light plural folding so "prices" matches "price". No app names, no task
sentences: only generic English.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_WORD = re.compile(r"[^\W_]+(?:['’.-][^\W_]+)*", re.UNICODE)

_STOPWORD_TEXT = """
    a about above after again all also am an and any are as at be been before being below
    between both but by can could did do does doing down during each few for from further had
    has have having he her here hers him his how i if in into is it its itself just let me
    more most my no nor not now of off on once only or other our out over own please same she
    should so some such than that the their them then there these they this those through to
    too under until up very was we were what when where which while who whom why will with
    would you your yours
    find get give tell show read look see say says check know need want
    document file
"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())


def fold(word: str) -> str:
    """A word's comparison form: lower-case, a possessive's "'s" dropped, simple plurals folded
    (``prices`` -> ``price``)."""
    word = word.casefold().replace("’", "'").removesuffix("'s")
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def words(text: str) -> list[str]:
    """Every word token of ``text`` in its comparison form."""
    return [fold(match) for match in _WORD.findall(text)]


def content_words(text: str) -> list[str]:
    """The words of ``text`` that carry meaning, in order, without repeats; a function word
    is one before its folding too ("does" is no "doe")."""
    seen: dict[str, None] = {}
    for token in _WORD.findall(text):
        word = fold(token)
        if token.casefold() in STOPWORDS or word in STOPWORDS:
            continue
        if len(word) > 1 or word.isdigit():
            seen.setdefault(word, None)
    return list(seen)


def overlap(query: Iterable[str], text: str) -> int:
    """How many distinct ``query`` content words occur in ``text``."""
    return len(set(query) & set(words(text)))
