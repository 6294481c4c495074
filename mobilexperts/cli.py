"""The ``mobilexperts`` command line. Every command lives in its own module; this wires them.

Commands are imported only when they run, so ``--help`` and ``--version`` start fast. Errors a
user can cause are printed as one line (``error: ...``) with the exit code of their kind; an
unexpected exception is reported as a bug without a traceback unless ``MOBILEXPERTS_DEBUG=1``.
"""

from __future__ import annotations

import importlib
import inspect
import os
import re
import sys
from typing import Annotated, Any

import typer
from typer.core import TyperCommand, TyperGroup

from mobilexperts import __version__
from mobilexperts.errors import EXIT_USAGE, MobilexpertsError

EXIT_BUG = 70
SINGLE_NEWLINE = re.compile(r"(?<!\n)\n(?!\n)")
EPILOG = (
    "Exit codes: 0 success; 1 the task failed or was judged not done; 2 a usage or input "
    "error; 3 a device error; 4 a model error; 70 a bug in mobilexperts."
)

# name: (module, attribute, one-line help). The attribute is a typer app or a command function.
COMMANDS: dict[str, tuple[str, str, str]] = {
    "run": ("planners.cli", "run_command", "Carry out a request with a team of experts."),
    "plan": ("planners.cli", "plan_command", "Show the plan a team would carry out."),
    "replay": ("experts.replay_cli", "replay_command", "Re-execute a recorded run."),
    "runs": ("mobilexperts.runs.cli", "runs_app", "List, show and open past runs."),
    "tasks": ("evals.cli", "tasks_app", "The task suite: list its tasks."),
    "eval": ("evals.eval.cli", "eval_command", "Compare methods on a task suite, with reports."),
    "tools": ("tools_store.cli", "tools_app", "Workflow tools: list, show, add, edit, test."),
    "experts": ("experts.team_cli", "experts_app", "The device's expert pool: list, show, add."),
    "team": ("experts.team_cli", "team_command", "Show the team a request would assemble."),
    "explore": ("experts.explore_cli", "explore_command", "An expert explores its app(s)."),
    "knowledge": ("memory.knowledge_cli", "knowledge_app", "Hints people give, per app."),
    "demo": ("experts.demo_cli", "demo_app", "Teach by demonstration: record, stop."),
    "sim": ("mobilexperts.sim.cli", "sim_app", "Drive SimDroid, the simulated phone."),
    "perceive": (
        "mobilexperts.perception.cli",
        "perceive_command",
        "What an agent sees of a saved screen.",
    ),
    "devices": ("mobilexperts.device.cli", "devices_command", "Phones seen by adb."),
    "doctor": ("mobilexperts.doctor", "doctor_command", "Check adb, OCR and the model."),
    "studio": ("studio.cli", "studio_command", "The local web app: runs, tools, experts, devices."),
    "mcp": ("studio.cli", "mcp_command", "An MCP server that drives the phone and its tools."),
}
# Subcommands a mechanism adds to a platform group: group -> name -> (module, function).
SUBCOMMANDS: dict[str, dict[str, tuple[str, str]]] = {
    "sim": {"replay": ("evals.cli", "replay_command")},
}


def _command(name: str, target: Any) -> TyperCommand | TyperGroup:
    if isinstance(target, typer.Typer):
        return typer.main.get_command(target)
    single = typer.Typer()
    single.command(name)(target)
    return typer.main.get_command(single)


def _flow(command: Any) -> None:
    """Join the lines of each paragraph of ``command``'s help texts (and its subcommands'),
    so help flows as sentences at any terminal width."""
    if command.help:
        command.help = SINGLE_NEWLINE.sub(" ", inspect.cleandoc(command.help))
    for param in command.params:
        if getattr(param, "help", None):
            param.help = SINGLE_NEWLINE.sub(" ", param.help)
    for sub in getattr(command, "commands", {}).values():
        _flow(sub)


def load_command(name: str) -> TyperCommand | TyperGroup:
    """The click command of ``name``, importing its module."""
    module, attribute, _ = COMMANDS[name]
    command = _command(name, getattr(importlib.import_module(module), attribute))
    command.name = name
    for sub, (sub_module, function) in SUBCOMMANDS.get(name, {}).items():
        assert isinstance(command, TyperGroup)
        target = getattr(importlib.import_module(sub_module), function)
        command.add_command(_command(sub, target), sub)
    _flow(command)
    return command


class LazyCommand(TyperCommand):
    """A command known by name and help only, loaded when it is invoked."""

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: typer.Context | None = None,
        **extra: Any,
    ) -> typer.Context:
        return load_command(self.name or "").make_context(info_name, args, parent, **extra)


class LazyGroup(TyperGroup):
    """The top-level group: its commands are :class:`LazyCommand` placeholders."""

    def list_commands(self, ctx: typer.Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: typer.Context, cmd_name: str) -> TyperCommand | None:
        if cmd_name not in COMMANDS:
            return None
        return LazyCommand(cmd_name, help=COMMANDS[cmd_name][2])


app = typer.Typer(
    name="mobilexperts",
    cls=LazyGroup,
    help="Expert agents that operate Android phones.",
    epilog=EPILOG,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)


def _version(value: bool) -> None:
    if value:
        print(f"mobilexperts {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Print the version."),
    ] = False,
) -> None:
    """Expert agents that operate Android phones (SimDroid and the offline policy by default)."""


def _fail(message: str, code: int) -> None:
    from rich.console import Console

    from mobilexperts.console import escape

    Console(stderr=True, highlight=False).print(escape(message), soft_wrap=True)
    sys.exit(code)


def main(argv: list[str] | None = None) -> None:
    """Console-script entry point; ``argv`` defaults to the process arguments."""
    try:
        app(args=argv, prog_name="mobilexperts")
    except MobilexpertsError as exc:
        _fail(f"error: {exc}", getattr(exc, "exit_code", EXIT_USAGE))
    except KeyboardInterrupt:
        _fail("interrupted", 130)
    except Exception as exc:
        if os.environ.get("MOBILEXPERTS_DEBUG"):
            raise
        _fail(
            f"internal error: {type(exc).__name__}: {exc}\n"
            "This is a bug in mobilexperts; rerun with MOBILEXPERTS_DEBUG=1 for the traceback.",
            EXIT_BUG,
        )


if __name__ == "__main__":
    main()
