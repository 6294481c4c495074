"""The app that holds a kind of thing no installed app's label names, by the app's own screens.

A request may read a thing by its kind ("where my zap pic was taken", "the snapshot bo
posted") when no app's label is of that kind (no "Camera", no "Photos"). The survey
(:mod:`experts.survey`) recorded what each app's screens show; an app whose screens show the
kind's nouns ("Photo by ...", "photos") in many texts, and clearly more than any other app,
holds such things. Only the lexicon's app categories of ordinary English nouns are used.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from experts.offline.apps import label_kinds
from experts.offline.lexicon import bases, interface_verb, kinds

MIN_HELD = 4
"""Texts of an app's screens that must show the kind's nouns for the app to hold the kind."""
LEAD = 2
"""How many times more such texts than any other app the holding app must show."""
_OWNED_BEFORE = (
    r"\b(?:my|the|his|her|their|our|a|an|this|that|[a-z]+['\u2019]s)\s+(?:[\w-]+\s+){0,3}?"
)
"""A determiner or an owner before the noun, within its noun phrase ("bo's zap night pic"): the
noun names a thing, not a verb or an adverb ("print it", "still there")."""


@lru_cache(maxsize=32)
def _kind_noun(kind: str) -> re.Pattern[str]:
    nouns = sorted((n for n in kinds()[kind] if " " not in n and len(n) >= 3), key=len)
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, reversed(nouns)))})(?:s|es)?\b", re.I)


@lru_cache(maxsize=32)
def _as_thing(kind: str) -> re.Pattern[str]:
    """A noun of ``kind`` said as a thing: after a determiner or an owner, or heading a text
    that says whose it is or nothing more ("Photo by Bo Lee", "Photos")."""
    noun = _kind_noun(kind).pattern.removeprefix(r"\b")
    return re.compile(rf"{_OWNED_BEFORE}{noun}|^{noun}(?=\s+by\b|$)", re.IGNORECASE)


def screen_kinds(texts: Iterable[str]) -> dict[str, int]:
    """Kind of thing -> how many of an app's screen texts show a noun of that kind as a thing
    (not "stand still", "dialing in shots")."""
    texts = list(texts)
    out = {}
    for kind in kinds():
        shown = sum(1 for text in texts if _as_thing(kind).search(text))
        if shown:
            out[kind] = shown
    return out


def held_kinds(request: str, labels: Iterable[str]) -> list[tuple[str, str]]:
    """The kinds of thing ``request`` names as a thing (after a determiner or an owner) that
    no label of ``labels`` is of, each with the noun said, in the order said."""
    labelled = {kind for label in labels for kind in label_kinds(label)}
    said: list[tuple[int, str, str]] = []
    for kind in kinds():
        found = None if kind in labelled else _as_thing(kind).search(request)
        if found is not None:
            said.append((found.end(), kind, found.group(0).split()[-1].lower()))
    return [(kind, noun) for _, kind, noun in sorted(said)]


def held_app(request: str, holds: dict[str, dict[str, int]]) -> tuple[str, str] | None:
    """The app (label) whose screens hold the first kind of thing ``request`` names that no
    label is of, with the noun the request says it by; ``holds`` maps each app to
    :func:`screen_kinds` of its screens."""
    for kind, noun in held_kinds(request, holds):
        shown = sorted(((h.get(kind, 0), label) for label, h in holds.items()), reverse=True)
        best, label = shown[0] if shown else (0, "")
        runner_up = shown[1][0] if len(shown) > 1 else 0
        if best >= MIN_HELD and best >= LEAD * runner_up:
            return label, noun
    return None


_CONTROL = re.compile(r"^([a-z][a-z' -]*?)\s*$")
"""A short text of an app's screen that is words only ("Bookmarks", not "412k reviews")."""
MAX_CONTROL_WORDS = 2
MIN_CONTROL = 4
"""The shortest request word read as the name of an app's own control ("Bookmarks")."""


def controls(texts: Iterable[str]) -> list[str]:
    """The short texts of an app's screens that are words only, lower case: the names of its
    tabs, buttons and sections ("bookmarks", "history", "followers")."""
    out = []
    for text in texts:
        found = _CONTROL.match(text.lower())
        if found and len(found[1].split()) <= MAX_CONTROL_WORDS:
            out.append(found[1])
    return list(dict.fromkeys(out))


def control_app(request: str, shown: dict[str, list[str]]) -> tuple[str, str] | None:
    """The one app (label) whose own controls (``shown``: label -> :func:`controls`) name a
    thing the request's reading part says, in any inflection ("have i bookmarked" ->
    "Bookmarks"), with the word said; a word no app or several apps name tells nothing, nor
    does an act's verb ("text"), an app's label or kind, or a person's name."""
    labels = {w.lower() for label in shown for w in re.findall(r"[A-Za-z]+", label)}
    kind_words = {w for kind, nouns in kinds().items() for n in (kind, *nouns) for w in n.split()}
    for word in _read_words(request):
        forms = {f for f in (word, *bases(word)) if len(f) >= MIN_CONTROL} - labels - kind_words
        if word in labels or word in kind_words or interface_verb(word) is not None:
            continue
        holders = [a for a, said in shown.items() if forms & {c.removesuffix("s") for c in said}]
        holders += [a for a, said in shown.items() if forms & set(said) and a not in holders]
        if len(holders) == 1:
            return holders[0], word
    return None


def _read_words(request: str) -> list[str]:
    """The owner's doings the request says ("which zaps have i quorned? text bo" -> quorned),
    the verb after "i" or "we"; the owner's things ("my recipes") may be any app's pages."""
    return [w for w in dict.fromkeys(_DOINGS.findall(request.lower())) if len(w) >= MIN_CONTROL]


_DOINGS = re.compile(r"\b(?:i|we)\s+(?:have\s+|had\s+|'ve\s+)?([a-z-]+)")
"""The owner's doing: the verb after "i" ("have i bookmarked")."""


def screen_keeper(
    request: str, holds: dict[str, dict[str, int]], shown: dict[str, list[str]]
) -> tuple[str, str] | None:
    """The app (label) whose own screens keep what the request reads, and the word that says
    so: by the kind of thing (:func:`held_app`), else by its own controls
    (:func:`control_app`)."""
    return held_app(request, holds) or control_app(request, shown)
