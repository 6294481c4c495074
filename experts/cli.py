"""``mobilexperts run``: one expert works on an instruction, live, and leaves a run record."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape

from evals.checker import check, prepare
from evals.tasks import find_task
from experts.expert import ExpertRun, ExpertSettings, StepLog
from experts.runner import run_expert
from mobilexperts.config import load_settings
from mobilexperts.device.select import SIMULATOR, open_device
from mobilexperts.errors import EXIT_TASK_FAILED, ConfigError, TaskSpecError
from mobilexperts.llm.factory import build_run_model
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.options import SimOptions, parse_perturb
from tools_store import LearnSettings

out = Console(highlight=False, soft_wrap=True)
VERDICT_STYLE = {"correct": "green", "erroneous": "red", "ineffective": "yellow"}
WHAT_WIDTH = 46  # a progress line is 80 columns with up to 999 model calls


def _progress(step: StepLog, calls: int) -> None:
    verdict = step.verdict or ("error" if step.error else "")
    style = VERDICT_STYLE.get(verdict, "red" if step.error else "dim")
    what = step.operation_text
    if step.target is not None and (label := step.target.get("label") or step.target.get("id")):
        what += f" {label.split(' | ')[0][:24]}"
    note = f" [red]{escape(step.error)}[/]" if step.error else ""
    if len(what) > WHAT_WIDTH:
        what = what[: WHAT_WIDTH - 1] + "…"
    out.print(
        f"step {step.step:>2}  {escape(what):<{WHAT_WIDTH}} [{style}]{verdict or '-':<11}[/] "
        f"calls {calls}{note}"
    )


def run_command(
    instruction: Annotated[str | None, typer.Argument(help="what to do, in plain words")] = None,
    device: Annotated[str, typer.Option(help="sim, or the adb serial of a phone")] = SIMULATOR,
    task: Annotated[
        str | None,
        typer.Option(help="a task spec file or suite task id: its setup, instruction and checker"),
    ] = None,
    model: Annotated[str | None, typer.Option(help="model name at the endpoint")] = None,
    base_url: Annotated[
        str | None, typer.Option(help="OpenAI-compatible endpoint; none = offline policy")
    ] = None,
    api_key: Annotated[
        str | None, typer.Option(help="API key for the endpoint", show_default=False)
    ] = None,
    max_steps: Annotated[int, typer.Option(min=1, help="step budget")] = 25,
    seed: Annotated[int, typer.Option(help="seed of the simulated phone's data")] = 0,
    profile: Annotated[str, typer.Option(help="simulator screen: phone or compact")] = "phone",
    perturb: Annotated[str, typer.Option(help="simulator pop-ups/loading, e.g. popups=0.3")] = "",
    app_version: Annotated[int, typer.Option(help="simulator app layouts: 1 or 2")] = 1,
    theme: Annotated[str, typer.Option(help="simulator theme: light or dark")] = "light",
    run_dir: Annotated[Path | None, typer.Option(help="folder for the run record")] = None,
    learn: Annotated[
        bool, typer.Option(help="after a successful run, synthesize and admit workflow tools")
    ] = True,
    json_output: Annotated[
        bool, typer.Option("--json", help="print the summary JSON as the last line")
    ] = False,
) -> None:
    """Operate the phone to carry out INSTRUCTION (SimDroid and the offline policy by default)."""
    settings = load_settings({"llm.model": model, "llm.base_url": base_url, "llm.api_key": api_key})
    spec = find_task(task).ready if task is not None else None
    if spec is None and not instruction:
        raise ConfigError('say what to do: mobilexperts run "INSTRUCTION", or give --task FILE')
    if spec is not None and device != SIMULATOR:
        raise TaskSpecError(
            "task specs run on the simulator only: their setup and checker read its state"
        )
    sim = SimOptions(
        seed=spec.seed if spec is not None else seed,
        profile=profile,
        perturb=parse_perturb(perturb),
        app_version=app_version,
        theme=theme,
    )
    phone = open_device(device, sim)
    initial = prepare(spec, phone) if spec is not None and isinstance(phone, SimDevice) else None

    def checker(run: ExpertRun | None) -> dict:
        assert spec is not None and isinstance(phone, SimDevice)
        result = check(spec, phone.state(), run.answer if run else None, initial)
        return {**result.model_dump(mode="json"), "process_score": result.process_score}

    text = instruction or (spec.instruction if spec else "")
    run_model = build_run_model(settings)
    backend = (
        settings.llm.model or settings.llm.base_url if settings.llm.base_url else "offline policy"
    )
    out.print(f"[bold]{escape(text)}[/]  ({device}, {backend})")
    try:
        result = run_expert(
            phone,
            run_model,
            text,
            settings=settings,
            expert=ExpertSettings(max_steps=max_steps, vision=settings.llm.base_url is not None),
            checker=checker if spec is not None else None,
            task_id=spec.id if spec is not None else None,
            run_dir=run_dir,
            learn=LearnSettings(enabled=learn),
            on_step=_progress,
        )
    finally:
        phone.close()
    summary = result.summary
    verdict = {True: "[green]success[/]", False: "[red]failure[/]", None: "no checker"}[
        summary.success
    ]
    out.print(
        f"{verdict}: {escape(summary.stop_reason)}; {summary.steps} steps, "
        f"{summary.reasoning_steps} reasoning steps, {summary.model_calls} model calls, "
        f"{summary.duration_s:.1f} s"
    )
    if summary.answer:
        out.print(f"answer: {escape(summary.answer)}")
    for tool in result.learned:
        note = "" if tool.status == "verified" else f" ({escape(tool.status_reason)})"
        out.print(f"learned tool [bold]{tool.name}[/] {tool.status}{note}")
    out.print(f"report: {summary.run_dir}/report.html")
    if json_output:
        print(summary.model_dump_json())
    if summary.success is False or (
        summary.success is None and not (result.run and result.run.done)
    ):
        raise typer.Exit(EXIT_TASK_FAILED)
