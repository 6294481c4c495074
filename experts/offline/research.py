"""A search that found nothing, tried once more with the named thing's longest word: an app's
search box often matches a name, not a phrase ("zapton" finds "Trip: Zapton, Apr 3", "zapton
trip" nothing); and a question given up once its app was gone through and reopened in vain."""

from __future__ import annotations

from experts.offline.base import decision
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import NOTHING, View, el_text
from experts.offline.words import words
from experts.schemas import Decision
from mobilexperts.operations import Stop, Text

REOPENS = 2
"""A question's app opened this often with nothing found: what is asked is not kept there."""


def search_again(view: View, plan: Plan) -> Decision | None:
    """In a search field whose results say nothing was found for the named thing, search its
    longest word, once."""
    target = plan.target
    said = target.split() if target else []
    if len(said) < 2 or not any(NOTHING.search(el_text(e)) for e in view.content):
        return None
    typed = [h.operation.content for h in view.history if h.operation.kind == "text"]
    if target not in typed:
        return None
    fields = [f for f in view.fields if view.field_holds(f, target)]
    word = max((w for w in said if words(w)), key=len, default=None)
    if not fields or word is None or word in typed:
        return None
    return decision(
        f"Nothing was found for {target!r}; search {word!r} alone.",
        Text(content=word, index=fields[0].index, submit=True),
        "results for it appear",
    )


def not_found_here(goal: Goal, view: View) -> Decision | None:
    """Stop undone, saying so, when a question found nothing in an app opened ``REOPENS``
    times and nothing on screen leads on (another app may keep it: the team asks there)."""
    opened = sum(h.operation.kind == "open_app" for h in view.history)
    if not goal.wants_answer or goal.steps[1:] or opened < REOPENS:
        return None
    message = "Nothing in this app shows what is asked, gone through and reopened: not found."
    return decision(message, Stop(done=False, answer=message), "the question is left open")
