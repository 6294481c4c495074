"""A chooser opened on the way: a step's control ("Pair new zap", "Add a blorp") opens a list
to pick from, and the thing the request names is one of its rows. The step is not done until
that row is picked."""

from __future__ import annotations

from experts.offline.base import tap
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import Element, View, el_title
from experts.offline.words import contains_phrase, words
from experts.schemas import Decision

MIN_WORDS = 2
"""A row's title of fewer words says too little to be the thing the request names."""


def named_row(goal: Goal, view: View) -> Element | None:
    """The untapped, unmarked row of a list here whose title the request says word for word
    (two words or more), on the screen the last tap opened; not a row showing a value the run
    typed or the request gives (that row is the result, not a choice)."""
    last = view.last()
    if last is None or last.operation.kind != "tap" or last.signature == view.signature:
        return None
    said = set(goal.plain_words)
    values = [*view.typed, *goal.values.values()]
    for el in view.actionable:
        title = el_title(el)
        named = set(words(title))
        if not el.in_list or el.selected or el.checked or len(named) < MIN_WORDS:
            continue
        if not named <= said or view.tapped(title) or view.tapped_here(el):
            continue
        if any(v and contains_phrase(title, v) for v in values):
            continue
        return el
    return None


def pick_named(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """With every step thought done, a chooser the last tap opened lists the thing the request
    names: pick it rather than stop."""
    if view.modal or not plan.all_done or goal.wants_answer:
        return None
    row = named_row(goal, view)
    if row is None:
        return None
    return tap(row, "the request names this entry of the list the last tap opened", "it is chosen")
