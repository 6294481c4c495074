"""Warm tool choice and binding on a development set (evals/dev/tools.yaml): suite tasks asked
with other values, typed the way people type them.

One library is learned from a cold run of each task's suite instance (as ``bench_library``
learns); then each request runs with that library and without tools. Prints, per group:
success with tools and without, requests that used a tool, tool uses that did the task by the
checker, wrong uses (a tool ran and the checker says no: worse than none) and reasoning steps
with and without tools. With ``-v`` each ``dev`` request's outcome is listed; the ``sealed``
group is only ever shown in aggregate.

Run: ``python -m evals.bench_warm [-v] [--file evals/dev/tools3.yaml]``.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, Field

from evals.bench_library import RunFigures, run_once
from evals.tasks import TaskSpec, load_suite
from sandbox import Sandbox
from tools_store import ToolStore

DEV_FILE = Path(__file__).parent / "dev" / "tools.yaml"
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


def learn_library(tasks: list[TaskSpec], store: ToolStore, sandbox: Sandbox) -> None:
    """Learn ``store`` from one cold run of each task's suite instance."""
    suite = {t.id: t for t in load_suite()}
    for task_id in sorted({t.id for t in tasks}):
        run_once(suite[task_id].ready, store, sandbox, learn=True)


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
    args = parser.parse_args(argv)
    tasks = [(g, t) for g, t in warm_tasks(load_warm_set(args.file)) if g in args.groups]
    rows: list[WarmOutcome] = []
    with tempfile.TemporaryDirectory() as tmp, Sandbox() as sandbox:
        sandbox.start()
        library = ToolStore(Path(tmp) / "library.json")
        learn_library([t for _, t in tasks], library, sandbox)
        verified = sum(t.status == "verified" for t in library.all())
        print(f"library: {verified} verified tools of {len(library.all())}", flush=True)
        for group, spec in tasks:
            empty = ToolStore(Path(tmp) / "none.json")
            row = WarmOutcome(
                group=group,
                instruction=spec.instruction,
                with_tools=run_once(spec, library, sandbox, learn=False),
                without=run_once(spec, empty, sandbox, learn=False),
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
