"""``mobilexperts runs list | show | open``: the run records under the data dir."""

from __future__ import annotations

import time
import webbrowser
from typing import Annotated

import typer
from rich.console import Console
from rich.text import Text

from mobilexperts.config import Settings
from mobilexperts.console import escape
from mobilexperts.errors import StorageError
from mobilexperts.runs.catalog import find_run, list_runs
from mobilexperts.runs.load import load_run
from mobilexperts.runs.records import REPORT_FILE

out = Console(highlight=False)
runs_app = typer.Typer(
    help="List, show and open past runs.", no_args_is_help=True, add_completion=False
)
RunArgument = Annotated[
    str, typer.Argument(help="A run folder, its name (or the start of it), or `last`.")
]
STATUS_STYLE = {"success": "green", "failure": "red", "error": "red", "incomplete": "yellow"}


def _runs_dir():
    return Settings().data_dir / "runs"


@runs_app.command("list")
def list_command(
    limit: Annotated[int, typer.Option(min=1, help="How many of the newest runs to show.")] = 20,
) -> None:
    """List past runs, newest first: name, outcome, steps and instruction."""
    entries = list_runs(_runs_dir())
    if not entries:
        out.print(f"no runs yet under {_runs_dir()}; start one with `mobilexperts run`")
        return
    for entry in entries[:limit]:
        style = STATUS_STYLE.get(entry.status, "dim")
        instruction = " ".join(entry.summary.instruction.split()) if entry.summary else ""
        out.print(escape(entry.run_id), overflow="fold")
        line = Text.from_markup(f"  [{style}]{entry.status}[/], {entry.steps} steps: ")
        line.append(instruction)
        line.truncate(out.width, overflow="ellipsis")
        out.print(line, no_wrap=True)
    more = f" (showing {limit})" if len(entries) > limit else ""
    out.print(f"{len(entries)} runs in {_runs_dir()}{more}", soft_wrap=True)


@runs_app.command("show")
def show_command(run: RunArgument) -> None:
    """Show a run's outcome, cost and steps."""
    record = load_run(find_run(run, _runs_dir()))
    summary = record.summary
    out.print(f"[bold]{escape(record.run_dir.name)}[/]")
    if summary is None or summary.status == "running":
        out.print("[yellow]incomplete[/]: the run is still going, or was killed")
    else:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(summary.started_at))
        verdict = {True: "success", False: "failure", None: "unchecked"}[summary.success]
        out.print(f"instruction: {escape(summary.instruction)}")
        out.print(f"started {when}; {verdict}: {escape(summary.stop_reason)}")
        out.print(
            f"{summary.steps} steps, {summary.reasoning_steps} reasoning steps, "
            f"{summary.model_calls} model calls, {summary.tokens.total} tokens, "
            f"{summary.duration_s:.1f} s"
        )
        if summary.answer:
            out.print(f"answer: {escape(summary.answer)}")
    for step in record.steps:
        kind = step.operation.get("kind", "?")
        verdict = step.verdict or ("error" if step.error else "-")
        label = step.target.label.split(" | ")[0] if step.target else ""
        out.print(f"  {step.index:>2} {escape(kind)} {escape(label)} [dim]{verdict}[/]")
    out.print(f"report: {record.run_dir / REPORT_FILE}", soft_wrap=True)


@runs_app.command("open")
def open_command(run: RunArgument) -> None:
    """Open a run's HTML report in the web browser."""
    report = find_run(run, _runs_dir()) / REPORT_FILE
    if not report.is_file():
        raise StorageError(f"{report} does not exist: the run never finished")
    out.print(f"opening {report}", soft_wrap=True)
    if not webbrowser.open(report.resolve().as_uri()):
        raise StorageError(f"no web browser found; open {report} yourself")
