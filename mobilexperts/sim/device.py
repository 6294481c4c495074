"""SimDevice: SimDroid behind the ``Device`` Protocol, the embedded default device."""

from __future__ import annotations

import hashlib
from typing import Any

from mobilexperts.device.base import DeviceInfo, Key, Observation
from mobilexperts.sim.phone import PhoneSnapshot, SimPhone
from mobilexperts.sim.render import render_png
from mobilexperts.sim.state import Perturbations


class SimDevice:
    """A SimDroid phone seen exactly as a real phone is: hierarchy XML and PNG screenshots.

    Besides the ``Device`` Protocol it offers ``snapshot``/``restore`` (exploration rollback,
    tool admission) and ``state`` (for checkers only).
    """

    def __init__(
        self,
        seed: int = 0,
        profile: str = "phone",
        phone: SimPhone | None = None,
        perturb: Perturbations | None = None,
        app_version: int = 1,
    ) -> None:
        self.phone = phone or SimPhone(
            seed=seed, profile=profile, perturb=perturb, app_version=app_version
        )

    @property
    def info(self) -> DeviceInfo:
        p = self.phone.profile
        ident = f"simdroid:{p.name}:{self.phone.state.seed}"
        return DeviceInfo(
            serial="sim",
            model=p.model,
            width=p.width,
            height=p.height,
            fingerprint="sim-" + hashlib.sha1(ident.encode()).hexdigest()[:12],
            sdk=35,
        )

    def observe(self) -> Observation:
        frame = self.phone.frame()
        return Observation(
            xml=frame.xml,
            package=frame.package,
            activity=frame.activity,
            width=frame.width,
            height=frame.height,
            timestamp=frame.clock,
            screenshot_source=lambda: render_png(frame),
        )

    def tap(self, x: int, y: int) -> None:
        self.phone.tap(x, y)

    def long_press(self, x: int, y: int, seconds: float = 1.0) -> None:
        self.phone.long_press(x, y, seconds)

    def swipe(self, x1: int, y1: int, x2: int, y2: int, seconds: float = 0.3) -> None:
        self.phone.swipe(x1, y1, x2, y2, seconds)

    def input_text(self, text: str, clear: bool = False) -> None:
        self.phone.input_text(text, clear)

    def press(self, key: Key) -> None:
        self.phone.press(key)

    def launch(self, app: str) -> None:
        self.phone.launch(app)

    def apps(self) -> list[str]:
        return [app.label for app in self.phone.installed()]

    def app_version(self, package: str) -> str:
        """The installed version of ``package`` ("" when no such app is installed)."""
        app = self.phone.apps.get(package)
        return str(app.version) if app is not None else ""

    def wait(self, seconds: float) -> None:
        self.phone.wait(seconds)

    def read_file(self, path: str) -> bytes:
        return self.phone.read_file(path)

    def close(self) -> None:
        """Nothing to release: the phone lives in this process."""

    def snapshot(self) -> PhoneSnapshot:
        """A copy of the whole phone to :meth:`restore` later."""
        return self.phone.snapshot()

    def restore(self, snapshot: PhoneSnapshot) -> None:
        self.phone.restore(snapshot)

    def state(self) -> dict[str, Any]:
        """Every app's state as JSON, for checkers only: an agent never sees it."""
        return self.phone.state_json()
