"""The team run's report: the plan's DAG as an SVG (nodes coloured by outcome, a node that
went on after its judge refused its end marked unconfirmed, edges labelled
with the keys that flow along them) and, per node, its subtask, atomic tasks, adjustments,
commit and links to its single-expert run reports."""

from __future__ import annotations

from html import escape
from pathlib import Path

import jinja2
import networkx as nx
from markupsafe import Markup

from memory.pool import TeamMemoryPool
from planners.record import TeamRecord

REPORT_FILE = "report.html"
COLOURS = {
    "done": "#c8e6c9",
    "unconfirmed": "#ffe0b2",
    "failed": "#ffcdd2",
    "skipped": "#eeeeee",
    "running": "#fff9c4",
    "pending": "#ffffff",
}
BOX_W, BOX_H, GAP_X, GAP_Y = 180, 56, 80, 30


def dag_svg(record: TeamRecord) -> str:
    """The DAG of every node the run planned, laid out by topological generation."""
    graph = record.graph()
    where: dict[str, tuple[int, int]] = {}
    generations = list(nx.topological_generations(graph)) if graph else []
    for column, generation in enumerate(generations):
        for row, node_id in enumerate(sorted(generation, key=list(record.nodes).index)):
            where[node_id] = (20 + column * (BOX_W + GAP_X), 20 + row * (BOX_H + GAP_Y))
    width = 40 + max(len(generations), 1) * (BOX_W + GAP_X)
    height = 40 + max((len(g) for g in generations), default=1) * (BOX_H + GAP_Y)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        'font-family="sans-serif" font-size="12">',
        '<defs><marker id="arrow" markerWidth="8" markerHeight="8" refX="8" refY="4" '
        'orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="#555"/></marker></defs>',
    ]
    for source, target, data in graph.edges(data=True):
        (x1, y1), (x2, y2) = where[source], where[target]
        ax, ay, bx, by = x1 + BOX_W, y1 + BOX_H / 2, x2, y2 + BOX_H / 2
        parts.append(
            f'<line x1="{ax}" y1="{ay}" x2="{bx}" y2="{by}" stroke="#555" '
            'marker-end="url(#arrow)"/>'
        )
        label = escape(", ".join(data["keys"]))
        parts.append(
            f'<text x="{(ax + bx) / 2}" y="{(ay + by) / 2 - 4}" '
            f'text-anchor="middle" fill="#333">{label}</text>'
        )
    for node_id, (x, y) in where.items():
        result = record.nodes[node_id]
        status = "unconfirmed" if result.status == "done" and result.unconfirmed else result.status
        parts.append(
            f'<g class="node {status}"><rect x="{x}" y="{y}" width="{BOX_W}" '
            f'height="{BOX_H}" rx="6" fill="{COLOURS[status]}" stroke="#333"/>'
            f'<text x="{x + 8}" y="{y + 18}" font-weight="bold">{escape(node_id)} · '
            f"{escape(status)}</text>"
            f'<text x="{x + 8}" y="{y + 36}">{escape(result.node.expert[:26])}</text>'
            f"<title>{escape(result.subtask or result.node.subtask)}</title></g>"
        )
    parts.append("</svg>")
    return "\n".join(parts)


def write_team_report(run_dir: Path, record: TeamRecord, pool: TeamMemoryPool) -> Path:
    """Write ``report.html`` into the team run's folder; its path."""
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(Path(__file__).parent / "templates")),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )
    context = {
        "request": record.request,
        "success": record.success,
        "duration_s": record.duration_s,
        "replans": record.replans,
        "svg": dag_svg(record),
        "nodes": [r.model_dump(mode="json") for r in record.nodes.values()],
        "commits": [c.model_dump(mode="json") for c in pool.latest()],
    }
    html = environment.get_template("team_report.html.j2").render(
        **context, svg_markup=Markup(context["svg"])
    )
    path = run_dir / REPORT_FILE
    path.write_text(html, encoding="utf-8")
    return path
