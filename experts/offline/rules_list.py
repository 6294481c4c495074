"""The rule that narrows a list before choosing: apply the sort or filter a request implies."""

from __future__ import annotations

from experts.offline.base import tap
from experts.offline.describe import ranking
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import View, el_text, el_words
from experts.offline.words import contains_phrase, stems
from experts.schemas import Decision

SORTS = stems("sort order")


def refine(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """On a list of several candidates, apply the sort or filter the request implies (price:
    low to high, open now) before choosing, once per step."""
    rank = ranking(goal)
    target = plan.target
    if view.modal or target is None or (rank is None and target not in plan.described.values()):
        return None
    rows = [e for e in view.actionable if e.in_list and contains_phrase(el_text(e), target)]
    if len(rows) < 2:
        return None
    content = plan.content(plan.target)
    for el in view.actionable:
        if el.in_list or el.selected or plan.tapped_during_step(el) or len(el_text(el)) > 40:
            continue
        ew = el_words(el)
        sort = (
            rank is not None and rank[0] != "rating_high" and bool(ew & SORTS) and not ew & rank[1]
        )
        chip = (
            el.cls.endswith(("Chip", "ToggleButton", "CheckBox"))
            and ew
            and ew <= content | (rank[1] if rank else set())
        )
        if sort or chip:
            return tap(
                el,
                "narrow the list the way the request asks before choosing",
                "the list is sorted or filtered",
            )
    return None
