"""For the offline judge: a run that renamed a record the request never names. Typing over a
field that held the name of the list row the run opened ("Jonas" of "Jonas Zhang", replaced by
"Device" for "call this device Studio One") changes that record's identity; when the row's
title shares no word with the request, and the request picks no row by its position ("my last
note"), the run changed someone else's record."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_steps import is_search_box
from experts.offline.words import words
from mobilexperts.operations import Tap, Text

_POSITION = re.compile(
    r"\b(?:first|second|third|last|latest|newest|oldest|recent|top|next|previous)\b", re.I
)
"""Words picking a row by where it stands in its list, not by its name."""
_NAMED = re.compile(r"[^\W\d_]{2}")
"""A field's text that says a name (letters), not only a time or a number."""
_PROMPT_ENDS = ("\u2026", "...")
"""How a field's prompt ends ("Add a comment\u2026"): an invitation to type, not a name."""


def renamed_unnamed(goal: Goal, context: JudgeContext) -> str:
    """The title of the list row whose name the run typed over though the request says no word
    of the row nor a position; ``""`` when there is none."""
    if goal.ordinal or _POSITION.search(context.instruction):
        return ""
    said = set(words(context.instruction))
    row = ""
    for step in context.history:
        target = step.target
        if isinstance(step.operation, Tap) and target and target.in_list and not target.editable:
            row = target.label or target.text
        elif isinstance(step.operation, Text) and target is not None and row:
            if is_search_box(target) or not target.editable or not step.operation.clear:
                continue
            prompt = target.text.rstrip().endswith(_PROMPT_ENDS)
            before = set(words(target.text)) if _NAMED.search(target.text) and not prompt else set()
            title = row.split(" | ")[0]
            if before and before <= set(words(title)) and not set(words(row)) & said:
                return title
    return ""
