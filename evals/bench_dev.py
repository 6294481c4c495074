"""The offline policy on a development set (evals/dev/<set>.yaml): requests typed the way
people type them, new app features, rewordings written after tuning, requests no installed app
handles, and a sealed slice.

Prints, per group, success (from the checker), false success (the run claimed done, the checker
says no) and mean steps; for unmappable requests, how many ended undone within 5 steps. With
``-v`` it lists each request's outcome, except the ``sealed`` group's, which is only ever shown
in aggregate so nobody tunes on it.
Run: ``python -m evals.bench_dev [--set requests|people|unseen] [-v] [--no-sealed]``.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, Field

import experts  # noqa: F401 - registers the offline handlers
from evals.checker import check, prepare
from evals.tasks import TaskSpec, load_suite
from experts.expert import Expert, ExpertRun, ExpertSettings
from experts.helpers import ExpertHelpers
from memory.content import ContentMemory
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice

DEV_DIR = Path(__file__).parent / "dev"
DEV_SET = DEV_DIR / "requests.yaml"
GROUPS = ("rewordings", "new", "fresh", "sealed", "unmappable")
CANT_TELL_STEPS = 5


class Rewording(BaseModel):
    """A suite task asked another way, with the values it names where they differ from the
    suite task's (``params``)."""

    task: str
    instruction: str
    params: dict[str, Any] = Field(default_factory=dict)


class DevSet(BaseModel):
    """The development set's groups (``fresh``: rewordings written after tuning, run once;
    ``sealed``: rewordings and new tasks never looked at one by one)."""

    rewordings: list[Rewording] = Field(default_factory=list)
    new: list[TaskSpec] = Field(default_factory=list)
    fresh: list[Rewording] = Field(default_factory=list)
    sealed: list[Rewording | TaskSpec] = Field(default_factory=list)
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
    """One run on a fresh phone, with an empty content memory (the survey fills it)."""
    sim = SimDevice(seed=task.seed)
    initial = prepare(task, sim)
    model = OfflinePolicy()
    with tempfile.TemporaryDirectory(prefix="bench-dev-") as data:
        helpers = ExpertHelpers(model, content=ContentMemory(Path(data) / "content.json"))
        expert = Expert(sim, model, ExpertSettings(vision=False, max_steps=max_steps), helpers)
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


def dev_tasks(dev: DevSet) -> list[tuple[str, TaskSpec]]:
    """Every checked request of ``dev`` with its group, as a ready task."""
    suite = {t.id: t for t in load_suite()}

    def ready(item: Rewording | TaskSpec) -> TaskSpec:
        if isinstance(item, TaskSpec):
            return item.ready
        task = suite[item.task].with_params(**item.params)
        return task.model_copy(update={"instruction": item.instruction})

    return [(group, ready(item)) for group in GROUPS[:-1] for item in getattr(dev, group)]


def run_dev_set(dev: DevSet) -> list[Outcome]:
    outcomes = [run_task(group, task) for group, task in dev_tasks(dev)]
    outcomes += [run_unmappable(i) for i in dev.unmappable]
    return outcomes


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m evals.bench_dev", description=__doc__)
    parser.add_argument("--set", default="requests", help="a file name in evals/dev/")
    parser.add_argument("-v", action="store_true", help="list each request's outcome")
    parser.add_argument(
        "--no-sealed", action="store_true", help="leave the sealed group out (while tuning)"
    )
    args = parser.parse_args(argv)
    path = DEV_DIR / f"{args.set}.yaml"
    if not path.is_file():
        parser.error(f"no dev set {path.name} in {DEV_DIR}")
    dev = load_dev_set(path)
    if args.no_sealed:
        dev.sealed = []
    outcomes = run_dev_set(dev)
    print(f"{'group':11} {'requests':>8} {'success':>8} {'false success':>14} {'mean steps':>10}")
    for group in GROUPS:
        rows = [o for o in outcomes if o.group == group]
        if not rows:
            continue
        rate = sum(o.success for o in rows) / len(rows)
        false = sum(o.claimed and not o.success for o in rows) / len(rows)
        steps = statistics.mean(o.steps for o in rows)
        print(f"{group:11} {len(rows):>8} {rate:>7.0%} {false:>13.0%} {steps:>10.1f}")
    if args.v:
        for o in (o for o in outcomes if o.group != "sealed"):
            mark = "ok " if o.success else "FALSE" if o.claimed else "no "
            print(f"{mark:5} {o.steps:>3} {o.group:10} {o.instruction}")


if __name__ == "__main__":
    main()
