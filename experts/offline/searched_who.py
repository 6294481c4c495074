"""Whom an address book's search found: a "who" question about where someone is ("who works
at zapco") typed into the search of an app that finds people lists the people it matched, by
fields the rows need not show (a company); one row found is the person asked, opened to show
what the question says of them."""

from __future__ import annotations

from experts.offline.apps import label_kinds
from experts.offline.asked import question_word
from experts.offline.base import decision
from experts.offline.goal import Goal
from experts.offline.nobody import typed_for_people
from experts.offline.plan import Plan
from experts.offline.view import View, el_text, el_title
from experts.offline.words import words
from experts.schemas import Decision
from mobilexperts.operations import Stop, Tap

_BOOK = frozenset({"contact"})
"""The kind of app whose search matches people by fields its rows need not show."""


def searched_who(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Right after a "who" question's words were searched in an address book, with
    one person's row found: open it (it is the person asked)."""
    if question_word(goal) != "who" or view.modal:
        return None
    opened = _opened_from_search(goal, view)
    if opened is not None:
        return decision(f"{opened} is the person the search found.", Stop(answer=opened))
    typed = typed_for_people(view)
    app = view.app_of_package()
    if not typed or not (app and label_kinds(app) & _BOOK):
        return None
    if not set(words(typed)) <= set(words(goal.instruction)):
        return None
    rows = [e for e in view.actionable if e.in_list and e.clickable and not e.editable]
    if len(rows) != 1:
        return None
    found = rows[0]
    return decision(
        f"[{found.index}] {el_title(found)}: the one person the search for '{typed}' found.",
        Tap(index=found.index),
        "the person's details open",
    )


def _opened_from_search(goal: Goal, view: View) -> str | None:
    """The person whose row the run opened right after searching the question's words, when
    their details show those words (the company searched)."""
    app = view.app_of_package()
    if len(view.history) < 2 or not (app and label_kinds(app) & _BOOK):
        return None
    searched, tapped = view.history[-2].operation, view.history[-1]
    if searched.kind != "text" or tapped.operation.kind != "tap" or tapped.target is None:
        return None
    said = set(words(searched.content))
    shown = {w for e in view.content for w in words(el_text(e))}
    if not said <= set(words(goal.instruction)) or not said <= shown:
        return None
    return el_title(tapped.target) if tapped.target.in_list else None
