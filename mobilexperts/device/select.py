"""Opening a device by name: ``sim`` for SimDroid, otherwise an adb serial."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mobilexperts.device.base import Device

if TYPE_CHECKING:
    from mobilexperts.sim.options import SimOptions

SIMULATOR = "sim"


def open_device(name: str = SIMULATOR, sim: SimOptions | None = None) -> Device:
    """A fresh SimDroid phone (built with ``sim``) for ``sim``; a real phone by its adb serial."""
    if name == SIMULATOR:
        from mobilexperts.sim.options import SimOptions

        return (sim or SimOptions()).build()
    from mobilexperts.device.u2 import U2Device

    return U2Device(serial=name)
