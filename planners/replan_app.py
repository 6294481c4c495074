"""The bounded re-plan of a finding node to another app (MobileExperts §3.2.2: a failed node
triggers a re-plan): a node that asks a question and ends without a usable answer (nothing
found, a loop, the step cap, a value of the wrong kind) is asked again, same question and same
produced key, in the next installed app that may keep that kind of record, at most
:data:`MAX_OTHER_APPS` more apps. An app the team has no expert for gets a new one. This makes a
missed source app at assembly a recoverable miss instead of the end of the run.
"""

from __future__ import annotations

import re

from experts.assembly import expert_name
from experts.assembly_records import noun_kind, record_kind
from experts.offline.apps import label_kinds
from experts.portrait import AppRef, ExpertPortrait, Team, TeamMember
from planners.plan import PlanNode
from planners.record import NodeResult, TeamRecord

MAX_OTHER_APPS = 2
"""How many more apps a question is asked in after the one it was planned for."""
_ASKING = re.compile(
    r"^(?:what|which|when|where|who|whom|whose|how|find|look|check|get|read)\b", re.IGNORECASE
)
"""A subtask that finds something out rather than acting."""
_FIELD_KINDS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"\b(?:when|time|day|date|start|starts|begin|meet|meets)\b", re.I),
     ("calendar", "mail", "message", "note", "file")),
    (re.compile(r"\b(?:where|room|place|location|venue|address)\b", re.I),
     ("calendar", "map", "mail", "note")),
    (re.compile(r"\b(?:who|whom|whose|company|birthday|works?)\b", re.I),
     ("contact", "calendar", "note", "file", "mail")),
    (re.compile(r"\b(?:code|number|reference|password|total|amount|price|much)\b", re.I),
     ("mail", "message", "note", "file")),
)  # fmt: skip
"""What a question asks for, and the kinds of app that keep records with such a field, most
likely first."""
KEEPERS = ("mail", "note", "file", "calendar", "message", "contact", "map")
"""The kinds of app that keep the owner's records, the ones holding free text first."""


def asks(node: PlanNode) -> bool:
    """Whether a node finds something out on the device (a question whose answer it commits),
    once: a node done per item or several times is not moved."""
    single = not node.each and node.times == 1
    return node.device and bool(node.produces) and single and bool(_ASKING.match(node.subtask))


def ranked_apps(question: str, installed: list[str]) -> list[str]:
    """The installed apps that may keep what ``question`` asks about, most likely first: the
    kind its record nouns name, then the kinds that keep its field, then every other kind of
    app that keeps the owner's records."""
    kinds = [record_kind(question) or ""]
    kinds += [noun_kind(w) or "" for w in re.findall(r"[a-z-]+", question.lower())]
    kinds += [k for pattern, ks in _FIELD_KINDS if pattern.search(question) for k in ks]
    kinds += list(KEEPERS)
    order = [k for k in dict.fromkeys(kinds) if k in KEEPERS]
    return [label for kind in order for label in installed if kind in label_kinds(label)]


def in_app(subtask: str, old: list[str], new: str) -> str:
    """``subtask`` asked in the app ``new`` instead of any of ``old`` ("... in Mail?" -> "...
    in Pages?"); appended when it names none."""
    for label in old:
        said = re.compile(rf"\b(?:in|on|from|using) (?:my |the )?{re.escape(label)}\b", re.I)
        if said.search(subtask):
            return said.sub(f"in {new}", subtask, count=1)
    body = subtask.rstrip()
    end = body[-1] if body and body[-1] in "?." else ""
    return f"{body.rstrip('?.').rstrip()} in {new}{end}"


def member_for(team: Team, label: str) -> TeamMember:
    """The team's expert for the app ``label``, added as a new expert when the team has none."""
    found = next((m for m in team.members if label in m.portrait.labels), None)
    if found is not None:
        return found
    portrait = ExpertPortrait(
        name=expert_name(label, set(team.names)),
        role=f"{label} expert",
        apps=[AppRef(label=label)],
    )
    member = TeamMember(
        portrait=portrait, covers=f"questions asked again in {label}", reason="re-plan", new=True
    )
    team.members.append(member)
    return member


def next_app(node: PlanNode, tried: list[str], installed: list[str]) -> str | None:
    """The next app to ask ``node``'s question in, after the apps ``tried`` (its own first);
    None when it is no finding node or its bound is spent."""
    if not asks(node) or len(tried) > MAX_OTHER_APPS:
        return None
    left = [a for a in ranked_apps(node.subtask, installed) if a not in tried]
    return left[0] if left else None


def moved(node: PlanNode, tried: list[str], label: str, team: Team) -> PlanNode:
    """A copy of ``node`` asking its question in ``label`` with that app's expert, its id
    suffixed with how many apps it has been asked in."""
    member = member_for(team, label)
    root = re.sub(r"-a\d+$", "", node.id)
    return node.model_copy(
        update={
            "id": f"{root[:28]}-a{len(tried)}",
            "expert": member.portrait.name,
            "subtask": in_app(node.subtask, tried, label),
        },
        deep=True,
    )


def ask_elsewhere(record: TeamRecord, failed: NodeResult, installed: list[str]) -> bool:
    """Put the failed finding node's question, asked in the next app, in its place in the
    record's plan (its dependants wait for it), noting the re-plan; whether there was one."""
    member = record.team.member(failed.node.expert)
    tried = failed.asked_in + (member.portrait.labels if member else [])
    label = next_app(failed.node, tried, installed)
    if label is None:
        return False
    node = moved(failed.node, tried, label, record.team)
    record.replans.append(
        f"node {failed.node.id!r} ({failed.node.expert}) found no answer "
        f"({failed.stop_reason}); asked again in {label} as {node.id!r}"
    )
    nodes = [node if n.id == failed.node.id else n for n in record.plan.nodes]
    record.add_plan(record.plan.model_copy(update={"nodes": nodes}), fresh=[node.id])
    record.nodes[node.id].asked_in = tried
    return True
