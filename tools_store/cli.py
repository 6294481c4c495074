"""``mobilexperts tools``: list, inspect, write, edit, test and share workflow tools.

Every command takes ``--device sim|SERIAL`` (default ``sim``: the store of the simulator's
fingerprint). ``add`` and ``edit`` pass the code through the same lint, compile and admission
as synthesized tools (see :mod:`tools_store.cli_support` for where admission replays from).
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from mobilexperts.config import Settings
from mobilexperts.console import escape
from mobilexperts.sim.device import SimDevice
from sandbox import Sandbox
from tools_store.cli_support import (
    SIM,
    admit_here,
    edited_draft,
    opened_device,
    parse_args,
    reach_start,
    read_source,
    resolve_app,
    store_of,
    vetted,
)
from tools_store.doctor import recheck
from tools_store.errors import ToolSourceError, ToolStoreError
from tools_store.records import Provenance, ToolParam, ToolVersion, WorkflowTool
from tools_store.use import use_tool

tools_app = typer.Typer(
    help="Workflow tools: list, show, add, edit, test, share, re-check (doctor).",
    no_args_is_help=True,
    add_completion=False,
)
out = Console(highlight=False, soft_wrap=True)

DeviceOption = Annotated[str, typer.Option("--device", help="`sim` or a phone's adb serial.")]
ArgOption = Annotated[list[str] | None, typer.Option("--arg", help="An argument, name=value.")]


def _print_admission(tool: WorkflowTool) -> None:
    admission = tool.versions[-1].admission if tool.versions else None
    for replay in admission.replays if admission else []:
        verdict = "ok" if replay.ok else ("skipped" if replay.skipped else "failed")
        out.print(
            f"  {replay.label} replay {escape(str(replay.args))}: {verdict} {escape(replay.error)}"
        )
    state = "[green]verified[/]" if tool.status == "verified" else f"[yellow]{tool.status}[/]"
    reason = f": {escape(tool.status_reason)}" if tool.status_reason else ""
    out.print(f"{tool.name} v{tool.version} {state}{reason}")


@tools_app.command("list")
def list_command(
    as_json: Annotated[bool, typer.Option("--json", help="Print the records as JSON.")] = False,
    device: DeviceOption = SIM,
) -> None:
    """List the tools of the device's store."""
    with opened_device(device) as dev:
        tools = store_of(dev).all()
    if as_json:
        out.print_json(json.dumps([t.model_dump(mode="json") for t in tools]))
        return
    if not tools:
        out.print("no tools yet: run tasks to learn some, or write one with `tools add`")
        return
    for t in tools:  # the full signature, then one line of facts cut to the terminal width
        out.print(f"[bold]{escape(t.signature())}[/]", soft_wrap=False, overflow="fold")
        facts = f"  {t.status} v{t.version}, {t.app}, {t.stats.successes}/{t.stats.uses} ok: "
        line = Text.from_markup(escape(facts + " ".join(t.description.split())))
        line.truncate(out.width, overflow="ellipsis")
        out.print(line, soft_wrap=False, no_wrap=True)


@tools_app.command("show")
def show_command(name: str, device: DeviceOption = SIM) -> None:
    """Show one tool: description, conditions, status, statistics and code."""
    with opened_device(device) as dev:
        t = store_of(dev).require(name)
    reason = f" ({escape(t.status_reason)})" if t.status_reason else ""
    out.print(f"[bold]{escape(t.signature())}[/] v{t.version} {t.status}{reason}")
    out.print(escape(t.description))
    out.print(f"app: {escape(t.app)} {escape(t.app_label)}")
    for p in t.params:
        about = f": {p.description}" if p.description else ""
        out.print(f"  {escape(p.usage() + about)} (example {escape(repr(p.example))})")
    out.print(f"starts: {escape(t.precondition.describe())} {escape(t.precondition.signatures)}")
    out.print(f"ends: {escape(t.postcondition.describe())} {escape(t.postcondition.signatures)}")
    s = t.stats
    out.print(f"uses {s.uses}, successes {s.successes}, failures {s.failures}")
    if s.last_error:
        out.print(f"last error: {escape(s.last_error)}")
    out.print(f"from: {t.provenance.origin} {escape(t.provenance.instruction)}")
    out.print(escape(t.source))


@tools_app.command("add")
def add_command(
    file: Path,
    app: Annotated[str, typer.Option("--app", help="The app it works in: label or package.")],
    arg: ArgOption = None,
    setup: Annotated[
        Path | None,
        typer.Option("--setup", help="A parameterless tool leading from home to the start."),
    ] = None,
    device: DeviceOption = SIM,
) -> None:
    """Add a hand-written tool (one function) through lint, compile and admission.

    Admission replays it with the --arg values (and fresh ones) from its start state: on the
    simulator, the app's start screen, the home screen when the tool opens its app itself
    (first step dev.launch), or wherever --setup leads. Its pre- and postcondition are the
    screens the first replay starts and ends on.
    """
    source = read_source(file)
    signature = vetted(source, f"{file}")
    start = read_source(setup) if setup else ""
    if start:
        vetted(start, f"the setup {setup}")
    with opened_device(device) as dev, Sandbox() as sandbox:
        store = store_of(dev)
        package = resolve_app(dev, app)
        params = [ToolParam(name=p.name, type=p.type) for p in signature.params]  # type: ignore[arg-type]
        args = parse_args(params, arg or [])
        params = [p.model_copy(update={"example": args.get(p.name)}) for p in params]
        tool = WorkflowTool(
            name=signature.name,
            description=" ".join(signature.doc.split()),
            app=package,
            app_label="" if "." in app else app,
            params=params,
            source=source,
            start=start,
            provenance=Provenance(origin="hand-written"),
            versions=[
                ToolVersion(version=1, source=source, reason=f"written by hand ({file.name})")
            ],
        )
        existing = store.get(tool.name)
        if existing is not None:
            tool = existing.revised(tool, f"replaced by hand-written code from {file.name}")
        tool = admit_here(tool, dev, sandbox, library=store.get)
        store.put(tool)
    _print_admission(tool)


def _edited(source: str, name: str) -> str:
    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR")
    if not editor:
        raise ToolStoreError("set $EDITOR (or $VISUAL) to the editor to open the tool with")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{name}.py"
        path.write_text(source, encoding="utf-8")
        try:
            code = subprocess.call([*shlex.split(editor), str(path)])
        except OSError as exc:
            raise ToolStoreError(f"cannot run the editor {editor!r}: {exc.strerror}") from None
        if code != 0:
            raise ToolStoreError(f"the editor exited with code {code}; {name} is unchanged")
        return read_source(path)


def _keep_refused(name: str, source: str) -> Path:
    """Save a refused edit under ``<data dir>/refused-edits/`` so no work is lost."""
    folder = Settings().data_dir / "refused-edits"
    path = folder / f"{name}-{time.strftime('%Y%m%d-%H%M%S')}.py"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    except OSError as exc:
        raise ToolStoreError(
            f"the edit of {name} was refused and could not be saved: {exc}"
        ) from None
    return path


@tools_app.command("edit")
def edit_command(name: str, device: DeviceOption = SIM) -> None:
    """Edit a tool's code in $EDITOR; the edit is linted and re-admitted as a new version.

    An invalid edit is refused, the stored tool stays as it was, and the edit is saved to a
    file whose path the error names.
    """
    with opened_device(device) as dev:
        store = store_of(dev)
        tool = store.require(name)
        source = _edited(tool.source, name)
        if source == tool.source:
            out.print(f"{name} is unchanged")
            return
        try:
            draft = edited_draft(tool, source)
        except ToolSourceError as exc:
            kept = _keep_refused(name, source)
            raise ToolSourceError(f"{exc}; your edit is saved in {kept}") from None
        with Sandbox() as sandbox:
            edited = admit_here(draft, dev, sandbox, library=store.get)
        store.put(edited)
    _print_admission(edited)


@tools_app.command("test")
def test_command(
    name: str,
    arg: ArgOption = None,
    admit: Annotated[
        bool, typer.Option("--admit", help="Run the admission replays and update the status.")
    ] = False,
    device: DeviceOption = SIM,
) -> None:
    """Run a tool with --arg values (its recorded ones by default) and print the result.

    On the simulator it starts from the tool's start state. A test never changes the tool's
    statistics or status; --admit runs the admission replays, which do.
    """
    with opened_device(device) as dev, Sandbox() as sandbox:
        store = store_of(dev)
        tool = store.require(name)
        args = {**tool.example_args(), **parse_args(tool.params, arg or [])}
        if admit:
            tool = admit_here(tool, dev, sandbox, args, store.get)
            store.put(tool)
            _print_admission(tool)
            return
        if device == SIM:
            reach_start(dev, tool, sandbox)
        outcome = use_tool(store, tool, args, dev, sandbox=sandbox, record=False)
    out.print(escape(outcome.note()))
    if outcome.value is not None:
        out.print(f"returned: {escape(json.dumps(outcome.value))}")
    if not outcome.ok:
        raise typer.Exit(1)


@tools_app.command("history")
def history_command(name: str, device: DeviceOption = SIM) -> None:
    """List a tool's versions: why each was written, its admission and how it fared."""
    with opened_device(device) as dev:
        tool = store_of(dev).require(name)
    table = Table(box=None, pad_edge=False)
    for column in ("ver", "written", "reason", "admission", "uses", "ok"):
        table.add_column(column)
    for v in tool.versions:
        stats = tool.stats if v.version == tool.version else v.stats
        admission = v.admission
        verdict = (
            "-" if admission is None else ("admitted" if admission.admitted else admission.reason)
        )
        table.add_row(
            str(v.version),
            v.created_at.strftime("%Y-%m-%d %H:%M"),
            escape(v.reason),
            escape(verdict),
            str(stats.uses) if stats else "-",
            str(stats.successes) if stats else "-",
        )
    out.print(table)


@tools_app.command("rm")
def rm_command(
    name: str,
    retire: Annotated[
        bool, typer.Option("--retire", help="Keep the record and its history, never offer it.")
    ] = False,
    device: DeviceOption = SIM,
) -> None:
    """Remove a tool from the store (or retire it: kept, but never offered again)."""
    with opened_device(device) as dev:
        store = store_of(dev)
        if retire:
            tool = store.update(name, lambda t: t.retired("retired by hand"))
            out.print(f"retired {tool.name} (v{tool.version})")
            return
        tool = store.delete(name)
    out.print(f"removed {tool.name} (v{tool.version})")


@tools_app.command("export")
def export_command(
    file: Path,
    names: Annotated[
        list[str] | None, typer.Argument(help="Tools to export (all by default).")
    ] = None,
    device: DeviceOption = SIM,
) -> None:
    """Write tools to a JSON file another store can import."""
    with opened_device(device) as dev:
        count = store_of(dev).export(file, names or None)
    out.print(f"exported {count} tool(s) to {escape(file)}")


@tools_app.command("import")
def import_command(file: Path, device: DeviceOption = SIM) -> None:
    """Add the tools of an export file: each is linted, compiled and admitted again here
    (nothing the file says about status or statistics is trusted)."""
    with opened_device(device) as dev, Sandbox() as sandbox:
        store = store_of(dev)
        tools, refused = store.import_file(file)
        for refusal in refused:
            out.print(f"refused {escape(refusal.name)}: {escape(refusal.reason)}")
        for tool in tools:
            admitted = admit_here(tool, dev, sandbox, library=store.get)
            store.put(admitted)
            _print_admission(admitted)


@tools_app.command("doctor")
def doctor_command(
    app_version: Annotated[
        int, typer.Option("--app-version", min=1, help="The simulator's app layout version.")
    ] = 1,
    as_json: Annotated[bool, typer.Option("--json", help="Print the rows as JSON.")] = False,
) -> None:
    """Re-check every verified or suspect tool of the simulator's store on a fresh simulator
    (--app-version 2: its apps' new layouts); broken tools become suspect. Prints a table."""
    with opened_device(SIM) as dev:
        store = store_of(dev)
    with Sandbox() as sandbox:
        rows = recheck(store, lambda: SimDevice(app_version=app_version), sandbox)
    if as_json:
        out.print_json(json.dumps([r.model_dump(mode="json") for r in rows]))
        return
    if not rows:
        out.print("no verified or suspect tools to check")
        return
    table = Table("tool", "app", "was", "now", "why")
    for row in rows:
        table.add_row(escape(row.name), escape(row.app), row.before, row.after, escape(row.reason))
    out.print(table)
    broken = sum(r.after == "suspect" for r in rows)
    out.print(f"{len(rows) - broken} of {len(rows)} tools work; {broken} marked suspect")
