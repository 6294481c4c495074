"""The phone's own records: screen profiles, system settings, notifications, overlays, timers."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

from mobilexperts.sim.app import Route

START_CLOCK = datetime(2026, 3, 14, 9, 0, tzinfo=UTC).timestamp()


class Profile(BaseModel):
    """A screen profile: pixel size and density (dp to px)."""

    name: str
    width: int
    height: int
    density: float
    model: str


PROFILES = {
    "phone": Profile(name="phone", width=1080, height=2400, density=2.625, model="SimDroid 1080"),
    "compact": Profile(name="compact", width=720, height=1600, density=1.75, model="SimDroid 720"),
}


class SystemState(BaseModel):
    """Phone-wide settings that the Settings app edits and the system UI shows."""

    wifi: bool = True
    bluetooth: bool = False
    brightness: float = 0.6
    dark_theme: bool = False
    battery: int = 85


class Notification(BaseModel):
    """A notification in the shade; tapping it opens ``package`` at ``screen``."""

    id: int
    package: str
    title: str
    text: str
    time: float
    screen: str | None = None
    params: dict[str, Any] = Field(default_factory=dict)


class Overlay(BaseModel):
    """A system surface above the app: share sheet, notification shade, text menu or pop-up."""

    kind: Literal["share", "shade", "text_menu", "popup"]
    data: dict[str, Any] = Field(default_factory=dict)


class Timer(BaseModel):
    """A delayed event for an app (``SimApp.on_timer``), e.g. an SMS arriving a minute later."""

    at: float
    package: str
    event: str
    payload: dict[str, Any] = Field(default_factory=dict)


class Perturbations(BaseModel):
    """Seeded disturbances that make the world less tidy. Probabilities are per opened screen."""

    popups: float = Field(default=0.0, ge=0.0, le=1.0)
    loading: float = Field(default=0.0, ge=0.0, le=1.0)
    loading_seconds: float = Field(default=2.5, ge=0.0, le=60.0)


class PhoneState(BaseModel):
    """Everything the phone holds outside the apps' own state."""

    seed: int
    clock: float = START_CLOCK
    foreground: str
    stacks: dict[str, list[Route]] = Field(default_factory=dict)
    recents: list[str] = Field(default_factory=list)
    system: SystemState = Field(default_factory=SystemState)
    clipboard: str = ""
    toast: str = ""
    toast_until: float = 0.0
    shift: bool = False
    files: dict[str, str] = Field(default_factory=dict)
    file_times: dict[str, float] = Field(default_factory=dict)
    notifications: list[Notification] = Field(default_factory=list)
    overlay: Overlay | None = None
    timers: list[Timer] = Field(default_factory=list)
    perturb: Perturbations = Field(default_factory=Perturbations)
    app_version: int = 1
    installed: list[str] = Field(default_factory=list)
    events: int = 0
    next_id: int = 1
