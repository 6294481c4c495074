"""``mobilexperts run``: one expert works on an instruction, live, and leaves a run record."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console

from evals.tasks import find_task
from experts.handover_cli import TerminalHandover
from mobilexperts.api import Agent, AgentOptions, StepEvent
from mobilexperts.config import load_settings
from mobilexperts.console import escape
from mobilexperts.device.select import SIMULATOR
from mobilexperts.errors import EXIT_TASK_FAILED, ConfigError
from mobilexperts.handover import parse_categories
from mobilexperts.run_options import (
    Allow,
    ApiKey,
    AppVersion,
    BaseUrl,
    JsonOutput,
    Learn,
    ModelOpt,
    Perturb,
    Profile,
    RunDir,
    Seed,
    Theme,
)
from mobilexperts.sim.options import SimOptions, parse_perturb

out = Console(highlight=False, soft_wrap=True)
VERDICT_STYLE = {
    "correct": "green",
    "erroneous": "red",
    "ineffective": "yellow",
    "done": "green",
    "not_done": "red",
    "unsure": "yellow",
}
WHAT_WIDTH = 46  # a progress line is 80 columns with up to 999 model calls


def _progress(step: StepEvent) -> None:
    verdict = step.verdict or ("error" if step.error else "")
    style = VERDICT_STYLE.get(verdict, "red" if step.error else "dim")
    what = " ".join(step.operation.split())
    if step.target:
        what += f" {step.target[:24]}"
    note = f" [red]{escape(step.error)}[/]" if step.error else ""
    if len(what) > WHAT_WIDTH:
        what = what[: WHAT_WIDTH - 1] + "…"
    out.print(
        f"step {step.step:>2}  {escape(what):<{WHAT_WIDTH}} [{style}]{verdict or '-':<11}[/] "
        f"calls {step.model_calls}{note}"
    )


def run_command(
    instruction: Annotated[str | None, typer.Argument(help="what to do, in plain words")] = None,
    device: Annotated[str, typer.Option(help="sim, or the adb serial of a phone")] = SIMULATOR,
    task: Annotated[
        str | None,
        typer.Option(help="a task spec file or suite task id: its setup, instruction and checker"),
    ] = None,
    model: ModelOpt = None,
    base_url: BaseUrl = None,
    api_key: ApiKey = None,
    max_steps: Annotated[int, typer.Option(min=1, help="step budget")] = 25,
    seed: Seed = 0,
    profile: Profile = "phone",
    perturb: Perturb = "",
    app_version: AppVersion = 1,
    theme: Theme = "light",
    run_dir: RunDir = None,
    learn: Learn = True,
    json_output: JsonOutput = False,
    allow: Allow = None,
) -> None:
    """Operate the phone to carry out INSTRUCTION (SimDroid and the offline policy by default).
    Before a sensitive step (a payment, a purchase, deleting, ...) the run pauses and asks."""
    settings = load_settings({"llm.model": model, "llm.base_url": base_url, "llm.api_key": api_key})
    if task is None and not instruction:
        raise ConfigError('say what to do: mobilexperts run "INSTRUCTION", or give --task FILE')
    sim = SimOptions(
        seed=seed,
        profile=profile,
        perturb=parse_perturb(perturb),
        app_version=app_version,
        theme=theme,
    )
    options = AgentOptions(
        max_steps=max_steps, learn=learn, sim=sim, allow=parse_categories(allow or [])
    )
    text = instruction or find_task(task or "").ready.instruction
    backend = (
        settings.llm.model or settings.llm.base_url if settings.llm.base_url else "offline policy"
    )
    out.print(f"[bold]{escape(text)}[/]  ({device}, {backend})", soft_wrap=False)
    with Agent(device, options=options, settings=settings, on_event=_progress) as agent:
        agent.on_handover = TerminalHandover(lambda: agent.current_device, out)
        result = agent.run(instruction, task=task, run_dir=run_dir)
    summary = result.summary
    verdict = {True: "[green]success[/]", False: "[red]failure[/]", None: "not judged"}[
        summary.success
    ]
    judged = f" (by the {summary.judged_by})" if summary.judged_by else ""
    out.print(
        f"{verdict}{judged}: {escape(summary.stop_reason)}; {summary.steps} steps, "
        f"{summary.reasoning_steps} reasoning steps, {summary.model_calls} model calls, "
        f"{summary.duration_s:.1f} s",
        soft_wrap=False,
    )
    if summary.judgement is not None:
        judgement = summary.judgement
        shown = "; ".join(e.describe() for e in judgement.evidence)
        evidence = f" ({escape(shown)})" if shown else ""
        out.print(
            f"judge: {judgement.verdict}: {escape(judgement.reason)}{evidence}", soft_wrap=False
        )
    if summary.answer:
        out.print(f"answer: {escape(summary.answer)}", soft_wrap=False)
    for tool in result.tools_learned:
        note = "" if tool.status == "verified" else f" ({escape(tool.reason)})"
        out.print(f"learned tool [bold]{tool.name}[/] {tool.status}{note}", soft_wrap=False)
    out.print(f"report: {escape(summary.run_dir)}/report.html")
    if json_output:
        print(summary.model_dump_json())
    if not result.ok:
        raise typer.Exit(EXIT_TASK_FAILED)
