"""For the offline judge: an answer about a thing the request says is in a secondary list ("what
did zed dm me", "who sent the mail in my trash") is taken only from a run that opened that list;
an answer read off the main list or a public profile is about something else."""

from __future__ import annotations

from experts.judge import JudgeContext
from experts.offline.judge_steps import caption_of
from experts.offline.secondary import SHOWN, said_list
from experts.offline.words import stems

_LIST_CAPTION = 3


def list_unopened(context: JudgeContext) -> str:
    """The kind of list the request's thing is in, when the run never opened it, or ``""``."""
    kind = said_list(context.instruction)
    if not kind:
        return ""
    shown = SHOWN[kind]
    for h in context.history:
        if h.target is None:
            continue
        title = caption_of(h.target).split(" | ")[0] or h.target.id.replace("_", " ")
        if len(title.split()) <= _LIST_CAPTION and stems(title) & shown:
            return ""
    return kind
