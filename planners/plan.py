"""The team plan: a DAG of subtasks, each assigned to an expert, whose edges are the data one
node produces and another needs (MobileExperts §3.2.2).

:class:`PlanSpec` is what a planner writes (the ``plan_team`` role's output); :class:`TeamPlan`
is the validated networkx graph built from it. Validation reports every problem at once, in
words a model can act on when the spec is fed back to it.
"""

from __future__ import annotations

import re

import networkx as nx
from pydantic import BaseModel, Field

from experts.portrait import Team
from memory.pool import Key
from mobilexperts.errors import MobilexpertsError


class PlanError(MobilexpertsError):
    """A plan is invalid (cyclic, dangling, orphaned, or names an expert not in the team)."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("invalid team plan: " + "; ".join(problems))


ITEM = "item"
"""The placeholder of a node done once per item of a list (``{item}`` in its subtask)."""


class PlanNode(BaseModel):
    """One subtask of the plan. ``{key}`` placeholders in ``subtask`` are filled with the
    fetched values of ``needs`` before the expert acts; ``device`` is false for a node that only
    thinks over fetched data (it may run while the device is busy).

    A node with ``each`` (a list key it needs) is done once per item of that list, ``{item}``
    standing for the item ("add a task to thank {item}"); ``times`` > 1 does it that many
    times ("post a zap about zapball", twice). The run carries out both."""

    id: str = Field(pattern=r"^[A-Za-z0-9_-]{1,32}$")
    expert: str
    subtask: str = Field(min_length=1)
    needs: list[Key] = Field(default_factory=list)
    produces: list[Key] = Field(default_factory=list)
    device: bool = True
    each: str = ""
    times: int = Field(default=1, ge=1, le=10)
    candidates: list[str] = Field(default_factory=list)
    """For a finding node: other installed apps (labels, best first) that may keep what it
    asks, where a re-plan looks next when the node's own app does not have it."""
    reason: str = ""
    """Why the node's expert: what in its subtask points at the expert's app."""


class PlanSpec(BaseModel):
    """A plan as a planner writes it: nodes in order, and the keys that answer the request."""

    nodes: list[PlanNode] = Field(min_length=1)
    answer: list[str] = Field(default_factory=list)
    reasoning: str = ""


class TeamPlan:
    """A validated plan: a ``networkx.DiGraph`` whose nodes carry :class:`PlanNode` records
    (attribute ``node``) and whose edges carry the keys that flow along them (``keys``)."""

    def __init__(self, spec: PlanSpec, graph: nx.DiGraph) -> None:
        self.spec = spec
        self.graph = graph

    @classmethod
    def build(
        cls, spec: PlanSpec, team: Team | None = None, available: list[Key] | None = None
    ) -> TeamPlan:
        """Build and validate; raises :class:`PlanError` listing every problem. ``available``
        keys (committed before a re-plan) may be needed without a node producing them."""
        graph, problems = _graph(spec, {key.name: key for key in available or []})
        if team is not None:
            problems += [
                f"node {n.id!r} is assigned to {n.expert!r}, who is not in the team "
                f"({', '.join(team.names) or 'empty'})"
                for n in spec.nodes
                if team.member(n.expert) is None
            ]
        if not problems and not nx.is_directed_acyclic_graph(graph):
            cycle = " -> ".join(u for u, _ in nx.find_cycle(graph))
            problems.append(f"the plan has a cycle ({cycle}); a node cannot need its own output")
        if problems:
            raise PlanError(problems)
        return cls(spec, graph)

    def node(self, node_id: str) -> PlanNode:
        return self.graph.nodes[node_id]["node"]

    @property
    def nodes(self) -> list[PlanNode]:
        """Nodes in a topological order that keeps the planner's order among ties."""
        position = {n.id: i for i, n in enumerate(self.spec.nodes)}
        order = nx.lexicographical_topological_sort(self.graph, key=lambda n: position[n])
        return [self.node(n) for n in order]

    def upstream(self, node_id: str) -> list[str]:
        return sorted(nx.ancestors(self.graph, node_id))

    def downstream(self, node_id: str) -> list[str]:
        return sorted(nx.descendants(self.graph, node_id))

    def edges(self) -> list[tuple[str, str, list[str]]]:
        return [(u, v, data["keys"]) for u, v, data in self.graph.edges(data=True)]

    def to_json(self) -> dict:
        return self.spec.model_dump(mode="json")


def _graph(spec: PlanSpec, available: dict[str, Key]) -> tuple[nx.DiGraph, list[str]]:
    graph = nx.DiGraph()
    problems: list[str] = []
    producers: dict[str, PlanNode] = {}
    for node in spec.nodes:
        if node.id in graph:
            problems.append(f"two nodes have the id {node.id!r}")
        graph.add_node(node.id, node=node)
        for key in node.produces:
            if key.name in producers:
                problems.append(
                    f"{key.name!r} is produced by both {producers[key.name].id!r} and {node.id!r}"
                )
            producers.setdefault(key.name, node)
    for node in spec.nodes:
        for key in node.needs:
            source = producers.get(key.name)
            if source is None and key.name in available:
                if available[key.name].type != key.type:
                    problems.append(
                        f"node {node.id!r} needs {key.name!r} as {key.type}, but it was "
                        f"committed as {available[key.name].type}"
                    )
                continue
            if source is None:
                problems.append(
                    f"node {node.id!r} needs {key.name!r}, which no node produces (dangling)"
                )
                continue
            produced = next(k for k in source.produces if k.name == key.name)
            if produced.type != key.type:
                problems.append(
                    f"node {node.id!r} needs {key.name!r} as {key.type}, but {source.id!r} "
                    f"produces it as {produced.type}"
                )
            if graph.has_edge(source.id, node.id):
                graph.edges[source.id, node.id]["keys"].append(key.name)
            else:
                graph.add_edge(source.id, node.id, keys=[key.name])
        problems += _each_problems(node)
        own = {k.name for k in node.needs} | ({ITEM} if node.each else set())
        missing = [p for p in _placeholders(node.subtask) if p not in own]
        problems += [
            f"node {node.id!r} uses {{{name}}} in its subtask but does not need it"
            for name in missing
        ]
    used = {key.name for node in spec.nodes for key in node.needs} | set(spec.answer)
    for node in spec.nodes:
        unused = [k.name for k in node.produces if k.name not in used]
        if unused:
            problems.append(
                f"node {node.id!r} produces {unused}, which no node needs and the answer does "
                "not name (orphan output)"
            )
    known = {k.name for node in spec.nodes for k in node.produces}
    problems += [
        f"the answer names {name!r}, which no node produces"
        for name in spec.answer
        if name not in known
    ]
    return graph, problems


def _each_problems(node: PlanNode) -> list[str]:
    """What is wrong with a node's ``each``: it must name a list key the node needs, and the
    subtask must say where each item goes (``{item}``)."""
    if not node.each:
        return []
    need = next((k for k in node.needs if k.name == node.each), None)
    if need is None:
        return [f"node {node.id!r} is done for each item of {node.each!r}, which it does not need"]
    problems = []
    if need.type != "list":
        problems.append(
            f"node {node.id!r} is done for each item of {node.each!r}, which is {need.type}, "
            "not a list"
        )
    if "{" + ITEM + "}" not in node.subtask:
        problems.append(f"node {node.id!r} is done for each item but its subtask has no {{item}}")
    return problems


def _placeholders(text: str) -> list[str]:
    return re.findall(r"\{([a-z][a-z0-9_]*)\}", text)
