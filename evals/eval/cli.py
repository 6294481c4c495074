"""``mobilexperts eval``: methods side by side on a task suite, resumable, with reports."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from evals.eval.diagnose import taught_line
from evals.eval.execute import UnitConfig, learn_device
from evals.eval.records import EvalRow, Unit, append_row, load_rows
from evals.eval.report import (
    calls_table,
    ratio_lines,
    target_line,
    terminal_table,
    write_csv,
    write_html,
)
from evals.eval.runner import run_units
from evals.methods import DEFAULT_METHODS, methods
from evals.tasks import TASKS_DIR, TaskSpec, load_suite
from mobilexperts.config import load_settings
from mobilexperts.console import escape
from mobilexperts.errors import ConfigError
from mobilexperts.run_options import ApiKey, BaseUrl, ModelOpt
from mobilexperts.sim.options import parse_perturb

out = Console(highlight=False)
DEFAULT_STEPS = "C1=15,C2=15,C3=30"

Names = Annotated[
    str | None, typer.Option(help="comma-separated; only tasks that match one of them")
]


def _split(text: str | None) -> list[str]:
    return [part.strip() for part in (text or "").split(",") if part.strip()]


def parse_steps(text: str) -> dict[str, int]:
    """``C1=15,C2=15,C3=30`` -> step caps per complexity."""
    caps: dict[str, int] = {}
    for part in _split(text):
        level, _, value = part.partition("=")
        if level not in ("C1", "C2", "C3") or not value.isdigit() or int(value) < 1:
            raise ConfigError(f"bad --steps item {part!r}; use C1=15,C2=15,C3=30")
        caps[level] = int(value)
    return caps


def select(
    tasks: list[TaskSpec], complexity: list[str], apps: list[str], ids: list[str]
) -> list[TaskSpec]:
    """The tasks matching every filter given (complexity, app label, id)."""
    wanted_apps = {a.casefold() for a in apps}
    chosen = [
        t
        for t in tasks
        if (not complexity or t.complexity in complexity)
        and (not wanted_apps or wanted_apps & {a.casefold() for a in t.apps})
        and (not ids or t.id in ids)
    ]
    if not chosen:
        raise ConfigError("no task matches the filters (--complexity, --app, --task)")
    return chosen


def eval_command(
    suite: Annotated[Path, typer.Option(help="a folder of task YAML files")] = TASKS_DIR,
    method: Annotated[
        str,
        typer.Option(
            help="comma-separated: team, team-warm, team-rerun, single, mobile-agent-v2, appagent, "
            "team-no-tools, team-no-exploration, team-no-reflection, team-no-team-memory"
        ),
    ] = ",".join(DEFAULT_METHODS),
    complexity: Names = None,
    app: Names = None,
    task: Names = None,
    repeat: Annotated[
        int, typer.Option(min=1, help="runs per task; repeats move the seed and perturb")
    ] = 1,
    perturb: Annotated[str, typer.Option(help="disturbances of the repeats")] = "popups=0.2",
    steps: Annotated[
        str,
        typer.Option(
            help="step cap per complexity; every method may spend the reasoning steps one "
            "expert spends in it, however it splits the task"
        ),
    ] = DEFAULT_STEPS,
    out_dir: Annotated[
        Path | None,
        typer.Option("--out", help="evaluation folder; an existing one is resumed"),
    ] = None,
    jobs: Annotated[int, typer.Option(min=1, help="runs at the same time")] = 1,
    ray: Annotated[
        str | None,
        typer.Option(
            metavar="ADDRESS",
            help="spread runs over the Ray cluster at ADDRESS; 'local' starts one here with "
            "--jobs workers (needs the ray extra)",
        ),
    ] = None,
    model: ModelOpt = None,
    base_url: BaseUrl = None,
    api_key: ApiKey = None,
) -> None:
    """Run METHODS on the suite's tasks and compare them: a table of SU, PS, RS and CP per
    method and complexity, results.jsonl (resumable), results.csv and report.html."""
    settings = load_settings({"llm.model": model, "llm.base_url": base_url, "llm.api_key": api_key})
    chosen = methods(_split(method))
    caps = {**parse_steps(DEFAULT_STEPS), **parse_steps(steps)}
    tasks = select(load_suite(suite), _split(complexity), _split(app), _split(task))
    folder = out_dir or settings.data_dir / "evals" / datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    folder.mkdir(parents=True, exist_ok=True)
    config = UnitConfig(
        folder=folder.resolve(), settings=settings, max_steps=caps, perturb=parse_perturb(perturb)
    )
    units = [
        Unit(method=m.name, task_id=t.id, repeat=r)
        for m in chosen
        for t in tasks
        for r in range(repeat)
    ]
    keys = {u.key for u in units}
    done = {r.key: r for r in load_rows(folder) if r.key in keys}
    todo = [u for u in units if u.key not in done]
    out.print(
        f"{len(units)} runs: {len(chosen)} methods x {len(tasks)} tasks x {repeat}; "
        f"{len(done)} already recorded in {escape(folder)}"
    )
    started = time.perf_counter()
    filtered = complexity or app or task
    apps = sorted({a for t in tasks for a in t.apps}) if filtered else None
    for kind in sorted({m.knowledge for m in chosen}):
        spent = learn_device(config.folder, kind, settings, apps, tasks, caps)
        if spent:
            out.print(f"device knowledge '{kind}' learned in {spent:.0f} s")
        taught = taught_line(config.folder, kind, tasks)
        if taught:
            out.print(taught)
    rows = list(done.values())

    def record(row: EvalRow) -> None:
        append_row(folder, row)
        rows.append(row)
        mark = "error" if row.error else ("ok" if row.success else "fail")
        out.print(
            f"[{len(rows)}/{len(units)}] {row.method} {row.task_id} r{row.repeat}: {mark}, "
            f"RS {row.reasoning_steps}, {row.wall_s:.1f} s",
            markup=False,
        )

    specs = {t.id: t.ready for t in tasks}
    run_units(todo, specs, config, record, jobs=jobs, ray_address=ray)
    names = [m.name for m in chosen]
    out.print(terminal_table(rows, names))
    out.print(calls_table(rows, names))
    for line in ratio_lines(rows):
        out.print(line)
    if target := target_line(rows):
        out.print(f"[bold]{escape(target)}[/]")
    csv_path = write_csv(folder, rows)
    title = f"mobilexperts eval: {', '.join(names)} on {len(tasks)} tasks"
    html = write_html(folder, rows, names, title)
    out.print(f"wall time {time.perf_counter() - started:.0f} s for {len(todo)} runs (jobs {jobs})")
    out.print(f"report: {escape(html)}\ncsv: {escape(csv_path)}")
