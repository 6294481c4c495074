"""How to build a simulated phone: seed, screen profile, perturbations, app version, theme.

Shared by ``mobilexperts sim reset`` and ``mobilexperts run``.
"""

from __future__ import annotations

from pydantic import BaseModel, Field, ValidationError

from mobilexperts.device.errors import InvalidActionError
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.state import Perturbations

THEMES = ("light", "dark")


class SimOptions(BaseModel):
    """Everything that shapes a fresh SimDroid phone."""

    seed: int = 0
    profile: str = "phone"
    perturb: Perturbations = Field(default_factory=Perturbations)
    app_version: int = 1
    theme: str = "light"

    def build(self) -> SimDevice:
        """A fresh phone with these options (errors name the bad option)."""
        if self.theme not in THEMES:
            raise InvalidActionError(f"unknown theme {self.theme!r}; use light or dark")
        device = SimDevice(
            seed=self.seed, profile=self.profile, perturb=self.perturb, app_version=self.app_version
        )
        device.phone.state.system.dark_theme = self.theme == "dark"
        return device


def parse_perturb(text: str) -> Perturbations:
    """``popups=0.3,loading=0.2,loading_seconds=3`` -> Perturbations."""
    values: dict[str, float] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, sep, value = part.partition("=")
        if not sep or name not in Perturbations.model_fields:
            fields = ", ".join(Perturbations.model_fields)
            raise InvalidActionError(
                f"bad --perturb item {part!r}; use NAME=VALUE with NAME one of {fields}"
            )
        try:
            values[name] = float(value)
        except ValueError as exc:
            raise InvalidActionError(f"--perturb {name} needs a number, got {value!r}") from exc
    try:
        return Perturbations(**values)
    except ValidationError as exc:
        raise InvalidActionError(f"bad --perturb values: {exc.errors()[0]['msg']}") from exc
