"""The command line's handover: the run pauses, says what the agent wants to do and why, and
reads what the person chose. On SimDroid the person can also act from the terminal with the
``sim shell`` commands (an element number taps it, ``t N TEXT`` types, ``back``, ...)."""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console

from experts.safety import SafetyOptions
from mobilexperts.config import Settings
from mobilexperts.console import escape
from mobilexperts.device.base import Device
from mobilexperts.errors import MobilexpertsError
from mobilexperts.handover import Choice, HandoverRecord, HandoverRequest, parse_categories
from mobilexperts.perception import describe, perceive_observation
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.shell import run_line

ANSWERS: dict[str, Choice] = {
    "": "person",
    "d": "person",
    "done": "person",
    "a": "agent",
    "agent": "agent",
    "x": "abort",
    "abort": "abort",
}


class TerminalHandover:
    """Asks the person at the terminal; end of input (no person there) aborts. ``device``
    gives the phone of the run under way (SimDroid accepts actions typed here)."""

    def __init__(
        self,
        device: Callable[[], Device | None],
        console: Console,
        read_line: Callable[[str], str] = input,
    ) -> None:
        self.device = device
        self.console = console
        self.read_line = read_line

    def hand_over(self, request: HandoverRequest) -> HandoverRecord:
        phone = self.device()
        sim = phone if isinstance(phone, SimDevice) else None
        self.console.print(f"\n[bold yellow]sensitive step[/] {escape(request.describe())}")
        self.console.print(f"why: {escape(request.reason)}")
        if request.thought:
            self.console.print(f"the agent's reason: {escape(request.thought)}")
        self.console.print(
            "Do it on the phone and press Enter / [bold]a[/] let the agent do it / "
            "[bold]x[/] abort" + ("; or act here with sim shell commands (help)" if sim else "")
        )
        acted: list[str] = []
        while True:
            try:
                line = self.read_line("handover> ")
            except EOFError:
                return HandoverRecord(request=request, choice="abort", note="no answer")
            word = line.strip().lower()
            if word in ANSWERS:
                note = f"the person did: {'; '.join(acted)}" if acted else ""
                return HandoverRecord(request=request, choice=ANSWERS[word], note=note)
            if sim is None:
                self.console.print("answer Enter (done on the phone), a (agent) or x (abort)")
                continue
            self._act(sim, line, acted)

    def _act(self, sim: SimDevice, line: str, acted: list[str]) -> None:
        """Carry out one ``sim shell`` command on SimDroid and show the screen it led to."""
        screen = perceive_observation(sim.observe())
        try:
            message = run_line(sim, screen, line)
        except MobilexpertsError as exc:
            self.console.print(f"error: {escape(exc)}")
            return
        if message:
            self.console.print(message, markup=False, highlight=False)
        elif line.strip() != "ls":
            acted.append(line.strip())
        after = perceive_observation(sim.observe())
        self.console.print(describe(after.elements), markup=False, highlight=False)
        self.console.print("Enter when done / a / x")


def cli_safety(
    settings: Settings,
    device_name: str,
    device: Callable[[], Device | None],
    allow: list[str] | None,
    console: Console,
) -> SafetyOptions:
    """The safety check of a CLI run: ``--allow`` plus the config's categories for the device,
    sensitive steps asked at the terminal."""
    allowed = settings.safety.allowed(device_name, parse_categories(allow or []))
    handover = TerminalHandover(device, console)
    return SafetyOptions(allow=allowed, ask_model=settings.safety.ask_model, handover=handover)
