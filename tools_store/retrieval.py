"""Retrieval: BM25 (``bm25s``) over each tool's name, description and app, filtered by status,
by the current app and by the precondition on the current screen.

The index is built once per state of the store file and cached; a write to the store (a new
tool, a use that changed a status) changes the file's identity and the next search rebuilds it.
Filtering is vectorised over the app and status of every tool; only the best-scoring tools of
the current app have their signatures and anchors checked against the screen.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

import bm25s
import numpy as np
import snowballstemmer

from mobilexperts.perception import Anchor, Screen
from tools_store.param_types import accepts
from tools_store.records import ToolStatus, WorkflowTool
from tools_store.store import StoreStamp, ToolStore
from tools_store.values import request_values

_STOPWORD_TEXT = """
    a an the this that of in on at to for from by with and or my me i it its is are be do
    com id start starts end ends any screen opens showing"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())
_WORD = re.compile(r"[a-z0-9]+")
_UNSET = object()
_STEMMER = snowballstemmer.stemmer("english")
_STEMMING = threading.Lock()
"""A stemmer keeps state while it works: one search at a time uses it."""
TYPED_SCORE = 0.1
"""What a parameter of the kind of one of the query's values adds to a tool's score."""
KINDS = frozenset({"time", "email", "phone", "url"})


def tokens(text: str) -> list[str]:
    """Lower-case words of ``text`` (identifiers split at ``_`` and ``.``) as Snowball stems
    ("favorites" and "favorite" alike), function words left out."""
    found = [w for w in _WORD.findall(text.casefold()) if w not in STOPWORDS and len(w) > 1]
    with _STEMMING:
        return _STEMMER.stemWords(found)


def tool_text(tool: WorkflowTool) -> str:
    """What the index reads of a tool."""
    return " ".join((tool.name, tool.description, tool.app, tool.app_label))


def _anchor_found(anchor: Anchor, ids: set[str], texts: set[str], descs: set[str]) -> bool:
    return (
        (not anchor.resource_id or anchor.resource_id in ids)
        and (not anchor.text or anchor.text in texts)
        and (not anchor.desc or anchor.desc in descs)
    )


def starts_on(tool: WorkflowTool, screen: Screen, found: tuple[set[str], ...]) -> bool:
    """Whether ``tool``'s precondition holds on ``screen`` (``found``: the screen's ids, texts
    and descriptions, computed once per search)."""
    pre = tool.precondition
    if pre.outside_app and pre.package and screen.package != pre.package:
        return True
    if pre.package and screen.package != pre.package:
        return False
    if not pre.signatures and not pre.anchors:
        return True
    if screen.signature in pre.signatures:
        return True
    single = all(sum(map(bool, (a.resource_id, a.text, a.desc))) == 1 for a in pre.anchors)
    if pre.anchors and single:
        return all(_anchor_found(a, *found) for a in pre.anchors)
    return bool(pre.anchors) and screen.has_anchors(pre.anchors)


@dataclass
class _Index:
    tools: list[WorkflowTool]
    bm25: bm25s.BM25 | None
    apps: np.ndarray
    outside: np.ndarray
    status: np.ndarray
    kinds: list[frozenset[str]]
    words: frozenset[str] = frozenset()


class ToolIndex:
    """Searches one store's tools; thread-safe, rebuilt only when the store file changes
    (``builds`` counts how often it was built)."""

    def __init__(self, store: ToolStore) -> None:
        self.store = store
        self._stamp: StoreStamp | object = _UNSET
        self._index: _Index | None = None
        self._lock = threading.Lock()
        self.builds = 0

    def _current(self) -> _Index:
        stamp = self.store.stamp()
        with self._lock:
            if self._index is None or stamp != self._stamp:
                self._index = _build(self.store.all())
                self._stamp = stamp
                self.builds += 1
            return self._index

    def search(
        self,
        query: str,
        screen: Screen | None = None,
        k: int = 5,
        statuses: tuple[ToolStatus, ...] = ("verified",),
    ) -> list[WorkflowTool]:
        """Up to ``k`` tools matching ``query``, best first, of the given statuses; with
        ``screen``, only tools of its app (or that open their app themselves) whose
        precondition holds on it. A tool taking a value of a kind the query gives (a time, an
        e-mail or web address) matches a little even when no word does ("wake me at 5:50")."""
        index = self._current()
        words = tokens(" ".join([query, *_shortened(index, query)]))
        if index.bm25 is None or not words:
            return []
        scores = index.bm25.get_scores(words) + TYPED_SCORE * _typed_fits(index, query)
        allowed = np.isin(index.status, list(statuses)) & (scores > 0)
        if screen is not None:
            here = index.apps == screen.package
            allowed &= here | index.outside
        candidates = np.flatnonzero(allowed)
        order = candidates[np.argsort(-scores[candidates], kind="stable")]
        if screen is None:
            return [index.tools[i] for i in order[:k]]
        found = (
            {el.resource_id for el in screen.elements},
            {el.text.strip() for el in screen.elements},
            {el.desc.strip() for el in screen.elements},
        )
        chosen: list[WorkflowTool] = []
        for i in order:
            if starts_on(index.tools[i], screen, found):
                chosen.append(index.tools[i])
                if len(chosen) == k:
                    break
        return chosen


def given_kinds(query: str) -> frozenset[str]:
    """The kinds of value (not a bare number: a time, an e-mail, phone or web address) that
    one of the query's values reads as."""
    values = [v.value for v in request_values(query, [])]
    return frozenset(kind for kind in KINDS if any(accepts(kind, v) for v in values))


def _typed_fits(index: _Index, query: str) -> np.ndarray | float:
    """1 for each tool with a parameter of a kind one of the query's values reads as, else 0."""
    given = given_kinds(query)
    if not given:
        return 0.0
    return np.array([bool(kinds & given) for kinds in index.kinds], dtype=float)


def _build(tools: list[WorkflowTool]) -> _Index:
    bm25 = None
    if tools:
        bm25 = bm25s.BM25()
        bm25.index([tokens(tool_text(t)) or ["_"] for t in tools], show_progress=False)
    return _Index(
        tools=tools,
        bm25=bm25,
        apps=np.array([t.app for t in tools], dtype=object),
        outside=np.array([t.precondition.outside_app for t in tools], dtype=bool),
        status=np.array([t.status for t in tools], dtype=object),
        kinds=[frozenset(p.type for p in t.params) & KINDS for t in tools],
        words=frozenset(w for t in tools for w in _WORD.findall(tool_text(t).casefold())),
    )


SHORT_LETTERS = (3, 5)
"""How many letters a short form people type has ("bday", "appt")."""


def abbreviates(short: str, word: str) -> bool:
    """Whether ``short`` is written as a short form of ``word``: its first letter, then the
    rest of its letters in order ("bday" for birthday, "appt" for appointment)."""
    word = word.casefold()
    if not short or len(short) >= len(word) or short[0] != word[0]:
        return False
    letters = iter(word[1:])
    return all(char in letters for char in short[1:])


def _shortened(index: _Index, query: str) -> list[str]:
    """The tools' words a query word no tool says may be a short form of ("bday": birthday)."""
    low, high = SHORT_LETTERS
    said = [w for w in _WORD.findall(query.casefold()) if w.isalpha() and low <= len(w) <= high]
    unknown = [w for w in said if w not in index.words]
    return [v for v in index.words for w in unknown if abbreviates(w, v)]
