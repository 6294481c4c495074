"""A form its submit refused: the values typed still show and a line under a field the request
gives nothing for asks for it ("Enter a zaptime"). A form often has an unticked switch just
above such a field that makes it unnecessary (a whole-day zapfest needs no start): tick it,
see the field gone, and submit again."""

from __future__ import annotations

from experts.offline.base import pick, tap
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.rules_form import submit_buttons
from experts.offline.view import Element, View, el_text
from experts.offline.words import stems
from experts.schemas import Decision

DEMAND = stems("enter required invalid must missing needed")
"""Words of a line that asks for a field's value after a refused submit."""
UNDER = 80
"""How far below its field (pixels) a field's error line starts."""


def _typed(view: View) -> list[str]:
    return [v for v in view.typed if v]


def demanded(view: View) -> list[Element]:
    """The fields holding none of the run's typed values with a line under them that asks
    for a value."""
    lines = [
        e
        for e in view.elements
        if not e.editable and not e.clickable and set(stems(el_text(e))) & DEMAND
    ]
    return [
        field
        for field in view.fields
        if not any(view.field_holds(field, v) for v in _typed(view))
        and any(
            0 <= line.bounds[1] - field.bounds[3] <= UNDER
            and line.bounds[0] < field.bounds[2]
            and field.bounds[0] < line.bounds[2]
            for line in lines
        )
    ]


def _form_kept(view: View) -> bool:
    """Whether the form still shows a value the run typed after it was submitted."""
    return view.submitted_after_typing() and any(
        view.field_holds(f, v) for f in view.fields for v in _typed(view)
    )


def _switched(view: View) -> list[bool]:
    """For each tap after the last typing, whether it ticked a switch."""
    last_text = max(i for i, h in enumerate(view.history) if h.operation.kind == "text")
    return [
        bool(h.target and h.target.checkable)
        for h in view.history[last_text + 1 :]
        if h.operation.kind == "tap"
    ]


def lift_refused(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """After a refused submit, tick the unticked switch nearest above a field the request
    gave no value for and does not speak of ("at the time ..." wants the time field), when
    every field between them holds a value the run typed (the switch governs them: a whole day
    needs its date given); once the field is gone, submit again."""
    if view.modal or not _form_kept(view):
        return None
    switched = _switched(view)
    if switched and switched[-1]:
        if demanded(view):
            return None
        button = pick(submit_buttons(goal, view, plan))
        return tap(button, "the field is gone; submit again", "it is submitted") if button else None
    said = set(stems(goal.instruction))
    refused = [f for f in demanded(view) if not set(stems(" ".join(view.field_words(f)))) & said]
    if any(switched) or not refused:
        return None
    top = min(f.bounds[1] for f in refused)
    switches = [
        e
        for e in view.elements
        if e.checkable and not e.checked and e.clickable and e.bounds[3] <= top
    ]
    if not switches:
        return None
    nearest = max(switches, key=lambda e: e.bounds[3])
    between = [f for f in view.fields if nearest.bounds[3] <= f.bounds[1] < top]
    if not all(any(view.field_holds(f, v) for v in _typed(view)) for f in between):
        return None
    return tap(nearest, "a switch that makes the refused field unnecessary", "the field is gone")
