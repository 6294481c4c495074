"""Described things and rankings: what "the cheapest steam iron" is called ("steam
iron"), what a request ranks by, and which list row ranks best."""

from __future__ import annotations

import re

from experts.offline.goal import Goal, Step
from experts.offline.view import Element, View, el_text, inside, rating_of
from experts.offline.words import RANKINGS, stems, words

_LEAD = re.compile(
    r"^\S+\s+(?:me\s+)?(?:(?:the|a|an|my|some|any|this|these|those)\s+)?", re.IGNORECASE
)
_CUT = re.compile(
    r"\s+(?:with|to|that|which|who|from|in|on|near|for|by|and|at|under|over|so|rated)\b|[,.;:!?](?:\s|$)",
    re.IGNORECASE,
)
_ADDRESS = re.compile(r"\S+@\S+|\S+\.(?:org|com|net|io|edu)\S*", re.IGNORECASE)
_FILLER_TEXT = """
    cheapest expensive least highest-rated cheaper cheap best-rated top-rated best highest top most
    popular newest latest recent first last new priced affordable inexpensive good nice
"""
_FILLERS = frozenset(_FILLER_TEXT.split())
_KIND_NOUNS = frozenset(
    [
        "page",
        "list",
        "file",
        "document",
        "email",
        "mail",
        "message",
        "text",
        "contact",
        "event",
        "alarm",
        "note",
        "post",
        "item",
        "app",
        "entry",
        "conversation",
        "chat",
    ]
)
"""Nouns that say what kind of thing an item is ("the workout plan page"), not its name."""
_WHEN = frozenset(
    {"today", "tomorrow", "yesterday", "tonight", "monday", "tuesday", "wednesday"}
    | {"thursday", "friday", "saturday", "sunday"}
)
"""Day words after a described thing ("the yoga class event today"): when, not what."""
_GENERIC_TEXT = "result results one ones item items it them this that something thing things"
_GENERIC = frozenset(_GENERIC_TEXT.split())
_GENERATION = re.compile(
    r"\b(?:gen|generation|version|v|mk|mark|series)\.?\s*(\d+(?:\.\d+)?)\b", re.IGNORECASE
)
_YEAR = re.compile(r"\b(19\d\d|20\d\d)\b")
_MODEL = re.compile(
    r"\b([A-Za-z][\w-]*)\s+(\d{1,3}(?:\.\d)?)\b(?![.\d]|\s*(?:[\"']|in\b|inch|qt|oz|mm|cm|gb|tb|%))",
    re.IGNORECASE,
)
_PRICE = re.compile(r"[$€£]\s?(\d[\d,]*(?:\.\d{2})?)")
_COUNT = re.compile(r"\(?(\d[\d,.]*)([KM]?)\+?\)?\s*(?:ratings|reviews|bought)", re.IGNORECASE)
_DISTANCE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s?(km|mi|m)\b(?!\s*/)")
"""A distance a row shows ("1.2 km", "800 m", "3 mi")."""
_METRES = {"km": 1000.0, "mi": 1609.0, "m": 1.0}


def distance_of(el: Element) -> float | None:
    """The distance a row shows, in metres; None when it shows none."""
    found = _DISTANCE.search(el_text(el))
    return _number(found.group(1)) * _METRES[found.group(2)] if found else None


def describe_object(step: Step) -> str:
    """The thing a step's clause describes without naming it: "pick the best-rated blorp stand
    that is open" -> "blorp stand"; "" when the clause names nothing specific."""
    clause = _ADDRESS.sub(" ", step.clause)
    rest = _CUT.split(" " + _LEAD.sub("", clause, count=1), maxsplit=1)[0]
    kept = [w for w in rest.split() if w.lower() not in _FILLERS]
    while len(kept) > 1 and (
        kept[-1].lower().rstrip("s") in _KIND_NOUNS or kept[-1].lower() in _WHEN
    ):
        kept.pop()
    if (
        not kept
        or len(kept) > 4
        or all(w.lower() in _GENERIC for w in kept)
        or kept[0][0] in '"\u201c'
    ):
        return ""
    return " ".join(kept)


def ranking(goal: Goal) -> tuple[str, frozenset[str]] | None:
    """What the request ranks by (``price_low``, ``rating_high``, ...) and its option words; the
    superlative said first wins."""
    lowered = goal.instruction.lower()
    found = [
        (m.start(), key) for key in RANKINGS if (m := re.search(rf"\b{re.escape(key)}\b", lowered))
    ]
    if not found:
        return None
    kind, cue = RANKINGS[min(found)[1]]
    return kind, stems(*cue)


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def _popularity(el: Element) -> float:
    match = _COUNT.search(el_text(el))
    if not match:
        return 0.0
    scale = {"K": 1e3, "M": 1e6}.get(match.group(2).upper(), 1.0)
    return _number(match.group(1)) * scale


def shows_measure(kind: str, el: Element) -> bool:
    """Whether a row shows what a ranking of ``kind`` compares: a rating, a price, a count of
    buyers (a "newest" ranking compares what the title says, always shown)."""
    if kind == "rating_high":
        return rating_of(el) is not None
    if kind == "price_low":
        return _PRICE.search(el_text(el)) is not None
    if kind == "popular":
        return _COUNT.search(el_text(el)) is not None
    if kind == "distance_low":
        return distance_of(el) is not None
    return True


def best_row(goal: Goal, rows: list[Element]) -> Element | None:
    """The row that ranks best by the request's superlative; else the top-most."""
    if not rows:
        return None
    rank = ranking(goal)
    top = min(rows, key=lambda e: (e.bounds[1], e.bounds[0]))
    if rank is None:
        return top
    kind = rank[0]
    if kind == "price_low":
        priced = [
            (_number(m.group(1)), e.bounds[1], e) for e in rows if (m := _PRICE.search(el_text(e)))
        ]
        return min(priced, key=lambda p: p[:2])[2] if priced else top
    if kind == "rating_high":
        rated = [(-(rating_of(e) or 0.0), e.bounds[1], e) for e in rows]
        return min(rated, key=lambda p: p[:2])[2]
    if kind == "popular":
        return min(rows, key=lambda e: (-_popularity(e), e.bounds[1]))
    if kind == "distance_low":
        near = [(d, e.bounds[1], e) for e in rows if (d := distance_of(e)) is not None]
        return min(near, key=lambda p: p[:2])[2] if near else top
    if kind == "newest":
        said = frozenset(words(goal.instruction))
        versioned = [(-version(e, said), e.bounds[1], e) for e in rows]
        best = min(versioned, key=lambda p: p[:2])
        return best[2] if best[0] < 0 else top
    return top


def ranked_part(goal: Goal, view: View, scope: list[Element]) -> list[Element]:
    """Of ``scope``, what lies in the list row the request's superlative picks among the rows
    ``scope`` covers ("the cheapest air fryer" on a list of fryers); all of ``scope`` when the
    request ranks nothing, ranks by age, or ``scope`` covers fewer than two rows."""
    rank = ranking(goal)
    if rank is None or rank[0] == "newest":
        return scope
    rows = [r for r in view.actionable if r.in_list and any(e is r or inside(e, r) for e in scope)]
    best = best_row(goal, rows) if len(rows) > 1 else None
    if best is None:
        return scope
    return [e for e in scope if e is best or inside(e, best)] or scope


def version(el: Element, said: frozenset[str] = frozenset()) -> float:
    """How new a row's title says it is: a generation or version number, else the number right
    after a word of the request ("Nova 9" for "the latest orbis nova"; not a size, "15 in"),
    else a year."""
    title = (el.label or "").split(" | ")[0]
    match = _GENERATION.search(title)
    if match:
        return float(match.group(1))
    numbered = [float(n) for w, n in _MODEL.findall(title) if said & set(words(w))]
    if numbered:
        return max(numbered)
    years = [int(y) for y in _YEAR.findall(title)]
    return float(max(years)) if years else 0.0


SOURCE = re.compile(
    r"\b(?:from|in|on|of|to)\s+(?:my|the|our)\s+((?:[a-z][\w'-]*\s+){0,3}?[a-z][\w'-]*)"
    r"\s+(?:in|on|from)\s+(?:the\s+)?(\w+)"
)
"""A thing said in lower case right before the app it is in ("... from my boat insurance in
Zapline", "... of my chess club in zapline")."""
ITEM_KINDS = stems(
    "email emails mail message messages text texts conversation conversations page pages list "
    "contact contacts post posts photo photos file files document documents app apps item items"
)


def named_source(goal: Goal, apps: list[str]) -> str | None:
    """A thing a request names only in plain words before its app ("the helpline from my boat
    insurance in Zapline" -> "boat insurance"), less the kind of item it is ("the
    sale email" -> "sale"); a question's own subject ("the name of our wifi network") is
    not one."""
    labels = {a.lower() for a in apps}
    match = next(
        (
            m
            for m in SOURCE.finditer(goal.instruction)
            if m.group(2).lower() in labels
            and not (goal.wants_answer and m.group(0).split()[0].lower() in ("of", "to"))
        ),
        None,
    )
    if match is None:
        return None
    kept = match.group(1).split()
    app_words = {w for a in apps for w in words(a)}
    while kept and set(words(kept[-1])) <= ITEM_KINDS | app_words:
        kept.pop()
    return " ".join(kept) or None
