"""``mobilexperts demo``: teach by demonstration on SimDroid or a real phone.

``demo record [--app APP]`` opens a shell on the simulated phone of ``mobilexperts sim`` (the
same numbered elements and commands as ``sim shell``) and records what the person does;
``demo record --device SERIAL`` watches a real phone while the person uses it;
``demo stop NAME`` replays the recording, keeps what each tap did as verified interface memory
and turns it into a workflow tool admitted by replay. NAME says what was demonstrated, with the
values typed in quotes (``'Post a chirp saying "hello"'``), so they become the tool's parameters.
"""

from __future__ import annotations

import contextlib
import threading
from typing import Annotated

import typer
from rich.console import Console

from experts.demo import DemoRecorder, learn_demonstration
from experts.demo_watch import PhoneWatcher, WatchedStep, step_text
from mobilexperts.config import load_settings
from mobilexperts.console import escape
from mobilexperts.device.select import SIMULATOR, open_device
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
    return DemoRecorder.for_settings(load_settings())


def _show(device: SimDevice) -> None:
    obs = device.observe()
    out.print(f"[bold]{escape(obs.package)}[/] {escape(obs.activity)}")
    out.print(describe(perceive_observation(obs).elements), markup=False)


@demo_app.command("record")
def record_command(
    app: Annotated[str | None, typer.Option(help="open this app first")] = None,
    device: Annotated[
        str,
        typer.Option(help="'sim', or the adb serial of a real phone to watch while you use it"),
    ] = SIMULATOR,
) -> None:
    """Record a demonstration: on SimDroid type commands (q to finish); on a real phone use the
    phone and press Enter here when done."""
    recorder = _recorder()
    if device != SIMULATOR:
        _watch_phone(recorder, device, app)
        return
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


def _watch_phone(recorder: DemoRecorder, serial: str, app: str | None) -> None:
    """Watch the real phone ``serial`` until the person presses Enter, saving each step."""
    phone = open_device(serial)
    try:
        if app:
            phone.launch(app)
        watcher = PhoneWatcher(phone)
        recorder.save_watched(phone.info.serial, [])
        finished = threading.Event()
        threading.Thread(target=lambda: (_wait_enter(), finished.set()), daemon=True).start()
        out.print("recording: use the phone now; press Enter here when you are done")

        def saved(step: WatchedStep) -> None:
            recorder.save_watched(phone.info.serial, watcher.steps)
            out.print(f"step {len(watcher.steps)}: {escape(step_text(step))}")

        watcher.watch(finished.is_set, saved)
    finally:
        phone.close()
    for change in watcher.unexplained:
        out.print(f"not understood (left out): {escape(change)}")
    out.print(
        f"recorded {len(watcher.steps)} step(s); make it a tool with `mobilexperts demo stop NAME`"
    )


def _wait_enter() -> None:
    with contextlib.suppress(EOFError):
        input()


@demo_app.command("stop")
def stop_command(
    name: Annotated[str, typer.Argument(help="what you demonstrated, e.g. 'Post \"hi\"'")],
    admit: Annotated[
        bool,
        typer.Option(
            help="real phone: admit the tools by replaying them now on the phone, which must "
            "be back at the demonstration's first screen (repeats its effects)"
        ),
    ] = False,
) -> None:
    """Turn the recorded demonstration into interface memory and a workflow tool."""
    settings = load_settings()
    recorder = _recorder()
    demo = recorder.load()
    model = build_run_model(settings).model
    if demo.start is None:
        phone = open_device(demo.serial)
        try:
            run, tools = learn_demonstration(demo, name, model, settings, phone, admit)
        finally:
            phone.close()
    else:
        run, tools = learn_demonstration(demo, name, model, settings)
    how = "replayed" if demo.start is not None else "learned from"
    out.print(f"{how} {len(run.steps)} step(s); what each tap did is in interface memory")
    for tool in tools:
        note = "" if tool.status == "verified" else f" ({escape(tool.status_reason)})"
        out.print(f"tool [bold]{tool.name}[/] {tool.status}{note}")
    if not tools:
        out.print("no workflow tool came out of it (too few steps on fixed elements)")
    recorder.discard()
