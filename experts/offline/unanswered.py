"""A message whose words are a question it should answer, not the answer ("reply to zed with
when my blorp class is"): the request wants the answer sent, so the run stops undone before it
types the question's words as the message, saying what is still to be found.

A question asked in the words of a statement (an embedded question: a question word, then
the thing it is about, "when my blorp class is", "where the zap club meets", "what time we
meet") is what the answer is about; a direct question ("when are you free?") is a message of
its own, and so is anything quoted.
"""

from __future__ import annotations

import re

from experts.offline.base import decision
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import View
from experts.schemas import Decision
from mobilexperts.operations import Stop

EMBEDDED = re.compile(
    r"^(?:(?:what|which|whose)(?:\s+[a-z-]+)?|when|where|who|how(?:\s+(?:much|many|long|far|"
    r"often|old|big))?)\s+(?:the|my|our|his|her|their|its|this|that|these|those|i|we)\s+\S",
    re.IGNORECASE,
)
"""A question in a statement's word order: the question word (with the noun it asks about),
then a determiner or a subject pronoun where a direct question has its verb."""


def embedded_question(text: str) -> bool:
    """Whether ``text`` is an embedded question ("when my blorp class is"), not a sentence."""
    return bool(EMBEDDED.match(text.strip())) and not text.rstrip().endswith("?")


def unanswered_message(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Stop undone, before typing, when the message to send is an embedded question."""
    message = goal.values.get("message", "")
    if not message or message in goal.quoted or not embedded_question(message):
        return None
    if any(message in typed for typed in view.typed):
        return None
    said = message.rstrip(" .")
    reason = f"the message should answer '{said}', which this run has not found; find it first"
    return decision(f"Stop: {reason}.", Stop(done=False, answer=reason))
