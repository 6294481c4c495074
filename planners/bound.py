"""Binding found facts to the plan nodes that use them: the node before the first user of a
found place or record field produces it, someone described in brackets is produced by the node
that finds them, and "my <relation>" refers to what a finding clause looks up."""

from __future__ import annotations

import re

from memory.pool import Key
from planners.plan import PlanNode
from planners.sources import PLACE_KEY


def bind_places(nodes: list[PlanNode], taken: set[str], made: list[Key]) -> None:
    """The node before the first that uses a found fact (a plan's place, a record's field)
    produces it; the node whose subtask uses it needs it. A node using a fact that an earlier
    node already produces (a later act pointed back at it: "email ann the zap code and text
    it to bo") needs it from there."""
    for key in [Key(name=PLACE_KEY, type="text"), *made]:
        marker = "{" + key.name + "}"
        for i, node in enumerate(nodes):
            if marker not in node.subtask or not i or key in node.needs:
                continue
            made_before = next((k for n in nodes[:i] for k in n.produces if k == key), None)
            if made_before is not None:
                node.needs.append(made_before)
                continue
            if key.name in taken:
                continue
            taken.add(key.name)
            nodes[i - 1].produces.append(key)
            node.needs.append(key)


def owned_referred(finding: str, clause: str) -> str | None:
    """Something of the owner's that a finding clause looks up and ``clause`` acts on ("find
    my landlord's details ..." then "text my landlord ..." -> "landlord")."""
    for found in re.finditer(r"\bmy ([a-z]+)['\u2019]s\b", finding, re.IGNORECASE):
        if re.search(rf"\bmy {found[1]}\b(?!['\u2019])", clause, re.IGNORECASE):
            return found[1].lower()
    return None


def bind_people(nodes: list[PlanNode], people: dict[str, str], taken: set[str]) -> None:
    """The node that finds someone described in brackets produces them (a contact key named
    for them); the nodes that act on "my <them>" need it."""
    for who, ask in people.items():
        finder = next((n for n in nodes if ask in n.subtask), None)
        mine = re.compile(rf"\bmy {re.escape(who)}\b", re.IGNORECASE)
        users = [n for n in nodes if n is not finder and mine.search(n.subtask)]
        if finder is None or not users or who in taken:
            continue
        key = Key(name=who, type="contact")
        taken.add(who)
        finder.produces.append(key)
        for node in users:
            node.subtask = mine.sub("{" + who + "}", node.subtask, count=1)
            node.needs.append(key)


def reaches_found(source: PlanNode, target: PlanNode, people: dict[str, str]) -> bool:
    """Whether ``target`` reaches the person ``source`` finds ("my person" after "find out who
    ..."): :func:`bind_people` binds them, and a pronoun after names something else."""
    return any(
        ask in source.subtask and re.search(rf"\bmy {re.escape(who)}\b", target.subtask)
        for who, ask in people.items()
    )
