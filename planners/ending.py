"""What a node that ended commits: the values of the keys it produces, read off its answer and
its last screen (planners/expert.produced), with the item an acting node acted on as its title
(planners/acted.py); a value that does not fit its key (planners/facts.misfit), a finding
node's answer about something else (planners/about.py), or a value unlike the thing its
question asks (a file's name, a mail's sender: experts/offline/judge_kinds.thing_misfit),
fails the node instead."""

from __future__ import annotations

import re

from experts.context import HistoryStep
from experts.offline.judge_kinds import thing_misfit
from memory.pool import Value, value_text
from mobilexperts.llm.types import Model
from mobilexperts.perception.screen import Screen
from planners.about import off_subject
from planners.acted import with_acted
from planners.counted import tallied_else
from planners.expert import SubtaskResult, produced
from planners.facts import misfit
from planners.plan import PlanNode
from planners.replan_app import asks

MISFIT = "its result does not fit what it produces"


def node_values(
    node: PlanNode,
    plan: list[PlanNode],
    subtask: str,
    outcome: SubtaskResult,
    ran: tuple[list[HistoryStep], Screen, float],
    model: Model,
) -> tuple[SubtaskResult, dict[str, Value]]:
    """The values ``node`` commits after ``outcome`` (its steps, last screen and the phone's
    time in ``ran``), and the outcome, failed when they do not fit; nothing when it is not
    done or produces nothing."""
    history, screen, now = ran
    if not outcome.done or not node.produces:
        return outcome, {}
    uses = {
        key.name: [n.subtask for n in plan if key.name in {k.name for k in n.needs}]
        for key in node.produces
    }
    values = produced(node.produces, subtask, outcome, screen, model, uses)
    if not asks(node):
        values = with_acted(values, node.produces, history)
    problem = misfit(node.produces, subtask, values, uses, now) or tallied_else(
        node.produces, subtask, values, screen
    )
    if asks(node):
        problem = problem or off_subject(subtask, outcome.answer, screen)
        problem = problem or unlike_asked(subtask, values, screen)
    if problem:
        outcome = outcome.model_copy(update={"done": False, "stop_reason": f"{MISFIT}: {problem}"})
    return outcome, values


_ASKS_CLOSING = re.compile(
    r"\bhow late\b|\buntil (?:when|what time)\b|\b(?:when|what time)\s+(?:does|do|is|will)\s+.+?"
    r"\bclos(?:e|es|ing)\b|\bclosing time\b",
    re.IGNORECASE,
)
"""A question asking until when a place is open (when it closes)."""
_OPENING_ONLY = re.compile(r"\bopens?\b", re.IGNORECASE)
_CLOSING = re.compile(r"\b(?:clos(?:es|ing)|until|till|to|[-\u2013])\s*\d", re.IGNORECASE)


def unlike_asked(subtask: str, values: dict[str, Value], screen: Screen) -> str:
    """Why a value a finding node would commit is no thing of the kind its question asks (a
    file's name, or the field tagging who wrote a mail, for "what room"; when a place opens,
    for "how late is it open"); ``""`` when none."""
    for value in values.values():
        said = value_text(value).strip()
        if (
            _ASKS_CLOSING.search(subtask)
            and _OPENING_ONLY.search(said)
            and not _CLOSING.search(said)
        ):
            return f"{said!r} says when it opens; the question asks until when it is open"
        fields = [e.resource_id for e in screen.elements if (e.label or e.text).strip() == said]
        if said and (why := thing_misfit(subtask, said, fields)):
            return why
    return ""
