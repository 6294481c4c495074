"""``mobilexperts run`` (a team assembled and its plan carried out; ``--single`` for one expert;
``--resume RUN`` to continue a team run) and ``mobilexperts plan`` (the plan, without acting).

The run path (assembly, planning, the runner, SimDroid) is imported when a command runs, so
``run --help`` and ``plan --help`` start fast."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console

from mobilexperts.console import escape
from mobilexperts.device.select import SIMULATOR
from mobilexperts.errors import EXIT_TASK_FAILED, ConfigError, MobilexpertsError, TaskSpecError
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

if TYPE_CHECKING:
    from evals.tasks import TaskSpec
    from mobilexperts.config import Settings
    from mobilexperts.device.base import Device
    from mobilexperts.llm.factory import RunModel
    from planners.plan import TeamPlan
    from planners.record import NodeResult, TeamRecord
    from planners.run import TeamRunner

out = Console(highlight=False)
"""Wraps at the terminal's width; a line ending in a path is printed whole (``paths``)."""
paths = Console(highlight=False, soft_wrap=True)
EVENT_STYLE = {"start": "dim", "commit": "green", "fail": "red", "replan": "yellow"}
Devices = Annotated[
    list[str] | None,
    typer.Option("--device", help="sim, or a phone's adb serial; repeat for parallel branches"),
]


def _settings(model: str | None, base_url: str | None, api_key: str | None) -> Settings:
    from mobilexperts.config import load_settings

    return load_settings({"llm.model": model, "llm.base_url": base_url, "llm.api_key": api_key})


def _print_plan(plan: TeamPlan) -> None:
    for node in plan.nodes:
        needs = ", ".join(str(k) for k in node.needs) or "-"
        makes = ", ".join(str(k) for k in node.produces) or "-"
        out.print(f"[bold]{node.id}[/] {escape(node.expert)}: {escape(node.subtask)}")
        loop = f"; for each item of {node.each}" if node.each else ""
        loop += f"; {node.times} times" if node.times > 1 else ""
        out.print(f"    needs {escape(needs)}; produces {escape(makes)}{escape(loop)}")
        if node.reason:
            out.print(f"    [dim]why {escape(node.expert)}: {escape(node.reason)}[/]")
    for left in (part for part in plan.spec.reasoning.split("; ") if "has no node" in part):
        out.print(f"[dim]{escape(left)}[/]")


def _event(event: str, result: NodeResult) -> None:
    style = EVENT_STYLE.get(event, "dim")
    where = f" on {result.device}" if result.device else ""
    detail = result.stop_reason if event == "fail" else result.subtask or result.node.subtask
    detail = "one more item committed" if event == "item" else detail
    values = "".join(f" [{k} = {v}]" for k, v in result.values.items()) if event == "commit" else ""
    out.print(
        f"[{style}]{event:<6}[/] {result.node.id} {escape(result.node.expert)}{where}: "
        f"{escape(detail)}{escape(values)}"
    )


def plan_command(
    request: Annotated[str, typer.Argument(help="what the team should do, in plain words")],
    device: Annotated[str, typer.Option(help="sim, or the adb serial of a phone")] = SIMULATOR,
    model: ModelOpt = None,
    base_url: BaseUrl = None,
    api_key: ApiKey = None,
    json_output: Annotated[bool, typer.Option("--json", help="print the plan as JSON")] = False,
) -> None:
    """Assemble the team for REQUEST and print its plan (a DAG of subtasks), without acting."""
    from experts.assembly import assemble
    from experts.pool import ExpertPool
    from mobilexperts.device.select import open_device
    from mobilexperts.llm.factory import build_run_model
    from planners.team import plan_team
    from tools_store import ToolStore

    settings = _settings(model, base_url, api_key)
    phone = open_device(device)
    try:
        run_model = build_run_model(settings)
        pool = ExpertPool.for_device(phone.info.fingerprint, settings)
        team = assemble(request, pool, phone, run_model.model, settings=settings)
        tools = ToolStore.for_device(phone.info.fingerprint, settings).offers()
        plan = plan_team(request, team, run_model.model, tools=tools)
    finally:
        phone.close()
    if json_output:
        print(json.dumps(plan.to_json()))
        return
    out.print(f"[bold]{escape(request)}[/]")
    _print_plan(plan)


def run_command(
    instruction: Annotated[str | None, typer.Argument(help="what to do, in plain words")] = None,
    device: Devices = None,
    task: Annotated[
        str | None,
        typer.Option(help="a task spec file or suite task id: its setup, instruction and checker"),
    ] = None,
    single: Annotated[
        bool, typer.Option("--single", help="one expert instead of an assembled team")
    ] = False,
    resume: Annotated[
        Path | None, typer.Option(help="continue the team run in this run folder")
    ] = None,
    model: ModelOpt = None,
    base_url: BaseUrl = None,
    api_key: ApiKey = None,
    max_steps: Annotated[int, typer.Option(min=1, help="step budget per atomic task")] = 25,
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
    """Operate the phone(s) to carry out INSTRUCTION with a team of experts (SimDroid and the
    offline policy by default). Before a sensitive step the run pauses and asks."""
    from evals.checker import check, merged_state, prepare
    from evals.tasks import find_task
    from experts.assembly import AssemblyError
    from experts.cli import run_command as single_run_command
    from experts.expert import ExpertSettings
    from experts.handover_cli import cli_safety
    from memory.pool import POOL_FILE, TeamMemoryPool
    from mobilexperts.device.select import open_device
    from mobilexperts.llm.errors import ModelError
    from mobilexperts.llm.factory import build_run_model
    from mobilexperts.runs.recorder import new_run_dir
    from mobilexperts.sim.device import SimDevice
    from mobilexperts.sim.options import SimOptions, parse_perturb
    from planners.plan import PlanError
    from planners.record import load_record, save_record, summarize, write_summary
    from planners.report import write_team_report
    from planners.run import TeamOptions, TeamRunner
    from tools_store import LearnSettings

    names = device or [SIMULATOR]
    single_args = dict(
        task=task, model=model, base_url=base_url, api_key=api_key, max_steps=max_steps,
        seed=seed, profile=profile, perturb=perturb, app_version=app_version, theme=theme,
        run_dir=run_dir, learn=learn, json_output=json_output, allow=allow,
    )  # fmt: skip
    if single:
        if len(names) > 1 or resume is not None:
            raise ConfigError("--single runs one expert on one device and cannot --resume")
        single_run_command(instruction, device=names[0], **single_args)
        return
    settings = _settings(model, base_url, api_key)
    record = load_record(resume) if resume is not None else None
    task = task or (record.task_id if record else None)
    spec = find_task(task).ready if task else None
    if spec is None and not instruction and record is None:
        raise ConfigError('say what to do: mobilexperts run "INSTRUCTION", or give --task FILE')
    if spec is not None and any(name != SIMULATOR for name in names):
        raise TaskSpecError("task specs run on the simulator only: their checker reads its state")
    sim_seed = spec.seed if spec is not None else (record.seed if record else seed)
    phones = {
        (name if names.count(name) == 1 else f"{name}{i + 1}"): open_device(
            name,
            SimOptions(
                seed=sim_seed,
                profile=profile,
                perturb=parse_perturb(perturb),
                app_version=app_version,
                theme=theme,
            ),
        )
        for i, name in enumerate(names)
    }
    first = next(iter(phones.values()))
    initial = None
    if spec is not None and isinstance(first, SimDevice):
        initial = prepare(spec, first)
        for phone in list(phones.values())[1:]:
            if isinstance(phone, SimDevice):
                prepare(spec, phone)
    run_model = build_run_model(settings)
    safety = cli_safety(settings, names[0], lambda: first, allow, out)
    options = TeamOptions(
        expert=ExpertSettings(
            max_steps=max_steps, vision=settings.llm.base_url is not None, safety=safety
        ),
        learn=LearnSettings(enabled=learn),
        on_event=_event,
    )
    try:
        if record is not None and resume is not None:
            runner = TeamRunner(phones, run_model, settings, resume, options)
            out.print(f"[bold]resuming {escape(record.request)}[/]")
            record = _resumable(runner, runner.resume)
        else:
            text = instruction or (spec.instruction if spec else "")
            try:
                record = _new_record(text, first, settings, run_model, spec)
            except (AssemblyError, PlanError, ModelError) as exc:
                out.print(f"[yellow]no team plan[/] ({escape(exc)}); one expert runs the request")
                for phone in phones.values():
                    phone.close()
                single_run_command(instruction, device=names[0], **single_args)
                return
            record.seed = sim_seed
            folder = run_dir or new_run_dir(settings.data_dir / "runs", text)
            runner = TeamRunner(phones, run_model, settings, folder, options)
            record = _resumable(runner, lambda: runner.start(record))
        if spec is not None and isinstance(first, SimDevice):
            answers = " ".join(r.answer for r in record.nodes.values() if r.answer)
            states = [p.state() for p in phones.values() if isinstance(p, SimDevice)]
            result = check(spec, merged_state(states, initial or first.state()), answers, initial)
            record.success = result.success
            record.checker = {
                **result.model_dump(mode="json"),
                "process_score": result.process_score,
            }
    finally:
        for phone in phones.values():
            phone.close()
    folder = runner.run_dir
    save_record(folder, record)
    write_summary(folder, record)
    report = write_team_report(folder, record, TeamMemoryPool(folder / POOL_FILE))
    summary = summarize(record, folder)
    verdict = {True: "[green]success[/]", False: "[red]failure[/]", None: "not judged"}[
        summary.success
    ]
    by = f" (judged by the {summary.judged_by})" if summary.judged_by else ""
    done = sum(r.status == "done" for r in record.nodes.values())
    out.print(f"{verdict}{by}: {done}/{len(record.nodes)} nodes done, {record.duration_s:.1f} s")
    paths.print(f"report: {report}")
    if json_output:
        print(summary.model_dump_json())
    if not summary.success:
        raise typer.Exit(EXIT_TASK_FAILED)


def _new_record(
    text: str, phone: Device, settings: Settings, run_model: RunModel, spec: TaskSpec | None
) -> TeamRecord:
    """Assemble the team for ``text``, plan it, and start its record."""
    from experts.assembly import assemble, enlist
    from experts.pool import ExpertPool
    from memory.knowledge import KnowledgeBase
    from planners.record import TeamRecord
    from planners.team import plan_team
    from tools_store import ToolStore

    pool = ExpertPool.for_device(phone.info.fingerprint, settings)
    team = assemble(text, pool, phone, run_model.model, settings=settings)
    hints = [h.text for h in KnowledgeBase.for_settings(settings).relevant(text)]
    tools = ToolStore.for_device(phone.info.fingerprint, settings).offers()
    plan = plan_team(text, team, run_model.model, hints=hints, tools=tools)
    enlist(team, pool)
    out.print(f"[bold]{escape(text)}[/]  ({len(team.members)} experts)")
    _print_plan(plan)
    record = TeamRecord(request=text, team=team, plan=plan.spec, task_id=spec.id if spec else None)
    record.add_plan(plan.spec)
    return record


class TeamRunAbortedError(MobilexpertsError):
    """A device or model failure stopped a team run; its committed nodes are kept."""


def _resumable(runner: TeamRunner, go: Callable[[], TeamRecord]) -> TeamRecord:
    """Run ``go``; on a failure, name the run folder and the command that continues it."""
    try:
        return go()
    except MobilexpertsError as exc:
        raise TeamRunAbortedError(
            f"{exc}; committed nodes are kept: continue with "
            f"`mobilexperts run --resume {runner.run_dir}`"
        ) from exc
