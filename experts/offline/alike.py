"""A request's noun said by another word than the phone's: a word of the request that the
screen does not show, read as its WordNet synonym (the lexicon's first-sense nouns) that the
screen does show ("night" for a "Dark theme" row, "photo" for "picture"); and the request said
with such a synonym, for finding the app when its own words point at none ("night mode" is a
"dark mode"); and an app said as "the <kind of thing> app" whose label starts with a noun of
that kind ("the photo app" for a label starting "Snap")."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from experts.offline.lexicon import kinds, synonyms
from experts.offline.patterns import FIELD_NOUNS
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


_FIELDS = FIELD_NOUNS | {"subject", "body", "message"}
"""Names of a form's fields: the request names a field by the field's own word."""


def said_otherwise(text: str) -> list[str]:
    """``text`` with one of its words replaced by a one-word synonym, each way once ("turn on
    night mode" -> "turn on dark mode", "turn on nighttime mode"), at most :data:`_MAX_SAID`;
    a field's name ("subject", "phone") is kept."""
    out: list[str] = []
    for token in dict.fromkeys(_TOKEN.findall(text.lower())):
        if token in STOPWORDS or token in _FIELDS:  # a field is named by its own word
            continue
        for other in _replacements(token):
            said = re.sub(rf"\b{re.escape(token)}\b", other, text, flags=re.IGNORECASE)
            if said != text:
                out.append(said)
    return out[:_MAX_SAID]


_KIND_APP = re.compile(r"\b([a-z]+)(?:[ -]sharing)? app\b")
_MIN_HEAD = 4
"""The shortest noun a label may start with to be read as of the noun's kind."""


def apps_said_by_kind(text: str, apps: Iterable[str]) -> list[str]:
    """The apps of ``apps`` whose label starts with a noun (of :data:`_MIN_HEAD` letters or
    more) of the kind of thing ``text`` names its app by ("in the photo app", "the music
    app")."""
    out: list[str] = []
    for said in _KIND_APP.findall(text.lower()):
        for nouns in (n for n in kinds().values() if said in n or said.rstrip("s") in n):
            heads = {n for n in nouns if " " not in n and len(n) >= _MIN_HEAD}
            out += [a for a in apps if any(a.lower().startswith(h) for h in heads)]
    return list(dict.fromkeys(out))
