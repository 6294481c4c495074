"""A request's noun said by another word than the phone's: a word of the request that the
screen does not show, read as its WordNet synonym (the lexicon's first-sense nouns) that the
screen does show ("night" for a "Dark theme" row, "photo" for "picture"); and the request said
with such a synonym, for finding the app when its own words point at none ("night mode" is a
"dark mode")."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from experts.offline.lexicon import synonyms
from experts.offline.words import STOPWORDS, stem

_TOKEN = re.compile(r"[a-z][a-z'-]+")
_MAX_SAID = 12
"""How many rewordings :func:`said_otherwise` gives at most."""


def _replacements(token: str) -> list[str]:
    return [s for s in synonyms(token) if " " not in s and "-" not in s and s != token]


def alike(text: str, shown: Iterable[str], form: Callable[[str], str] = stem) -> set[str]:
    """The words of ``shown`` (in ``form``: stems, or words as written) that stand for a word
    of ``text`` that ``shown`` lacks: its one-word synonyms found there."""
    shown = set(shown)
    out: set[str] = set()
    for token in dict.fromkeys(_TOKEN.findall(text.lower())):
        if token in STOPWORDS or form(token) in shown:
            continue
        out |= {form(s) for s in _replacements(token) if form(s) in shown}
    return out


def said_otherwise(text: str) -> list[str]:
    """``text`` with one of its words replaced by a one-word synonym, each way once ("turn on
    night mode" -> "turn on dark mode", "turn on nighttime mode"), at most :data:`_MAX_SAID`."""
    out: list[str] = []
    for token in dict.fromkeys(_TOKEN.findall(text.lower())):
        if token in STOPWORDS:
            continue
        for other in _replacements(token):
            said = re.sub(rf"\b{re.escape(token)}\b", other, text, flags=re.IGNORECASE)
            if said != text:
                out.append(said)
    return out[:_MAX_SAID]
