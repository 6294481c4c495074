"""A question asking which thing it is ("which zorb does quib make?"), read on the page of the
thing a search found: its title answers, when the page shows the question's own words (the
maker, the owner) and the title is not one of them."""

from __future__ import annotations

import re

from experts.offline.goal import Goal
from experts.offline.linked import WEB_ADDRESS
from experts.offline.research import subject
from experts.offline.view import Element, View, center_y, el_text, el_title, el_words
from experts.offline.words import contains_phrase, stems, words

WHICH_DONE = re.compile(
    r"^\s*which\s+(?!(?:day|date|time|month|year|hour|week)\b)(?P<kind>[a-z]+)\s+(?:does|did|do)\b",
    re.I,
)
"""A question asking which thing of a kind someone does something with ("which zorb does
quib make"), not when."""
_TITLE_IDS = stems("title heading")
_TOP = 0.35
"""A page's title is in its top part."""
_PLACED = re.compile(r"\b(?:in|on|from)\s+(?:the|my)\s+([\w -]+?)\s*[?.!]*$", re.IGNORECASE)
"""Where a question says to look, at its end ("... in the zorb store"): no field it asks."""


def page_title(goal: Goal, view: View) -> str | None:
    """The title of the item this page shows, for a question asking which thing of a kind
    it is, when the page was opened from a search's result and shows the question's own words
    outside the title."""
    asked = WHICH_DONE.match(goal.instruction)
    last = view.last()
    if asked is None or last is None or last.target is None or not last.target.in_list:
        return None
    if not any(h.operation.kind == "text" for h in view.history):
        return None
    titles = [
        e
        for e in view.content
        if set(words(e.id or "")) & _TITLE_IDS
        and (e.label or "").strip()
        and center_y(e) < view.screen.height * _TOP
    ]
    if not titles:
        return None
    title = min(titles, key=center_y)
    if set(words(title.label or "")) & set(words(goal.instruction)):
        return None  # a title the question says is what it asks about, not the answer
    said = set(goal.focus) - set(stems(asked["kind"]))
    shown = {w for e in view.content if e is not title for w in words(el_text(e))}
    return (title.label or "").strip() if (said - view.app_words) & shown else None


def names_subject(goal: Goal, view: View, label: Element) -> bool:
    """Whether, for a question asking which thing of a kind someone does something with
    ("which zorb does quib make"), a caption says only the one it is asked of ("Quib") or the
    kind ("Top zorbs") or where to look: it names them, not a field whose value is beside
    it."""
    which = WHICH_DONE.match(goal.instruction)
    said = subject(goal, view) if which else None
    if which is None or said is None:
        return False
    kind = set(stems(which["kind"]))
    place = _PLACED.search(goal.instruction)
    kind |= set(words(place[1])) if place else set()
    return not el_words(label) & set(goal.focus) - kind - set(words(said))


def no_caption(view: View, label: Element) -> bool:
    """Whether a text that shares words with the question is no field's caption: a field the
    run typed into (its own words), a web address, or the heading of a page a list row the run
    tapped opened ("Zorb Tower" on the page its result "Zorb Tower - Zapedia" opened), which
    names the page, not a field beside it."""
    text = el_text(label).strip()
    if label.editable or WEB_ADDRESS.match(text):
        return True
    opened = [
        el_title(h.target)
        for h in view.history
        if h.operation.kind == "tap" and h.target is not None and h.target.in_list
    ]
    return bool(text) and any(o != text and contains_phrase(o, text) for o in opened)
