"""Which installed apps show a request's phrases, by the device's content memory
(:class:`memory.content.ContentMemory`, filled by the read-only survey, :mod:`experts.survey`).

A phrase is a run of two to :data:`LONGEST` words of the request (quoted text left out) that
neither starts nor ends with a stopword ("bike ride", "tune up the zapbike"), found whole in the
texts an app's screens showed, or one that does but is an item's whole label in a list row
("wind down" of a row "Wind down · Every day"); a single word counts (a letter in it, long or
with a digit or a dot: "zipride", "booking") when at most :data:`NAME_HOLDERS` app shows it.
The expert's decide context carries the result, so a request that names no app can be taken to
the app that keeps what it is about.
"""

from __future__ import annotations

import re

from experts.survey import survey
from memory.content import ContentMemory
from memory.lexical import STOPWORDS, fold
from mobilexperts.device.base import Device

LONGEST = 5
NAME_HOLDERS = 1
_TOKEN = re.compile(r"[a-z0-9_][a-z0-9_.'\u2019-]*[a-z0-9_]|[a-z0-9]")
_QUOTED = re.compile(r"[\"\u201c][^\"\u201d]*[\"\u201d]")
_PARTS = re.compile(r"\s+[|\u00b7]\s+")


def names_an_app(request: str, labels: list[str]) -> bool:
    """Whether ``request`` says one of the launcher ``labels`` as a word (any case), not as a
    thing someone owns ("ann's zapmail": her detail or her item, which the survey finds), nor
    as the end of a hyphened word ("e-zapmail")."""
    return any(
        re.search(rf"(?<!\w['\u2019]s )(?<!-)\b{re.escape(label)}\b", request, re.IGNORECASE)
        for label in labels
    )


def _phrases(request: str, edged: bool = False) -> list[str]:
    """Runs of the request's words, longest first; with ``edged`` only those that start or end
    with a stopword ("wind down"), which count only as an item's whole label, and never with a
    digit (a row's "6:00 AM" is its time, not its label)."""
    tokens = _TOKEN.findall(_QUOTED.sub(" ", request.lower()))
    out: list[str] = []
    for size in range(LONGEST, 1, -1):
        for start in range(len(tokens) - size + 1):
            run = tokens[start : start + size]
            plain = run[0] not in STOPWORDS and run[-1] not in STOPWORDS
            if plain != edged and (plain or set(run) - STOPWORDS):
                out.append(" ".join(run))
    return list(dict.fromkeys(out))


def _labels(texts: tuple[str, ...]) -> set[str]:
    """The items' whole labels an app's list rows show: each part of a row of several ("Wind
    down · Every day" shows "wind down"); a text alone may be a control ("Turn on")."""
    rows = (_PARTS.split(text) for text in texts)
    return {part.strip().lower() for parts in rows if len(parts) > 1 for part in parts}


def phrases_shown(request: str, content: ContentMemory) -> dict[str, list[str]]:
    """App label -> the request's phrases its recorded screens show, longest first (apps that
    show none are left out)."""
    texts = {a.label: " \n ".join(a.texts).lower() for a in content.store.all() if a.label}
    out: dict[str, list[str]] = {}
    for phrase in _phrases(request):
        pattern = re.compile(rf"(?<![\w.@]){re.escape(phrase)}(?![\w@])")
        for label, text in texts.items():
            if pattern.search(text):
                out.setdefault(label, []).append(phrase)
    labels = {a.label: _labels(a.texts) for a in content.store.all() if a.label}
    for phrase in (p for p in _phrases(request, edged=True) if not re.search(r"\d", p)):
        for label in (label for label, shown in labels.items() if phrase in shown):
            out.setdefault(label, []).append(phrase)
    single = {t for t in _TOKEN.findall(request.lower()) if t not in STOPWORDS and _name_like(t)}
    for word in single:
        pattern = re.compile(rf"(?<![\w.@]){re.escape(word)}(?![\w@]|\.\w)")
        holders = [label for label, text in texts.items() if pattern.search(text)]
        for label in holders if len(holders) <= NAME_HOLDERS else []:
            out.setdefault(label, []).append(word)
    return out


def _name_like(word: str) -> bool:
    """A word that may name one thing: not a number, and long or with a digit or a dot
    ("zipride", "ann.lee", "sj418")."""
    has_letter = any(c.isalpha() for c in word)
    long_or_marked = len(word) > 4 or any(c.isdigit() or c == "." for c in word)
    return has_letter and long_or_marked


def people_said(request: str, content: ContentMemory) -> list[str]:
    """The request's words (as typed, less a possessive "'s") that are a first or last name of
    someone the device's screens list ("rosa's" of a listed "Rosa Kim"): the evidence that a
    lower-case word names a person."""
    listed = content.people()
    tokens = _TOKEN.findall(_QUOTED.sub(" ", request.lower()))
    said = (re.sub(r"['\u2019]s$", "", t) for t in tokens)
    return [w for w in dict.fromkeys(said) if w not in STOPWORDS and fold(w) in listed]


def survey_shown(device: Device, request: str, content: ContentMemory) -> dict[str, list[str]]:
    """:func:`phrases_shown` for a request that names no installed app, after surveying the
    apps the memory has no content of yet; nothing for a request that names an app."""
    labels = device.apps()
    if names_an_app(request, labels):
        return {}
    survey(device, labels, content)
    return phrases_shown(request, content)
