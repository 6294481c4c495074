"""Coverage by evidence: every app the team was assembled for gets a node.

After the offline plan is made, a team member left without a node whose app keeps the thing a
node acts on (:func:`experts.assembly_kept.kept_phrase`; by the kind of record it names, else by
what the app's screens show) gets a finding node: it produces the thing as a typed key, and the
acting node needs it in place of the phrase ("email zed the start time of my zorb review" ->
"What is the start time of my zorb review in Zapcal?" then 'email zed "{start_time}"').

A member still idle whose app keeps a property a node asks of a value found upstream ("email
zed the phone number of {place}", the place found in the calendar) looks that property up in
between: "What is the phone number of {place} in Zapmap?" then 'email zed "{phone_number}"'.
"""

from __future__ import annotations

import re

from experts.assembly_kept import finding, keeper, kept_phrase, own_thing, valued
from experts.assembly_records import record_app
from experts.assembly_saying import SAYING
from experts.offline.apps import app_cues
from experts.offline.goal import parse_goal
from memory.pool import Key
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
_PROPERTY_OF = re.compile(
    r"\bthe (?P<prop>(?:[a-z]+ )?(?:address|number|rating|hours|website|reviews?|menu)) of "
    r"\"?\{(?P<key>\w+)\}\"?",
    re.IGNORECASE,
)
"""A property asked of a value found upstream ("the phone number of {place}")."""
_PHONE = re.compile(r"^number$", re.IGNORECASE)
"""A place's bare "number": its phone number."""


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
    nodes = _looked_up(nodes, idle, taken, context.shown)
    nodes = _its_property(nodes, idle, context.shown)
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
    app keeps it. The acting node moves to the one other idle member its clause, without the
    thing, points at when its own app is not pointed at ("put zed's zorb code on my zap list")."""
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
    rest = node.subtask.replace(phrase, " ", 1)
    mover = _actor(rest, [e for e in idle if e.name != expert.name])
    if mover is not None and not (own and app_cues(parse_goal(rest), own, rest.lower())[0]):
        node.expert, own = mover.name, mover.apps[0]
    sought = _EVER.sub(lambda m: m[1], phrase, count=1)
    if own:
        sought = re.sub(rf"\s+(?:on|in|via|using)\s+{re.escape(own)}\s*$", "", sought, flags=re.I)
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


def _looked_up(
    nodes: list[PlanNode], idle: list[ExpertBrief], taken: set[str], shown: list[str]
) -> list[PlanNode]:
    """``nodes`` with a lookup node before each node that asks a property of a value found
    upstream by another member, when an idle member's app keeps that property of a place
    (by the kind of record "the <property> of the place" names): the lookup needs the value
    and produces the property, which the asking node uses in place of the phrase."""
    out: list[PlanNode] = []
    for node in nodes:
        asked = _PROPERTY_OF.search(node.subtask) if node.device else None
        source = next((k for k in node.needs if asked and k.name == asked["key"]), None)
        made = any(source in n.produces and n.expert != node.expert for n in out)
        labels = [label for e in idle for label in e.apps]
        prop = _PHONE.sub("phone number", asked["prop"]) if asked else ""
        app = record_app(f"the {prop} of the place", labels) if asked else None
        expert = next((e for e in idle if app in e.apps), None)
        if source is None or source.type == "contact" or not made or expert is None:
            out.append(node)
            continue
        idle = [e for e in idle if e.name != expert.name]
        key = key_for("", taken, hint=prop)
        taken.add(key.name)
        told = writes(node.subtask) or SAYING.match(node.subtask) is not None
        value = f'"{{{key.name}}}"' if told else f"{{{key.name}}}"
        node.subtask = node.subtask.replace(asked.group(0), value, 1)
        node.needs = [key, *(k for k in node.needs if f"{{{k.name}}}" in node.subtask)]
        out.append(_lookup(expert, app, prop, source, key, shown))
        out.append(node)
    return out


def _lookup(
    expert: ExpertBrief, app: str, prop: str, place: Key, key: Key, shown: list[str]
) -> PlanNode:
    """The node by which ``expert`` looks up ``prop`` of the place found before in ``app``."""
    return PlanNode(
        id="n0",
        expert=expert.name,
        subtask=f"What is the {prop} of {{{place.name}}} in {app}?",
        needs=[place],
        produces=[key],
        candidates=[a for a in shown if a != app][:CANDIDATES],
        reason=f"{expert.name}: {app} keeps the {prop} of a place found before",
    )


_PLACE_PROPS = {"address": "address", "phone_number": "phone number", "rating": "rating"}
"""Keys named for a property of a place ("email ann its address"), by the words it is asked by."""


def _its_property(
    nodes: list[PlanNode], idle: list[ExpertBrief], shown: list[str]
) -> list[PlanNode]:
    """``nodes`` with a lookup node for a property of a place a node needs ("... its
    address") that an upstream node of another app was to produce along with the place
    itself, when an idle member's app keeps that property of a place (by the kind of record
    "the <property> of the place" names): the upstream node finds the place only, the lookup
    needs it and produces the property."""
    out: list[PlanNode] = []
    for node in nodes:
        key = next((k for k in node.needs if k.name in _PLACE_PROPS), None) if node.device else None
        source = next((n for n in out if key is not None and key in n.produces), None)
        place = (
            None
            if source is None
            else next((k for k in source.produces if k != key and k.type == "text"), None)
        )
        labels = [label for e in idle for label in e.apps]
        prop = _PLACE_PROPS.get(key.name, "") if key is not None else ""
        app = record_app(f"the {prop} of the place", labels) if place is not None else None
        expert = next((e for e in idle if app in e.apps), None)
        if expert is None or source is None or place is None or source.expert == node.expert:
            out.append(node)
            continue
        idle = [e for e in idle if e.name != expert.name]
        source.produces = [k for k in source.produces if k != key]
        out.append(_lookup(expert, app, prop, place, key, shown))
        out.append(node)
    return out
