"""Plan benchmark: does the stage before any node acts give every app a task needs a node?

For every request of the chosen dev files the offline policy assembles a team on a fresh seed-0
SimDroid phone and plans it (no node runs, ~0.2 s a request), then the request is classed as
the team benchmark's stages do (evals/team_stages.py): ``ok``, ``assembly: an app without an
expert``, ``plan: unsplit``, ``plan: an app without a node`` or a refusal. This checks the FIRST
plan only: a run can still repair a missing app at re-plan, and a task's ``apps`` may name an app
that also holds the value without being needed. Default files: every non-sealed
evals/dev/cross*.yaml; ``--sealed``: every evals/dev/cross_sealed*.yaml, aggregate figures only
(never tune on them). ``--why`` prints, for each miss, the apps the team got and the plan's nodes.
Run: ``python -m evals.bench_plan [FILE ...] [--sealed] [--why]``
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections import Counter
from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
import planners  # noqa: F401 - registers the offline handlers
from evals.bench_team import DEV_CROSS, load_dev
from evals.tasks import TaskSpec
from evals.team_stages import assembly_stage, plan_stage
from experts.assembly import assemble
from experts.pool import ExpertPool
from experts.portrait import Team
from mobilexperts.config import Settings
from mobilexperts.errors import MobilexpertsError
from mobilexperts.llm.factory import build_run_model
from mobilexperts.llm.types import Model
from mobilexperts.sim.device import SimDevice
from planners.plan import PlanSpec
from planners.team import plan_team

OK = "ok"


def default_files(sealed: bool) -> list[Path]:
    """Every dev cross-app file, or every sealed one."""
    found = sorted(DEV_CROSS.parent.glob("cross*.yaml"))
    return [p for p in found if p.stem.startswith("cross_sealed") == sealed]


def _why(team: Team | None, plan: PlanSpec | None) -> str:
    """The team's apps and the plan's nodes (expert: subtask), for a miss."""
    if team is None:
        return "no team"
    apps = sorted({label for m in team.members for label in m.portrait.labels})
    nodes = "; ".join(f"{n.expert}: {n.subtask}" for n in plan.nodes) if plan else "no plan"
    return f"team {apps} | nodes {nodes}"


def stage(
    task: TaskSpec, pool: ExpertPool, sim: SimDevice, model: Model, settings: Settings
) -> tuple[str, str]:
    """The request's first wrong stage before any node acts (``ok`` when none), and why."""
    installed = {a.casefold() for a in sim.apps()}
    needed = [a for a in task.apps if a.casefold() in installed]
    team: Team | None = None
    plan: PlanSpec | None = None
    try:
        team = assemble(task.instruction, pool, sim, model, settings=settings)
        found = assembly_stage(needed, team)
        if not found:
            plan = plan_team(task.instruction, team, model).spec
            found = plan_stage(needed, team, plan)
    except MobilexpertsError:
        found = "refused"
    return found or OK, _why(team, plan)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", type=Path, nargs="*", help="dev files (default: all cross*)")
    parser.add_argument("--sealed", action="store_true", help="sealed files, aggregates only")
    parser.add_argument("--why", action="store_true", help="print each miss's team and nodes")
    args = parser.parse_args()
    files = args.files or default_files(args.sealed)
    counts: Counter[str] = Counter()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as scratch:
        settings = Settings(data_dir=Path(scratch) / "data")
        model = build_run_model(settings).model
        sim = SimDevice(seed=0)
        pool = ExpertPool(Path(scratch) / "experts.json", sim.info.fingerprint)
        for path in files:
            for task in load_dev(path):
                found, why = stage(task.ready, pool, sim, model, settings)
                counts[found] += 1
                if found != OK and not args.sealed:
                    print(f"{task.id}: {found} | needed {task.apps} | {task.instruction}")
                    if args.why:
                        print(f"    {why}")
    total = sum(counts.values())
    print(f"\n{len(files)} files, {total} requests, {time.perf_counter() - start:.0f} s")
    for name, count in counts.most_common():
        print(f"  {name:36} {count:4}  {count / total:6.1%}")


if __name__ == "__main__":
    main()
