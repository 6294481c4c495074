"""``mobilexperts replay RUN``: re-execute a recorded run and say where it diverged."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from evals.checker import check, prepare
from evals.tasks import find_task
from experts.replay import replay_run
from mobilexperts.config import Settings
from mobilexperts.console import escape
from mobilexperts.device.select import SIMULATOR, open_device
from mobilexperts.runs.catalog import find_run
from mobilexperts.runs.load import load_run
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.options import SimOptions
from tools_store import ToolKit, ToolStore

out = Console(highlight=False)
OUTCOME_STYLE = {"ok": "green", "skipped": "dim", "diverged": "red"}


def replay_command(
    run: Annotated[
        Path, typer.Argument(help="A run folder, its name (or the start of it), or `last`.")
    ],
    device: Annotated[str, typer.Option(help="sim, or the adb serial of a phone.")] = SIMULATOR,
    seed: Annotated[
        int | None, typer.Option(help="Simulator seed; a task run uses its task's seed.")
    ] = None,
) -> None:
    """Re-execute a recorded run's operations and report the first step that diverged.

    A run of a suite task starts from the task's setup and is checked again at the end.
    """
    settings = Settings()
    record = load_run(find_run(str(run), settings.data_dir / "runs"))
    task_id = record.summary.task_id if record.summary else None
    spec = find_task(task_id).ready if task_id else None
    sim_seed = seed if seed is not None else (spec.seed if spec else 0)
    phone = open_device(device, SimOptions(seed=sim_seed))
    try:
        initial = prepare(spec, phone) if spec and isinstance(phone, SimDevice) else None
        store = ToolStore.for_device(phone.info.fingerprint, settings)
        out.print(f"replaying {escape(record.run_dir.name)} on {device}")
        report = replay_run(record, phone, ToolKit(store))
        for step in report.steps:
            style = OUTCOME_STYLE[step.outcome]
            detail = f": {escape(step.detail)}" if step.detail else ""
            out.print(
                f"  {step.index:>2} {escape(step.operation)} [{style}]{step.outcome}[/]{detail}"
            )
        passed = None
        if spec is not None and isinstance(phone, SimDevice):
            answer = record.summary.answer if record.summary else None
            passed = check(spec, phone.state(), answer, initial).success
    finally:
        phone.close()
    if not report.complete:
        out.print(f"[red]diverged at step {report.diverged_at}[/]")
        raise typer.Exit(1)
    out.print(f"replayed all {len(report.steps)} steps")
    if passed is not None:
        out.print(f"checker: {'[green]success[/]' if passed else '[red]failure[/]'}")
        if not passed:
            raise typer.Exit(1)
