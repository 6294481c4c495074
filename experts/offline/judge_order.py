"""Questions that also order a change, for the offline judge.

A request read as a question ("find the zorp of the quib and keep it", "how about starring
the quib?") is answered by what the screen shows, but when it also has a verb that changes
the phone's state, the answer alone is not the work: a control that does that verb must have
been used. A run that typed (outside a search box) or used a tool is left to the answer's own
checks. Which verbs change
state is read from the interface lexicon (a verb with controls of its own that is no way of
getting somewhere), not from a list for any task.
"""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_steps import (
    NAVIGATION_VERBS,
    caption_of,
    does_verb,
    is_search_box,
    tapped_elements,
)
from experts.offline.lexicon import bases, interface_verb
from experts.offline.words import FINDING_VERBS, VERB_UI
from mobilexperts.operations import Text, UseTool
from mobilexperts.trajectory import Judgement

_GERUND = re.compile(
    r"\b(?:about|mind|try|trying|start|keep|you|pls|please)\s+([a-z]+ing)\b", re.IGNORECASE
)
"""A verb said as a gerund after a word that offers or asks it ("how about zorping the quib",
"would you mind zorping it"): an order in the shape of a question."""

_FOR_ME = re.compile(r"^\W*[a-z]+\s+me\b", re.IGNORECASE)
"""A step done for the user ("zorp me there", "zorp me the way"): it takes them somewhere or
hands them a thing; no item of an app is changed."""


def _changes(verb: str) -> bool:
    """Whether a request verb changes the phone's state: it has controls of its own and is
    no way of finding, opening or getting somewhere."""
    return bool(VERB_UI.get(verb)) and verb not in NAVIGATION_VERBS | FINDING_VERBS


def ordered_verbs(goal: Goal) -> list[str]:
    """The verbs of a question's request that change state: its steps' verbs (a step that only
    finds is none) and a gerund said as an offer."""
    verbs = [s.verb.casefold() for s in goal.steps if not _FOR_ME.match(s.clause)]
    for match in _GERUND.finditer(goal.instruction):
        said = {interface_verb(b) for b in bases(match.group(1).casefold())} - {None}
        verbs += sorted(v for v in said if v is not None)
    return list(dict.fromkeys(v for v in verbs if _changes(v)))


def order_undone(goal: Goal, context: JudgeContext) -> str:
    """For a request answered as a question, the first verb it orders that changes state and
    that no control the run used did (nor typing, for a verb that writes), else ``""``."""
    typed = any(
        isinstance(h.operation, Text) and not (h.target and is_search_box(h.target))
        for h in context.history
    )
    if typed or any(isinstance(h.operation, UseTool) for h in context.history):
        return ""  # what a run wrote or a tool did is judged by the answer's own checks
    captions = [caption_of(t) or t.id.replace("_", " ") for t in tapped_elements(context)]
    for verb in ordered_verbs(goal):
        if not any(does_verb(c, {verb, *VERB_UI[verb]}) for c in captions):
            return verb
    return ""


def answer_with_order(goal: Goal, context: JudgeContext, answered: Judgement) -> Judgement:
    """The answer's judgement, made ``unsure`` when it accepts a request that also orders a
    change no control the run used made."""
    ordered = order_undone(goal, context) if answered.verdict == "done" else ""
    if not ordered:
        return answered
    reason = f"the request also says to {ordered}; no control the run used did it"
    return Judgement(verdict="unsure", reason=reason)
