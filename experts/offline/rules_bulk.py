"""Acting on every item of a list that a request singles out by a condition ("delete the
emails that are not receipts", "every alarm that is turned off"): one item at a time, pressing
and holding when an item offers its actions that way, until none is left."""

from __future__ import annotations

from experts.offline.base import decision, tap
from experts.offline.goal import Goal, Step
from experts.offline.items import condition, doomed, items_left
from experts.offline.plan import Plan
from experts.offline.view import View, commands
from experts.schemas import Decision
from mobilexperts.operations import LongPress


def each_item(goal: Goal, view: View, plan: Plan) -> Decision | None:
    step = plan.current
    kept = condition(step) if step is not None else None
    if kept is None or view.modal or plan.target is not None:
        return None
    left = doomed(view, kept)
    if not left:
        return _on_the_item(view, kept, step)
    el = left[0]
    if el.long_clickable:
        return decision(
            f"[{el.index}] is one of the items to {step.verb}; press and hold it for more.",
            LongPress(index=el.index),
            "its actions appear",
        )
    return tap(el, f"one of the items to {step.verb}")


def _on_the_item(view: View, kept: str, step: Step) -> Decision | None:
    """On the screen of an item just opened to act on: the control that does the step."""
    if not items_left(view, kept, step.done_ui):
        return None
    controls = [e for e in view.actionable if commands(e) & step.done_ui and not e.in_list]
    if not controls:
        return None
    return tap(controls[0], f"the control to {step.verb} this item")
