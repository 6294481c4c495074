"""Devices: the phones adb sees and SimDroid, each with a live screen a person taps, types into
and presses keys on (``/devices/<serial>``; SimDroid's is on the Devices page). While a
demonstration is being recorded, every action becomes a step of a run record
(``trajectory.jsonl`` and screenshots under the runs folder, instruction ``demonstration: WHAT``)
and of the recording ``mobilexperts demo stop NAME`` turns into interface memory and a tool."""

from __future__ import annotations

import base64

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from experts.demo import DemoRecorder
from mobilexperts.config import Settings
from mobilexperts.device.base import Device
from mobilexperts.device.cli import device_rows
from mobilexperts.errors import MobilexpertsError
from mobilexperts.operations import Back, Home, Tap, Text
from mobilexperts.perception import UIElement, perceive_observation
from mobilexperts.runs.recorder import RunRecorder
from mobilexperts.runs.records import StepRecord, TargetRecord
from mobilexperts.sim.device import SimDevice
from studio.app import Studio
from studio.security import checked_name

KEYS = {"back": Back, "home": Home}
Operation = Tap | Back | Home | Text
MAX_TEXT_CHARS = 500


class Demonstration:
    """One demonstration being recorded on one device: a run record to look at, and the
    recording ``mobilexperts demo stop NAME`` turns into memory and a tool (SimDroid's start
    state and operations, or a real phone's steps with their screens)."""

    def __init__(self, device: Device, what: str, settings: Settings) -> None:
        self.device = device
        self.recorder = RunRecorder(f"demonstration: {what}", runs_dir=settings.data_dir / "runs")
        self.learnable = DemoRecorder.for_settings(settings)
        if isinstance(device, SimDevice):
            self.learnable.start(device)
        else:
            self.learnable.save_watched(device.info.serial, [])

    @property
    def run_id(self) -> str:
        return self.recorder.run_id

    def act(self, operation: Operation, point: tuple[int, int] | None) -> None:
        """Carry out ``operation`` on the device and record it as the next step."""
        before = self.device.observe()
        screen = perceive_observation(before)
        target = _element_at(screen.elements, point) if point else None
        if isinstance(operation, Tap) and target is not None:
            operation = Tap(index=target.index)
        field = screen.focused_field()
        if isinstance(operation, Text) and field is not None:
            operation = operation.model_copy(update={"index": field.index})
        index = len(self.recorder.steps) + 1
        shot = self.recorder.save_screenshot(index, before.screenshot)
        perform(self.device, operation, point)
        now = self.device.observe()
        self.learnable.add(operation, before, now)
        after = self.recorder.save_screenshot(index, now.screenshot, "after")
        self.recorder.record_step(
            StepRecord(
                index=index,
                package=screen.package,
                activity=screen.activity,
                signature=screen.signature,
                screen=(screen.width, screen.height),
                thought="demonstrated by hand",
                operation=operation.model_dump(mode="json"),
                target=_target(target),
                screenshot_before=shot,
                screenshot_after=after,
            )
        )

    def finish(self) -> str:
        self.recorder.finish(stop_reason="demonstrated by hand")
        return self.run_id


def perform(device: Device, operation: Operation, point: tuple[int, int] | None) -> None:
    if isinstance(operation, Tap) and point is not None:
        device.tap(*point)
    elif isinstance(operation, Text):
        device.input_text(operation.content, operation.clear)
    else:
        device.press(operation.kind)  # type: ignore[arg-type]


def _element_at(elements: list[UIElement], point: tuple[int, int]) -> UIElement | None:
    """The smallest element containing ``point``."""
    hits = [e for e in elements if e.bounds.contains(*point)]
    return min(hits, key=lambda e: e.bounds.area) if hits else None


def _target(element: UIElement | None) -> TargetRecord | None:
    if element is None:
        return None
    b = element.bounds
    return TargetRecord(
        index=element.index,
        label=element.label or element.text or element.desc,
        resource_id=element.resource_id,
        bounds=(b.x1, b.y1, b.x2, b.y2),
    )


def routes(studio: Studio) -> list[Route]:
    demos: dict[str, Demonstration] = {}

    def serial_of(request: Request) -> str:
        return checked_name(request.path_params["serial"], "serial")

    def panel(request: Request, serial: str, message: str = "") -> HTMLResponse:
        device, lock = studio.phone(serial)
        with lock:
            observation = device.observe()
            png = base64.b64encode(observation.screenshot).decode("ascii")
        current = demos.get(serial)
        html = studio.env.get_template("sim_panel.html").render(
            request=request,
            serial=serial,
            png=png,
            width=observation.width,
            height=observation.height,
            package=observation.package,
            recording=current.run_id if current else "",
            steps=len(current.recorder.steps) if current else 0,
            message=message,
        )
        return HTMLResponse(html)

    def act(serial: str, operation: Operation, point: tuple[int, int] | None) -> None:
        device, lock = studio.phone(serial)
        with lock:
            current = demos.get(serial)
            if current is not None:
                current.act(operation, point)
            else:
                perform(device, operation, point)

    async def devices(request: Request) -> Response:
        rows, adb_problem = await run_in_threadpool(device_rows)
        html = (await run_in_threadpool(panel, request, "sim")).body.decode()
        return studio.render(request, "devices.html", rows=rows, adb=adb_problem, panel=html)

    async def device_page(request: Request) -> Response:
        serial = serial_of(request)
        html = (await run_in_threadpool(panel, request, serial)).body.decode()
        return studio.render(request, "device.html", serial=serial, panel=html)

    async def tap(request: Request) -> Response:
        serial = serial_of(request)
        form = await request.form()
        try:
            x, y = int(str(form.get("x"))), int(str(form.get("y")))
        except ValueError:
            raise MobilexpertsError("a tap needs whole-number x and y") from None
        device, _ = await run_in_threadpool(studio.phone, serial)
        info = device.info
        if not (0 <= x < info.width and 0 <= y < info.height):
            raise MobilexpertsError(f"({x}, {y}) is off the {info.width}x{info.height} screen")
        await run_in_threadpool(act, serial, Tap(x=x, y=y), (x, y))
        return await run_in_threadpool(panel, request, serial)

    async def key(request: Request) -> Response:
        serial = serial_of(request)
        name = str((await request.form()).get("key", ""))
        if name not in KEYS:
            raise MobilexpertsError(f"unknown key {name[:20]!r}; keys: {', '.join(KEYS)}")
        await run_in_threadpool(act, serial, KEYS[name](), None)
        return await run_in_threadpool(panel, request, serial)

    async def type_text(request: Request) -> Response:
        serial = serial_of(request)
        text = str((await request.form()).get("text", ""))[:MAX_TEXT_CHARS]
        await run_in_threadpool(act, serial, Text(content=text, clear=False), None)
        return await run_in_threadpool(panel, request, serial)

    async def demo_start(request: Request) -> Response:
        serial = serial_of(request)
        what = " ".join(str((await request.form()).get("what", "")).split())[:200] or "a workflow"
        device, lock = await run_in_threadpool(studio.phone, serial)
        with lock:
            if serial in demos:
                demos.pop(serial).finish()
            demos[serial] = Demonstration(device, what, studio.settings)
        return panel(request, serial, f"recording {demos[serial].run_id}")

    async def demo_stop(request: Request) -> Response:
        serial = serial_of(request)
        _, lock = await run_in_threadpool(studio.phone, serial)
        with lock:
            current = demos.pop(serial, None)
            run_id = current.finish() if current else ""
        message = (
            f"saved as run {run_id}; make it a tool with `mobilexperts demo stop NAME`"
            if run_id
            else "nothing was being recorded"
        )
        return panel(request, serial, message)

    return [
        Route("/devices", devices),
        Route("/devices/{serial}", device_page),
        Route("/devices/{serial}/tap", tap, methods=["POST"]),
        Route("/devices/{serial}/key", key, methods=["POST"]),
        Route("/devices/{serial}/text", type_text, methods=["POST"]),
        Route("/devices/{serial}/demo/start", demo_start, methods=["POST"]),
        Route("/devices/{serial}/demo/stop", demo_stop, methods=["POST"]),
    ]
