"""Clock: alarms, world clocks, a countdown timer that notifies, and a stopwatch."""

from __future__ import annotations

from mobilexperts.sim.apps.clock.alarms import AlarmScreens
from mobilexperts.sim.apps.clock.timing import TimingScreens
from mobilexperts.sim.apps.clock.world import WorldScreens


class ClockApp(AlarmScreens, WorldScreens, TimingScreens):
    """The Clock app (package ``com.simdroid.clock``)."""


__all__ = ["ClockApp"]
