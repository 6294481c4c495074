"""Acting on every item of a list that a request singles out by a condition ("delete the
messages that are not verification codes"): one item at a time, pressing and holding when an
item offers its actions that way, until none is left."""

from __future__ import annotations

from experts.offline.base import decision, tap
from experts.offline.goal import Goal
from experts.offline.items import condition, doomed
from experts.offline.plan import Plan
from experts.offline.view import View
from experts.schemas import Decision
from mobilexperts.operations import LongPress


def each_item(goal: Goal, view: View, plan: Plan) -> Decision | None:
    step = plan.current
    kept = condition(step) if step is not None else None
    if kept is None or view.modal or plan.target is not None:
        return None
    left = doomed(view, kept)
    if not left:
        return None
    el = left[0]
    if el.get("long_clickable"):
        return decision(
            f"[{el['index']}] is one of the items to {step.verb}; press and hold it for more.",
            LongPress(index=el["index"]),
            "its actions appear",
        )
    return tap(el, f"one of the items to {step.verb}")
