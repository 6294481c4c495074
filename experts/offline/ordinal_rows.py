"""The first (second, third, last) item of a list the question names ("what is the last item on
my to-do list"): once that list is open, its rows read top to bottom, the list scrolled to its
end first for the last one; the answer is the row's title."""

from __future__ import annotations

import re

from experts.offline.base import decision
from experts.offline.fields import ORDINAL, ORDINALS, asked_head
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.rules_tally import goes_on, opened_named
from experts.offline.tally import DONE, NEGATION, UNDONE, list_rows
from experts.offline.view import View, center_y
from experts.offline.words import words
from experts.schemas import Decision
from mobilexperts.operations import Stop, Swipe
from mobilexperts.perception.context import ElementContext


def ordinal_row(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Answer "the <ordinal> <noun> on my <list>" from the rows of the list the run opened by
    a row whose title the question says; for "last", scroll the list to its end first."""
    if not goal.wants_answer or not view.history or view.modal:
        return None
    match = ORDINAL.match(asked_head(goal.instruction) or "")
    if match is None:
        return None
    said = set(words(goal.instruction)) - {w for a in view.ctx.apps for w in words(a)}
    if not opened_named(said, view.history):
        return None
    titles = {w for h in view.history if h.target is not None for w in _title_words(h.target)}
    tokens = set(re.findall(r"[a-z']+", goal.instruction.lower()))
    if said - titles - set(words(match.group(0))) or tokens & (NEGATION | DONE | UNDONE):
        return None  # the question narrows the rows further ("the first book I haven't read")
    elements = [e for e in view.elements if e.window == "app"]
    rows = sorted((r for r in list_rows(elements) if r.label), key=center_y)
    if not rows:
        return None
    at = ORDINALS.index(match.group(1).lower())
    last = at == len(ORDINALS) - 1
    box = goes_on(elements)
    ended = any(
        a.signature == view.signature and a.operation.startswith("swipe") for a in view.ctx.avoid
    )
    if last and box is not None and not ended:
        return decision(
            "The list goes on; scroll to its last item.",
            Swipe(direction="up", index=box.index),
            "the list's end shows",
        )
    if not last and at >= len(rows):
        return None
    row = rows[-1] if last else rows[at]
    title = row.label.split(" | ")[0].strip()
    return decision(
        f"The {match.group(1).lower()} item of the list the question names.", Stop(answer=title)
    )


def _title_words(el: ElementContext) -> set[str]:
    return set(words((el.label or "").split(" | ")[0])) if el.in_list else set()
