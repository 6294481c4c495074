"""The studio web app: a Starlette app whose views read and change the same stores and run
folders as the CLI, behind the token guard.

``create_app(Studio(...))`` builds it; :mod:`studio.cli` serves it with uvicorn.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from experts.pool import ExpertNotFoundError
from mobilexperts.config import Settings, load_settings
from mobilexperts.device.base import Device
from mobilexperts.device.select import open_device
from mobilexperts.errors import MobilexpertsError
from mobilexperts.sim.device import SimDevice
from studio.security import StudioPathError, TokenGuard, checked_name, new_token
from tools_store.errors import ToolNotFoundError

STATIC = Path(__file__).parent / "static"
NOT_FOUND = (StudioPathError, ToolNotFoundError, ExpertNotFoundError)


class Studio:
    """What every view shares: settings, the token, templates and the live SimDroid."""

    def __init__(self, settings: Settings | None = None, token: str | None = None) -> None:
        self.settings = settings or load_settings()
        self.token = token or new_token()
        self.env = Environment(
            loader=PackageLoader("studio", "templates"),
            autoescape=select_autoescape(default=True, default_for_string=True),
            undefined=StrictUndefined,
        )
        self.sim = SimDevice()
        self.sim_fingerprint = self.sim.info.fingerprint
        self._phones: dict[str, tuple[Device, threading.Lock]] = {
            "sim": (self.sim, threading.Lock())
        }
        self._opening = threading.Lock()

    def phone(self, serial: str) -> tuple[Device, threading.Lock]:
        """The device ``serial`` (``sim``: the studio's SimDroid), opened on first use, and the
        lock its users take turns with."""
        with self._opening:
            if serial not in self._phones:
                self._phones[serial] = (
                    open_device(checked_name(serial, "serial")),
                    threading.Lock(),
                )
            return self._phones[serial]

    def close(self) -> None:
        """Close the phones the studio opened."""
        for device, _ in self._phones.values():
            device.close()

    @property
    def runs_dir(self) -> Path:
        return self.settings.data_dir / "runs"

    def fingerprints(self) -> list[str]:
        """The simulator's fingerprint and every device that has stores under the data dir."""
        folder = self.settings.data_dir / "devices"
        found = sorted(p.name for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else []
        return [self.sim_fingerprint, *(f for f in found if f != self.sim_fingerprint)]

    def fingerprint(self, request: Request) -> str:
        """The device the request asks about (``?device=``), the simulator by default."""
        return checked_name(request.query_params.get("device") or self.sim_fingerprint, "device")

    def render(
        self, request: Request, template: str, code: int = 200, **context: Any
    ) -> HTMLResponse:
        device = request.query_params.get("device", "")
        page = self.env.get_template(template).render(
            request=request,
            path=request.url.path,
            dq=f"?device={checked_name(device, 'device')}" if device else "",
            **context,
        )
        return HTMLResponse(page, status_code=code)


def create_app(studio: Studio) -> Starlette:
    """The studio's ASGI app; every request must carry ``studio.token``."""
    from studio import devices_views, experts_views, runs_views, tools_views

    async def home(request: Request) -> Response:
        return RedirectResponse("/runs", status_code=303)

    async def refused(request: Request, exc: Exception) -> Response:
        status = 404 if isinstance(exc, NOT_FOUND) else 400
        return studio.render(request, "error.html", code=status, message=str(exc))

    routes = [
        Route("/", home),
        Mount("/static", app=StaticFiles(directory=STATIC), name="static"),
        *runs_views.routes(studio),
        *tools_views.routes(studio),
        *experts_views.routes(studio),
        *devices_views.routes(studio),
    ]
    return Starlette(
        routes=routes,
        middleware=[Middleware(TokenGuard, token=studio.token)],
        exception_handlers={MobilexpertsError: refused},
    )
