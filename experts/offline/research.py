"""A search that found nothing, tried once more with the named thing's longest word: an app's
search box often matches a name, not a phrase ("zapton" finds "Trip: Zapton, Apr 3", "zapton
trip" nothing)."""

from __future__ import annotations

from experts.offline.base import decision
from experts.offline.plan import Plan
from experts.offline.view import NOTHING, View, el_text
from experts.offline.words import words
from experts.schemas import Decision
from mobilexperts.operations import Text


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
