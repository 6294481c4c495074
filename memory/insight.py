"""Insight memory (MobileExperts §3.1.3): what exploration taught about working an app well.

Three kinds, per device (one store file) and app package: ``efficiency`` (the shortest path
found to a screen or goal), ``failure`` (what did not work, and why) and ``performance``
(how costly the app was to explore or use). The ``insight`` role writes them from an
exploration's findings (:class:`InsightContext`); :meth:`InsightMemory.relevant` picks those
that share words with a request, for the expert's decide context.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from memory.lexical import content_words, overlap
from mobilexperts.config import Settings
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest
from mobilexperts.storage import Store

FILE_NAME = "insights.json"
SCHEMA_VERSION = 1
InsightKind = Literal["efficiency", "failure", "performance"]
MAX_FAILURE_LABELS = 6


class InsightDraft(BaseModel):
    """One insight as the ``insight`` role writes it."""

    kind: InsightKind
    goal: str = Field(min_length=1)
    """What it is about: a screen, an element, a subtask."""
    text: str = Field(min_length=1)


class Insights(BaseModel):
    """The ``insight`` role's answer."""

    insights: list[InsightDraft] = Field(default_factory=list)


class Insight(BaseModel):
    """One stored insight about one app."""

    model_config = ConfigDict(frozen=True)

    key: str
    package: str
    kind: InsightKind
    goal: str
    text: str
    updated_at: float = 0.0

    @property
    def line(self) -> str:
        return f"{self.kind}: {self.text}"


class ReachedScreen(BaseModel):
    """A screen exploration reached, and the shortest path of taps it found there."""

    title: str
    path: list[str]


class FailedAttempt(BaseModel):
    """Something exploration tried that did not work, and why."""

    goal: str
    where: str
    why: str


class InsightContext(BaseModel):
    """What the ``insight`` role is asked from: one exploration of one app."""

    app: str
    package: str
    reached: list[ReachedScreen] = Field(default_factory=list)
    failures: list[FailedAttempt] = Field(default_factory=list)
    actions: int = 0
    duration_s: float = 0.0
    untried: int = 0


class InsightMemory:
    """The insight memory of one device, kept in the store file at ``path``."""

    def __init__(self, path: Path) -> None:
        self.store: Store[Insight] = Store(
            path, model=Insight, key="key", schema_version=SCHEMA_VERSION
        )

    @classmethod
    def for_device(cls, fingerprint: str, settings: Settings | None = None) -> InsightMemory:
        return cls((settings or Settings()).device_dir(fingerprint) / FILE_NAME)

    def entries(self, package: str | None = None) -> list[Insight]:
        return [i for i in self.store.all() if package is None or i.package == package]

    def add(self, package: str, drafts: list[InsightDraft]) -> list[Insight]:
        """Store ``drafts`` for ``package``; one insight per kind and goal (a newer one
        replaces an older one)."""
        stored = [
            Insight(
                key=f"{package}|{d.kind}|{d.goal}",
                package=package,
                kind=d.kind,
                goal=d.goal,
                text=d.text,
                updated_at=time.time(),
            )
            for d in drafts
        ]
        self.store.put_many(stored)
        return stored

    def relevant(
        self, request: str, packages: list[str] | None = None, limit: int = 4
    ) -> list[Insight]:
        """Insights sharing words with ``request`` (of ``packages`` when given), most shared
        words first; failures before paths on a tie."""
        query = content_words(request)
        scored = []
        for insight in self.store.snapshot().values():
            if packages is not None and insight.package not in packages:
                continue
            score = overlap(query, f"{insight.goal} {insight.text}")
            if score:
                scored.append((-score, insight.kind != "failure", insight.key, insight))
        return [insight for *_, insight in sorted(scored)[:limit]]


@offline_handler("insight")
def insight_offline(request: ModelRequest[Insights]) -> Insights:
    """Shortest paths to every screen reached, failures grouped by screen, one cost note."""
    context = context_of(request, InsightContext)
    drafts = [
        InsightDraft(
            kind="efficiency",
            goal=screen.title,
            text=f'{context.app} "{screen.title}" is reached from the app\'s start by '
            + (" -> ".join(f'tapping "{step}"' for step in screen.path) or "launching it")
            + f" ({len(screen.path)} step{'s' if len(screen.path) != 1 else ''})",
        )
        for screen in context.reached
    ]
    by_place: dict[tuple[str, str], list[str]] = {}
    for failure in context.failures:
        by_place.setdefault((failure.where, failure.why), []).append(failure.goal)
    for (where, why), goals in by_place.items():
        shown = ", ".join(f'"{g}"' for g in goals[:MAX_FAILURE_LABELS])
        more = (
            f" and {len(goals) - MAX_FAILURE_LABELS} more"
            if len(goals) > MAX_FAILURE_LABELS
            else ""
        )
        drafts.append(
            InsightDraft(
                kind="failure", goal=f"{where}: {why}", text=f'on "{where}", {shown}{more}: {why}'
            )
        )
    per_action = context.duration_s / context.actions if context.actions else 0.0
    untried = f"; {context.untried} elements left untried (budget)" if context.untried else ""
    drafts.append(
        InsightDraft(
            kind="performance",
            goal="exploration",
            text=f"exploring {context.app} took {context.actions} actions in "
            f"{context.duration_s:.1f} s ({per_action * 1000:.0f} ms per action){untried}",
        )
    )
    return Insights(insights=drafts)
