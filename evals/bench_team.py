"""Team benchmark: an assembled team running its plan vs one expert, same tasks, same policy.

For every task of the chosen levels (default C3) both modes start from the same freshly set-up
SimDroid phone with the offline policy (learning off, no screenshots). Prints per mode the
success rate (checker), false success (claimed done, the checker says no), mean process score
(milestones), mean reasoning steps (decide + reflect calls) and wall time per task (median,
p95), then the team/single ratios. ``--heldout DIR``
runs a held-out set instead of the suite (aggregate figures only; never tune on it); ``--dev
[FILE]`` runs a dev set (default evals/dev/cross.yaml), ``--sealed`` a sealed slice with
aggregate figures only (evals/dev/cross_sealed.yaml, or ``--dev FILE --sealed``: FILE);
``--stages`` counts per set the stage where each failed team run first went wrong (assembly,
plan, a node's expert, a commit, the checker; evals/team_stages.py), held-out sets included.
Run: ``python -m evals.bench_team [--levels C1,C2,C3] [--heldout evals/heldout/cross]``;
``--nodes --team-only [--only ID]`` prints each suite node's outcome (for diagnosis);
``--no-check`` runs the team without the request-level check (the before figure).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

import experts  # noqa: F401 - registers the offline handlers
import planners  # noqa: F401 - registers the offline handlers
from evals.checker import check, prepare
from evals.tasks import TaskSpec, load_suite
from evals.team_stages import PASSED, detail, first_wrong, position, report
from evals.timing import median_p95
from experts.assembly import assemble
from experts.expert import ExpertSettings
from experts.pool import ExpertPool
from experts.runner import run_expert
from mobilexperts.config import Settings
from mobilexperts.errors import MobilexpertsError
from mobilexperts.llm.factory import build_run_model
from mobilexperts.sim.device import SimDevice
from planners.record import TeamRecord
from planners.run import TeamOptions, TeamRunner
from planners.team import plan_team
from tools_store import LearnSettings

EXPERT = ExpertSettings(vision=False, max_steps=25)
DEV_CROSS = Path(__file__).parent / "dev" / "cross.yaml"
DEV_SEALED = Path(__file__).parent / "dev" / "cross_sealed.yaml"


def run_single(task: TaskSpec, settings: Settings, folder: Path) -> dict[str, Any]:
    sim = SimDevice(seed=task.seed)
    initial = prepare(task, sim)
    run_model = build_run_model(settings)
    start = time.perf_counter()
    result = run_expert(
        sim, run_model, task.instruction, settings=settings, expert=EXPERT,
        run_dir=folder, learn=LearnSettings(enabled=False), screenshots=False,
    )  # fmt: skip
    wall = time.perf_counter() - start
    answer = result.run.answer if result.run else ""
    claimed = bool(result.run and result.run.done)
    return _row(task, check(task, sim.state(), answer, initial), run_model, wall, claimed)


def run_team(
    task: TaskSpec, settings: Settings, folder: Path, nodes: bool = False, checked: bool = True
) -> dict[str, Any]:
    sim = SimDevice(seed=task.seed)
    initial = prepare(task, sim)
    installed = {app.lower() for app in sim.apps()}
    needed = [app for app in task.apps if app.lower() in installed]
    run_model = build_run_model(settings)
    start = time.perf_counter()
    team = plan = record = None
    try:
        pool = ExpertPool(folder / "experts.json", sim.info.fingerprint)
        team = assemble(task.instruction, pool, sim, run_model.model, settings=settings)
        plan = plan_team(task.instruction, team, run_model.model).spec
        record = TeamRecord(request=task.instruction, team=team, plan=plan)
        record.add_plan(plan)
        options = TeamOptions(expert=EXPERT, screenshots=False, request_check=checked)
        record = TeamRunner({"sim": sim}, run_model, settings, folder, options).start(record)
        if nodes:
            _print_nodes(task, record)
    except MobilexpertsError as exc:
        print(f"  {task.id}: team run refused: {exc}" if nodes else "  a team run refused")
    wall = time.perf_counter() - start
    answers = " ".join(r.answer for r in record.nodes.values() if r.answer) if record else ""
    claimed = bool(record and record.claims_done)
    row = _row(task, check(task, sim.state(), answers, initial), run_model, wall, claimed)
    size = len(plan.nodes) if plan else 0
    first = plan
    if record is not None:
        team, plan = record.team, record.plan
    stage = first_wrong(needed, team, plan, record, first) if not row["success"] else PASSED
    why = detail(stage, needed, team, plan, record) if stage != PASSED else ""
    return {**row, "stage": stage, "detail": why, "nodes": size, "failed_role": position(record)}


def _print_nodes(task: TaskSpec, record: TeamRecord) -> None:
    """Each node of a suite task's team run: outcome, subtask as run, why it stopped, values."""
    print(f"  {task.id}")
    for result in record.nodes.values():
        values = "; ".join(f"{k}={v}" for k, v in result.values.items())
        print(f"    {result.node.id} {result.status:7} [{result.node.expert}] {result.subtask}")
        if result.status != "done" or values:
            print(f"       {result.stop_reason or '-'} | {values}")
    if record.check is not None:
        print(f"    request check: {record.check.verdict}: {record.check.reason}")


def _row(task: TaskSpec, result, run_model, wall: float, claimed: bool) -> dict[str, Any]:
    return {
        "id": task.id,
        "level": task.complexity,
        "success": result.success,
        "false": claimed and not result.success,
        "process": result.process_score,
        "rs": run_model.log.reasoning_steps,
        "wall": wall,
    }


def summarize(name: str, rows: list[dict[str, Any]]) -> dict[str, float]:
    median, p95 = median_p95([r["wall"] for r in rows])
    figures = {
        "success": sum(r["success"] for r in rows) / len(rows),
        "false": sum(r["false"] for r in rows) / len(rows),
        "process": statistics.mean(r["process"] for r in rows),
        "rs": statistics.mean(r["rs"] for r in rows),
        "wall": median,
    }
    print(
        f"{name:7} {len(rows):>5} {figures['success']:>7.0%} {figures['false']:>6.0%} "
        f"{figures['process']:>8.2f} {figures['rs']:>8.1f} {median:>8.2f} s {p95:>7.2f} s"
    )
    return figures


def load_dev(path: Path = DEV_CROSS) -> list[TaskSpec]:
    """A development set of cross-app requests (by default evals/dev/cross.yaml); a bare name
    ("cross35") is a file of evals/dev/."""
    if not path.exists():
        path = DEV_CROSS.parent / path.with_suffix(".yaml").name
    if not path.exists():
        raise SystemExit(f"no dev set {path.stem!r}: no such file in {DEV_CROSS.parent}")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return [TaskSpec.model_validate(task) for task in data["tasks"]]


def _tasks(args: argparse.Namespace) -> list[TaskSpec]:
    if args.dev or args.sealed:
        chosen = args.dev or DEV_SEALED
        return [t.ready for t in load_dev(chosen) if args.only in t.id]
    levels = set(args.levels.split(","))
    found = load_suite(args.heldout) if args.heldout else load_suite()
    return [
        t.ready for t in found if t.complexity in levels and (args.heldout or args.only in t.id)
    ]


def _outcomes(team: list[dict[str, Any]]) -> None:
    print(f"team passes: {', '.join(r['id'] for r in team if r['success']) or 'none'}")
    print(f"team false success: {', '.join(r['id'] for r in team if r['false']) or 'none'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="C3", help="comma-separated levels, e.g. C1,C2,C3")
    parser.add_argument("--heldout", type=Path, help="a held-out task folder to run instead")
    parser.add_argument(
        "--dev", type=Path, nargs="?", const=DEV_CROSS, help="run a dev set (default: cross.yaml)"
    )
    parser.add_argument(
        "--sealed", action="store_true", help="aggregates only (default: cross_sealed.yaml)"
    )
    parser.add_argument(
        "--stages", action="store_true", help="count the stage where each team run went wrong"
    )
    parser.add_argument("--only", default="", help="suite task ids containing this text")
    parser.add_argument("--nodes", action="store_true", help="print each suite node's outcome")
    parser.add_argument("--team-only", action="store_true", help="skip the single-expert runs")
    parser.add_argument(
        "--no-check", action="store_true", help="team runs without the request-level check"
    )
    args = parser.parse_args()
    tasks = _tasks(args)
    shown = not (args.heldout or args.sealed)
    with tempfile.TemporaryDirectory() as scratch:
        settings = Settings(data_dir=Path(scratch) / "data")
        for level in sorted({t.complexity for t in tasks}):
            group = [t for t in tasks if t.complexity == level]
            team = [
                run_team(t, settings, Path(scratch) / f"t-{t.id}", args.nodes and shown,
                         not args.no_check)
                for t in group
            ]  # fmt: skip
            if args.stages:
                report(team, ids=shown)
            if args.team_only:
                summarize("team", team)
                if shown:
                    _outcomes(team)
                continue
            single = [run_single(t, settings, Path(scratch) / f"s-{t.id}") for t in group]
            print(
                f"\n{level}: {'mode':7} {'tasks':>5} {'success':>8} {'false':>6} {'process':>8} "
                f"{'mean RS':>8} {'wall med':>10} {'p95':>9}"
            )
            s, t = summarize("single", single), summarize("team", team)
            ratio = {k: (t[k] / s[k] if s[k] else float("nan")) for k in ("rs", "wall")}
            print(
                f"team/single: reasoning steps x{ratio['rs']:.2f}, wall time x{ratio['wall']:.2f}"
            )
            if shown:
                _outcomes(team)


if __name__ == "__main__":
    main()
