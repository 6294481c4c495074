"""``mobilexperts sim replay``: replay a suite task's reference solution and check it."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from evals.checker import check, prepare
from evals.reference import find, run_reference
from evals.tasks import find_task
from mobilexperts.console import escape
from mobilexperts.sim.device import SimDevice

out = Console(highlight=False)


def replay_command(
    task: Annotated[str, typer.Argument(help="a task file, or the id of a suite task")],
    screenshots: Annotated[Path | None, typer.Option(help="folder for a PNG of each step")] = None,
) -> None:
    """Replay a suite task's reference solution on the simulator and check it from the state."""
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
