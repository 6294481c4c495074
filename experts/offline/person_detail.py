"""Whether a request names a person's detail (a phone number, an email, a birthday, a
company): by a full name ("Ann Lee's email", "the number of ann lee"), by a name that owns it
("Ann's email"), or by a word the device's surveyed screens list as someone's name ("ann's
number" of a listed "Ann Lee"). The address book keeps such details, whatever app is named by
the field's word ("email")."""

from __future__ import annotations

import re
from collections.abc import Iterable

from experts.offline.goal import Goal
from experts.offline.patterns import QUOTED
from memory.lexical import fold

_PERSON_FIELD = re.compile(
    r"[A-Z]\w+ [A-Z]\w+['\u2019]s (?:email|e-mail|number|phone|birthday|address|contact)"
    r"|\b(?:email|e-mail|number|phone|birthday|address)(?: address| number)? of [A-Z]\w+ [A-Z]\w+"
)
_FIELDS = "email|e-mail|number|phone|birthday|date of birth|address|contact|company"
_NOT_VERB = r"(?!\s+(?:me|him|her|them|us|you)\b)"
"""A detail's word followed by whom is the verb ("did ann lee email me"), not the detail."""
FIELD_WORDS = frozenset(_FIELDS.replace("|", " ").split())
"""The words of a person's details."""


def person_field(goal: Goal, people: Iterable[str] = ()) -> bool:
    """Whether the request names a person's detail by full name ("Ann Lee's email", "the number
    of ann lee"), by a name that owns it ("Ann's email"), or by a word the device lists as
    someone's name (``people``: "ann's number", "ann lee number", "email of ann"); "the Daily
    News email" is an email, not a detail."""
    if _PERSON_FIELD.search(goal.instruction) or _listed_person_field(goal, people):
        return True
    given = [n for n in goal.fields if n in _FIELDS.split("|")]
    if len(given) > 1 and any(" " in n for n in goal.names):
        return True
    lowered = QUOTED.sub(" ", goal.instruction).lower()
    return any(
        re.search(
            rf"(?<!\bthe )\b{re.escape(n.lower())}['\u2019]?s? (?:{_FIELDS})\b{_NOT_VERB}", lowered
        )
        or re.search(rf"\b(?:{_FIELDS})(?: address| number)? of {re.escape(n.lower())}\b", lowered)
        for n in goal.names
        if " " in n or re.search(rf"\b{re.escape(n)}['\u2019]s\b", goal.instruction)
    )


def _listed_person_field(goal: Goal, people: Iterable[str]) -> bool:
    """Whether a detail follows a listed name the request is read to say as a name (one more
    word may sit between: "ann lee's number", a last name mistyped) or is said to be of it
    ("the email of ann"). A listed word not read as a name ("wen" taken for "when") counts only
    when it owns the detail ("zed's email"): else the run could not find whom it names. "mail"
    is the detail "email" when the request gives an email address to set ("ann's mail to
    ann@x.org")."""
    lowered = QUOTED.sub(" ", goal.instruction).lower()
    read = {fold(w) for n in goal.names for w in n.split()}
    fields = _FIELDS + ("|mail" if "email" in goal.fields else "")
    for w in people:
        word = rf"(?:{re.escape(w)}|{re.escape(fold(w))})"
        if fold(w) not in read:
            if re.search(rf"\b{word}['\u2019]s\s+(?:{fields})\b", lowered):
                return True
            continue
        owned = rf"\b{word}(?:\s+[a-z]+)?(?:['\u2019]?s)?\s+(?:{fields})\b{_NOT_VERB}"
        of = rf"\b(?:{fields})(?: address| number)? (?:of|for) {word}\b"
        if re.search(owned, lowered) or re.search(of, lowered):
            return True
    return False


def without_new_values(goal: Goal) -> str:
    """The request without the new value its field is set to ("change ann's email to a@x.org
    in Zap"): that ``to`` leads to a value, not to a recipient."""
    told = goal.instruction
    for value in goal.fields.values():
        told = re.sub(rf"\bto\s+{re.escape(value)}", " ", told)
    return told
