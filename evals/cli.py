"""``mobilexperts tasks list`` and ``mobilexperts sim replay``: the task suite from the CLI."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from evals.checker import check, prepare
from evals.reference import find, run_reference
from evals.tasks import find_task, load_suite
from mobilexperts.console import escape
from mobilexperts.runs.records import TRAJECTORY_FILE
from mobilexperts.sim.device import SimDevice

out = Console(highlight=False)
tasks_app = typer.Typer(no_args_is_help=True, add_completion=False)


@tasks_app.callback()
def tasks_group() -> None:
    """The task suite: list its tasks."""


@tasks_app.command("list")
def list_command(
    app: Annotated[str | None, typer.Option(help="Only tasks that use this app.")] = None,
    complexity: Annotated[str | None, typer.Option(help="Only C1, C2 or C3 tasks.")] = None,
) -> None:
    """List the suite's tasks: id, complexity, apps and instruction."""
    tasks = [
        t
        for t in load_suite()
        if (app is None or app.casefold() in (a.casefold() for a in t.apps))
        and (complexity is None or t.complexity.casefold() == complexity.casefold())
    ]
    table = Table("id", "level", "instruction", box=None, pad_edge=False)
    for task in tasks:
        table.add_row(task.id, task.complexity, task.ready.instruction)
    out.print(table)
    out.print(f"{len(tasks)} tasks; run one with `mobilexperts run --task ID`")


def replay_command(
    task: Annotated[str, typer.Argument(help="A task file, a suite task id, or a run folder.")],
    screenshots: Annotated[Path | None, typer.Option(help="Folder for a PNG of each step.")] = None,
) -> None:
    """Replay a suite task's reference solution on the simulator and check it from the state.

    Given a run folder, re-execute the run's operations instead (as `mobilexperts replay`).
    """
    if (Path(task) / TRAJECTORY_FILE).is_file():
        from experts.replay_cli import replay_command as replay_run

        replay_run(Path(task))
        return
    spec = find_task(task).ready
    device = SimDevice(seed=spec.seed)
    initial = prepare(spec, device)
    out.print(f"[bold]task[/] {escape(spec.id)} ({spec.complexity}): {escape(spec.instruction)}")
    answer = None
    for number, step in enumerate(spec.reference, start=1):
        action = step.model_dump(exclude_none=True)
        target = ""
        selector = step.tap or step.long_press
        if selector is not None:
            target = f" at {find(device.observe().xml, selector)}"
        answer = run_reference(device, [step]) or answer
        obs = device.observe()
        out.print(f"  step {number}: {escape(f'{action}{target}')} -> {escape(obs.activity)}")
        if screenshots is not None:
            screenshots.mkdir(parents=True, exist_ok=True)
            (screenshots / f"step{number:02d}.png").write_bytes(obs.screenshot)
    result = check(spec, device.state(), answer, initial)
    verdict = "[green]success[/]" if result.success else "[red]failure[/]"
    out.print(f"checker: {verdict} (process score {result.process_score:.2f})")
    for condition in result.conditions:
        out.print(f"  {'✓' if condition.passed else '✗'} {escape(condition.description)}")
    if not result.success:
        raise typer.Exit(1)
