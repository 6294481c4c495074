"""SimDroid's bundled apps."""

from __future__ import annotations

from mobilexperts.sim.app import SimApp


def default_apps() -> list[type[SimApp]]:
    """The apps installed on a fresh SimDroid phone, in launcher order."""
    from mobilexperts.sim.apps.settings import SettingsApp

    return [SettingsApp]
