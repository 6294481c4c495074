"""Tool library benchmark over the whole suite: what one run teaches and what the next run of
the same task, with new values, gets from it.

Run: ``python -m evals.bench_library [--levels C1 C2 C3] [--tasks ID ...]``. Each task runs
cold (empty tool store; after an accepted run, synthesis and admission), then warm with the
tools learned cold, on another instance of the task: new parameter values where this module
has some that the task's reference solution accepts, else the same instance (counted apart).
Prints per level and overall:

- tasks with a verified tool after one run;
- warm runs that use one (of the tasks with a tool), and question tasks answered through one;
- reasoning steps (decide + reflect calls) warm ÷ cold over the tasks with a tool
  (target <= 0.5);
- warm tool uses that did the task by the checker (target >= 95%);
- wall time warm ÷ cold over the tasks with a tool;
- with ``--update``: each task's tools re-checked (``tools doctor``) on v1 (false alarms) and,
  on a copy of the library, on the apps' v2 layouts (which tools the update broke); then the
  warm instance runs on v2 with the library as a ToolKit finds it: its health check re-admits
  the outdated tools before use and repairs broken ones from their own goal. Prints broken
  tools detected before use (target >= 95%), repaired (target >= 80%), and v2 success with
  tools versus without.
- with ``--c3-library``, instead: one library learned from the cold runs of every C1 and C2
  task, then every C3 task run with it and without tools: success with >= success without is
  the target; tool uses and those that failed are counted too.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel

import experts  # noqa: F401 - registers the offline handlers
from evals.bench_tools import FAMILIES
from evals.checker import check, prepare
from evals.eval.instances import load_instances, usable_instance
from evals.reference import run_reference
from evals.tasks import TASKS_DIR, TaskSpec, load_suite, load_task
from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from experts.tool_repair import GoalRepair
from mobilexperts.errors import MobilexpertsError
from mobilexperts.llm import CallLog, LoggedModel, OfflinePolicy
from mobilexperts.operations import UseTool
from mobilexperts.sim.device import SimDevice
from sandbox import Sandbox
from tools_store import SnapshotRecorder, ToolKit, ToolStore, learn_from_run
from tools_store.doctor import recheck
from tools_store.health import HealthRow, Repair

LEVELS = ("C1", "C2", "C3")
FRESH: dict[str, dict[str, Any]] = {
    "clock_set_alarm": {"time_words": "7:10 AM", "time": "07:10"},
    "clock_start_timer": {"minutes": "25", "seconds": 1500},
    "calendar_create_event_tomorrow": {
        "title": "Piano lesson",
        "time_words": "5 PM",
        "start": "17:00",
    },
    "pages_delete_page": {"title": "Reading list"},
    "messages_text_contact": {"message": "Running late, see you at ten."},
    "contacts_text_contact": {"message": "Thanks for the book, I loved it."},
    "browser_open_url": {"url": "wiki.example.org/wiki/Marie_Curie"},
    "snapgram_follow_account": {"handle": "nomad.lens"},
    "maps_navigate_to": {"place": "Trattoria Lucia"},
}


class RunFigures(BaseModel):
    """One expert run of a task instance."""

    success: bool
    reasoning_steps: int
    seconds: float
    tools_used: list[str]
    tools_ok: int
    answered: bool
    learned: list[str] = []
    refused: list[str] = []
    health: list[HealthRow] = []


class UpdateFigures(BaseModel):
    """A task's tools after an app update: re-checked, found broken on v1 (false alarms) and on
    v2; of the broken ones, those the ToolKit's health check marked suspect before use, those
    the warm run used before, and those repaired; whether the warm instance succeeds on v2 with
    tools and without."""

    checked: int
    broken_v1: int
    broken_v2: int
    detected: int
    used_broken: int
    repaired: int
    with_tools: bool
    without: bool


class TaskFigures(BaseModel):
    """A task's cold and warm runs, and its tools after an app update (``--update``)."""

    id: str
    level: str
    question: bool
    fresh: bool
    cold: RunFigures
    warm: RunFigures | None
    update: UpdateFigures | None = None

    @property
    def has_tool(self) -> bool:
        return any(t.endswith(":verified") for t in self.cold.learned)


@cache
def _families() -> dict[str, dict[str, Any]]:
    """bench_tools' new values for its task families, by task id."""
    return {load_task(TASKS_DIR / path).id: params for path, params in FAMILIES}


def fresh_instance(spec: TaskSpec) -> TaskSpec | None:
    """Another instance of ``spec`` whose reference solution passes its checker, or None: the
    bench's own new values, else the evaluation's (:mod:`evals.eval.instances`)."""
    values = FRESH.get(spec.id) or _families().get(spec.id)
    if not values:
        return usable_instance(spec, load_instances())
    if not set(values) <= set(spec.params):
        return None
    other = spec.with_params(**values)
    if other.model_dump() == spec.ready.model_dump():
        return None
    device = SimDevice(seed=other.seed)
    initial = prepare(other, device)
    try:
        answer = run_reference(device, other.reference)
    except MobilexpertsError:
        return None
    return other if check(other, device.state(), answer, initial).success else None


def run_once(
    spec: TaskSpec,
    store: ToolStore,
    sandbox: Sandbox,
    learn: bool,
    app_version: int = 1,
    repair: Repair | None = None,
) -> RunFigures:
    """Run ``spec`` with the offline policy and the store's tools (on the apps' layouts of
    ``app_version``); learn from it if asked and the checker accepts it. The ToolKit's health
    check (repairing with ``repair``) is let finish before the run, so figures do not depend on
    thread timing."""
    device = SimDevice(seed=spec.seed, app_version=app_version)
    initial = prepare(spec, device)
    log = CallLog()
    model = LoggedModel(OfflinePolicy(), log)
    recorder = SnapshotRecorder(device)
    kit = ToolKit(store, sandbox, repair=repair)
    kit.watch(device)
    health = kit.settle()
    helpers = ExpertHelpers(model, tools=kit)
    expert = Expert(device, model, ExpertSettings(vision=False), helpers=helpers, sink=recorder)
    started = time.perf_counter()
    run = expert.act(spec.instruction)
    seconds = time.perf_counter() - started
    success = check(spec, device.state(), run.answer, initial).success
    uses = [s for s in run.steps if isinstance(s.operation, UseTool)]
    ok = [s for s in uses if not s.error]
    learned: list[str] = []
    refused: list[str] = []
    if learn and success:
        found = learn_from_run(run, device, OfflinePolicy(), store, recorder, sandbox=sandbox)
        learned = [f"{t.name}:{t.status}" for t in found]
        refused = [f"{t.name}: {t.status_reason}" for t in found if t.status != "verified"]
    return RunFigures(
        success=success,
        reasoning_steps=log.reasoning_steps,
        seconds=seconds,
        tools_used=[s.operation.name for s in uses if isinstance(s.operation, UseTool)],
        tools_ok=len(ok),
        answered=bool(ok) and spec.answer is not None and success,
        learned=learned,
        refused=refused,
        health=health,
    )


def measure(spec: TaskSpec, data: Path, sandbox: Sandbox, update: bool) -> TaskFigures:
    """Cold then warm; with ``update``, also the library re-checked on v1 and on the apps' v2
    layouts, and the warm instance run on v2 with the re-checked tools and without tools."""
    store = ToolStore(data / spec.id / "tools.json")
    ready = spec.ready
    cold = run_once(ready, store, sandbox, learn=True)
    other = fresh_instance(spec)
    warm = run_once(other or ready, store, sandbox, learn=False)
    row = TaskFigures(
        id=spec.id,
        level=spec.complexity,
        question=spec.answer is not None,
        fresh=other is not None,
        cold=cold,
        warm=warm,
    )
    if update and row.has_tool:
        row.update = after_update(other or ready, store, data / spec.id, sandbox)
    return row


def after_update(spec: TaskSpec, store: ToolStore, data: Path, sandbox: Sandbox) -> UpdateFigures:
    """The library of ``store`` after every app moves to v2: which tools the update broke (by
    ``tools doctor`` on a copy), what the health check of a v2 run made of them, and v2 success
    with the library and without tools."""
    seed = spec.seed
    v1 = recheck(store, lambda: SimDevice(seed=seed), sandbox)
    truth = ToolStore(data / "truth.json")
    truth.put_many(store.all())
    v2 = recheck(truth, lambda: SimDevice(seed=seed, app_version=2), sandbox)
    usable = {r.name for r in v1 if r.after == "verified"}
    broken = {r.name for r in v2 if r.after == "suspect" and r.name in usable}
    run = run_once(spec, store, sandbox, False, 2, GoalRepair(OfflinePolicy(), sandbox))
    flagged = {h.name for h in run.health if h.after == "suspect"}
    return UpdateFigures(
        checked=len(v2),
        broken_v1=sum(r.after == "suspect" for r in v1),
        broken_v2=len(broken),
        detected=len(broken & flagged),
        used_broken=len(broken & set(run.tools_used) - flagged),
        repaired=sum(bool(h.repaired_by) for h in run.health if h.name in broken),
        with_tools=run.success,
        without=run_once(spec, ToolStore(data / "none.json"), sandbox, False, 2).success,
    )


def c3_with_library(
    suite: list[TaskSpec], data: Path, sandbox: Sandbox, library_file: Path | None, verbose: bool
) -> str:
    """Learn one library from the C1 and C2 tasks (kept in ``library_file`` when given, and
    reused from it when it exists), then run each C3 task with it and without tools; one line
    of figures."""
    path = library_file or data / "library.json"
    known = path.exists()
    library = ToolStore(path)
    for spec in suite:
        if spec.complexity in ("C1", "C2") and not known:
            run_once(spec.ready, library, sandbox, learn=True)
    empty = ToolStore(data / "none.json")
    verified = sum(t.status == "verified" for t in library.all())
    hard = [spec.ready for spec in suite if spec.complexity == "C3"]
    with_tools, without = [], []
    for spec in hard:
        with_tools.append(run_once(spec, library, sandbox, learn=False))
        without.append(run_once(spec, empty, sandbox, learn=False))
        if verbose:
            print(
                f"  {spec.id:36} with {'ok' if with_tools[-1].success else 'FAIL'} "
                f"without {'ok' if without[-1].success else 'FAIL'} used "
                f"{','.join(with_tools[-1].tools_used) or '-'}",
                flush=True,
            )
    uses = sum(len(r.tools_used) for r in with_tools)
    failed = sum(len(r.tools_used) - r.tools_ok for r in with_tools)
    return (
        f"C3 with a library of {verified} verified tools learned from C1/C2: success "
        f"{sum(r.success for r in with_tools)}/{len(hard)} vs {sum(r.success for r in without)}/"
        f"{len(hard)} without tools; tool uses {uses} ({failed} failed); RS with "
        f"{sum(r.reasoning_steps for r in with_tools)} vs without "
        f"{sum(r.reasoning_steps for r in without)}"
    )


def _ratio(a: float, b: float) -> str:
    return f"{a / b:.2f}" if b else "-"


def summarize(label: str, rows: list[TaskFigures]) -> str:
    tooled = [r for r in rows if r.has_tool and r.warm is not None]
    using = [r for r in tooled if r.warm and r.warm.tools_used]
    did = [r for r in using if r.warm and r.warm.success]
    questions = [r for r in rows if r.question]
    answered = [r for r in questions if r.warm and r.warm.answered]
    rs_cold = sum(r.cold.reasoning_steps for r in tooled)
    rs_warm = sum(r.warm.reasoning_steps for r in tooled if r.warm)
    s_cold = sum(r.cold.seconds for r in tooled)
    s_warm = sum(r.warm.seconds for r in tooled if r.warm)
    fresh = sum(r.fresh for r in tooled)
    return (
        f"{label:8} tool after one run {len(tooled):3}/{len(rows):<3} "
        f"warm uses one {len(using):3}/{len(tooled):<3} (fresh values {fresh}) "
        f"RS warm/cold {_ratio(rs_warm, rs_cold):>5}  tool uses done {len(did)}/{len(using)}  "
        f"wall warm/cold {_ratio(s_warm, s_cold):>5}  questions via a tool "
        f"{len(answered)}/{len(questions)}"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m evals.bench_library")
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    parser.add_argument("--tasks", nargs="*", default=[])
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--update", action="store_true", help="also switch the apps to v2")
    parser.add_argument(
        "--c3-library", action="store_true", help="only: C3 with a library learned on C1/C2"
    )
    parser.add_argument("--library", type=Path, help="--c3-library: keep/reuse the library here")
    args = parser.parse_args(argv)
    if args.c3_library:
        with tempfile.TemporaryDirectory() as tmp, Sandbox() as sandbox:
            sandbox.start()
            suite = [
                t
                for t in load_suite()
                if t.complexity != "C3" or not args.tasks or t.id in args.tasks
            ]
            print(c3_with_library(suite, Path(tmp), sandbox, args.library, args.verbose))
        return
    suite = [t for t in load_suite() if t.complexity in args.levels]
    if args.tasks:
        suite = [t for t in suite if t.id in args.tasks]
    rows: list[TaskFigures] = []
    with tempfile.TemporaryDirectory() as tmp, Sandbox() as sandbox:
        sandbox.start()
        for spec in suite:
            row = measure(spec, Path(tmp), sandbox, args.update)
            rows.append(row)
            if args.verbose and row.warm is not None:
                print(
                    f"  {row.id:36} {row.cold.reasoning_steps:3}->{row.warm.reasoning_steps:<3} "
                    f"cold {'ok' if row.cold.success else 'FAIL'} warm "
                    f"{'ok' if row.warm.success else 'FAIL'} fresh={row.fresh} "
                    f"learned {','.join(row.cold.learned) or '-'} used "
                    f"{','.join(row.warm.tools_used) or '-'}",
                    flush=True,
                )
                for line in row.cold.refused:
                    print(f"      not admitted: {line}", flush=True)
                if row.update is not None:
                    print(f"      v2: {row.update.model_dump()}", flush=True)
    for level in LEVELS:
        chosen = [r for r in rows if r.level == level]
        if chosen:
            print(summarize(level, chosen))
    print(summarize("all", rows))
    updated = [r.update for r in rows if r.update is not None]
    if updated:
        checked = sum(u.checked for u in updated)
        broken = sum(u.broken_v2 for u in updated)
        print(
            f"after switching the apps to v2 ({checked} verified tools of {len(updated)} tasks): "
            f"broken {broken}; detected before use {sum(u.detected for u in updated)}/{broken} "
            f"(used while broken {sum(u.used_broken for u in updated)}); repaired "
            f"{sum(u.repaired for u in updated)}/{broken}; false alarms on v1 "
            f"{sum(u.broken_v1 for u in updated)}; v2 success with tools "
            f"{sum(u.with_tools for u in updated)}/{len(updated)}, without tools "
            f"{sum(u.without for u in updated)}/{len(updated)}"
        )


if __name__ == "__main__":
    main()
