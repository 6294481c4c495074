"""For the offline judge: a value the request gives a whole field ("subject Zib", "titled Zib",
"rename it to Zib", or an email "about Zib", see :mod:`experts.offline.judge_subject`) fits only
when the text typed for it is that value in that field. Typed with other words around it ("Zib
tomorrow"), the field holds another value; typed only into the body or the address of a form,
the field the request names was left without it."""

from __future__ import annotations

import re
from collections.abc import Callable

from experts.context import HistoryStep
from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_steps import caption_of, words_of
from experts.offline.judge_subject import bare_subject, implied_subject, mail_form
from experts.offline.judge_typed import norm_text
from mobilexperts.operations import Text

ROLES = {"subject": {"subject"}, "title": {"title", "name", "subject", "heading"}}
"""The request's field values that name their field, and the words naming that field."""
WHOLE = ("subject", "title")
"""The request's field values that are a field's whole text (with the new ``name``)."""
_OTHER_FIELDS = frozenset(
    {"body", "message", "compose", "content", "text", "note", "notes", "description"}
    | {"details", "to", "recipient", "recipients", "cc", "bcc"}
    | {"todo", "item", "task", "entry", "comment", "reply", "search", "query"}
)
"""Words naming a form's other fields (its body, its address, an entry of a list it holds, a
search): a value typed only there is not in the field named."""


def _bare(text: str) -> str:
    return re.sub(r"[^\w\s@.]|(?<!\w)\.|\.(?!\w)", "", norm_text(text)).strip()


_CUE = r"\b(?:subject|titled?|called|named|call\s+it|label(?:led)?\s+it|as)\W+"
"""Words that give a field its value right after them ("titled Zib")."""


_END = r"(?:[.,;:!]|\s+(?:and|with|saying|says|containing|reading|body|message)\b|$)"
"""Where a field's value ends: a stop, "and", or the cue of the form's other part ("titled Zib
with ...", "subject Zib body ...", "titled Zib saying ...")."""


def _given(value: str, instruction: str) -> bool:
    """Whether ``value`` follows a word giving a field its value, and ends there."""
    after = rf"{_CUE}[\"'\u201c]?{re.escape(value)}[\"'\u201d]?{_END}"
    return re.search(after, instruction, re.IGNORECASE) is not None


def field_misfit(goal: Goal, context: JudgeContext) -> str:
    """Why a value the request gives a whole field was typed padded with other words or into
    another field, or ``""``."""
    wanted = {
        role: goal.values[role]
        for role in WHOLE
        if goal.values.get(role) and _given(goal.values[role], goal.instruction)
    }
    if goal.fields.get("name"):
        wanted["name"] = goal.fields["name"]
    implied = "" if "subject" in wanted else implied_subject(goal.instruction)
    if implied and mail_form(context):
        wanted["subject"] = implied
    for role, value in wanted.items():
        norm = bare_subject if role == "subject" and value == implied else _bare
        bare = norm(value)
        inside = re.compile(rf"(?<!\w){re.escape(bare)}(?!\w)")
        typed = [
            h
            for h in context.history
            if isinstance(h.operation, Text) and bare and inside.search(norm(h.operation.content))
        ]
        if not typed or any(norm(h.operation.content) == bare for h in typed if _in_role(h, role)):
            continue
        if all(norm(h.operation.content) != bare for h in typed):
            return f"the typed {typed[-1].operation.content!r} holds more than the {role} {value!r}"
        if all(_in_other_field(h) for h in typed) and not _typed_in_parts(bare, context, norm):
            return f"the {role} {value!r} was typed into another field"
    return ""


def _typed_in_parts(bare: str, context: JudgeContext, norm: Callable[[str], str]) -> bool:
    """Whether ``bare`` was typed word by word into fields one after another, none a search or
    a form's other part ("Zib" into a first name, "Quux" into a last name)."""
    parts = [
        norm(h.operation.content)
        for h in context.history
        if isinstance(h.operation, Text) and not _in_other_field(h)
    ]
    return any(
        " ".join(parts[i:j]) == bare
        for i in range(len(parts))
        for j in range(i + 2, len(parts) + 1)
    )


def _field_words(h: HistoryStep) -> set[str]:
    target = h.target
    return set() if target is None else words_of(f"{caption_of(target)} {target.id}")


def _in_role(h: HistoryStep, role: str) -> bool:
    """Whether the typing went into the field ``role`` names, or into a field not named."""
    said = _field_words(h)
    return role not in ROLES or not said or bool(said & ROLES[role]) or not _in_other_field(h)


def _in_other_field(h: HistoryStep) -> bool:
    said = _field_words(h)
    return bool(said & _OTHER_FIELDS) and not any(said & names for names in ROLES.values())
