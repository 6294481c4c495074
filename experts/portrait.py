"""Expert portraits and teams (MobileExperts §3.1, Figure 1): who an expert is, and which
experts a request assembles.

A portrait says what an expert covers (its apps, by launcher label and package), what it can
do (a sentence per capability), what it owns (tool names, memory keys) and how it has done.
A :class:`Team` is the experts chosen for one request, each with the part it covers and why.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field


class AppRef(BaseModel):
    """An installed app as people name it (launcher label) and as the phone names it."""

    model_config = ConfigDict(frozen=True)

    label: str = Field(min_length=1)
    package: str = ""


class PortraitStats(BaseModel):
    """How an expert has done: tasks taken, tasks the checker or judge accepted, exploration."""

    tasks: int = Field(default=0, ge=0)
    successes: int = Field(default=0, ge=0)
    last_explored: datetime | None = None
    explored_versions: dict[str, str] = Field(default_factory=dict)
    """App package -> the app version it last explored."""


class ExpertPortrait(BaseModel):
    """One expert of a device's pool."""

    name: str = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9][A-Za-z0-9 _.-]*$")
    role: str = ""
    apps: list[AppRef] = Field(default_factory=list)
    capabilities: list[str] = Field(default_factory=list)
    tools: list[str] = Field(default_factory=list)
    memories: list[str] = Field(default_factory=list)
    stats: PortraitStats = Field(default_factory=PortraitStats)

    @property
    def labels(self) -> list[str]:
        return [app.label for app in self.apps]


class TeamMember(BaseModel):
    """An expert chosen for a request: the part of the request it covers, and why it was
    chosen. ``new`` experts were created for this request and explore before they act."""

    portrait: ExpertPortrait
    covers: str
    reason: str = ""
    new: bool = False
    shows: list[str] = Field(default_factory=list)
    """Words of the request the expert's app's screens show, when the device's survey singles
    that app out as keeping what the request is about."""
    seen: list[str] = Field(default_factory=list)
    """Every word of the request the expert's app's screens show (the survey), singled or not."""


class Team(BaseModel):
    """The experts assembled for one request; ``unmatched`` holds the parts of the request no
    installed app could be found for, ``shown`` the apps the device's survey ranks as keeping
    what it is about."""

    request: str
    members: list[TeamMember] = Field(default_factory=list)
    unmatched: list[str] = Field(default_factory=list)
    shown: list[str] = Field(default_factory=list)
    """Installed apps (labels) whose screens show the request's telling words, best first."""

    def member(self, name: str) -> TeamMember | None:
        return next((m for m in self.members if m.portrait.name == name), None)

    @property
    def names(self) -> list[str]:
        return [m.portrait.name for m in self.members]
