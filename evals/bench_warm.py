"""Warm tool choice and binding on a development set (evals/dev/tools.yaml): suite tasks asked
with other values, typed the way people type them.

One library is learned from a cold run of each task's suite instance (as ``bench_library``
learns); then each request runs with that library and without tools. Prints, per group:
success with tools and without, requests that used a tool, tool uses that did the task by the
checker, wrong uses (a tool ran and the checker says no: worse than none) and reasoning steps
with and without tools. With ``-v`` each ``dev`` request's outcome is listed; the ``sealed``
group is only ever shown in aggregate.

With ``--team`` each request runs as ``mobilexperts run`` runs it: an assembled team carrying
out its plan, whose node experts are offered the library (the warm path of a team run), against
the same team offered no tools.

Run: ``python -m evals.bench_warm [-v] [--team] [--file evals/dev/tools3.yaml]``.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, Field

from evals.bench_library import RunFigures, run_once
from evals.checker import check, prepare
from evals.eval.warm import practise_as_team
from evals.tasks import TaskSpec, load_suite
from experts.assembly import assemble
from experts.expert import ExpertSettings
from experts.pool import ExpertPool
from mobilexperts.config import Settings
from mobilexperts.errors import MobilexpertsError
from mobilexperts.llm.factory import build_run_model
from mobilexperts.runs.records import TRAJECTORY_FILE, StepRecord
from mobilexperts.sim.device import SimDevice
from planners.record import TeamRecord
from planners.run import TeamOptions, TeamRunner
from planners.team import plan_team
from sandbox import Sandbox
from tools_store import ToolStore

DEV_FILE = Path(__file__).parent / "dev" / "tools.yaml"
TEAM_CAP = 30
"""The step cap of a C3 task's practice run (the evaluation's C3 cap)."""
GROUPS = ("dev", "sealed")


class WarmRequest(BaseModel):
    """A suite task asked another way, with the params its checker wants for the new values."""

    task: str
    params: dict[str, Any] = Field(default_factory=dict)
    instruction: str


class WarmSet(BaseModel):
    """The requests tuned on (``dev``) and those only ever counted (``sealed``)."""

    dev: list[WarmRequest] = Field(default_factory=list)
    sealed: list[WarmRequest] = Field(default_factory=list)


class WarmOutcome(BaseModel):
    """One request run with the library and without tools."""

    group: str
    instruction: str
    with_tools: RunFigures
    without: RunFigures


def load_warm_set(path: Path = DEV_FILE) -> WarmSet:
    return WarmSet.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))


def warm_tasks(warm: WarmSet) -> list[tuple[str, TaskSpec]]:
    """Every request of ``warm`` with its group, as a ready task of its suite task."""
    suite = {t.id: t for t in load_suite()}
    out = []
    for group in GROUPS:
        for item in getattr(warm, group):
            spec = suite[item.task].with_params(**item.params)
            out.append((group, spec.model_copy(update={"instruction": item.instruction})))
    return out


def learn_library(
    tasks: list[TaskSpec], store: ToolStore, sandbox: Sandbox, settings: Settings
) -> None:
    """Learn ``store`` (the device's store under ``settings``) from one cold run of each task's
    suite instance: one expert's, or for a C3 task the team's, as the evaluation's warm store
    practises (:func:`evals.eval.warm.practise_as_team`)."""
    suite = {t.id: t for t in load_suite()}
    for task_id in sorted({t.id for t in tasks}):
        spec = suite[task_id].ready
        if spec.complexity == "C3":
            practise_as_team(spec, settings, settings.data_dir / "practice" / task_id, TEAM_CAP)
        else:
            run_once(spec, store, sandbox, learn=True)


def tools_in(folder: Path) -> tuple[list[str], int]:
    """The tools the runs under ``folder`` used, in order, and how many of those uses worked."""
    used, ok = [], 0
    for path in sorted(folder.rglob(TRAJECTORY_FILE)):
        for line in path.read_text(encoding="utf-8").splitlines():
            step = StepRecord.model_validate_json(line)
            if step.operation.get("kind") == "use_tool":
                used.append(str(step.operation.get("name")))
                ok += not step.error
    return used, ok


def run_team_once(spec: TaskSpec, settings: Settings, folder: Path, tools: bool) -> RunFigures:
    """Run ``spec`` as a team with the offline policy, its node experts offered the tool store
    under ``settings``' data dir (or no tools); a team that cannot be formed is a failed run."""
    device = SimDevice(seed=spec.seed)
    initial = prepare(spec, device)
    run_model = build_run_model(settings)
    started = time.perf_counter()
    answer = ""
    try:
        pool = ExpertPool(folder / "experts.json", device.info.fingerprint)
        team = assemble(spec.instruction, pool, device, run_model.model, settings=settings)
        plan = plan_team(spec.instruction, team, run_model.model).spec
        record = TeamRecord(request=spec.instruction, team=team, plan=plan)
        record.add_plan(plan)
        expert = ExpertSettings(vision=False, max_steps=25, tools=tools)
        options = TeamOptions(expert=expert, screenshots=False)
        record = TeamRunner({"sim": device}, run_model, settings, folder, options).start(record)
        answer = " ".join(r.answer for r in record.nodes.values() if r.answer)
    except MobilexpertsError:
        pass
    seconds = time.perf_counter() - started
    used, ok = tools_in(folder)
    success = check(spec, device.state(), answer, initial).success
    return RunFigures(
        success=success,
        reasoning_steps=run_model.log.reasoning_steps,
        seconds=seconds,
        tools_used=used,
        tools_ok=ok,
        answered=bool(ok) and spec.answer is not None and success,
    )


def summarize(group: str, rows: list[WarmOutcome]) -> str:
    used = [r for r in rows if r.with_tools.tools_used]
    did = [r for r in used if r.with_tools.success]
    return (
        f"{group:7} requests {len(rows):3}  success with tools "
        f"{sum(r.with_tools.success for r in rows)}/{len(rows)} without "
        f"{sum(r.without.success for r in rows)}/{len(rows)}  used a tool {len(used)}  "
        f"tool uses done {len(did)}/{len(used)}  wrong uses {len(used) - len(did)}  RS with "
        f"{sum(r.with_tools.reasoning_steps for r in rows)} without "
        f"{sum(r.without.reasoning_steps for r in rows)}"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m evals.bench_warm", description=__doc__)
    parser.add_argument("-v", action="store_true", help="list each dev request's outcome")
    parser.add_argument("--groups", nargs="*", default=list(GROUPS), choices=GROUPS)
    parser.add_argument("--file", type=Path, default=DEV_FILE, help="the warm set (a dev yaml)")
    parser.add_argument("--team", action="store_true", help="run each request as a team")
    args = parser.parse_args(argv)
    tasks = [(g, t) for g, t in warm_tasks(load_warm_set(args.file)) if g in args.groups]
    rows: list[WarmOutcome] = []
    with tempfile.TemporaryDirectory() as tmp, Sandbox() as sandbox:
        sandbox.start()
        settings = Settings(data_dir=Path(tmp) / "data")
        library = ToolStore.for_device(SimDevice().info.fingerprint, settings)
        learn_library([t for _, t in tasks], library, sandbox, settings)
        verified = sum(t.status == "verified" for t in library.all())
        print(f"library: {verified} verified tools of {len(library.all())}", flush=True)
        for number, (group, spec) in enumerate(tasks):
            if args.team:
                runs = Path(tmp) / "runs" / str(number)
                with_tools = run_team_once(spec, settings, runs / "with", tools=True)
                without = run_team_once(spec, settings, runs / "without", tools=False)
            else:
                empty = ToolStore(Path(tmp) / "none.json")
                with_tools = run_once(spec, library, sandbox, learn=False)
                without = run_once(spec, empty, sandbox, learn=False)
            row = WarmOutcome(
                group=group, instruction=spec.instruction, with_tools=with_tools, without=without
            )
            rows.append(row)
            if args.v and group == "dev":
                run = row.with_tools
                print(
                    f"  {'ok  ' if run.success else 'FAIL'} {run.reasoning_steps:3} RS "
                    f"(without {row.without.reasoning_steps}, "
                    f"{'ok' if row.without.success else 'FAIL'}) used "
                    f"{','.join(run.tools_used) or '-'}: {spec.instruction}",
                    flush=True,
                )
    for group in GROUPS:
        chosen = [r for r in rows if r.group == group]
        if chosen:
            print(summarize(group, chosen))


if __name__ == "__main__":
    main()
