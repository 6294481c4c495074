"""For the offline judge: a request that names no value is done when the control of its verb
was used (reflection accepted the tap, so it took effect), unless that control said the state
the tap then left ("Zapped": tapping it unzapped), which is the control of a request that
undoes ("unzap")."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_steps import NAVIGATION_VERBS, caption_of, does_verb, request_verbs
from experts.offline.judge_values import REMOVAL_VERBS
from mobilexperts.operations import LongPress, Tap, Text
from mobilexperts.trajectory import Evidence, Judgement

_STATE_CAPTION = re.compile(r"\W*(?:[a-z]+ed|following)\W*", re.IGNORECASE)


def _in_state(caption: str, verbs: set[str]) -> bool:
    """Whether ``caption`` says a state the tap then left ("Zapped": it was zapped, the tap
    unzapped it), for a request that does not undo."""
    return bool(_STATE_CAPTION.fullmatch(caption)) and not verbs & REMOVAL_VERBS


def _undoes(caption: str, verbs: set[str]) -> bool:
    """Whether ``caption`` says the state an "un-" verb of the request leaves ("Starred" for
    "unstar", "Following" for "unfollow"): tapping it undid that state."""
    undone = {v[2:] for v in verbs if v.startswith("un") and len(v) > 4}
    return bool(undone) and bool(_STATE_CAPTION.fullmatch(caption)) and does_verb(caption, undone)


def action_used(goal: Goal, context: JudgeContext) -> Judgement:
    """For a request naming no value: the control of its verb was used (reflection accepted
    the tap, so it took effect) and did not just open the editor the run ended in, where
    nothing was typed. Opening or showing is no such verb: an "Open" tapped on any item says
    nothing of the one the request means."""
    verbs = request_verbs(goal) - NAVIGATION_VERBS
    editor = any(e.editable for e in context.last.elements if e.window == "app")
    history = context.history
    for i in reversed(range(len(history))):
        h, target = history[i], history[i].target
        if not isinstance(h.operation, Tap | LongPress) or target is None:
            continue
        caption = caption_of(target) or target.id.replace("_", " ")
        opened = editor and h.signature_after not in (h.signature, "")
        ended_in = opened and h.signature_after == context.last.signature
        if ended_in and not any(isinstance(later.operation, Text) for later in history[i + 1 :]):
            continue  # it opened the editor or picker the run ended in, left empty
        if (does_verb(caption, verbs) and not _in_state(caption, verbs)) or _undoes(caption, verbs):
            evidence = [Evidence(text=caption, state="used")]
            return Judgement(verdict="done", evidence=evidence, reason=f"{caption!r} was used")
    reason = "nothing on the final screen shows the request done"
    return Judgement(verdict="unsure", reason=reason, kind="unhandled")
