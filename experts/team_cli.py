"""``mobilexperts experts list | show | add | rm`` (the device's expert pool) and
``mobilexperts team "REQUEST"`` (the team a request would assemble, and why, without acting).

Every command takes ``--device sim|SERIAL`` (default ``sim``: the pool of the simulator's
fingerprint).
"""

from __future__ import annotations

import json
from typing import Annotated

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.table import Table

from experts.assembly import assemble
from experts.pool import ExpertPool
from experts.portrait import AppRef, ExpertPortrait
from memory.interface import InterfaceMemory
from mobilexperts.config import load_settings
from mobilexperts.console import escape
from mobilexperts.device.errors import AppNotFoundError
from mobilexperts.errors import ConfigError
from mobilexperts.llm.factory import build_run_model
from tools_store.cli_support import SIM, opened_device

experts_app = typer.Typer(
    help="The device's expert pool: list, show, add, rm.", no_args_is_help=True
)
out = Console(highlight=False, soft_wrap=True)

DeviceOption = Annotated[str, typer.Option("--device", help="`sim` or a phone's adb serial.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print the records as JSON.")]


def _pool(device: str) -> ExpertPool:
    with opened_device(device) as dev:
        return ExpertPool.for_device(dev.info.fingerprint)


def _explored(portrait: ExpertPortrait) -> str:
    when = portrait.stats.last_explored
    return when.strftime("%Y-%m-%d %H:%M") if when else "never"


@experts_app.command("list")
def list_command(as_json: JsonOption = False, device: DeviceOption = SIM) -> None:
    """List the experts of the device's pool."""
    portraits = _pool(device).all()
    if as_json:
        print(json.dumps([p.model_dump(mode="json") for p in portraits]))
        return
    if not portraits:
        out.print('no experts yet: `mobilexperts team "REQUEST"` shows who a request would create')
        return
    table = Table(box=None, pad_edge=False)
    for column in ("name", "apps", "tools", "tasks", "ok", "explored"):
        table.add_column(column)
    for p in portraits:
        table.add_row(
            escape(p.name),
            escape(", ".join(p.labels)),
            str(len(p.tools)),
            str(p.stats.tasks),
            str(p.stats.successes),
            _explored(p),
        )
    out.print(table)


@experts_app.command("show")
def show_command(name: str, as_json: JsonOption = False, device: DeviceOption = SIM) -> None:
    """Show one expert's portrait."""
    p = _pool(device).require(name)
    if as_json:
        print(p.model_dump_json())
        return
    out.print(f"[bold]{escape(p.name)}[/] {escape(p.role)}")
    apps = ", ".join(f"{a.label} ({a.package or 'package not seen yet'})" for a in p.apps)
    out.print(f"apps: {escape(apps) or 'none'}")
    for capability in p.capabilities:
        out.print(f"  - {escape(capability)}")
    out.print(f"tools: {escape(', '.join(p.tools)) or 'none'}")
    out.print(f"memories: {escape(', '.join(p.memories)) or 'none'}")
    out.print(f"tasks: {p.stats.successes}/{p.stats.tasks} accepted; explored: {_explored(p)}")


@experts_app.command("add")
def add_command(
    name: str,
    app: Annotated[list[str], typer.Option("--app", help="An installed app's label (repeat).")],
    capability: Annotated[
        list[str] | None, typer.Option("--capability", help="What it can do, a sentence.")
    ] = None,
    role: Annotated[str, typer.Option(help="A short role, e.g. `messaging expert`.")] = "",
    device: DeviceOption = SIM,
) -> None:
    """Add an expert covering installed app(s); it explores before its first task."""
    with opened_device(device) as dev:
        installed = {label.casefold(): label for label in dev.apps()}
        pool = ExpertPool.for_device(dev.info.fingerprint)
    missing = [a for a in app if a.casefold() not in installed]
    if missing:
        raise AppNotFoundError(
            f"not installed: {', '.join(missing)} (installed: {', '.join(installed.values())})"
        )
    try:
        portrait = ExpertPortrait(
            name=name,
            role=role or f"{' and '.join(installed[a.casefold()] for a in app)} expert",
            apps=[AppRef(label=installed[a.casefold()]) for a in app],
            capabilities=capability or [],
        )
    except ValidationError as exc:
        raise ConfigError(f"invalid expert {name!r}: {exc.errors()[0]['msg']}") from None
    pool.add(portrait)
    out.print(f"added {escape(name)} ({escape(', '.join(portrait.labels))})")


@experts_app.command("rm")
def rm_command(name: str, device: DeviceOption = SIM) -> None:
    """Remove an expert from the pool."""
    removed = _pool(device).remove(name)
    out.print(f"removed {escape(removed.name)}")


def team_command(
    request: Annotated[str, typer.Argument(help="what the team should do, in plain words")],
    as_json: JsonOption = False,
    device: DeviceOption = SIM,
    model: Annotated[str | None, typer.Option(help="model name at the endpoint")] = None,
    base_url: Annotated[
        str | None, typer.Option(help="OpenAI-compatible endpoint; none = offline policy")
    ] = None,
) -> None:
    """Show the team REQUEST would assemble, and why, without acting."""
    settings = load_settings({"llm.model": model, "llm.base_url": base_url})
    with opened_device(device) as dev:
        pool = ExpertPool.for_device(dev.info.fingerprint, settings)
        memory = InterfaceMemory.for_device(dev.info.fingerprint, settings)
        team = assemble(
            request, pool, dev, build_run_model(settings).model, memory=memory, settings=settings
        )
    if as_json:
        print(team.model_dump_json())
        return
    out.print(f"[bold]{escape(request)}[/]")
    for member in team.members:
        tag = " [yellow](new: explores first)[/]" if member.new else ""
        out.print(
            f"[bold]{escape(member.portrait.name)}[/]{tag} "
            f"({escape(', '.join(member.portrait.labels))})"
        )
        out.print(f"  covers: {escape(member.covers)}")
        out.print(f"  why: {escape(member.reason)}")
    for part in team.unmatched:
        out.print(f"[red]no installed app for:[/] {escape(part)}")
