"""A named record's details given new values in any word order ("zed quorn has an email now:
zed@x.org", "put zed@x.org as zed quorn's email instead", "new email for zed quorn - ...",
"edit zed quorn: email ..."): each value is matched to the detail noun its kind fits (an
address to "email", a number to "phone", a month and day to "birthday"), and what is left once
the values, the detail nouns and the words that only carry the change are taken out is the
record's owner. The request is restated as the change it asks ("change zed quorn's email to
..."), which the rest of the reading knows."""

from __future__ import annotations

import re

from rapidfuzz.distance import Levenshtein

from experts.offline.details import _MONTH_DAY, _NOUNS, _SENDING_LEAD
from experts.offline.lexicon import interface_verb, known_word
from experts.offline.patterns import EMAIL, PHONE
from experts.offline.value_kinds import value_kind
from experts.offline.words import STOPWORDS

_VALUES = re.compile(
    rf"(?<![\w@.-])(?:{EMAIL.pattern}|{PHONE.pattern}|{_MONTH_DAY})(?![\w@-])", re.IGNORECASE
)
_KIND_OF_NOUN = {"email": "email", "phone": "phone", "birthday": "date"}
_CARRIERS = frozenset(
    [
        "new",
        "now",
        "instead",
        "over",
        "actually",
        "really",
        "fix",
        "fixed",
        "got",
        "gets",
        "has",
        "have",
        "had",
        "card",
        "details",
        "detail",
        "info",
        "entry",
        "record",
        "contact",
        "address",
        "number",
        "no",
        "please",
        "pls",
        "thanks",
        "correct",
        "wrong",
        "old",
        "changed",
    ]
)
"""Words that only carry the change, never name its owner."""
_MAKING = re.compile(
    r"\b(?:create|new\s+contact)\b|"
    r"\b(?:add|save|store)\b.*\b(?:him|them|her(?!\s+(?:contact|card|entry|record|details)))\b|"
    r"^\s*(?:please\s+)?(?:save|store|keep|add)\s+"
    r"(?![\w.+-]+@|[+(]?\d|.*['\u2019]s\s+new\b|.*\bto\s+(?:his|her|their)\s+contact\b)|"
    r"\b(?:send|sent|forward|share|reply|invite|tell|dm|sms|cc)\b",
    re.IGNORECASE,
)
"""A request that makes a new record ("save zed's number ..."; not "add <value> as zed's
email", "save zed's new email ...", "add ... to her contact"), or that sends something
somewhere: its details are read elsewhere."""
_MAX_OWNER = 3
_MIN_SLIPPED = 5
_CHANGING = frozenset(
    {"change", "set", "update", "edit", "switch", "put", "add", "replace", "give", "fix", "move"}
    | {"save", "store"}
)
"""Verbs that only give the detail its value; any other verb is a step of its own."""


def _pairs(text: str) -> list[tuple[str, str]]:
    """Each detail noun the text says with the value of its kind, in the order said."""
    values = [m.group(0) for m in _VALUES.finditer(text)]
    pairs: list[tuple[str, str]] = []
    for word in re.findall(r"[a-z][a-z-]*", text.lower()):
        noun = _NOUNS.get(word)
        if noun is None or any(n == noun for n, _ in pairs):
            continue
        value = next((v for v in values if value_kind(v) == _KIND_OF_NOUN[noun]), None)
        if value is not None:
            values.remove(value)
            pairs.append((noun, value))
    return pairs if not any(value_kind(v) in ("email", "phone") for v in values) else []


def _slip_of_carrier(word: str) -> bool:
    """A long word no English word one slip from a carrying word or a detail noun ("adress",
    "emial"): a typo of it, not a name."""
    if len(word) < _MIN_SLIPPED or known_word(word):
        return False
    return any(
        w[0] == word[0] and Levenshtein.distance(w, word) <= 1
        for w in (*_CARRIERS, *_NOUNS)
        if len(w) >= _MIN_SLIPPED - 1
    )


def _owner(text: str, pairs: list[tuple[str, str]]) -> str:
    """The words left once values, detail nouns and carrying words are out, when they are one
    run of one to three words in ``text``; else ``""``."""
    rest = text
    for _, value in pairs:
        rest = rest.replace(value, " | ")
    kept: list[str] = []
    runs = 0
    for token in re.findall(r"[A-Za-z][\w'\u2019-]*|[^\sA-Za-z]+", rest):
        word = re.sub(r"['\u2019]s$", "", token.lower())
        carrier = (
            not word[0].isalpha()
            or word in STOPWORDS
            or word in _CARRIERS
            or word in _NOUNS
            or _slip_of_carrier(word)
            or interface_verb(word) is not None
        )
        if carrier:
            runs += bool(kept and kept[-1] != "|")
            kept.append("|")
            continue
        kept.append(re.sub(r"['\u2019]s$", "", token))
    owner = [w for w in kept if w != "|"]
    if runs + bool(kept and kept[-1] != "|") != 1 or not 0 < len(owner) <= _MAX_OWNER:
        return ""
    return " ".join(owner)


def owned_details(text: str) -> str:
    """``text`` as "change <owner>'s <detail> to <value> (and <detail> to <value>)" when it
    gives values to details of one named record; as it is otherwise (a send, a new record,
    quoted text, no owner)."""
    if '"' in text or _SENDING_LEAD.match(text) or _MAKING.search(text):
        return text
    bare = _VALUES.sub(" ", text.lower())
    said = {v for w in re.findall(r"[a-z]+", bare) if w not in _NOUNS and (v := interface_verb(w))}
    if said - _CHANGING:
        return text
    pairs = _pairs(text)
    owner = _owner(text, pairs) if pairs else ""
    if not owner:
        return text
    changes = " and ".join(
        f'{noun} to "{value}"' if noun == "birthday" else f"{noun} to {value}"
        for noun, value in pairs
    )
    return f"change {owner}'s {changes}"
