"""Coverage by evidence: every app the team was assembled for gets a node.

After the offline plan is made, a team member left without a node whose app keeps the thing a
node acts on (:func:`experts.assembly_kept.kept_phrase`; by the kind of record it names, else by
what the app's screens show) gets a finding node: it produces the thing as a typed key, and the
acting node needs it in place of the phrase ("email zed the start time of my zorb review" ->
"What is the start time of my zorb review in Zapcal?" then 'email zed "{start_time}"').
"""

from __future__ import annotations

import re

from experts.assembly_kept import finding, keeper, kept_phrase, own_thing, valued
from experts.assembly_records import SAYING
from experts.offline.apps import app_cues
from experts.offline.goal import parse_goal
from planners.asking import question
from planners.keys import key_for
from planners.plan import PlanNode, PlanSpec
from planners.team import ExpertBrief, PlanTeamContext
from planners.wording import placed, writes

CANDIDATES = 3
_EVER = re.compile(r"^(where(?=ver)|when|what|who|how)e?ver\b", re.IGNORECASE)
"""A wh-word made open ("wherever ..."): the thing asked is where, when, what ..."""
_GOES = re.compile(
    r"^(?P<thing>\"?\{\w+\}\"?)\s+(?:(?:should|must|needs?\s+to|has\s+to|can)\s+)?"
    r"(?:go|goes|belongs?)\s+(?P<to>(?:on|in|into|onto|to)\s)",
    re.IGNORECASE,
)
"""A thing said first and where it goes ("{book} goes on my zap list"): it is added there."""


def covered(spec: PlanSpec, context: PlanTeamContext) -> PlanSpec:
    """``spec`` with a finding node for each idle team member whose app keeps what a node acts
    on; unchanged on a re-plan, or when no idle member has such evidence."""
    if context.done or context.failure:
        return spec
    used = {node.expert for node in spec.nodes}
    idle = [e for e in context.experts if e.name not in used and e.apps]
    if not idle:
        return spec
    shows = {label: e.seen for e in context.experts for label in e.apps}
    taken = {k.name for node in spec.nodes for k in (*node.needs, *node.produces)}
    nodes: list[PlanNode] = []
    for node in spec.nodes:
        own = next((e.apps[0] for e in context.experts if e.name == node.expert and e.apps), "")
        found = _finding(node, own, idle, shows, taken, context.shown)
        if found is not None:
            idle = [e for e in idle if e.name != found.expert]
            nodes.append(found)
        nodes.append(node)
    if len(nodes) == len(spec.nodes):
        return spec
    for i, node in enumerate(nodes):
        node.id = f"n{i + 1}"
    return spec.model_copy(update={"nodes": nodes})


def _actor(rest: str, idle: list[ExpertBrief]) -> ExpertBrief | None:
    """The one idle member whose app the clause without its described thing points at ("jot
    ... on my zap list"): the node's own app only keeps the thing, the idle one acts."""
    goal, lowered = parse_goal(rest), rest.lower()
    pointed = [e for e in idle if e.apps and app_cues(goal, e.apps[0], lowered)[0]]
    return pointed[0] if len(pointed) == 1 else None


def _finding(
    node: PlanNode,
    own: str,
    idle: list[ExpertBrief],
    shows: dict[str, list[str]],
    taken: set[str],
    shown: list[str],
) -> PlanNode | None:
    """The node that finds what ``node`` (done in the app ``own``) acts on in an idle member's
    app, rewriting ``node`` to need it; None when ``node`` already needs found data or no idle
    app keeps it."""
    if node.needs or node.produces or node.each or not node.device or finding(node.subtask):
        return None
    phrase = kept_phrase(node.subtask)
    if phrase is None or not valued(phrase) or (own and own_thing(phrase, [own], {})):
        return None
    labels = [label for e in idle for label in e.apps]
    app = keeper(phrase, labels, shows)
    expert = next((e for e in idle if app in e.apps), None)
    actor = _actor(node.subtask.replace(phrase, " ", 1), idle) if expert is None else None
    if actor is not None and own and keeper(phrase, [own], shows) == own:
        app, expert = own, ExpertBrief(name=node.expert, apps=[own])
        node.expert, own = actor.name, actor.apps[0]
    if app is None or expert is None:
        return None
    sought = _EVER.sub(lambda m: m[1], phrase, count=1)
    key = key_for(f"find {sought}", taken, use=node.subtask)
    taken.add(key.name)
    told = writes(node.subtask) or SAYING.match(node.subtask) is not None
    value = f'"{{{key.name}}}"' if told else f"{{{key.name}}}"
    node.subtask = _GOES.sub(
        r"add \g<thing> \g<to>", node.subtask.replace(phrase, value, 1), count=1
    )
    node.needs.append(key)
    node.subtask = placed(node.subtask, own) if own else node.subtask
    asked = re.sub(r"\?$", "", question(f"find {sought}", [key], app)) + "?"
    return PlanNode(
        id="n0",
        expert=expert.name,
        subtask=asked,
        produces=[key],
        candidates=[a for a in shown if a != app][:CANDIDATES],
        reason=f"{expert.name}: {app} keeps {phrase!r} (its record's kind or its screens)",
    )
