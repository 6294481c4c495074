"""The ``mobilexperts`` command line. Every command lives in its own module; this wires them.

Errors a user can cause are printed as one line (``error: ...``) with exit code 1; anything
unexpected is reported as a bug without a traceback unless ``MOBILEXPERTS_DEBUG=1``.
"""

from __future__ import annotations

import os
import sys

import typer
from rich.console import Console

from evals.cli import replay_command
from experts.explore_cli import explore_command
from experts.team_cli import experts_app, team_command
from mobilexperts.console import escape
from mobilexperts.device.cli import devices_command
from mobilexperts.doctor import doctor_command
from mobilexperts.errors import MobilexpertsError
from mobilexperts.perception.cli import perceive_command
from mobilexperts.sim.cli import sim_app
from planners.cli import plan_command, run_command
from tools_store.cli import tools_app

app = typer.Typer(
    name="mobilexperts",
    help="A team of expert agents that operates Android phones.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)
app.add_typer(sim_app, name="sim")
app.add_typer(tools_app, name="tools")
app.add_typer(experts_app, name="experts")
app.command("run")(run_command)
app.command("plan")(plan_command)
app.command("team")(team_command)
app.command("explore")(explore_command)
sim_app.command("replay")(replay_command)
app.command("perceive")(perceive_command)
app.command("devices")(devices_command)
app.command("doctor")(doctor_command)

err = Console(stderr=True, highlight=False)


def main() -> None:
    """Console-script entry point."""
    try:
        app()
    except MobilexpertsError as exc:
        err.print(f"[bold red]error:[/] {escape(str(exc))}", soft_wrap=True)
        sys.exit(1)
    except KeyboardInterrupt:
        err.print("interrupted")
        sys.exit(130)
    except Exception as exc:
        if os.environ.get("MOBILEXPERTS_DEBUG"):
            raise
        err.print(
            f"[bold red]internal error:[/] {type(exc).__name__}: {escape(str(exc))}\n"
            "This is a bug in mobilexperts; rerun with MOBILEXPERTS_DEBUG=1 for the traceback.",
            soft_wrap=True,
        )
        sys.exit(70)


if __name__ == "__main__":
    main()
