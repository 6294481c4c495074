"""A team plan laid out for an SVG drawing: one column per topological generation."""

from __future__ import annotations

import networkx as nx
from pydantic import BaseModel

from planners.record import NodeResult

BOX_W, BOX_H, GAP_X, GAP_Y = 180, 56, 70, 24


class DagBox(BaseModel):
    id: str
    expert: str
    status: str
    x: int
    y: int


class DagLine(BaseModel):
    x1: int
    y1: int
    x2: int
    y2: int
    label: str


class DagLayout(BaseModel):
    width: int
    height: int
    boxes: list[DagBox]
    lines: list[DagLine]


def layout(nodes: list[NodeResult], edges: list[tuple[str, str, list[str]]]) -> DagLayout:
    """Boxes left to right by generation, top to bottom within one; edges from box to box."""
    graph = nx.DiGraph()
    graph.add_nodes_from(r.node.id for r in nodes)
    graph.add_edges_from((a, b) for a, b, _ in edges)
    by_id = {r.node.id: r for r in nodes}
    place: dict[str, tuple[int, int]] = {}
    rows = 1
    for column, generation in enumerate(nx.topological_generations(graph)):
        for row, node_id in enumerate(sorted(generation)):
            place[node_id] = (column * (BOX_W + GAP_X) + 10, row * (BOX_H + GAP_Y) + 10)
            rows = max(rows, row + 1)
    boxes = [
        DagBox(id=i, expert=by_id[i].node.expert, status=by_id[i].status, x=x, y=y)
        for i, (x, y) in place.items()
    ]
    lines = [
        DagLine(
            x1=place[a][0] + BOX_W,
            y1=place[a][1] + BOX_H // 2,
            x2=place[b][0],
            y2=place[b][1] + BOX_H // 2,
            label=", ".join(keys),
        )
        for a, b, keys in edges
    ]
    columns = 1 + max((x for x, _ in place.values()), default=0) // (BOX_W + GAP_X)
    return DagLayout(
        width=columns * (BOX_W + GAP_X) + 20,
        height=rows * (BOX_H + GAP_Y) + 20,
        boxes=boxes,
        lines=lines,
    )
