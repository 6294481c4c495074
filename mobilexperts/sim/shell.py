"""``mobilexperts sim shell``: a person drives the simulated phone by element numbers.

Each screen is shown as the numbered elements an agent sees; commands act on them. This is the
basis of manual exploration: what a person does here is what an expert would record.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from rich.console import Console

from mobilexperts.device.errors import InvalidActionError
from mobilexperts.errors import MobilexpertsError
from mobilexperts.perception import describe, perceive_observation
from mobilexperts.perception.screen import Screen
from mobilexperts.sim.device import SimDevice

HELP = """commands:
  N                 tap element N            long N        long-press element N
  t N TEXT          tap field N, type TEXT   type TEXT     type into the focused field
  swipe up|down     scroll the screen        back | home | enter | recent
  launch APP        open an app              wait SECONDS  let time pass
  ls                list the elements again  shot FILE     save a screenshot
  help              this text                q             quit"""


def _element_point(screen: Screen, token: str) -> tuple[int, int]:
    try:
        return screen.by_index(int(token)).center
    except ValueError as exc:
        raise InvalidActionError(f"{token!r} is not an element number") from exc


def _swipe(device: SimDevice, direction: str) -> None:
    width, height = device.info.width, device.info.height
    if direction not in ("up", "down"):
        raise InvalidActionError("swipe takes up or down")
    low, high = height * 3 // 4, height // 3
    y1, y2 = (low, high) if direction == "up" else (high, low)
    device.swipe(width // 2, y1, width // 2, y2)


def run_line(device: SimDevice, screen: Screen, line: str) -> str | None:
    """Run one command line; returns a message to print, or None."""
    word, _, rest = line.strip().partition(" ")
    rest = rest.strip()
    actions: dict[str, Callable[[], None]] = {
        "back": lambda: device.press("back"),
        "home": lambda: device.press("home"),
        "enter": lambda: device.press("enter"),
        "recent": lambda: device.press("recent"),
    }
    if word.isdigit():
        device.tap(*_element_point(screen, word))
    elif word == "long":
        device.long_press(*_element_point(screen, rest))
    elif word == "t":
        number, _, text = rest.partition(" ")
        device.tap(*_element_point(screen, number))
        device.input_text(text, clear=True)
    elif word == "type":
        device.input_text(rest)
    elif word == "swipe":
        _swipe(device, rest)
    elif word == "launch":
        device.launch(rest)
    elif word == "wait":
        try:
            device.wait(float(rest))
        except ValueError as exc:
            raise InvalidActionError(f"wait needs seconds, got {rest!r}") from exc
    elif word == "shot":
        Path(rest or "screen.png").write_bytes(device.observe().screenshot)
        return f"saved {rest or 'screen.png'}"
    elif word in actions:
        actions[word]()
    elif word in ("ls", ""):
        return None
    elif word == "help":
        return HELP
    else:
        raise InvalidActionError(f"unknown command {word!r}; type help")
    return None


def run_shell(
    device: SimDevice,
    read_line: Callable[[str], str],
    console: Console,
    save: Callable[[SimDevice], None],
) -> None:
    """Show the screen, read a command, act, save, until ``q`` or end of input."""
    console.print("SimDroid shell: type [bold]help[/] for commands, [bold]q[/] to quit.")
    while True:
        obs = device.observe()
        screen = perceive_observation(obs)
        console.print(f"[bold]{obs.package}[/] {obs.activity}  signature {screen.signature}")
        console.print(describe(screen.elements), markup=False, highlight=False)
        try:
            line = read_line("sim> ")
        except EOFError:
            return
        if line.strip() in ("q", "quit", "exit"):
            return
        try:
            message = run_line(device, screen, line)
        except MobilexpertsError as exc:
            console.print(f"error: {exc}", markup=False, highlight=False)
            continue
        save(device)
        if message:
            console.print(message, markup=False, highlight=False)
