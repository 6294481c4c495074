"""``mobilexperts knowledge``: people's hints per app (add, list, rm), kept as Markdown files."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console

from memory.knowledge import KnowledgeBase
from mobilexperts.config import load_settings
from mobilexperts.console import escape

knowledge_app = typer.Typer(
    help="Hints people give the agent, per app (Markdown files under <data dir>/knowledge).",
    no_args_is_help=True,
    add_completion=False,
)
out = Console(highlight=False, soft_wrap=True)


def _base() -> KnowledgeBase:
    return KnowledgeBase.for_settings(load_settings())


@knowledge_app.command("add")
def add_command(
    app: Annotated[str, typer.Argument(help="the app the hint is about, e.g. Shop")],
    hint: Annotated[str, typer.Argument(help='e.g. "the cart is under the bag icon"')],
) -> None:
    """Add a hint about APP; relevant hints enter the agent's prompts."""
    added = _base().add(app, hint)
    tie = f" (the app's {added.label!r} is your {added.meaning!r})" if added.label else ""
    out.print(f"added to {escape(app)}: {escape(added.text)}{escape(tie)}")


@knowledge_app.command("list")
def list_command(
    app: Annotated[str | None, typer.Argument(help="only this app's hints")] = None,
) -> None:
    """List the hints, numbered per app."""
    hints = _base().hints(app)
    if not hints:
        out.print('no hints yet: mobilexperts knowledge add APP "hint"')
        return
    numbers: dict[str, int] = {}
    for hint in hints:
        numbers[hint.app] = numbers.get(hint.app, 0) + 1
        out.print(f"{escape(hint.app)} {numbers[hint.app]}: {escape(hint.text)}")


@knowledge_app.command("rm")
def rm_command(
    app: Annotated[str, typer.Argument(help="the app")],
    number: Annotated[int, typer.Argument(help="the hint's number in `knowledge list APP`")],
) -> None:
    """Remove one hint of APP."""
    gone = _base().remove(app, number)
    out.print(f"removed from {escape(app)}: {escape(gone.text)}")
