"""For the offline judge: an item the run made or changed whose state misfits the request.

Checked before any value is looked for: a time the request gives that the run never gave, a time
it typed that the request does not give, repeat days other than the request's, a quantity nothing
shows; then, once a toggle is not wrong, a stepper count, a level, a date or a rating other than
the request's."""

from __future__ import annotations

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_count import count_judgement
from experts.offline.judge_field import field_misfit
from experts.offline.judge_final import FinalScreen
from experts.offline.judge_item import date_misfit, rating_misfit
from experts.offline.judge_level import degree_judgement, level_judgement
from experts.offline.judge_quantity import count_unshown
from experts.offline.judge_repeat import repeat_misfit
from experts.offline.judge_when import time_not_asked, time_unset
from mobilexperts.trajectory import Judgement


def settings_misfit(context: JudgeContext, final: FinalScreen) -> Judgement | None:
    """A time, repeat days or a quantity the request sets that the run did not give."""
    unset = time_unset(context, final)
    if unset:
        reason = f"the run never gave the request's time {unset}; the screen shows other times"
        return Judgement(verdict="not_done", reason=reason)
    other = time_not_asked(context)
    if other:
        reason = f"the run set the time {other!r}, which the request does not give"
        return Judgement(verdict="not_done", reason=reason)
    days, shown = repeat_misfit(context, final)
    if days:
        reason = f"the item shows {days!r}, not the request's days" if shown else "no day was set"
        return Judgement(verdict="not_done" if shown else "unsure", reason=reason)
    count = count_unshown(context, final)
    if count:
        return Judgement(verdict="unsure", reason=f"nothing shows {count} of the item given")
    return None


def item_misfit(goal: Goal, final: FinalScreen) -> Judgement | None:
    """The final screen's stepper count, level, date, rating or fields judged against the
    request's."""
    counted = count_judgement(goal, final.elements)
    if counted is not None:
        return counted
    level = level_judgement(goal.instruction, final.elements) or degree_judgement(
        goal.instruction, final.context.history, final.elements
    )
    if level is not None:
        return level
    misdated = date_misfit(goal.instruction, final.elements)
    if misdated:
        return Judgement(verdict="not_done", reason=f"the item's date is {misdated!r}")
    rated = rating_misfit(goal.instruction, final.elements)
    if rated:
        return Judgement(
            verdict="not_done", reason=f"the item is rated {rated}, below the request's"
        )
    field = field_misfit(goal, final.context)
    if field:
        return Judgement(verdict="not_done", reason=f"the value is not in the item's {field}")
    return None
