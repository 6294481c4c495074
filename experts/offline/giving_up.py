"""An honest stop for a request that changes something when its control is not found: the app
was opened ``REOPENS`` times and, back on its opening screen, nothing left on it leads on."""

from __future__ import annotations

from experts.offline.base import decision
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.research import REOPENS
from experts.offline.view import View
from experts.schemas import Decision
from mobilexperts.operations import Stop


def control_not_found(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Stop undone, saying what was not found, instead of leaving and reopening the app again
    (a question has its own stop: :func:`experts.offline.research.not_found_here`)."""
    if goal.wants_answer:
        return None
    opened = [h for h in view.history if h.operation.kind == "open_app"]
    if len(opened) < REOPENS or not any(h.signature_after == view.signature for h in opened):
        return None
    step = plan.current
    asked = (step.clause if step else goal.instruction).strip(" .")
    said = f"This app was gone through and reopened; no control for '{asked}' is in it: not found."
    return decision(said, Stop(done=False, answer=said), "the request is left undone")
