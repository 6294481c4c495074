"""Which expert a clause of the request goes to: the one whose app it points at (by label or
kind), else by capability words; and facts of the owner's plans the request does not place
("navigate to the place where I'm having brunch today"), found first with the expert of the
app that keeps events."""

from __future__ import annotations

import re

from experts.assembly_offline import PLANS_KIND, planned, pointed
from experts.offline.apps import label_kinds
from memory.lexical import content_words, overlap
from memory.pool import Key
from planners.plan import PlanNode
from planners.team import ExpertBrief

STRONG_BONUS = 5
_HEAD = re.compile(r"\b(?:the|a|an)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s*$", re.IGNORECASE)
"""The noun a fact of the owner's plans describes ("the restaurant " before "where I'm ...")."""


def best_expert(clause: str, experts: list[ExpertBrief]) -> str | None:
    """The expert whose app the clause points at (by label or kind), else by capability words."""
    scored = []
    for order, expert in enumerate(experts):
        cue = max((_cue(clause, label) for label in expert.apps), default=0)
        words = content_words(" ".join([*expert.capabilities, expert.covers]))
        soft = overlap(words, clause) if cue == 0 else 0
        if cue or soft:
            scored.append((-cue, -soft, order, expert.name))
    return min(scored)[3] if scored else None


def _cue(clause: str, label: str) -> int:
    """How strongly a clause points at an app; the app its verb names ("text ...", "email
    ...") or where it says something is kept ("... in my Documents") comes before apps its
    objects only mention ("the time of the appointment")."""
    strength, strongly = pointed(clause, label)
    return strength + (STRONG_BONUS if strongly else 0)


PLACE_KEY = "place"
"""The key of a fact of the owner's plans found for a later clause (where it happens)."""


def sourced_clauses(cut: list, experts: list[ExpertBrief]) -> tuple[list, dict[int, str]]:
    """Clauses that describe something by the owner's plans without placing it ("navigate to
    the place where I'm having brunch today") go to the expert of the app that keeps events:
    a clause that asks it outright is given to that expert; one that acts on it is split into
    finding it there, then acting on ``{place}``. Returns the clauses and the given owners."""
    source = next(
        (e.name for e in experts if any(PLANS_KIND in label_kinds(a) for a in e.apps)), None
    )
    out: list = []
    owners: dict[int, str] = {}
    for verb, clause, span in cut:
        found = planned(clause)
        if source is None or found is None or best_expert(clause, experts) == source:
            out.append((verb, clause, span))
            continue
        head = _HEAD.search(clause[: found.start()])
        if head is None:
            owners[len(out)] = source
            out.append((verb, clause, span))
            continue
        ask = f"find out {found.group(0).strip()}"
        owners[len(out)] = source
        out.append(("find", ask, f"{ask}, then "))
        marker = "{" + PLACE_KEY + "}"
        acted = clause[: head.start()] + marker + clause[found.end() :]
        out.append((verb, acted, span.replace(clause, acted, 1)))
    return out, owners


def bind_places(nodes: list[PlanNode], taken: set[str]) -> None:
    """The node that found a plan's place produces it; the node whose subtask uses it needs it."""
    marker = "{" + PLACE_KEY + "}"
    for i, node in enumerate(nodes):
        if marker not in node.subtask or not i or PLACE_KEY in taken:
            continue
        key = Key(name=PLACE_KEY, type="text")
        taken.add(PLACE_KEY)
        nodes[i - 1].produces.append(key)
        node.needs.append(key)
