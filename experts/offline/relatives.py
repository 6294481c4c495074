"""A request said in the screen's own words: a word of the request no element shows, read as
the relative the screen does show (WordNet synonyms either way, and the nouns of one
attribute: "night" shown as "dark", "light" as "brightness"), so a screen that names the thing
otherwise still leads on."""

from __future__ import annotations

import re
from functools import cache

from experts.offline.lexicon import _lexicon, bases, synonyms
from experts.offline.view import View, el_text
from experts.offline.words import STOPWORDS, stem
from mobilexperts.operations import Stop

_WORD = re.compile(r"[A-Za-z]+")
_MIN_LENGTH = 3
BACKING_OUT = frozenset({"back", "home"})
"""Operations by which a run leaves a screen it found nothing on."""


@cache
def _reverse() -> dict[str, frozenset[str]]:
    """Noun -> the nouns whose first-sense synonyms name it."""
    out: dict[str, set[str]] = {}
    for noun, others in _lexicon()["synonyms"].items():
        for other in others:
            out.setdefault(other, set()).add(noun)
    return {k: frozenset(v) for k, v in out.items()}


@cache
def _attribute_groups() -> dict[str, frozenset[str]]:
    """Noun -> the other one-word nouns of an attribute it names ("light" -> brightness,
    luminosity, ...); not the adjective, whose degree the noun alone would lose."""
    out: dict[str, set[str]] = {}
    for entry in _lexicon()["attributes"].values():
        nouns = {n for n in entry["nouns"] if " " not in n}
        for word in nouns:
            out.setdefault(word, set()).update(nouns - {word})
    return {k: frozenset(v) for k, v in out.items()}


@cache
def relatives(word: str) -> frozenset[str]:
    """The words that may name on a screen what ``word`` names in a request."""
    out: set[str] = set()
    for base in bases(word.lower()):
        out |= set(synonyms(base)) | _reverse().get(base, frozenset())
        out |= _attribute_groups().get(base, frozenset())
    return frozenset(w for w in out if w.isalpha() and w != word.lower())


def related_stems(text: str) -> set[str]:
    """The stems of the relatives of ``text``'s content words (to rank controls by, after the
    words themselves)."""
    return {
        stem(r)
        for w in _WORD.findall(text.lower())
        if w not in STOPWORDS and len(w) >= _MIN_LENGTH
        for r in relatives(w)
    }


def screen_words(view: View) -> set[str]:
    """Every lower-case word the elements on screen show."""
    return {w.lower() for e in view.elements for w in _WORD.findall(el_text(e))}


def in_screen_words(text: str, view: View) -> str:
    """``text`` with each content word the screen does not show replaced by a relative it
    shows; ``text`` itself when there is none."""
    return in_words(text, screen_words(view))


def in_words(text: str, shown: set[str]) -> str:
    """``text`` with each content word not among ``shown`` (lower-case words) replaced by a
    relative that is; ``text`` itself when there is none."""

    def swap(match: re.Match[str]) -> str:
        word = match.group(0)
        lowered = word.lower()
        if lowered in STOPWORDS or len(lowered) < _MIN_LENGTH or bases(lowered) & shown:
            return word
        found = sorted(relatives(lowered) & shown)
        return found[0] if found else word

    return _WORD.sub(swap, text)


def backs_out(operation: object) -> bool:
    """Whether a decided operation leaves the screen for want of anything to do on it."""
    return getattr(operation, "kind", "") in BACKING_OUT or (
        isinstance(operation, Stop) and not operation.done
    )
