"""Shared pieces of the offline decide rules: the rule type, decisions, and picking elements."""

from __future__ import annotations

from collections.abc import Callable

from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import Element, View, name_of
from experts.schemas import Decision
from mobilexperts.operations import Operation, Tap

Rule = Callable[[Goal, View, Plan], Decision | None]


def decision(thought: str, op: Operation, expectation: str = "", memory: str = "") -> Decision:
    return Decision(
        thought=thought, operation=op, expectation=expectation, progress=thought, memory=memory
    )


def tap(el: Element, why: str, expectation: str = "a screen closer to the task opens") -> Decision:
    return decision(f"[{el['index']}] {name_of(el)}: {why}", Tap(index=el["index"]), expectation)


def pick(scored: list[tuple[float, Element]]) -> Element | None:
    """The best-scoring element; ties go to the top-most (the latest item of a list)."""
    if not scored:
        return None
    best = max(s for s, _ in scored)
    return min((e for s, e in scored if s == best), key=lambda e: (e["bounds"][1], e["bounds"][0]))
