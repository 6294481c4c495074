"""For the offline judge: the request's value shown in another field of the item than the one
the request names ("make zed's quorn Vexly": the page shows "Vexly" as the title while its
quorn still says the old value). A field is named by an element's resource id ("event_quorn"
for "quorn"); with no such element on the final screen, nothing is known either way."""

from __future__ import annotations

import copy

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_final import FinalScreen
from experts.offline.judge_steps import caption_of
from experts.offline.words import stem, words
from mobilexperts.perception.context import ElementContext


def _names_field(el_id: str, field: str) -> bool:
    return bool(el_id) and stem(field) in set(words(el_id.replace("_", " ")))


def field_misfit(goal: Goal, context: JudgeContext) -> str:
    """``"field 'caption'"`` for the first field the request sets whose element on the final
    screen shows something else while the request's value shows in an element naming another
    field; ``""`` otherwise."""
    final = FinalScreen(context)
    for field, value in goal.fields.items():
        if not value.strip() or not words(field):
            continue
        named = [e for e in final.elements if _names_field(e.id, field) and caption_of(e)]
        if not named or any(_shows(final, e, value) for e in named):
            continue
        holder = final.showing(value)
        if holder is None or not holder.id or holder in named or holder.editable:
            continue
        return f"{field} {caption_of(named[0])!r}"
    return ""


def _shows(final: FinalScreen, el: ElementContext, value: str) -> bool:
    """Whether ``el`` alone, of the final screen, shows ``value``."""
    part = copy.copy(final)
    part.elements = [el]
    return part.showing(value) is not None
