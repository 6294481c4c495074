"""Namesakes: a person the request names by one word ("text kim: running late", "what is kim's
number") was just typed into an address book's search or a message's recipient field, and the
rows found are several people whose names all hold that word (Isla Kim, Rosa Kim). Unless
another word of the request tells them apart, the run stops undone and asks which one, rather
than sending to whichever row comes first."""

from __future__ import annotations

import re

from experts.offline.base import decision
from experts.offline.goal import Goal
from experts.offline.nobody import person_typed, typed_for_people
from experts.offline.plan import Plan
from experts.offline.view import View, el_text
from experts.offline.words import words
from experts.schemas import Decision
from mobilexperts.operations import Stop

SEVERAL = "Several people are named"
"""How the answer of a run stopped for a name several people share starts."""
_NAME_PART = re.compile(r"^[^\W\d_][\w'.-]*$")


def _shown_name(text: str, word: str) -> str | None:
    """The name a row leads with (its text up to the first " | "), when it holds ``word`` as
    a whole word beside at least one other word of letters."""
    lead = text.split(" | ")[0].strip()
    parts = lead.split()
    if not 2 <= len(parts) <= 4 or not all(_NAME_PART.match(p) for p in parts):
        return None
    return lead if word in (p.casefold() for p in parts) else None


def _asked_about(goal: Goal, typed: str) -> str | None:
    """The one word a question asks about that was typed into a search ("kim" of "what is
    kim's phone number")."""
    said = typed.casefold()
    return typed if goal.wants_answer and said in goal.focus and said.isalpha() else None


def namesakes(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Right after one word of a person's name was typed in an app that finds people, with
    rows of two or more people whose names hold it and no other word of the request naming
    one of them: stop undone and ask which one."""
    typed = typed_for_people(view)
    person = person_typed(goal, plan, typed) or _asked_about(goal, typed)
    if person is None or len(person.split()) != 1 or len(typed.split()) != 1:
        return None
    word = typed.casefold()
    found: dict[str, str] = {}
    for el in view.elements:
        name = None if el.editable else _shown_name(el_text(el), word)
        if name is not None:
            found.setdefault(name.casefold(), name)
    if len(found) < 2:
        return None
    said = set(goal.words) - {word}
    if any(set(words(name)) & said for name in found):
        return None
    shown = next(p for p in next(iter(found.values())).split() if p.casefold() == word)
    answer = f"{SEVERAL} {shown}: {', '.join(found.values())}. Which one do you mean?"
    return decision(answer, Stop(done=False, answer=answer), "the person is left to choose")
