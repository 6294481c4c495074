"""The rule that ends a run whose request's steps are all done: nothing left open, the row
holding what was entered shown whole first."""

from __future__ import annotations

from experts.offline.base import decision
from experts.offline.cards import clipped_row
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import View
from experts.schemas import Decision
from mobilexperts.operations import Stop, Swipe


def finished(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Stop when the request's steps are all done and nothing is left open (a question's
    answer, once kept for the step that writes it on, is no longer owed)."""
    owed = goal.wants_answer and not (plan.answer_goes_on and plan.kept_answer)
    if owed or not view.history or view.modal:
        return None
    if plan.all_done and not plan.pending and plan.target is None:
        clipped = clipped_row(view)
        if clipped is not None:
            return decision(
                "The row with what was entered is cut off; scroll to show all of it.",
                Swipe(direction="up", index=clipped.index),
                "the whole row shows",
            )
        kept = plan.kept_answer if goal.wants_answer else None
        return decision("Every step of the request is done.", Stop(answer=kept or ""))
    return None
