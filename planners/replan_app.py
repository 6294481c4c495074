"""The bounded re-plan of a finding node to another app (MobileExperts §3.2.2: a failed node
triggers a re-plan): a node that asks a question and ends without a usable answer (nothing
found, a loop, the step cap, a value of the wrong kind) is asked again, same question and same
produced key, in the next installed app that may keep that kind of record, at most
:data:`MAX_OTHER_APPS` more apps. An app the team has no expert for gets a new one. This makes a
missed source app at assembly a recoverable miss instead of the end of the run.
"""

from __future__ import annotations

import re

from experts.assembly import app_portrait
from experts.assembly_records import noun_kind, record_kind
from experts.assembly_shown import apps_showing
from experts.offline.apps import label_kinds
from experts.portrait import Team, TeamMember
from experts.survey import survey
from memory.content import ContentMemory
from memory.lexical import content_words
from mobilexperts.config import Settings
from mobilexperts.device.base import Device
from planners.plan import PlanNode
from planners.record import NodeResult, TeamRecord
from planners.replan_split import split_asked, split_nodes

MAX_OTHER_APPS = 2
"""How many more apps a question is asked in after the one it was planned for."""
_ASKING = re.compile(
    r"^(?:what|which|when|where|who|whom|whose|how|find|look|check|get|read)\b", re.IGNORECASE
)
"""A subtask that finds something out rather than acting."""
_FIELD_KINDS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"\b(?:orders?|ordered|shipping|shipped|delivery|delivered|purchases?|bought"
                r"|cart|tracking|returns?|refunds?)\b", re.I),
     ("mail", "shop")),
    (re.compile(r"\b(?:apps?|version|developer|installed|updates?|downloads)\b", re.I),
     ("store",)),
    (re.compile(r"\b(?:wi-?fi|bluetooth|battery|storage|network|ringtone|brightness"
                r"|device name|phone name)\b", re.I),
     ("setting",)),
    (re.compile(r"\b(?:page|site|website|bookmarks?|bookmarked|articles?|link|url|tabs?)\b", re.I),
     ("browser",)),
    (re.compile(r"\b(?:when|time|day|date|start|starts|begin|meet|meets)\b", re.I),
     ("calendar", "mail", "message", "note", "file")),
    (re.compile(r"\b(?:where|room|place|location|venue|address)\b", re.I),
     ("calendar", "map", "mail", "note")),
    (re.compile(r"\b(?:who|whom|whose|company|birthday|works?)\b", re.I),
     ("contact", "calendar", "note", "file", "mail")),
    (re.compile(r"\b(?:phone|call|hours|opens?|closes?|rating|stars)\b", re.I),
     ("contact", "map")),
    (re.compile(r"\b(?:code|number|reference|password|total|amount|price|much)\b", re.I),
     ("mail", "message", "note", "file")),
)  # fmt: skip
"""What a question asks for, and the kinds of app that keep records with such a field, most
likely first."""
KEEPERS = ("mail", "note", "file", "calendar", "message", "contact", "map")
"""The kinds of app that keep the owner's records, the ones holding free text first."""
ASKED_ONLY = ("shop", "store", "setting", "browser")
"""Kinds of app a question is asked in only when it names what they keep (an order, an app,
a setting, a page): they keep no free text of the owner's."""


def asks(node: PlanNode) -> bool:
    """Whether a node finds something out on the device (a question whose answer it commits),
    once: a node done per item or several times is not moved."""
    single = not node.each and node.times == 1
    return node.device and bool(node.produces) and single and bool(_ASKING.match(node.subtask))


def ranked_apps(question: str, installed: list[str], showing: list[str] | None = None) -> list[str]:
    """The installed apps that may keep what ``question`` asks about, most likely first: those
    ``showing`` its words (best first), then the kind its record nouns name, then the kinds
    that keep its field (an app store, shop, settings or browser only so), then every other
    kind of app that keeps the owner's records."""
    kinds = [record_kind(question) or ""]
    kinds += [noun_kind(w) or "" for w in re.findall(r"[a-z-]+", question.lower())]
    kinds += [k for pattern, ks in _FIELD_KINDS if pattern.search(question) for k in ks]
    kinds += list(KEEPERS)
    order = [k for k in dict.fromkeys(kinds) if k in KEEPERS + ASKED_ONLY]
    keepers = [label for kind in order for label in installed if kind in label_kinds(label)]
    return list(dict.fromkeys([*[a for a in showing or [] if a in keepers], *keepers]))


def showing(question: str, device: Device, settings: Settings, labels: list[str]) -> list[str]:
    """The apps of ``labels`` whose screens show the question's words, best first, from the
    device's content memory, ranked as the assembly ranks them; apps it holds nothing of are
    surveyed first (opened and read, nothing tapped: experts/survey.py)."""
    content = ContentMemory.for_device(device.info.fingerprint, settings)
    survey(device, labels, content)
    return apps_showing(question, content, labels)


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


_CLAUSE_START = re.compile(r"(?:^|[,;.!?]|\b(?:and|then|but)\b)", re.IGNORECASE)


def named_for(request: str, label: str, question: str) -> bool:
    """Whether the person's request says the question is answered in the app ``label`` ("the
    total i paid in the shop app"): the clause naming it there shares a word with the question.
    Asked elsewhere, it would answer another question."""
    place = re.compile(rf"\b(?:in|on|from|using) (?:my |the )?{re.escape(label)}\b", re.I)
    asked = set(content_words(question)) - {label.casefold(), "app"}
    for said in place.finditer(request):
        before = request[: said.start()]
        clause = before[max((m.end() for m in _CLAUSE_START.finditer(before)), default=0) :]
        if asked & set(content_words(clause)):
            return True
    return False


def member_for(team: Team, label: str) -> TeamMember:
    """The team's expert for the app ``label``, added as a new expert when the team has none."""
    found = next((m for m in team.members if label in m.portrait.labels), None)
    if found is not None:
        return found
    member = TeamMember(
        portrait=app_portrait(label, set(team.names)),
        covers=f"questions asked again in {label}",
        reason="re-plan",
        new=True,
    )
    team.members.append(member)
    return member


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


def ask_elsewhere(
    record: TeamRecord, failed: NodeResult, device: Device, settings: Settings
) -> bool:
    """Put the failed finding node's question, asked in the next app (the app of the kind its
    record names, "my flight" -> the calendar app, then the plan's candidates for it, then
    the other keepers), in its place in the record's plan (its dependants wait for it),
    noting the re-plan; whether there was one."""
    member = record.team.member(failed.node.expert)
    tried = failed.asked_in + (member.portrait.labels if member else [])
    if not asks(failed.node) or len(tried) > MAX_OTHER_APPS:
        return False
    if any(named_for(record.request, label, failed.node.subtask) for label in tried):
        return False
    keepers = ranked_apps(failed.node.subtask, device.apps())
    shown = showing(failed.node.subtask, device, settings, keepers)
    asked = _unplaced(failed.node.subtask, tried)
    kept = ranked_apps(asked, keepers)[:1] if record_kind(asked) else []
    ranked = [*kept, *failed.node.candidates, *ranked_apps(failed.node.subtask, keepers, shown)]
    left = [a for a in dict.fromkeys(ranked) if a not in tried and a in device.apps()]
    if not left:
        return False
    label = left[0]
    node = moved(failed.node, tried, label, record.team)
    record.replans.append(
        f"node {failed.node.id!r} ({failed.node.expert}) found no answer "
        f"({failed.stop_reason}); asked again in {label} as {node.id!r}"
    )
    nodes = [node if n.id == failed.node.id else n for n in record.plan.nodes]
    record.add_plan(record.plan.model_copy(update={"nodes": nodes}), fresh=[node.id])
    record.nodes[node.id].asked_in = tried
    return True


def _unplaced(subtask: str, labels: list[str]) -> str:
    """``subtask`` without the app it was asked in ("... in Zapfiles?"): what it asks about."""
    for label in labels:
        said = re.compile(rf"\s+(?:in|on|from|using) (?:my |the )?{re.escape(label)}\b", re.I)
        subtask = said.sub("", subtask)
    return subtask


_TELLING_KIND = (
    (re.compile(r"^\s*e-?mail\b", re.IGNORECASE), "mail"),
    (re.compile(r"^\s*(?:text|message|tell|let|send|reply)\b", re.IGNORECASE), "message"),
)
"""The kind of app an act that passes words on happens in, by its verb."""


def acting_app(act: str, own: list[str], installed: list[str]) -> str:
    """The app ``act`` happens in: the acting expert's own, unless the act passes words on and
    that app sends none (a question about a calendar entry, then "text ann"): then the
    installed app of the kind its verb says."""
    kind = next((k for pattern, k in _TELLING_KIND if pattern.search(act)), "")
    sends = any({"mail", "message"} & label_kinds(label) for label in own)
    if kind and not sends:
        return next((a for a in installed if kind in label_kinds(a)), own[0] if own else "")
    return own[0] if own else ""


def split_asking(
    record: TeamRecord, failed: NodeResult, device: Device, settings: Settings
) -> bool:
    """Split an acting node that failed, or whose end was not accepted, and carries a question
    (planners/replan_split.py): the question goes to the app most likely to keep its answer
    (not the one the act happens in), the act waits for it, in its own expert's app or, when
    that app passes no words on, in the app its verb says. Once per node; whether it was
    split."""
    node = failed.node
    split = split_asked(failed.subtask or node.subtask)
    member = record.team.member(node.expert)
    own = member.portrait.labels if member else []
    once = not node.each and node.times == 1 and not node.id.endswith("-b")
    if split is None or asks(node) or node.needs or not once:
        return False
    acting = acting_app(split.act, own, device.apps())
    keepers = [a for a in ranked_apps(split.question, device.apps()) if a not in {acting, *own}]
    if acting not in own:
        keepers = [a for a in ranked_apps(split.question, device.apps()) if a != acting]
    if not keepers:
        return False
    shown = showing(split.question, device, settings, keepers)
    label = ranked_apps(split.question, keepers, shown)[0]
    finder = member_for(record.team, label)
    if acting and not re.search(rf"\b{re.escape(acting)}\b", split.act):
        split.act = in_app(split.act, [], acting)
    split.question = in_app(split.question, [], label)
    nodes = split_nodes(node, split, finder.portrait.name)
    if acting and acting not in own:
        nodes[-1].expert = member_for(record.team, acting).portrait.name
    record.replans.append(
        f"node {node.id!r} ({node.expert}) carries a question it did not answer "
        f"({failed.stop_reason}); asked in {label} first as {nodes[0].id!r}"
    )
    plan = [m for n in record.plan.nodes for m in (nodes if n.id == node.id else [n])]
    record.add_plan(record.plan.model_copy(update={"nodes": plan}), fresh=[n.id for n in nodes])
    return True
