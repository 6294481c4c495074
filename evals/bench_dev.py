"""The offline policy on its development set (evals/dev/requests.yaml): requests typed the way
people type them, new app features, rewordings written after tuning, and requests no installed
app handles.

Prints, per group, success (from the checker), false success (the run claimed done, the checker
says no) and mean steps; for unmappable requests, how many ended undone within 5 steps. With
``-v`` it lists each request's outcome. Run: ``python -m evals.bench_dev [-v]``.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

import yaml
from pydantic import BaseModel, Field

import experts  # noqa: F401 - registers the offline handlers
from evals.checker import check, prepare
from evals.tasks import TaskSpec, load_suite
from experts.expert import Expert, ExpertRun, ExpertSettings
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice

DEV_SET = Path(__file__).parent / "dev" / "requests.yaml"
CANT_TELL_STEPS = 5


class Rewording(BaseModel):
    """A suite task asked another way."""

    task: str
    instruction: str


class DevSet(BaseModel):
    """The development set's groups (``fresh``: rewordings written after tuning, run once)."""

    rewordings: list[Rewording] = Field(default_factory=list)
    new: list[TaskSpec] = Field(default_factory=list)
    fresh: list[Rewording] = Field(default_factory=list)
    unmappable: list[str] = Field(default_factory=list)


class Outcome(BaseModel):
    """One request's run: whether it did the task, and whether it claimed to."""

    group: str
    instruction: str
    success: bool
    claimed: bool
    steps: int


def load_dev_set(path: Path = DEV_SET) -> DevSet:
    return DevSet.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))


def _run(task: TaskSpec, max_steps: int = 25) -> tuple[ExpertRun, SimDevice, dict]:
    sim = SimDevice(seed=task.seed)
    initial = prepare(task, sim)
    expert = Expert(sim, OfflinePolicy(), ExpertSettings(vision=False, max_steps=max_steps))
    return expert.act(task.instruction), sim, initial


def run_task(group: str, task: TaskSpec) -> Outcome:
    run, sim, initial = _run(task)
    success = check(task, sim.state(), run.answer, initial).success
    return Outcome(
        group=group,
        instruction=task.instruction,
        success=success,
        claimed=run.done,
        steps=len(run.steps),
    )


def run_unmappable(instruction: str) -> Outcome:
    """A request nothing on the phone handles: right when it ends undone within 5 steps."""
    task = TaskSpec(
        id="unmappable",
        instruction=instruction,
        complexity="C1",
        apps=[],
        success=[{"path": "foreground", "exists": True}],
        reference_steps=1,
    )
    run, _, _ = _run(task, max_steps=CANT_TELL_STEPS + 5)
    success = not run.done and len(run.steps) <= CANT_TELL_STEPS
    return Outcome(
        group="unmappable",
        instruction=instruction,
        success=success,
        claimed=run.done,
        steps=len(run.steps),
    )


def run_dev_set(dev: DevSet) -> list[Outcome]:
    suite = {t.id: t for t in load_suite()}
    outcomes = [
        run_task("rewordings", suite[r.task].ready.model_copy(update={"instruction": i}))
        for r in dev.rewordings
        if (i := r.instruction)
    ]
    outcomes += [run_task("new", t.ready) for t in dev.new]
    outcomes += [
        run_task("fresh", suite[r.task].ready.model_copy(update={"instruction": i}))
        for r in dev.fresh
        if (i := r.instruction)
    ]
    outcomes += [run_unmappable(i) for i in dev.unmappable]
    return outcomes


def main(argv: list[str] | None = None) -> None:
    verbose = "-v" in (argv if argv is not None else sys.argv[1:])
    outcomes = run_dev_set(load_dev_set())
    print(f"{'group':11} {'requests':>8} {'success':>8} {'false success':>14} {'mean steps':>10}")
    for group in ("rewordings", "new", "fresh", "unmappable"):
        rows = [o for o in outcomes if o.group == group]
        if not rows:
            continue
        rate = sum(o.success for o in rows) / len(rows)
        false = sum(o.claimed and not o.success for o in rows) / len(rows)
        steps = statistics.mean(o.steps for o in rows)
        print(f"{group:11} {len(rows):>8} {rate:>7.0%} {false:>13.0%} {steps:>10.1f}")
    if verbose:
        for o in outcomes:
            mark = "ok " if o.success else "FALSE" if o.claimed else "no "
            print(f"{mark:5} {o.steps:>3} {o.group:10} {o.instruction}")


if __name__ == "__main__":
    main()
