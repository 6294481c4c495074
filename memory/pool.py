"""The team memory pool (MobileExperts §3.2.2, Figure 4): what experts share across a plan.

When an expert finishes its subtask it *commits* a typed result (one value per key its node
declared it produces) and an excerpt of its working memory. A dependant *fetches* only the keys
it declared it needs, with the excerpt lines that bear on its subtask, into its own working
memory. A node that runs its subtask once per item of a list (or N times) commits each item
as it finishes, so a resumed run does only the items left. The pool lives in one JSON file of
the run folder, rewritten atomically on every commit, so a run that dies keeps every finished
node's (and item's) result and resumes after it.
"""

from __future__ import annotations

import json
import os
import re
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal, Protocol

from pydantic import BaseModel, Field, ValidationError

from memory.lexical import content_words, overlap
from mobilexperts.errors import MobilexpertsError

KeyType = Literal["text", "number", "date", "contact", "list"]
Value = str | float | list[str]
POOL_FILE = "pool.json"


class PoolError(MobilexpertsError):
    """A commit does not match what its node declared, or the pool file is unreadable."""


class Key(BaseModel):
    """A named, typed piece of data one node produces and another needs."""

    name: str = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=40)
    type: KeyType = "text"

    def __str__(self) -> str:
        return f"{self.name}:{self.type}"


class PoolNode(Protocol):
    """What the pool needs to know of a plan node."""

    id: str
    produces: list[Key]


class Commit(BaseModel):
    """One node's committed result, or one item's of a node that iterates (``item`` set)."""

    node: str
    values: dict[str, Value]
    types: dict[str, KeyType]
    excerpt: list[str] = Field(default_factory=list)
    at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    item: int | None = None

    @property
    def id(self) -> str:
        """The commit's id in the pool: the node's, ``node#item`` for an item."""
        return self.node if self.item is None else f"{self.node}#{self.item}"


class Fetched(BaseModel):
    """What a dependant fetched: the values of its needs and the excerpt lines about them."""

    values: dict[str, Value] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list)

    def memory(self) -> list[str]:
        """The fetched values and notes as working-memory notes."""
        lines = [f"{name}: {value_text(value)}" for name, value in self.values.items()]
        return lines + self.notes


def typed_value(key: Key, raw: Value) -> Value:
    """``raw`` as a value of ``key``'s type; :class:`PoolError` when it cannot be one (an empty
    value or list is none: a node that found nothing says so, and its dependants do not run on
    nothing); a number written as a percent or with a magnitude keeps it ("30% off" -> "30%",
    "20M+ zaps" -> "20M+", "40k" -> "40k")."""
    if key.type == "list":
        items = raw if isinstance(raw, list) else re.split(r"\n|;\s*", str(raw))
        found = [str(item).strip() for item in items if str(item).strip()]
        if not found:
            raise PoolError(f"the list {key.name!r} holds no items: the node found nothing")
        return found
    text = value_text(raw).strip()
    if not text:
        raise PoolError(f"the value of {key.name!r} is empty")
    if key.type == "number":
        if isinstance(raw, float | int):
            return float(raw)
        match = re.search(r"-?\d[\d,]*(?:\.\d+)?(\s?%|[kKMB]\+?|\+)?(?![\w.])", text)
        match = match or re.search(r"-?\d[\d,]*(?:\.\d+)?", text)
        if match is None:
            raise PoolError(f"{key.name!r} must be a number, got {text!r}")
        if match.group(1):
            return match.group().replace(" ", "")
        return float(match.group().replace(",", ""))
    if key.type == "date" and not re.search(r"\d|\b(?:mon|tue|wed|thu|fri|sat|sun)", text, re.I):
        raise PoolError(f"{key.name!r} must be a date or time, got {text!r}")
    if key.type == "contact" and not re.search(r"@|\d{3}|[A-Z]\w+", text):
        raise PoolError(f"{key.name!r} must name a contact (name, number or address): {text!r}")
    return text


class TeamMemoryPool:
    """The shared pool of one team run, persisted at ``path`` (``<run>/pool.json``)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._commits: dict[str, Commit] = self._load()

    def _load(self) -> dict[str, Commit]:
        if not self.path.exists():
            return {}
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            commits = [Commit.model_validate(c) for c in data["commits"]]
            return {c.id: c for c in commits}
        except (OSError, ValueError, KeyError, TypeError, ValidationError) as exc:
            raise PoolError(f"the team memory pool {self.path} is unreadable: {exc}") from None

    @property
    def commits(self) -> dict[str, Commit]:
        """The whole nodes' commits by node id (items excluded)."""
        return {c.node: c for c in self._all() if c.item is None}

    def committed(self, node_id: str) -> bool:
        return node_id in self._commits

    def items(self, node_id: str) -> dict[int, Commit]:
        """The items of ``node_id`` committed so far, by item number."""
        return {c.item: c for c in self._all() if c.node == node_id and c.item is not None}

    def latest(self) -> list[Commit]:
        """Every commit, items included, oldest first."""
        return sorted(self._all(), key=lambda c: c.at)

    def _all(self) -> list[Commit]:
        with self._lock:
            return list(self._commits.values())

    def commit(
        self,
        node: PoolNode,
        result: dict[str, Value],
        excerpt: list[str],
        item: int | None = None,
    ) -> Commit:
        """Store ``node``'s result (or its ``item``'s), one typed value per key it produces,
        and persist the pool."""
        declared = {key.name for key in node.produces}
        extra = sorted(set(result) - declared)
        missing = sorted(declared - set(result))
        if extra or missing:
            raise PoolError(
                f"node {node.id!r} declared {sorted(declared)}; its result "
                + (f"lacks {missing}" if missing else f"adds undeclared {extra}")
            )
        values = {key.name: typed_value(key, result[key.name]) for key in node.produces}
        record = Commit(
            node=node.id,
            values=values,
            types={key.name: key.type for key in node.produces},
            excerpt=list(excerpt),
            item=item,
        )
        with self._lock:
            self._commits[record.id] = record
            self._save()
        return record

    def fetch(self, needs: list[Key], query: str, max_notes: int = 4) -> Fetched:
        """The values of ``needs`` (and nothing else), plus the excerpt lines of the nodes that
        produced them that share the most words with ``query``."""
        values: dict[str, Value] = {}
        candidates: list[str] = []
        wanted = {key.name: key for key in needs}
        for record in self.commits.values():
            hits = [name for name in record.values if name in wanted]
            for name in hits:
                if record.types.get(name) != wanted[name].type:
                    raise PoolError(
                        f"{name!r} was committed by {record.node!r} as {record.types[name]}, "
                        f"but is needed as {wanted[name].type}"
                    )
                values[name] = record.values[name]
            if hits:
                candidates.extend(record.excerpt)
        missing = sorted(set(wanted) - set(values))
        if missing:
            raise PoolError(f"nothing in the team memory pool for {missing}")
        terms = content_words(query) + [w for name in wanted for w in name.split("_")]
        scored = sorted(
            ((overlap(terms, line), -i, line) for i, line in enumerate(candidates)), reverse=True
        )
        notes = [line for score, _, line in scored if score > 0][:max_notes]
        return Fetched(values=values, notes=notes)

    def _save(self) -> None:
        payload = {"commits": [c.model_dump(mode="json") for c in self._commits.values()]}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temp = self.path.with_suffix(".tmp")
        try:
            temp.write_text(json.dumps(payload, indent=1), encoding="utf-8")
            os.replace(temp, self.path)
        except OSError as exc:
            raise PoolError(f"cannot write the team memory pool {self.path}: {exc}") from None


def value_text(value: Value) -> str:
    """A committed value as text: a list's items joined by "; ", a whole number without ".0"."""
    if isinstance(value, list):
        return "; ".join(value)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
