"""The offline policy's lexicon: request verbs read as interface verbs, app categories and their
nouns, common English words, and typo repair. Built on experts/offline/lexicon.json, which
experts/offline/make_lexicon.py generates from WordNet 3.0, plus a short table of interface
idioms WordNet does not know ("flag" an email is starring it)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from experts.offline.words import STOPWORDS, VERB_UI, stem

_SOURCE = Path(__file__).with_name("lexicon.json")
IDIOMS: dict[str, str] = {
    "flag": "star",
    "pin": "favorite",
    "bookmark": "save",
    "heart": "like",
    "favourite": "favorite",
    "wipe": "delete",
    "bin": "delete",
    "discard": "delete",
    "cancel": "delete",
    "silence": "disable",
    "mute": "disable",
    "pause": "disable",
    "unpause": "enable",
    "unmute": "enable",
    "activate": "enable",
    "deactivate": "disable",
    "arm": "enable",
    "disarm": "disable",
    "subscribe": "follow",
    "sms": "text",
    "ring": "call",
    "dial": "call",
    "dm": "message",
    "tweet": "post",
    "visit": "open",
    "show": "open",
    "launch": "open",
    "browse": "open",
    "drive": "navigate",
    "route": "navigate",
    "google": "search",
    "note": "add",
    "jot": "add",
    "schedule": "create",
    "book": "create",
    "insert": "add",
    "empty": "clear",
    "kill": "disable",
    "ditch": "delete",
    "nuke": "delete",
    "axe": "delete",
    "dim": "set",
    "brighten": "set",
    "adjust": "set",
    "postpone": "move",
    "delay": "move",
    "shift": "move",
}
"""Interface idioms: verbs that apps use for an action under another name (a flagged mail is
starred, a pinned item a favourite), not in WordNet's senses of those verbs."""
NOT_VERBS = frozenset(["should", "must", "might", "shall", "may", "have", "has", "had", "being"])
_MIN_TYPO = 5
_TYPO_DISTANCE = 2


@cache
def _lexicon() -> dict:
    return json.loads(_SOURCE.read_text(encoding="utf-8"))


@cache
def common_words() -> frozenset[str]:
    """English words seen in running text (WordNet's tagged senses)."""
    return frozenset(_lexicon()["common"])


@cache
def not_nouns() -> frozenset[str]:
    """English words never seen used as a noun ("born", "away")."""
    return frozenset(_lexicon()["not_nouns"])


@cache
def proper_words() -> frozenset[str]:
    """English words seen only as names ("paris"): a name even when typed in lower case."""
    return frozenset(_lexicon()["proper"])


@cache
def actions() -> frozenset[str]:
    """English verbs text uses at least as often as verbs as nouns or adverbs ("duplicate")."""
    return frozenset(_lexicon()["actions"])


@cache
def doings() -> dict[str, str]:
    """A doing, as its "-ing" noun, -> the record noun of the same sense ("flying" -> flight)."""
    return dict(_lexicon()["doings"])


@cache
def _synonyms() -> dict[str, tuple[str, ...]]:
    return {k: tuple(v) for k, v in _lexicon()["synonyms"].items()}


def synonyms(noun: str) -> tuple[str, ...]:
    """Other one-word nouns of the same first sense ("flat" -> apartment), by WordNet."""
    return _synonyms().get(noun.lower(), ())


@cache
def kinds() -> dict[str, frozenset[str]]:
    """App category -> its nouns (one or two words each)."""
    return {k: frozenset(v) for k, v in _lexicon()["kinds"].items()}


_INFLECTIONS = (
    ("s", ("",)),
    ("es", ("",)),
    ("ies", ("y",)),
    ("ed", ("", "e")),
    ("ing", ("", "e")),
    ("er", ("", "e")),
    ("est", ("", "e")),
    ("iest", ("y",)),
    ("ly", ("", "e")),
    ("ily", ("y",)),
)


@cache
def irregular() -> dict[str, str]:
    """Verb forms no suffix rule undoes -> their verb ("sent" -> send, "seen" -> see)."""
    return _lexicon()["irregular"]


def bases(word: str) -> set[str]:
    """The forms a word may be inflected from ("named" -> name, "unread" -> read, "seen" ->
    see)."""
    out = {word, word.removeprefix("un"), word.removeprefix("re")}
    out |= {irregular()[w] for w in tuple(out) if w in irregular()}
    for suffix, endings in _INFLECTIONS:
        if word.endswith(suffix):
            out |= {word.removesuffix(suffix) + e for e in endings}
    if len(word) > 4 and word[-1] == word[-2]:
        out.add(word[:-1])
    return out


def known_word(word: str) -> bool:
    """Whether a lower-case word is English (in any inflected form), by the lexicon."""
    return bool(bases(word) & common_words())


@lru_cache(maxsize=4096)
def interface_verb(word: str) -> str | None:
    """The interface verb a request word means: itself, an idiom, or a WordNet synonym."""
    word = word.lower()
    if word in STOPWORDS or word in NOT_VERBS:
        return None
    known = {stem(v): v for v in VERB_UI}
    if stem(word) in known:
        return known[stem(word)]
    if word in IDIOMS:
        return IDIOMS[word]
    found = _lexicon()["verbs"].get(word)
    return found if found is not None else undoing(word)


def undoing(word: str) -> str | None:
    """An "un-" verb read as the undoing of the interface verb it is built on, when that
    undoing is a verb of its own ("un-zap" -> unstar, if "zap" reads as star); a box is
    unticked by the tap that ticks it, so the undoing of ticking is ticking ("uncheck": "check"
    alone reads as looking at a thing, with "un" only as unticking)."""
    bare = word.removeprefix("un").lstrip("-")
    if bare == word or len(bare) < 3:
        return None
    meant = interface_verb(bare)
    if meant == "tick" or bare == VERB_UI["tick"][0]:
        return "tick"
    undone = f"un{meant}"
    return undone if undone in VERB_UI else None


def vocabulary_of(kind_nouns: dict[str, Iterable[str]]) -> tuple[str, ...]:
    """The interface words a typo is put right to: the app kinds' one-word nouns, the
    interface verbs with their idioms and control words, and a few record nouns."""
    single = {w for ws in kind_nouns.values() for w in ws if " " not in w and "-" not in w}
    verbs = {*VERB_UI, *IDIOMS, *(w for forms in VERB_UI.values() for w in forms)}
    extra = "contact contacts favorite favourite favorites email message number birthday"
    return tuple(sorted(single | verbs | set(extra.split())))


@cache
def _vocabulary() -> tuple[str, ...]:
    return vocabulary_of(kinds())


@cache
def rare_words() -> frozenset[str]:
    """English words text seldom uses that are two slips from an interface word ("espresso",
    "express"): words of their own, never put right at that distance."""
    return frozenset(_lexicon().get("rare", ()))


@lru_cache(maxsize=4096)
def repair(word: str) -> str:
    """A misspelt interface word put right ("contcat" -> contact, "favourtie" -> favourite);
    any other word as it is."""
    lowered = word.lower()
    if (
        len(lowered) < _MIN_TYPO
        or not lowered.isalpha()
        or known_word(lowered)
        or lowered in STOPWORDS
        or lowered in _vocabulary()
    ):
        return word
    found = process.extractOne(
        lowered,
        _vocabulary(),
        scorer=Levenshtein.distance,
        score_cutoff=_TYPO_DISTANCE,
        processor=None,
    )
    if found is None or found[1] > (1 if len(lowered) < 7 else _TYPO_DISTANCE):
        return word
    if found[1] > 1 and lowered in rare_words():
        return word
    if _transposed_or_near(lowered, found[0]):
        return found[0]
    return word


def _transposed_or_near(typed: str, word: str) -> bool:
    """A typo keeps the first letter and the length within one; a short word keeps its length
    (a name such as "norte" is one letter off "note") unless a letter was dropped ("delte")."""
    slack = 1 if len(typed) > _MIN_TYPO else 0
    dropped = len(word) == len(typed) + 1
    return typed[0] == word[0] and (abs(len(typed) - len(word)) <= slack or dropped)


_TOKEN = re.compile(r"(?<![\w.@/])[A-Za-z]+(?![\w@/]|\.\w)")
"""A word standing alone: not a part of a handle, address, file name or link (ann.lee.photos)."""


def repair_text(text: str) -> str:
    """``text`` with misspelt interface words put right; names and quoted text are kept."""
    return _TOKEN.sub(lambda m: m.group() if m.group()[0].isupper() else repair(m.group()), text)
