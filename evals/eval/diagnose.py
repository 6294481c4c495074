"""Where a warm tool store's reasoning steps go: each ``team-warm`` run of an evaluation folder
put in the first stage that explains it (a tool did the task; a tool failed or did the wrong
thing; else why no tool was used: the task has no other instance, the instance run's judge did
not accept it, it taught only drafts or nothing new, or a tool it taught was not chosen), with
the reasoning steps each stage spends against ``mobile-agent-v2`` on the same tasks.

``python -m evals.eval.diagnose FOLDER [--tasks]`` prints the stages per complexity (and with
``--tasks``, one line per task).
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from pathlib import Path

from pydantic import BaseModel, ValidationError

from evals.eval.execute import knowledge_dir
from evals.eval.records import EvalRow, load_rows
from evals.eval.warm import InstanceRun, instance_runs
from evals.methods import Knowledge
from evals.tasks import TaskSpec
from mobilexperts.config import Settings
from mobilexperts.runs.records import TRAJECTORY_FILE, StepRecord

WARM, BASELINE = "team-warm", "mobile-agent-v2"
STAGES = (
    "tool did it",
    "tool failed",
    "tool used, task failed",
    "no other instance",
    "instance run not accepted",
    "instance taught only drafts",
    "instance taught nothing new",
    "learned tool not chosen",
)


class WarmCase(BaseModel):
    """One ``team-warm`` run, its stage, the tools it used (``!`` after one that failed) and
    its reasoning steps beside the baseline's."""

    task_id: str
    complexity: str
    stage: str
    detail: str = ""
    tools: list[str]
    steps: int
    baseline: int | None


def tool_uses(folder: Path, row: EvalRow) -> list[str]:
    """The tools a run used, in order, each with ``!`` when it failed (a line cut short is
    skipped)."""
    if row.report is None:
        return []
    uses = []
    for path in sorted((folder / row.report).parent.rglob(TRAJECTORY_FILE)):
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                step = StepRecord.model_validate_json(line)
            except ValidationError:
                continue
            if step.operation.get("kind") == "use_tool":
                uses.append(f"{step.operation.get('name')}{'!' if step.error else ''}")
    return uses


def stage_of(row: EvalRow, tools: list[str], taught: InstanceRun | None) -> tuple[str, str]:
    """The stage explaining ``row`` and a detail (the judge's reason, the tools taught)."""
    if tools:
        if any(t.endswith("!") for t in tools):
            return "tool failed", ""
        return ("tool did it", "") if row.success else ("tool used, task failed", "")
    if taught is None:
        return "no other instance", ""
    verified = [t for t in taught.learned if t.endswith(":verified")]
    if verified:
        return "learned tool not chosen", ", ".join(verified)
    if taught.verdict != "done":
        return "instance run not accepted", f"{taught.verdict}: {taught.reason}"
    if taught.learned:
        return "instance taught only drafts", ", ".join(taught.learned)
    return "instance taught nothing new", ""


def warm_cases(folder: Path) -> list[WarmCase]:
    """Every first-repeat ``team-warm`` run of the evaluation in ``folder``, by task."""
    rows = load_rows(folder)
    baseline = {r.task_id: r.reasoning_steps for r in rows if r.method == BASELINE}
    data = Settings(data_dir=knowledge_dir(folder, "warm"))
    taught = {run.task_id: run for run in instance_runs(data)}
    cases = []
    for row in sorted(rows, key=lambda r: r.task_id):
        if row.method != WARM or row.repeat:
            continue
        tools = tool_uses(folder, row)
        stage, detail = stage_of(row, tools, taught.get(row.task_id))
        cases.append(
            WarmCase(
                task_id=row.task_id,
                complexity=row.complexity,
                stage=stage,
                detail=detail,
                tools=tools,
                steps=row.reasoning_steps,
                baseline=baseline.get(row.task_id),
            )
        )
    return cases


def taught_line(folder: Path, kind: Knowledge, tasks: list[TaskSpec]) -> str | None:
    """How many of ``tasks`` had another instance the ``kind`` store learned from, per
    complexity, and how many of those runs taught a verified tool; None when it ran none."""
    runs = instance_runs(Settings(data_dir=knowledge_dir(folder, kind)))
    if not runs:
        return None
    taught = {run.task_id for run in runs}
    useful = sum(any(t.endswith(":verified") for t in run.learned) for run in runs)
    levels = sorted({t.complexity for t in tasks})
    counts = ", ".join(
        f"{level} {sum(t.id in taught for t in tasks if t.complexity == level)}/"
        f"{sum(t.complexity == level for t in tasks)}"
        for level in levels
    )
    return f"{kind} store: other instances of {counts} tasks; {useful} taught a verified tool"


def stage_lines(cases: list[WarmCase]) -> list[str]:
    """Per complexity and stage: runs, warm reasoning steps, and the baseline's on them."""
    lines = [f"{'level':5} {'stage':28} {'runs':>4} {'RS warm':>8} {'RS ' + BASELINE:>20}"]
    groups: dict[tuple[str, str], list[WarmCase]] = defaultdict(list)
    for case in cases:
        groups[(case.complexity, case.stage)].append(case)
    for level in sorted({c.complexity for c in cases}):
        for stage in STAGES:
            group = groups.get((level, stage))
            if group:
                base = sum(c.baseline or 0 for c in group)
                steps = sum(c.steps for c in group)
                lines.append(f"{level:5} {stage:28} {len(group):4d} {steps:8d} {base:20d}")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="an evaluation folder with team-warm runs")
    parser.add_argument("--tasks", action="store_true", help="one line per task as well")
    args = parser.parse_args(argv)
    cases = warm_cases(args.folder)
    if not cases:
        parser.error(f"no {WARM} runs recorded in {args.folder}")
    if args.tasks:
        for c in cases:
            tools = " ".join(c.tools) or "-"
            print(
                f"{c.task_id:34} {c.complexity} RS {c.steps:3d}/{c.baseline or 0:3d} "
                f"{c.stage}: {tools} {c.detail}"
            )
    print("\n".join(stage_lines(cases)))


if __name__ == "__main__":
    main()
