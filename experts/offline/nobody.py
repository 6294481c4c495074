"""Nobody by that name: a person the request sends to (or asks a detail of) was just typed into
an address book's search or a message's recipient field, and nothing the screen shows is
anyone by a name like it, not even by a typo. Each word of a longer name is tried alone first
(one of them may be misspelt); then the run stops undone and says so, rather than guessing
someone from unrelated text."""

from __future__ import annotations

import re

from rapidfuzz import fuzz

from experts.offline.apps import label_kinds
from experts.offline.base import decision
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import View, el_text
from experts.schemas import Decision
from mobilexperts.operations import Stop, Text

NOBODY = "Nobody named"
"""How the answer of a run stopped for a person it can't find starts."""
_PEOPLE_KINDS = frozenset({"contact", "message"})
"""App categories whose search or recipient field finds people."""
_LIKE = 80
"""How alike (rapidfuzz ratio) a word on screen must be to a word of the name to be it."""
_NONE_FOUND = frozenset({"no", "not", "nothing", "none", "nobody", "found"})
"""Words of a line that says nothing matched (it echoes what was typed)."""
_NONE_WORDS = 8
"""A line saying nothing matched is short or quotes what was typed; a longer one with "not" in
it is a result ("... Not you? Call us")."""
_WORD = re.compile(r"[^\W\d_]{2,}")
_PLACE_OF = r"(?i)\b(?:at|from|for)\s+{}\b"
"""A name said after a word of where someone is, of a question's name (formatted in)."""


def person_typed(goal: Goal, plan: Plan, typed: str) -> str | None:
    """The person the request sends to, or a question names, that ``typed`` is or a word of
    (letters only); a person a request adds or saves is typed into a form, not looked up; a
    name a question says after "at", "from" or "for" is where someone is ("who works at Zapco"),
    no person."""
    if not typed or not all(w.isalpha() for w in typed.split()):
        return None
    asked = [
        n for n in goal.names if not re.search(_PLACE_OF.format(re.escape(n)), goal.instruction)
    ]
    wanted = [w for w in (plan.recipient or "", *(asked if goal.wants_answer else [])) if w]
    said = typed.lower()
    return next((w for w in wanted if said in (w.lower(), *w.lower().split())), None)


def _like_shown(view: View, typed: str) -> bool:
    """Whether a word of an element on screen, other than a field or a short line saying
    nothing matched, is like a word of ``typed``."""
    said = [w.lower() for w in typed.split()]
    for el in view.elements:
        shown = {w.lower() for w in _WORD.findall(el_text(el))}
        none = shown & _NONE_FOUND and (len(shown) <= _NONE_WORDS or _quotes(el_text(el), typed))
        if el.editable or none:
            continue
        if any(fuzz.ratio(s, w) >= _LIKE for s in shown for w in said):
            return True
    return False


def _quotes(text: str, typed: str) -> bool:
    """Whether ``text`` quotes ``typed`` ("No contacts match \u201cZed\u201d"): it echoes the
    search."""
    quoted = re.escape(typed.strip())
    return re.search(rf"[\"\u201c\u2018']\s*{quoted}\s*[\"\u201d\u2019']", text, re.I) is not None


def typed_for_people(view: View) -> str:
    """What the run just typed, when it typed in an app that finds people; else ``""``."""
    last = view.last()
    if last is None or last.operation.kind != "text" or view.loading():
        return ""
    app = view.app_of_package()
    return last.operation.content.strip() if app and label_kinds(app) & _PEOPLE_KINDS else ""


def nobody_named(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Right after a person's name was typed in an app that finds people, with nobody like it
    on the screen: stop undone."""
    typed = typed_for_people(view)
    person = person_typed(goal, plan, typed)
    if person is None or _like_shown(view, typed):
        return None
    typed_at = view.last().operation
    tried = {h.operation.content.lower() for h in view.history if h.operation.kind == "text"}
    untried = [w for w in person.split() if w.lower() not in tried]
    if len(person.split()) > 1 and untried:
        return decision(
            f"Nobody shows for '{typed}'; try '{untried[0]}' alone, a part of the name may be "
            "misspelt.",
            Text(content=untried[0], index=typed_at.index, submit=typed_at.submit),
            "people named so show",
        )
    answer = f"{NOBODY} {person} is on this phone; I won't guess whom to send it to."
    return decision(answer, Stop(done=False, answer=answer))
