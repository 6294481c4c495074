"""Counting questions ("how many zaps are on", "how many unread quorns in my box"): the question
read as the thing counted and what it must be (a word some rows are marked with, a heading the
rows stand under, a day the rows are listed under, ticked or not, switched on or off), and the
rows of a list read as records (heading, row, marks) that can be noted while the list scrolls and
counted at its end. Shared by the decide rule (rules_tally.py) and the judge (judge_tally.py)."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field

from experts.offline.apps import label_kinds
from experts.offline.lexicon import kinds
from experts.offline.when import date_phrase, parse_date, resolve_date
from experts.offline.words import STOPWORDS, stem, stems, words
from mobilexperts.device.apps import label_of
from mobilexperts.perception.context import ElementContext

COUNTING = re.compile(r"\bhow many\s+(?:of\s+(?:my|the|your|our|these|those)\s+)?(.+)$", re.I)
WHETHER = re.compile(
    r"^\s*(?:(?:do|did|does)\s+(?:i|we)\s+(?:have|get|got)|(?:is|are)\s+there)\s+"
    r"(?:any|anything|something)\b\s*(.*)$",
    re.I,
)
"""A yes/no question of whether any rows are so ("do I have any unread zaps")."""
OWNED = re.compile(r"^(?:does|did|do|has)\s+(?!i\b|we\b|you\b)[\w' .-]+?\s+(?:have|has|got|get)\b")
"""A count owned by a named subject ("... does zed quorn have"): a figure it shows."""
DONE_TO = re.compile(r"^(?:was|were|has been|have been|had been)\b")
"""A count of times a thing was done to ("how many times was zed's post shared"): a figure
the thing shows, not rows."""
_BREAK = frozenset(
    [
        "are",
        "is",
        "do",
        "does",
        "did",
        "have",
        "has",
        "had",
        "i",
        "you",
        "we",
        "there",
        "in",
        "on",
        "at",
        "from",
        "for",
        "to",
        "left",
        "got",
        "can",
        "will",
        "were",
        "was",
        "be",
        "been",
        "that",
        "which",
        "who",
        "with",
        "by",
        "this",
        "these",
    ]
)
"""Words that end the phrase of the thing counted ("unread zaps | are in my box")."""
_STATE = re.compile(
    r"\b(?:turned|switched|set|still)?\s*\b(on|off)\s*(?:right now|now)?"
    r"(?:\s+(?:in|at)\s+[\w' -]+)?\s*$",
    re.I,
)
"""A switched state said at the end ("... are on", "... turned off"), or before where the
rows are, said by the app's name ("... are switched on in Zapclock")."""
DONE = frozenset(
    [
        "finished",
        "finish",
        "done",
        "completed",
        "complete",
        "checked",
        "ticked",
        "read",
        "bought",
        "watched",
        "visited",
    ]
)
UNDONE = frozenset(["left", "remaining", "unchecked", "unfinished", "unticked", "undone"])
NEGATION = frozenset({"not", "havent", "haven't", "hasnt", "hasn't", "yet", "never", "didnt"})
_NOT = re.compile(r"\b(?:not|no|never)\b", re.I)
ROW_SHARE = 0.6
"""A list row spans at least this share of the screen's width (not a button inside it)."""
SEP = " \u27eb "
LABEL_CHARS = 80
"""How much of a row's label a note keeps (enough to tell rows apart)."""
PLACES = stems("folder list page section category tab screen app box")
"""Words that say where rows are kept, not which rows are meant."""
NOTE = "counting rows: "
"""The goal of the Think notes that keep the rows seen while a list scrolls."""


@dataclass(frozen=True)
class Asked:
    """What a counting question counts: the noun, the words it must be marked with, whether
    it must be ticked (or switched on) or not, and the day it must be listed under."""

    noun: str
    marks: tuple[str, ...]
    checked: bool | None = None
    day: str | None = None
    whether: bool = False
    """Asked as yes or no: whether any row is so."""

    @property
    def every(self) -> bool:
        """Whether every row of the noun counts (no mark, tick or day narrows them)."""
        return not self.marks and self.checked is None and self.day is None


@dataclass(frozen=True)
class Row:
    heading: str
    label: str
    marks: tuple[str, ...] = field(default_factory=tuple)

    def line(self) -> str:
        return SEP.join((self.heading, self.label, "; ".join(self.marks))).replace("\n", " ")


def asked(instruction: str, ignore: set[str] = frozenset()) -> Asked | None:
    """The reading of a counting question, or ``None`` when it asks no count. ``ignore`` are
    words that name the app (its label), never a mark."""
    text = instruction.replace("?", " ").strip()
    found = COUNTING.search(text)
    whether = found is None and (found := WHETHER.match(text)) is not None
    if found is None:
        return None
    tokens = re.findall(r"[a-z][a-z'-]*", found.group(1).lower())
    if whether and (not tokens or tokens[0] in _BREAK):
        tokens = ["thing", *tokens]
    phrase = []
    for token in tokens:
        if token in _BREAK:
            break
        phrase.append(token)
    if not phrase:
        return None
    noun, rest = phrase[-1], tokens[len(phrase) :]
    if OWNED.match(" ".join(rest)) or (noun == "times" and DONE_TO.match(" ".join(rest))):
        return None  # a figure of someone or something ("... does zed have"), not rows
    said = set(tokens)
    state = _STATE.search(found.group(1))
    checked: bool | None = None
    if state is not None:
        checked = state.group(1).lower() == "on"
    elif said & DONE:
        checked = not (said & NEGATION)
    elif said & UNDONE:
        checked = False
    day = date_phrase(instruction)
    day_words = set(words(day)) if day else set()
    skip = stems(*DONE, *UNDONE, "turned switched set") | day_words | PLACES
    skip |= {stem(w) for w in ignore} | {stem(noun)}
    candidates = [*phrase[:-1], *rest]
    marks = tuple(
        dict.fromkeys(
            stem(t)
            for t in candidates
            if t not in STOPWORDS
            and t not in _BREAK
            and t not in NEGATION
            and words(t)
            and stem(t) not in skip
            and t not in ("on", "off", "many", "much", "any")
        )
    )
    return Asked(noun=noun, marks=marks, checked=checked, day=day, whether=whether)


def _center(el: ElementContext) -> tuple[float, float]:
    return (el.bounds[0] + el.bounds[2]) / 2, (el.bounds[1] + el.bounds[3]) / 2


def _in(inner: ElementContext, outer: ElementContext) -> bool:
    x, y = _center(inner)
    b = outer.bounds
    return b[0] <= x <= b[2] and b[1] <= y <= b[3]


def list_rows(elements: list[ElementContext]) -> list[ElementContext]:
    """The rows of the screen's list: the most numerous kind of wide list element that can be
    tapped or ticked (empty rows cut off at the list's edge included)."""
    width = max((e.bounds[2] for e in elements), default=0)
    wide = [
        e
        for e in elements
        if e.in_list
        and (e.clickable or e.checkable)
        and e.bounds[2] - e.bounds[0] >= ROW_SHARE * width
    ]
    groups: dict[tuple[str, str], list[ElementContext]] = {}
    for e in wide:
        groups.setdefault((e.cls, e.id), []).append(e)
    if not groups:
        return []
    best = max(groups.values(), key=lambda g: (len([e for e in g if e.label]), len(g)))
    return sorted(best, key=lambda e: e.bounds[1])


def headings(elements: list[ElementContext], rows: list[ElementContext]) -> list[ElementContext]:
    """The list's headings: plain list texts outside every row."""
    return sorted(
        (
            e
            for e in elements
            if e.in_list
            and not e.clickable
            and not e.checkable
            and e.label
            and not any(_in(e, r) for r in rows)
        ),
        key=lambda e: e.bounds[1],
    )


def records(elements: list[ElementContext], above: str = "", scrolled: bool = False) -> list[Row]:
    """The screen's list rows as records: the heading each stands under (``above`` for rows
    before the first heading shown), its label, and its marks (the short captions of what is
    inside it, "on"/"off" for what it ticks or switches)."""
    rows = list_rows(elements)
    heads = headings(elements, rows)
    tallest = max((r.bounds[3] - r.bounds[1] for r in rows), default=0)
    boxes = [e for e in elements if e.scrollable and any(_in(r, e) for r in rows)]
    out = []
    for row in rows:
        if not row.label or (boxes and _cut(row, boxes[0], tallest, scrolled)):
            continue
        over = [h for h in heads if h.bounds[3] <= row.bounds[1] + 1]
        heading = over[-1].label if over else above
        marks = []
        if row.checkable:
            marks.append("on" if row.checked else "off")
        for e in elements:
            if e is row or e in rows or not _in(e, row):
                continue
            if e.checkable:
                marks.append("on" if e.checked else "off")
            caption = e.label or e.desc
            if caption and len(caption) <= 30 and caption not in row.label:
                marks.append(caption)
        label = row.label.replace("\n", " ")[:LABEL_CHARS]
        out.append(Row(heading.replace("\n", " "), label, tuple(dict.fromkeys(marks))))
    return out


def _cut(row: ElementContext, box: ElementContext, tallest: int, scrolled: bool) -> bool:
    """Whether a row is cut off at its list's bottom edge, or at its top once the list was
    scrolled (shorter than the others: its rest is out of sight, noted before or after)."""
    edge = row.bounds[3] >= box.bounds[3] - 2 or (scrolled and row.bounds[1] <= box.bounds[1] + 2)
    return edge and row.bounds[3] - row.bounds[1] < tallest


def parse_notes(notes: list[str]) -> list[Row]:
    """The rows kept in notes written by :func:`Row.line`."""
    out = []
    for note in notes:
        for line in note.splitlines():
            parts = line.split(SEP)
            if len(parts) == 3:
                marks = tuple(m for m in parts[2].split("; ") if m)
                out.append(Row(parts[0], parts[1], marks))
    return out


def _says(text: str, mark: str) -> bool:
    """Whether a caption says ``mark`` and does not deny it ("Not zapped" does not)."""
    said = {stem(w) for w in re.findall(r"[a-z]+", text.lower())}
    return mark in said and not _NOT.search(text)


def _marked(row: Row, mark: str) -> bool:
    parts = [p for p in row.label.split(" | ")[1:] if len(p) <= 30]
    return any(_says(p, mark) for p in [*parts, *row.marks])


def _today(rows: list[Row]) -> dt.date | None:
    for r in rows:
        if re.search(r"\btoday\b", r.heading, re.I):
            return parse_date(r.heading)
    return None


def count(question: Asked, rows: list[Row], today: dt.date | None = None) -> list[Row] | None:
    """The rows ``question`` counts (once each), or ``None`` when a word it says marks no row
    and heads no group of them: the count cannot be told from these rows."""
    kept = _unique(rows)
    if question.day:
        base = _today(kept) or today
        if base is None:
            return None
        wanted = resolve_date(question.day, base)
        kept = [r for r in kept if parse_date(r.heading) == wanted]
    for mark in question.marks:
        marked = [r for r in kept if _marked(r, mark)]
        headed = [r for r in kept if mark in {stem(w) for w in words(r.heading)}]
        if marked:
            kept = marked
        elif headed:
            kept = headed
        else:
            return None
    if question.checked is not None:
        if not any(m in ("on", "off") for r in kept for m in r.marks):
            return None
        state = "on" if question.checked else "off"
        kept = [r for r in kept if state in r.marks]
    return kept


_DIGIT = re.compile(r"\d")
STATED = re.compile(r"(?<![\d.,])(\d[\d,]*)\s+([a-z]+)", re.I)
"""A count the screen states with its noun ("4,894 Followers")."""


def stated(noun: str, elements: list[ElementContext]) -> str | None:
    """A count of ``noun`` the screen states in so many words ("312 followers"), if any."""
    forms = {stem(noun), stem(noun.removesuffix("s"))}
    for e in elements:
        for match in STATED.finditer(e.label or e.desc):
            if stem(match.group(2)) in forms:
                return match.group(0)
    return None


GENERIC = frozenset({"thing", "item", "one", "entry", "row"})
"""Nouns that count rows of any kind."""


def kind_fits(noun: str, package: str, elements: list[ElementContext], opened: bool) -> bool:
    """Whether the list on screen holds the kind of thing counted: any rows when the noun is
    generic ("things") or the run opened the list the question names; else when the rows' id,
    the screen's title or the nouns of the app's kind say the noun ("alarms" in a clock)."""
    forms = {noun, noun.removesuffix("s"), noun.removesuffix("es")}
    if opened or forms & GENERIC:
        return True
    said = {stem(f) for f in forms}
    rows = list_rows(elements)
    if any(set(words(r.id)) & said for r in rows):
        return True
    titles = [
        e
        for e in elements
        if not e.in_list and not e.clickable and len(e.label) <= 40 and not _DIGIT.search(e.label)
    ]
    if any(set(words(e.label)) & said for e in titles):
        return True
    return any(forms & kinds()[k] for k in label_kinds(label_of(package)))


def merged(noted: list[Row], shown: list[Row]) -> list[Row]:
    """The rows noted while scrolling and the rows shown now, each row once."""
    labels = {r.label for r in noted}
    return [*noted, *(r for r in shown if r.label not in labels)]


def _unique(rows: list[Row]) -> list[Row]:
    """Each row once: by heading and label under days, by label in a list that shows some rows
    twice under other headings (favourites above the whole list)."""
    dated = any(parse_date(r.heading) for r in rows)
    seen: dict[tuple[str, str], Row] = {}
    for r in rows:
        key = (r.heading if dated else "", r.label)
        seen.setdefault(key, r)
    return list(seen.values())
