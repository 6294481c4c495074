"""Requests that ask for a value worked out from two facts, offline: "which has the better
rating, A or B? ...", "which comes first, A or B? ...", "what do A and B come to together?
...". Each fact is found by the expert of the app that keeps it, a device-free node compares or
adds them (role ``think``), and the rest of the request acts on the result ("it", "the earlier
one", "the date of the earlier one", "the sum"). Only generic English cues are used.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from experts.assembly_compared import compared, things_of
from experts.assembly_records import record_app
from memory.lexical import content_words
from memory.pool import Key, KeyType
from planners.plan import PlanNode, PlanSpec
from planners.sentences import sentences
from planners.sources import best_expert
from planners.team import ExpertBrief, PlanTeamContext
from planners.wording import placed, quoted

_VALUE_OF = re.compile(r"\bthe (?:[a-z]+) of the (?:[a-z]+ )?one\b", re.IGNORECASE)
_THE_ONE = re.compile(r"\bthe (?:[a-z]+ )?one\b|\b(?:it|that)\b(?!\s+(?:is|was)\b)", re.I)
_THE_SUM = re.compile(r"\bthe (?:sum|total|amount|result)\b|\b(?:it|that)\b", re.IGNORECASE)

Plan = Callable[[PlanTeamContext], PlanSpec]


def derived_plan(context: PlanTeamContext, plan: Plan) -> PlanSpec | None:
    """The plan of a request whose first sentence asks for a value worked out from two facts,
    the rest planned by ``plan`` on the result; None for any other request."""
    parts = sentences(context.request)
    read = compared(parts[0]) if parts else None
    if read is None:
        return None
    found, field, facts = read
    choice = "ask" in found.groupdict()
    groups = found.groupdict()
    kind: KeyType = "date" if groups.get("when") else "number"
    if choice:
        asks = "When is {}?" if groups["when"] else f"What is the {field} of {{}}?"
        work = f"work out which {found['ask'].lower()}"
        word = (groups["way"] or groups["when"] or groups["price"]).lower()
    else:
        asks, work, word = "How much is {}?", "work out the sum", ""
    things = things_of(found)
    taken: set[str] = set()
    finders = [
        _finder(f"n{i + 1}", (thing, fact), asks, kind, context.experts, taken)
        for i, (thing, fact) in enumerate(zip(things, facts, strict=True))
    ]
    named = [f"{t} ({{{n.produces[0].name}}})" for t, n in zip(things, finders, strict=True)]
    value = Key(name=_unique(f"{_word(word, 'sum')}_{field}", taken), type=kind)
    winner = Key(name=_unique(f"{_word(word, 'sum')}_one", taken), type="text")
    rest = " ".join([*([groups["rest"]] if groups.get("rest") else []), *parts[1:]])
    if choice:
        rest = _VALUE_OF.sub("{" + value.name + "}", rest, count=1)
        rest = _THE_ONE.sub("{" + winner.name + "}", rest, count=1)
    else:
        rest = _THE_SUM.sub("{" + value.name + "}", rest, count=1)
    used = [k for k in (value, winner) if "{" + k.name + "}" in rest]
    thinker = PlanNode(
        id="t1",
        expert=finders[0].expert,
        subtask=f"{work}: {' or '.join(named)}" if choice else f"{work} of {' and '.join(named)}",
        needs=[n.produces[0] for n in finders],
        produces=used or [winner if choice else value],
        device=False,
    )
    nodes = [*finders, thinker]
    if rest.strip():
        acting = plan(context.model_copy(update={"request": rest})).nodes
        labels = {e.name: e.apps[0] for e in context.experts if e.apps}
        for node in acting:
            node.subtask = placed(quoted(node.subtask), labels.get(node.expert, ""))
            node.needs += [k for k in used if "{" + k.name + "}" in node.subtask]
        nodes += acting
    for i, node in enumerate(nodes):
        node.id = f"n{i + 1}"
    answer = [] if rest.strip() else [k.name for k in thinker.produces]
    return PlanSpec(nodes=nodes, answer=answer, reasoning="two facts found, then compared")


def _finder(
    node_id: str,
    said: tuple[str, str],
    asks: str,
    kind: KeyType,
    experts: list[ExpertBrief],
    taken: set[str],
) -> PlanNode:
    """The node that finds a fact of a thing (``said``: the thing and its fact, "the rating of
    Zap Grill") with the expert of the app that keeps such facts."""
    thing, fact = said
    question = asks.format(thing)
    labels = {label: e.name for e in experts for label in e.apps}
    kept = record_app(fact, list(labels)) or record_app(question, list(labels))
    expert = labels[kept] if kept else best_expert(question, experts) or experts[0].name
    app = next((e.apps[0] for e in experts if e.name == expert and e.apps), "")
    words = [w for w in content_words(thing) if w.isalpha()][-2:] or ["thing"]
    key = Key(name=_unique("_".join([*words, fact.split()[1]])[:36], taken), type=kind)
    subtask = placed(question.rstrip("?"), app) + "?"
    return PlanNode(id=node_id, expert=expert, subtask=subtask, produces=[key])


def _word(word: str, default: str) -> str:
    return word.replace(" ", "_") or default


def _unique(base: str, taken: set[str]) -> str:
    name, n = base, 2
    while name in taken:
        name, n = f"{base}_{n}", n + 1
    taken.add(name)
    return name
