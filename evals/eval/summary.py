"""Figures of an evaluation: per method and complexity (SU, PS, RS, CP and their spread), and
the reasoning-step ratio of two methods on the tasks both ran."""

from __future__ import annotations

import statistics
from collections.abc import Iterable

from pydantic import BaseModel

from evals.eval.records import EvalRow
from mobilexperts.llm.types import VISION_ROLES as VISION

ALL = "all"


class Cell(BaseModel):
    """One method at one complexity (or ``all``)."""

    method: str
    complexity: str
    runs: int
    success: float
    success_sd: float
    process: float
    reasoning_steps: float
    reasoning_sd: float
    complete: float
    false_success: float
    tool_calls: float
    tokens: float
    wall_median: float


def _sd(values: list[float]) -> float:
    return statistics.pstdev(values) if len(values) > 1 else 0.0


def cell(method: str, complexity: str, rows: list[EvalRow]) -> Cell:
    """The figures of ``rows`` (one method's runs at one complexity)."""
    success = [float(r.success) for r in rows]
    steps = [float(r.reasoning_steps) for r in rows]
    return Cell(
        method=method,
        complexity=complexity,
        runs=len(rows),
        success=statistics.mean(success),
        success_sd=_sd(success),
        process=statistics.mean(r.process_score for r in rows),
        reasoning_steps=statistics.mean(steps),
        reasoning_sd=_sd(steps),
        complete=statistics.mean(r.complete for r in rows),
        false_success=statistics.mean(float(r.false_success) for r in rows),
        tool_calls=statistics.mean(r.tool_calls for r in rows),
        tokens=statistics.mean(r.tokens for r in rows),
        wall_median=statistics.median(r.wall_s for r in rows),
    )


def ordered(names: Iterable[str], order: list[str]) -> list[str]:
    """``names`` in ``order`` first, the rest sorted."""
    present = set(names)
    return [n for n in order if n in present] + sorted(present - set(order))


def cells(rows: list[EvalRow], methods: list[str]) -> list[Cell]:
    """A cell per method and complexity present, then per method over all complexities."""
    out = []
    for method in ordered((r.method for r in rows), methods):
        mine = [r for r in rows if r.method == method]
        for level in sorted({r.complexity for r in mine}):
            out.append(cell(method, level, [r for r in mine if r.complexity == level]))
        out.append(cell(method, ALL, mine))
    return out


def rs_ratio(rows: list[EvalRow], numerator: str, denominator: str) -> dict[str, float]:
    """Mean reasoning steps of ``numerator`` over ``denominator`` per complexity (and ``all``),
    on the (task, repeat) pairs both ran."""
    by = {(r.method, r.task_id, r.repeat): r for r in rows}
    pairs = [
        (r, by[(denominator, r.task_id, r.repeat)])
        for r in rows
        if r.method == numerator and (denominator, r.task_id, r.repeat) in by
    ]
    ratios: dict[str, float] = {}
    for level in [*sorted({a.complexity for a, _ in pairs}), ALL]:
        group = [(a, b) for a, b in pairs if level in (ALL, a.complexity)]
        below = sum(b.reasoning_steps for _, b in group)
        if group and below:
            ratios[level] = sum(a.reasoning_steps for a, _ in group) / below
    return ratios


class RoleCalls(BaseModel):
    """One method at one complexity (or ``all``): its mean model calls per run, by role."""

    method: str
    complexity: str
    calls: dict[str, float]


def role_calls(rows: list[EvalRow], methods: list[str]) -> tuple[list[str], list[RoleCalls]]:
    """The roles called (vision roles first) and each method's mean calls per run by role, per
    complexity and over all: where a method's reasoning steps and other calls go."""
    roles = sorted({role for r in rows for role in r.calls}, key=lambda x: (x not in VISION, x))
    out = []
    for method in ordered((r.method for r in rows), methods):
        mine = [r for r in rows if r.method == method]
        for level in [*sorted({r.complexity for r in mine}), ALL]:
            group = [r for r in mine if level in (ALL, r.complexity)]
            calls = {role: statistics.mean(r.calls.get(role, 0) for r in group) for role in roles}
            out.append(RoleCalls(method=method, complexity=level, calls=calls))
    return roles, out
