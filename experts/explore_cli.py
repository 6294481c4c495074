"""``mobilexperts explore APP`` (or ``--expert NAME``): an expert explores its app(s) on the
device, with live progress, and ends with a table of what it learned."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console
from rich.live import Live
from rich.table import Table

from experts.assembly import app_portrait
from experts.explore import ExploreProgress, ExploreSettings, explore
from experts.pool import ExpertPool
from experts.portrait import ExpertPortrait
from mobilexperts.config import load_settings
from mobilexperts.console import escape
from mobilexperts.device.errors import AppNotFoundError
from mobilexperts.errors import ConfigError
from mobilexperts.llm.factory import build_run_model
from tools_store.cli_support import SIM, opened_device

out = Console(highlight=False, soft_wrap=True)


def _portrait(
    pool: ExpertPool, app: str | None, expert: str | None, installed: list[str]
) -> ExpertPortrait:
    """The expert to explore with: named, else the pool's expert of ``app``, else a new one
    (added to the pool)."""
    if expert is not None:
        return pool.require(expert)
    assert app is not None
    label = next((a for a in installed if a.casefold() == app.casefold()), None)
    if label is None:
        raise AppNotFoundError(f"no installed app {app!r} (installed: {', '.join(installed)})")
    covering = pool.covering(label)
    if covering:
        return covering[0]
    portrait = app_portrait(label, {p.name for p in pool.all()})
    pool.add(portrait)
    return portrait


def explore_command(
    app: Annotated[str | None, typer.Argument(help="the installed app to explore")] = None,
    expert: Annotated[
        str | None, typer.Option(help="explore the apps of this expert of the pool")
    ] = None,
    request: Annotated[str, typer.Option(help="the request the exploration prepares for")] = "",
    device: Annotated[str, typer.Option(help="`sim` or a phone's adb serial")] = SIM,
    max_runs: Annotated[int, typer.Option(min=1, help="exploration runs (crawls + subtasks)")] = 10,
    max_actions: Annotated[int, typer.Option(min=1, help="actions per systematic run")] = 400,
    model: Annotated[str | None, typer.Option(help="model name at the endpoint")] = None,
    base_url: Annotated[
        str | None, typer.Option(help="OpenAI-compatible endpoint; none = offline policy")
    ] = None,
) -> None:
    """Explore APP (or the apps of --expert): every screen and element, forms tried,
    interface and insight memory and workflow tools kept for the device."""
    if (app is None) == (expert is None):
        raise ConfigError("name one app to explore, or give --expert NAME (not both)")
    settings = load_settings({"llm.model": model, "llm.base_url": base_url})
    options = ExploreSettings(max_runs=max_runs, recrawl=True)
    options.crawl.max_actions = max_actions
    status = Table.grid()
    with opened_device(device) as dev, Live(status, console=out, transient=True) as live:
        pool = ExpertPool.for_device(dev.info.fingerprint, settings)
        portrait = _portrait(pool, app, expert, dev.apps())

        def progress(event: ExploreProgress) -> None:
            detail = event.text or f"{event.screens} screens, {event.actions} actions"
            live.update(f"[bold]{escape(event.stage)}[/] {escape(event.app)}: {escape(detail)}")
            if event.stage == "subtask":
                out.print(f"subtask: {escape(event.text)}")

        report = explore(
            portrait,
            request,
            dev,
            build_run_model(settings).model,
            settings=settings,
            options=options,
            pool=pool,
            on_progress=progress,
        )
    for result in report.subtasks:
        verdict = {True: "[green]accepted[/]", False: "[red]failed[/]", None: "[dim]skipped[/]"}
        tools = f" -> {', '.join(result.tools)}" if result.tools else ""
        out.print(
            f"  {verdict[result.accepted]} {escape(result.task.instruction)}: "
            f"{escape(result.reason)}{escape(tools)}"
        )
    table = Table(title=f"{escape(report.portrait.name)} explored", box=None, pad_edge=False)
    table.add_column("")
    table.add_column("", justify="right")
    table.add_row("screens reached", str(report.screens))
    for confidence in ("verified", "hypothesized", "uncharted"):
        table.add_row(f"elements {confidence}", str(report.confidence.get(confidence, 0)))
    table.add_row("tools admitted", str(len(report.tools)))
    table.add_row("insights", str(len(report.insights)))
    table.add_row("runs", f"{report.runs}/{max_runs}")
    out.print(table)
    for name in report.tools:
        out.print(f"tool [bold]{escape(name)}[/] verified")
