"""For the offline judge: a thing a request picks by a superlative ("save the top-rated thai
place", "pin the cheapest kettle") must be the one the superlative picks among those the run
saw. The row the run opened is compared with the other rows of the screen it was opened from
that show the ranked measure (a rating, a price, a count of buyers, a distance) and share its
words of the request ("thai"): when that screen showed none the run chose without comparing
(unsure); when another row ranks better the run chose the wrong one (not done). An answer read
off a row (no row opened) is judged by that row. A "newest" ranking is judge_latest.py's."""

from __future__ import annotations

from experts.judge import JudgeContext
from experts.offline.describe import best_row, ranking, shows_measure
from experts.offline.goal import Goal
from experts.offline.view import commands, el_text
from experts.offline.words import words
from mobilexperts.operations import Tap
from mobilexperts.perception.context import ElementContext, ScreenContext
from mobilexperts.trajectory import Judgement

_COMPARED = frozenset({"rating_high", "price_low", "popular", "distance_low"})
"""Rankings by a measure rows show (a "newest" one is judge_latest.py's)."""


def _item(el: ElementContext, kind: str) -> bool:
    """Whether a tapped element is an item (a list row, a map pin), not a control, a field, a
    chip or a tab; a row showing the ranked measure is one even where its title says a command
    word ("Voltra Phone 2 | $699.00")."""
    control = el.cls.endswith(("Button", "Chip", "Tab", "CheckBox", "Switch")) or el.editable
    plain = not commands(el) or (el.in_list and shows_measure(kind, el))
    return not control and plain and (el.in_list or el.clickable)


def unranked_pick(goal: Goal, context: JudgeContext) -> str:
    """Why the item the run opened last (a row or a pin, not a control) for a superlative request
    is not shown to be the one it picks (``""`` when it is, or when nothing was picked from a
    kept screen)."""
    rank = ranking(goal)
    if rank is None or rank[0] not in _COMPARED or not context.seen:
        return ""
    kind = rank[0]
    picks = [
        (step.target, seen)
        for step, seen in zip(context.history, context.seen, strict=False)
        if isinstance(step.operation, Tap) and step.target is not None and _item(step.target, kind)
    ]
    picks = picks or _read_row(context, kind)
    if not picks:
        return ""
    picked, screen = picks[-1]
    rows = [
        e
        for e in screen.elements
        if e.in_list and e.clickable and shows_measure(kind, e) and e.bounds != picked.bounds
    ]
    said = set(words(goal.instruction)) & set(words(el_text(picked)))
    rows = [e for e in rows if set(words(el_text(e))) & said] if said else rows
    if not shows_measure(kind, picked):
        return f"{el_text(picked)!r} was chosen where no row showed what the request ranks by"
    if not rows:
        return f"{el_text(picked)!r} was chosen with no other row to compare it with"
    best = best_row(goal, [picked, *rows])
    if best is not None and best.bounds != picked.bounds:
        return f"{el_text(best).split(' | ')[0]!r} ranks better than {el_text(picked)!r}"
    return ""


def _read_row(context: JudgeContext, kind: str) -> list[tuple[ElementContext, ScreenContext]]:
    """The list row of the last screen an answer was read from, when the run opened none: a
    row showing the ranked measure and every part of the answer."""
    parts = [p.strip() for p in context.answer.split("|") if p.strip()]
    rows = [
        e
        for e in context.last.elements
        if parts and e.in_list and shows_measure(kind, e) and all(p in el_text(e) for p in parts)
    ]
    return [(rows[0], context.last)] if rows else []


def ranked_refusal(goal: Goal, context: JudgeContext, said: str) -> Judgement | None:
    """The judgement on a superlative pick :func:`unranked_pick` faults (not done when another
    row ranks better, unsure when nothing was compared), ``said`` naming what asked for it."""
    unranked = unranked_pick(goal, context)
    if not unranked:
        return None
    verdict = "not_done" if "ranks better" in unranked else "unsure"
    return Judgement(verdict=verdict, reason=f"the {said} picks by rank; {unranked}")
