"""Devices: the phones adb sees and SimDroid, whose live screen a person taps, types into and
presses keys on. While a demonstration is being recorded, every action becomes a step of a run
record (``trajectory.jsonl`` and screenshots under the runs folder, instruction
``demonstration: WHAT``), the same record tool synthesis learns from."""

from __future__ import annotations

import base64

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from mobilexperts.device.cli import device_rows
from mobilexperts.errors import MobilexpertsError
from mobilexperts.operations import Back, Home, Tap, Text
from mobilexperts.perception import UIElement, perceive_observation
from mobilexperts.runs.recorder import RunRecorder
from mobilexperts.runs.records import StepRecord, TargetRecord
from studio.app import Studio

KEYS = {"back": Back, "home": Home}
MAX_TEXT_CHARS = 500


class Demonstration:
    """One demonstration being recorded on the studio's SimDroid."""

    def __init__(self, studio: Studio, what: str) -> None:
        self.studio = studio
        self.recorder = RunRecorder(f"demonstration: {what}", runs_dir=studio.runs_dir)

    @property
    def run_id(self) -> str:
        return self.recorder.run_id

    def act(self, operation: Tap | Back | Home | Text, point: tuple[int, int] | None) -> None:
        """Carry out ``operation`` on the simulator and record it as the next step."""
        sim = self.studio.sim
        before = sim.observe()
        screen = perceive_observation(before)
        target = _element_at(screen.elements, point) if point else None
        if isinstance(operation, Tap) and target is not None:
            operation = Tap(index=target.index)
        index = len(self.recorder.steps) + 1
        shot = self.recorder.save_screenshot(index, before.screenshot)
        perform(self.studio, operation, point)
        after = self.recorder.save_screenshot(index, sim.observe().screenshot, "after")
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


def perform(
    studio: Studio, operation: Tap | Back | Home | Text, point: tuple[int, int] | None
) -> None:
    sim = studio.sim
    if isinstance(operation, Tap) and point is not None:
        sim.tap(*point)
    elif isinstance(operation, Text):
        sim.input_text(operation.content, operation.clear)
    else:
        sim.press(operation.kind)  # type: ignore[arg-type]


def _element_at(elements: list[UIElement], point: tuple[int, int]) -> UIElement | None:
    """The smallest element containing ``point``."""
    hits = [e for e in elements if e.bounds.contains(*point)]
    return min(hits, key=lambda e: e.bounds.area) if hits else None


def _target(element: UIElement | None) -> TargetRecord | None:
    if element is None:
        return None
    b = element.bounds
    label = element.label or element.text or element.desc
    return TargetRecord(
        index=element.index,
        label=label,
        resource_id=element.resource_id,
        bounds=(b.x1, b.y1, b.x2, b.y2),
    )


def routes(studio: Studio) -> list[Route]:
    demo: dict[str, Demonstration] = {}

    def panel(request: Request, message: str = "") -> HTMLResponse:
        with studio.sim_lock:
            observation = studio.sim.observe()
            png = base64.b64encode(observation.screenshot).decode("ascii")
        current = demo.get("current")
        html = studio.env.get_template("sim_panel.html").render(
            request=request,
            png=png,
            width=observation.width,
            height=observation.height,
            package=observation.package,
            recording=current.run_id if current else "",
            steps=len(current.recorder.steps) if current else 0,
            message=message,
        )
        return HTMLResponse(html)

    def act(operation: Tap | Back | Home | Text, point: tuple[int, int] | None) -> None:
        with studio.sim_lock:
            current = demo.get("current")
            if current is not None:
                current.act(operation, point)
            else:
                perform(studio, operation, point)

    async def devices(request: Request) -> Response:
        rows, adb_problem = await run_in_threadpool(device_rows)
        return studio.render(
            request, "devices.html", rows=rows, adb=adb_problem, panel=panel(request).body.decode()
        )

    async def tap(request: Request) -> Response:
        form = await request.form()
        try:
            x, y = int(str(form.get("x"))), int(str(form.get("y")))
        except ValueError:
            raise MobilexpertsError("a tap needs whole-number x and y") from None
        info = studio.sim.info
        if not (0 <= x < info.width and 0 <= y < info.height):
            raise MobilexpertsError(f"({x}, {y}) is off the {info.width}x{info.height} screen")
        await run_in_threadpool(act, Tap(x=x, y=y), (x, y))
        return panel(request)

    async def key(request: Request) -> Response:
        form = await request.form()
        name = str(form.get("key", ""))
        if name not in KEYS:
            raise MobilexpertsError(f"unknown key {name[:20]!r}; keys: {', '.join(KEYS)}")
        await run_in_threadpool(act, KEYS[name](), None)
        return panel(request)

    async def type_text(request: Request) -> Response:
        form = await request.form()
        text = str(form.get("text", ""))[:MAX_TEXT_CHARS]
        await run_in_threadpool(act, Text(content=text, clear=False), None)
        return panel(request)

    async def demo_start(request: Request) -> Response:
        form = await request.form()
        what = " ".join(str(form.get("what", "")).split())[:200] or "a workflow"
        with studio.sim_lock:
            if "current" in demo:
                demo.pop("current").finish()
            demo["current"] = Demonstration(studio, what)
        return panel(request, f"recording {demo['current'].run_id}")

    async def demo_stop(request: Request) -> Response:
        with studio.sim_lock:
            current = demo.pop("current", None)
            run_id = current.finish() if current else ""
        message = f"saved as run {run_id}" if run_id else "nothing was being recorded"
        return panel(request, message)

    return [
        Route("/devices", devices),
        Route("/devices/sim/tap", tap, methods=["POST"]),
        Route("/devices/sim/key", key, methods=["POST"]),
        Route("/devices/sim/text", type_text, methods=["POST"]),
        Route("/devices/sim/demo/start", demo_start, methods=["POST"]),
        Route("/devices/sim/demo/stop", demo_stop, methods=["POST"]),
    ]
