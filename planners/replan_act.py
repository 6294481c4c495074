"""The re-plan of an acting node pinned to the wrong app: its subtask was said "in" its
expert's app, but what it acts on belongs to another installed app it names ("open a Zapnote
account with my number; the key arrives in a Zapchat message"). Failed there, it is carried out
once more by that app's expert, in that app."""

from __future__ import annotations

import re

from mobilexperts.device.base import Device
from planners.record import NodeResult, TeamRecord
from planners.replan_app import asks, in_app, member_for

MOVED = "-x"
"""The id suffix of an acting node moved to another app (it is moved once)."""


def named_apps(subtask: str, installed: list[str], own: list[str]) -> list[str]:
    """The installed apps other than ``own`` that ``subtask`` names as people write an app's
    name (capitalised, a whole word)."""
    return [
        label
        for label in installed
        if label not in own and re.search(rf"(?<![\w-]){re.escape(label)}(?![\w-])", subtask)
    ]


def act_elsewhere(record: TeamRecord, failed: NodeResult, device: Device) -> bool:
    """Put the failed acting node, moved to the one other installed app its subtask names, in
    its place in the record's plan (noting the re-plan); whether it was moved."""
    node = failed.node
    if asks(node) or node.each or node.times > 1 or node.id.endswith(MOVED):
        return False
    member = record.team.member(node.expert)
    own = member.portrait.labels if member else []
    others = named_apps(failed.subtask or node.subtask, device.apps(), own)
    if len(others) != 1:
        return False
    label = others[0]
    expert = member_for(record.team, label).portrait.name
    subtask = in_app(node.subtask, own, label)
    moved = node.model_copy(
        update={"id": f"{node.id[:29]}{MOVED}", "expert": expert, "subtask": subtask}, deep=True
    )
    record.replans.append(
        f"node {node.id!r} ({node.expert}) failed ({failed.stop_reason}) acting on what "
        f"{label} keeps; carried out in {label} as {moved.id!r}"
    )
    nodes = [moved if n.id == node.id else n for n in record.plan.nodes]
    record.add_plan(record.plan.model_copy(update={"nodes": nodes}), fresh=[moved.id])
    return True
