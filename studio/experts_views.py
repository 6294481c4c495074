"""Experts: the pool's portraits, one expert's apps, tools, interface memory (each app's start
screen with its elements coloured by what memory knows of them) and insight memory, and
editing a portrait's role and capabilities."""

from __future__ import annotations

from pydantic import BaseModel, ValidationError
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from experts.pool import ExpertPool
from experts.portrait import AppRef, ExpertPortrait
from memory.insight import InsightMemory
from memory.interface import ElementMemory, InterfaceMemory
from mobilexperts.errors import MobilexpertsError
from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice
from studio.app import Studio
from studio.security import checked_name

MAX_FIELD_CHARS = 4000


class MarkedElement(BaseModel):
    """An element of a screen with what interface memory says of it; ``box`` in percent."""

    label: str
    confidence: str
    description: str
    box: tuple[float, float, float, float]


class AppScreen(BaseModel):
    """An app's start screen as a PNG (base64) with its elements marked."""

    app: AppRef
    png: str
    elements: list[MarkedElement]
    entries: list[ElementMemory]


def app_screens(apps: list[AppRef], memory: InterfaceMemory) -> list[AppScreen]:
    """Each app opened on a fresh SimDroid, its elements looked up in ``memory``."""
    import base64

    screens = []
    for app in apps:
        device = SimDevice()
        device.launch(app.label)
        observation = device.observe()
        png = observation.screenshot
        screen = perceive_observation(observation)
        marked = []
        for element in screen.elements:
            key = memory.key_for(element, png)
            entry = memory.lookup(screen.package, key) if key else None
            b = element.bounds
            marked.append(
                MarkedElement(
                    label=element.label or element.text or element.desc or element.resource_id,
                    confidence=str(entry.confidence) if entry else "uncharted",
                    description=entry.description if entry else "",
                    box=(
                        100 * b.x1 / screen.width,
                        100 * b.y1 / screen.height,
                        100 * b.width / screen.width,
                        100 * b.height / screen.height,
                    ),
                )
            )
        screens.append(
            AppScreen(
                app=app,
                png=base64.b64encode(png).decode("ascii"),
                elements=marked,
                entries=memory.entries(app.package or screen.package),
            )
        )
    return screens


def routes(studio: Studio) -> list[Route]:
    def pool_for(request: Request) -> ExpertPool:
        return ExpertPool.for_device(studio.fingerprint(request), studio.settings)

    async def experts_list(request: Request) -> Response:
        pool = pool_for(request)
        return studio.render(
            request,
            "experts.html",
            experts=pool.all(),
            device=pool.fingerprint,
            devices=studio.fingerprints(),
        )

    async def expert_page(request: Request) -> Response:
        pool = pool_for(request)
        portrait = pool.require(checked_name(request.path_params["name"], "expert"))
        settings = studio.settings
        interface = InterfaceMemory.for_device(pool.fingerprint, settings)
        insights = InsightMemory.for_device(pool.fingerprint, settings)
        packages = [a.package for a in portrait.apps if a.package]
        screens = []
        if pool.fingerprint == studio.sim_fingerprint:
            screens = await run_in_threadpool(app_screens, portrait.apps, interface)
        return studio.render(
            request,
            "expert.html",
            expert=portrait,
            screens=screens,
            insights=[i for i in insights.entries() if i.package in packages],
        )

    async def expert_edit(request: Request) -> Response:
        pool = pool_for(request)
        portrait = pool.require(checked_name(request.path_params["name"], "expert"))
        if request.method == "GET":
            return studio.render(request, "expert_edit.html", expert=portrait, error="")
        form = await request.form()
        role = str(form.get("role", "")).strip()
        capabilities = [
            line.strip() for line in str(form.get("capabilities", "")).splitlines() if line.strip()
        ]
        if len(role) + sum(map(len, capabilities)) > MAX_FIELD_CHARS:
            raise MobilexpertsError(f"a portrait holds at most {MAX_FIELD_CHARS} characters")
        try:
            edited = ExpertPortrait.model_validate(
                {**portrait.model_dump(), "role": role, "capabilities": capabilities}
            )
        except ValidationError as exc:
            message = exc.errors(include_url=False)[0]["msg"]
            return studio.render(
                request, "expert_edit.html", code=422, expert=portrait, error=message
            )
        change = {"role": edited.role, "capabilities": edited.capabilities}
        pool.update(portrait.name, lambda current: current.model_copy(update=change))
        return RedirectResponse(f"/experts/{portrait.name}", status_code=303)

    return [
        Route("/experts", experts_list),
        Route("/experts/{name}", expert_page),
        Route("/experts/{name}/edit", expert_edit, methods=["GET", "POST"]),
    ]
