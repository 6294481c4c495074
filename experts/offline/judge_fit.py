"""For the offline judge: a value the request gives a whole field ("subject Zib", "titled Zib",
"rename it to Zib") fits only when the text typed for it is that value in that field. Typed with
other words around it ("Zib tomorrow"), the field holds another value; typed only into the
body or the address of a form, the field the request names was left without it."""

from __future__ import annotations

import re

from experts.context import HistoryStep
from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_steps import caption_of, words_of
from experts.offline.judge_typed import norm_text
from mobilexperts.operations import Text

ROLES = {"subject": {"subject"}, "title": {"title", "name", "subject", "heading"}}
"""The request's field values that name their field, and the words naming that field."""
WHOLE = ("subject", "title")
"""The request's field values that are a field's whole text (with the new ``name``)."""
_OTHER_FIELDS = frozenset(
    {"body", "message", "compose", "content", "text", "note", "notes", "description"}
    | {"details", "to", "recipient", "recipients", "cc", "bcc"}
)
"""Words naming a form's other fields: a value typed only there is not in the field named."""


def _bare(text: str) -> str:
    return re.sub(r"[^\w\s@.]|(?<!\w)\.|\.(?!\w)", "", norm_text(text)).strip()


def field_misfit(goal: Goal, context: JudgeContext) -> str:
    """Why a value the request gives a whole field was typed padded with other words or into
    another field, or ``""``."""
    wanted = {role: goal.values[role] for role in WHOLE if goal.values.get(role)}
    if goal.fields.get("name"):
        wanted["name"] = goal.fields["name"]
    for role, value in wanted.items():
        bare = _bare(value)
        typed = [
            h
            for h in context.history
            if isinstance(h.operation, Text) and bare and bare in _bare(h.operation.content)
        ]
        if not typed or any(_bare(h.operation.content) == bare for h in typed if _in_role(h, role)):
            continue
        if all(_bare(h.operation.content) != bare for h in typed):
            return f"the typed {typed[-1].operation.content!r} holds more than the {role} {value!r}"
        if all(_in_other_field(h) for h in typed):
            return f"the {role} {value!r} was typed into another field"
    return ""


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
