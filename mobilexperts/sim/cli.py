"""``mobilexperts sim``: drive the simulated phone from the command line.

Every command works on one persisted session (``<data dir>/sim/session.json``), so consecutive
commands continue from the same screen.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mobilexperts.config import Settings
from mobilexperts.console import escape
from mobilexperts.device.errors import InvalidActionError
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.options import SimOptions, parse_perturb
from mobilexperts.sim.phone import PROFILES
from mobilexperts.sim.session import SimSession

sim_app = typer.Typer(
    help="Drive SimDroid, the built-in simulated phone.", no_args_is_help=True, add_completion=False
)
out = Console(highlight=False)

ARITY = {
    "tap": 2,
    "longpress": 2,
    "text": 1,
    "launch": 1,
    "wait": 1,
    "back": 0,
    "home": 0,
    "enter": 0,
    "recent": 0,
}
DIRECTIONS = ("up", "down", "left", "right")


def session() -> SimSession:
    return SimSession(Settings().data_dir / "sim" / "session.json")


def _point(device: SimDevice, tokens: list[str], action: str) -> list[int]:
    """Parse coordinate pairs and check they are on the screen before anything runs."""
    try:
        values = [int(t) for t in tokens]
    except ValueError as exc:
        raise InvalidActionError(
            f"{action} needs whole-number coordinates, got {' '.join(tokens)!r}"
        ) from exc
    width, height = device.info.width, device.info.height
    for x, y in zip(values[::2], values[1::2], strict=True):
        if not (0 <= x < width and 0 <= y < height):
            raise InvalidActionError(f"{action}: ({x}, {y}) is outside the {width}x{height} screen")
    return values


def _swipe(device: SimDevice, args: list[str]) -> Callable[[], None]:
    width, height = device.info.width, device.info.height
    if args and args[0] in DIRECTIONS:
        cx, cy, dx, dy = width // 2, height // 2, width // 3, height // 4
        x2, y2 = {
            "up": (cx, cy - dy),
            "down": (cx, cy + dy),
            "left": (cx - dx, cy),
            "right": (cx + dx, cy),
        }[args[0]]
        return lambda: device.swipe(cx, cy, x2, y2)
    x1, y1, x2, y2 = _point(device, args, "swipe")
    return lambda: device.swipe(x1, y1, x2, y2)


def parse_actions(device: SimDevice, tokens: list[str]) -> list[Callable[[], None]]:
    """Turn ``tap 10 20 text hello back`` into callables, validating everything first."""
    actions: list[Callable[[], None]] = []
    i = 0
    while i < len(tokens):
        name = tokens[i].lower()
        if name == "swipe":
            take = 1 if i + 1 < len(tokens) and tokens[i + 1] in DIRECTIONS else 4
        elif name in ARITY:
            take = ARITY[name]
        else:
            known = ", ".join([*ARITY, "swipe"])
            raise InvalidActionError(f"unknown action {tokens[i]!r}; actions are: {known}")
        args = tokens[i + 1 : i + 1 + take]
        if len(args) < take:
            raise InvalidActionError(f"{name} needs {take} argument(s), got {len(args)}")
        actions.append(_action(device, name, args))
        i += 1 + take
    return actions


def _action(device: SimDevice, name: str, args: list[str]) -> Callable[[], None]:
    if name == "tap":
        x, y = _point(device, args, name)
        return lambda: device.tap(x, y)
    if name == "longpress":
        x, y = _point(device, args, name)
        return lambda: device.long_press(x, y)
    if name == "swipe":
        return _swipe(device, args)
    if name == "text":
        return lambda: device.input_text(args[0])
    if name == "launch":
        return lambda: device.launch(args[0])
    if name == "wait":
        try:
            seconds = float(args[0])
        except ValueError as exc:
            raise InvalidActionError(f"wait needs seconds, got {args[0]!r}") from exc
        return lambda: device.wait(seconds)
    return lambda: device.press(name)  # back, home, enter, recent


@sim_app.command("apps")
def apps_command() -> None:
    """List the apps installed on the simulator."""
    device = session().load()
    table = Table("label", "package", "name")
    for app in device.phone.installed():
        table.add_row(app.label, app.package, app.name)
    out.print(table)


@sim_app.command("dump")
def dump_command() -> None:
    """Print the current screen's hierarchy XML (uiautomator format)."""
    print(session().load().observe().xml)


@sim_app.command("screenshot")
def screenshot_command(
    output: Annotated[Path, typer.Option("-o", "--output", help="PNG file to write")],
) -> None:
    """Save the current screen as a PNG."""
    png = session().load().observe().screenshot
    try:
        output.write_bytes(png)
    except OSError as exc:
        raise InvalidActionError(f"cannot write {output}: {exc.strerror or exc}") from exc
    out.print(f"wrote {escape(output)} ({len(png)} bytes)")


@sim_app.command("state")
def state_command() -> None:
    """Print every app's state as JSON (what task checkers see; agents never do)."""
    print(json.dumps(session().load().state(), indent=2, ensure_ascii=False))


@sim_app.command("do", context_settings={"allow_extra_args": True, "ignore_unknown_options": True})
def do_command(
    actions: Annotated[
        list[str],
        typer.Argument(help="e.g. tap 540 1200 | text 'hi' | swipe up | back | home | launch Mail"),
    ],
) -> None:
    """Perform actions on the persisted phone, then save it."""
    store = session()
    with store.lock:
        device = store.load()
        steps = parse_actions(device, actions)
        try:
            for step in steps:
                step()
        finally:
            store.save(device)
    obs = device.observe()
    out.print(f"now on {obs.package} / {obs.activity}")


@sim_app.command("reset")
def reset_command(
    seed: Annotated[int, typer.Option(help="seed of the phone's data")] = 0,
    profile: Annotated[str, typer.Option(help=f"screen profile: {', '.join(PROFILES)}")] = "phone",
    perturb: Annotated[
        str, typer.Option(help="e.g. popups=0.3,loading=0.2 (probabilities per screen)")
    ] = "",
    app_version: Annotated[
        int, typer.Option(help="1, or 2 for layouts with moved/renamed elements")
    ] = 1,
    theme: Annotated[str, typer.Option(help="light or dark")] = "light",
) -> None:
    """Start a fresh simulated phone."""
    options = SimOptions(
        seed=seed,
        profile=profile,
        perturb=parse_perturb(perturb),
        app_version=app_version,
        theme=theme,
    )
    store = session()
    with store.lock:
        device = store.reset(options)
    out.print(
        f"fresh SimDroid phone: seed {seed}, {device.info.width}x{device.info.height}, {theme}"
    )


@sim_app.command("shell")
def shell_command() -> None:
    """Drive the phone interactively: numbered elements, tap by number, type, back."""
    from mobilexperts.sim.shell import run_shell

    store = session()
    with store.lock:
        run_shell(store.load(), input, out, store.save)
