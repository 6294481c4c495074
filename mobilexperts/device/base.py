"""The device seam: one Protocol that SimDroid and real phones both implement."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict

Key = Literal["back", "home", "enter", "recent", "delete"]
KEYS: tuple[Key, ...] = ("back", "home", "enter", "recent", "delete")


class DeviceInfo(BaseModel):
    """What identifies a phone. ``fingerprint`` keys every per-device store."""

    model_config = ConfigDict(frozen=True)

    serial: str
    model: str
    width: int
    height: int
    fingerprint: str
    sdk: int | None = None


@dataclass(frozen=True)
class Observation:
    """One look at the screen, exactly as a real phone gives it.

    ``xml`` is always the uiautomator ``dump_hierarchy()`` format. The screenshot is produced on
    first access (rendering or transferring a PNG costs far more than the hierarchy).
    """

    xml: str
    package: str
    activity: str
    width: int
    height: int
    timestamp: float = field(default_factory=time.time)
    screenshot_source: Callable[[], bytes] | None = field(default=None, repr=False, compare=False)

    @cached_property
    def screenshot(self) -> bytes:
        """The screen as PNG bytes (empty when the device cannot provide one)."""
        return self.screenshot_source() if self.screenshot_source else b""


@runtime_checkable
class Device(Protocol):
    """A phone an agent can observe and act on. No escape hatch to the underlying driver."""

    @property
    def info(self) -> DeviceInfo: ...

    def observe(self) -> Observation: ...

    def tap(self, x: int, y: int) -> None: ...

    def long_press(self, x: int, y: int, seconds: float = 1.0) -> None: ...

    def swipe(self, x1: int, y1: int, x2: int, y2: int, seconds: float = 0.3) -> None: ...

    def input_text(self, text: str, clear: bool = False) -> None: ...

    def press(self, key: Key) -> None: ...

    def launch(self, app: str) -> None: ...

    def apps(self) -> list[str]:
        """Names of launchable apps: labels where the device knows them, else package names."""
        ...

    def wait(self, seconds: float) -> None: ...

    def read_file(self, path: str) -> bytes: ...

    def close(self) -> None: ...
