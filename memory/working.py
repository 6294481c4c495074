"""Working memory: the focus content of a task (Mobile-Agent-v2's memory unit), kept compact.

The Think operation and each decision write notes (key facts seen on screens: a code, a price,
an address); the decide prompt shows them (:meth:`WorkingMemory.render`); Think reads them back
by key or by a lexical query. When the notes pass their token budget, :meth:`compact` asks the
model (role ``summarize``) to merge the older notes into one summary note and keeps the newest
verbatim: the paper's proactive working memory processing (MobileExperts §3.2.1). The whole
memory is a pydantic model, so the team memory pool can commit and fetch excerpts of it.
"""

from __future__ import annotations

import math
import re
import time

from pydantic import BaseModel, Field

from memory.lexical import STOPWORDS, content_words, overlap
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import Message, Model, ModelRequest

CHARS_PER_TOKEN = 4
DEFAULT_TOKEN_BUDGET = 600
SUMMARY_KEY = "summary"
VERBATIM_CHARS = 60
"""The offline summary keeps notes up to this long word for word."""


def estimate_tokens(text: str) -> int:
    """About four characters per token."""
    return math.ceil(len(text) / CHARS_PER_TOKEN)


class Note(BaseModel):
    """One piece of focus content. ``key`` names it for reading back; a new note with the same
    key replaces the old one. ``source`` says who wrote it (think, decide, read, summary, team)."""

    text: str
    key: str = ""
    source: str = "think"
    step: int | None = None
    created_at: float = Field(default_factory=time.time)

    @property
    def line(self) -> str:
        head = f"[{self.key}] " if self.key else ""
        return f"- {head}{self.text}" + (f" (step {self.step})" if self.step is not None else "")


class SummarizeContext(BaseModel):
    """What the summarize role sees: the older notes to merge and the size of the summary."""

    notes: list[Note]
    budget_tokens: int


class MemorySummary(BaseModel):
    """The summarize role's answer: one text that keeps every fact of the notes it merges."""

    summary: str


class WorkingMemory(BaseModel):
    """The notes of one expert's task, newest last, within ``token_budget`` after compaction."""

    notes: list[Note] = Field(default_factory=list)
    token_budget: int = Field(default=DEFAULT_TOKEN_BUDGET, ge=50)

    def write(
        self, text: str, *, key: str = "", source: str = "think", step: int | None = None
    ) -> Note:
        """Add a note (replacing the note of the same ``key``); blank text is ignored. A note
        longer than half the budget keeps only its facts (:func:`compress`)."""
        text = " ".join(text.split())
        if estimate_tokens(text) > self.token_budget // 2:
            text = _clip(compress(text), self.token_budget // 2 * CHARS_PER_TOKEN)
        note = Note(text=text, key=key.strip(), source=source, step=step)
        if not note.text:
            return note
        if note.key:
            self.notes = [n for n in self.notes if n.key != note.key]
        self.notes.append(note)
        return note

    def read(self, key: str) -> Note | None:
        """The note written under ``key``, if it is still verbatim in memory."""
        return next((n for n in reversed(self.notes) if n.key == key.strip()), None)

    def search(self, query: str, limit: int = 3) -> list[Note]:
        """The notes sharing the most content words with ``query``, newest first on ties."""
        wanted = content_words(query)
        scored = [
            (overlap(wanted, f"{note.key} {note.text}"), position, note)
            for position, note in enumerate(self.notes)
        ]
        ranked = sorted((s for s in scored if s[0] > 0), key=lambda s: (-s[0], -s[1]))
        return [note for _, _, note in ranked[:limit]]

    def render(self) -> str:
        """The notes as prompt lines, oldest first; empty when there are none."""
        return "\n".join(note.line for note in self.notes)

    @property
    def tokens(self) -> int:
        return estimate_tokens(self.render())

    @property
    def over_budget(self) -> bool:
        return self.tokens > self.token_budget

    def compact(self, model: Model) -> bool:
        """When over budget, merge the older notes into one summary note written by ``model``
        (role ``summarize``), keeping the newest notes verbatim. Returns whether it did."""
        if not self.over_budget or len(self.notes) < 2:
            return False
        keep = self._recent_to_keep()
        older, recent = self.notes[: len(self.notes) - keep], self.notes[len(self.notes) - keep :]
        if [note.key for note in older] == [SUMMARY_KEY]:
            return False
        context = SummarizeContext(notes=older, budget_tokens=self.token_budget // 2)
        request = ModelRequest(
            role="summarize",
            messages=(Message.user(render_prompt("memory", "summarize", context)),),
            output_schema=MemorySummary,
            context=context,
        )
        summary = model.generate(request).output.summary
        text = _clip(" ".join(summary.split()), self.token_budget // 2 * CHARS_PER_TOKEN)
        steps = [note.step for note in older if note.step is not None]
        merged = Note(
            text=text,
            key=SUMMARY_KEY,
            source="summary",
            step=max(steps) if steps else None,
        )
        self.notes = [merged, *recent]
        return True

    def _recent_to_keep(self) -> int:
        """How many newest notes fit in half the budget (at least one, never all)."""
        room = self.token_budget // 2
        keep = 0
        for note in reversed(self.notes[1:]):
            room -= estimate_tokens(note.line + "\n")
            if room < 0:
                break
            keep += 1
        return max(keep, 1)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


_FACT = re.compile(
    r"\"[^\"]+\"|“[^”]+”|'[^']{2,}'"
    r"|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://\S+"
    r"|[$€£]?\d(?:[\d.,:/-]*\d)?%?(?:\s?(?:am|pm|AM|PM)\b)?"
    r"|\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*"
)


def compress(text: str) -> str:
    """The facts of ``text``: quoted strings, numbers, dates, emails, URLs and names, in order.

    Text up to :data:`VERBATIM_CHARS` is kept whole. A lone capitalised word opening a sentence
    is taken for an ordinary word, not a name.
    """
    text = " ".join(text.split())
    if len(text) <= VERBATIM_CHARS:
        return text
    facts: list[str] = []
    for match in _FACT.finditer(text):
        fact = match.group().rstrip(".,")
        if fact.casefold() in STOPWORDS or fact in facts or _opens_sentence(text, match):
            continue
        facts.append(fact)
    return ", ".join(facts) or _clip(text, VERBATIM_CHARS)


def _opens_sentence(text: str, match: re.Match[str]) -> bool:
    word = match.group()
    if not word[0].isupper() or " " in word:
        return False
    before = text[: match.start()].rstrip()
    return not before or before[-1] in ".!?:;"


@offline_handler("summarize")
def summarize_offline(request: ModelRequest[MemorySummary]) -> MemorySummary:
    """Merge notes deterministically: each note's key and facts, in the order written."""
    parts: list[str] = []
    for note in context_of(request, SummarizeContext).notes:
        facts = compress(note.text)
        key = note.key
        parts.append(f"{key}: {facts}" if key and key != SUMMARY_KEY else facts)
    return MemorySummary(summary="; ".join(part for part in parts if part))
