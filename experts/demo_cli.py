"""``mobilexperts demo``: teach by demonstration on SimDroid.

``demo record [--app APP]`` opens a shell on the simulated phone of ``mobilexperts sim`` (the
same numbered elements and commands as ``sim shell``) and records what the person does;
``demo stop NAME`` replays the recording, keeps what each tap did as verified interface memory
and turns it into a workflow tool admitted by replay. NAME says what was demonstrated, with the
values typed in quotes (``'Post a chirp saying "hello"'``), so they become the tool's parameters.
"""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console

from experts.demo import DemoRecorder, learn_demonstration
from mobilexperts.config import load_settings
from mobilexperts.console import escape
from mobilexperts.errors import MobilexpertsError
from mobilexperts.llm.factory import build_run_model
from mobilexperts.perception import describe, perceive_observation
from mobilexperts.sim.cli import session
from mobilexperts.sim.device import SimDevice

demo_app = typer.Typer(
    help="Teach by demonstration: record what you do on SimDroid, then make it a tool.",
    no_args_is_help=True,
    add_completion=False,
)
out = Console(highlight=False, soft_wrap=True)
HELP = (
    "N tap element N | long N | t N TEXT type into field N (ts: and submit) | type TEXT | "
    "swipe up|down | launch APP | back | home | ls | q to finish"
)


def _recorder() -> DemoRecorder:
    return DemoRecorder(load_settings().data_dir / "demo")


def _show(device: SimDevice) -> None:
    obs = device.observe()
    out.print(f"[bold]{escape(obs.package)}[/] {escape(obs.activity)}")
    out.print(describe(perceive_observation(obs).elements), markup=False)


@demo_app.command("record")
def record_command(
    app: Annotated[str | None, typer.Option(help="open this app first (recorded)")] = None,
) -> None:
    """Record a demonstration on the simulated phone: type commands, q to finish."""
    recorder = _recorder()
    store = session()
    with store.lock:
        device = store.load()
        recorder.start(device)
        if app:
            recorder.act(device, f"launch {app}")
        out.print(f"recording: {HELP}")
        steps = len(recorder.load().operations)
        while True:
            _show(device)
            try:
                line = input("demo> ").strip()
            except EOFError:
                break
            if line in ("q", "quit", "exit"):
                break
            if line in ("", "ls", "help"):
                out.print(HELP if line == "help" else "", markup=False)
                continue
            try:
                recorder.act(device, line)
                steps += 1
            except MobilexpertsError as exc:
                out.print(f"error: {escape(exc)}")
            store.save(device)
    out.print(f"recorded {steps} step(s); make it a tool with `mobilexperts demo stop NAME`")


@demo_app.command("stop")
def stop_command(
    name: Annotated[str, typer.Argument(help="what you demonstrated, e.g. 'Post \"hi\"'")],
) -> None:
    """Turn the recorded demonstration into interface memory and a workflow tool."""
    settings = load_settings()
    recorder = _recorder()
    demo = recorder.load()
    run, tools = learn_demonstration(demo, name, build_run_model(settings).model, settings)
    out.print(f"replayed {len(run.steps)} step(s); what each tap did is in interface memory")
    for tool in tools:
        note = "" if tool.status == "verified" else f" ({escape(tool.status_reason)})"
        out.print(f"tool [bold]{tool.name}[/] {tool.status}{note}")
    if not tools:
        out.print("no workflow tool came out of it (too few steps on fixed elements)")
    recorder.discard()
