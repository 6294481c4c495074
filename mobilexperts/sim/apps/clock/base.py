"""What every Clock screen shares: identity, the bottom tabs and the timer's phone alarm.

Version 2 puts the Clock tab first and gives the tabs other resource-ids.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import Any, ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.clock.seed import seed_clock
from mobilexperts.sim.apps.clock.state import ClockState
from mobilexperts.sim.widgets import Tab, TabBar, Widget

TABS = {
    "alarms": ("Alarm", "bell"),
    "clock": ("Clock", "clock"),
    "timer": ("Timer", "refresh"),
    "stopwatch": ("Stopwatch", "play"),
}
TIMER_DONE = "timer_done"


def clock_text(seconds: float, hundredths: bool = False) -> str:
    """``04:59``, ``1:02:03``, or with hundredths ``00:05.00`` (seconds rounded up for timers)."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    text = f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"
    if hundredths:
        text += f".{round((seconds - whole) * 100) % 100:02d}"
    return text


class ClockBase(SimApp):
    """Clock's identity, tabs and timer callback; the screens live in the mixins."""

    name: ClassVar[str] = "clock"
    package: ClassVar[str] = "com.simdroid.clock"
    label: ClassVar[str] = "Clock"
    icon_glyph: ClassVar[str] = "clock"
    icon_color: ClassVar[str] = "#1a73e8"
    start_screen: ClassVar[str] = "alarms"
    State: ClassVar[type[BaseModel]] = ClockState
    state: ClockState

    @classmethod
    def initial_state(cls, rng: random.Random) -> ClockState:
        return seed_clock(rng)

    def activity(self, route: Route) -> str:
        """The four tabs are one activity, as in the real app."""
        if route.screen in TABS:
            return f"{self.package}.DeskClock"
        return super().activity(route)

    def current(self) -> datetime:
        """The phone's clock as a naive UTC datetime (the phone's time zone is UTC)."""
        return datetime.fromtimestamp(self.now(), UTC).replace(tzinfo=None)

    def tabs(self, current: str) -> Widget:
        """The bottom navigation: labelled tabs; version 2 reorders them and renames the ids."""
        order = ("clock", "alarms", "timer", "stopwatch") if self.version == 2 else tuple(TABS)
        prefix = "nav_" if self.version == 2 else "tab_"
        tabs = [
            Tab(
                label=TABS[screen][0],
                glyph=TABS[screen][1],
                id=f"{prefix}{screen}",
                selected=screen == current,
                on_tap=lambda s=screen: self.reset_to(s),
            )
            for screen in order
        ]
        return TabBar(id="tabs", bottom=True, tabs=tabs)

    # -- the timer going off ---------------------------------------------------------------

    def start_countdown(self, seconds: float) -> None:
        """Run the timer for ``seconds`` from now; a phone timer fires when it reaches zero."""
        timer = self.state.timer
        timer.run += 1
        timer.ends_at = self.now() + seconds
        timer.remaining = 0.0
        self.phone.schedule(self.package, seconds, TIMER_DONE, run=timer.run)

    def on_timer(self, event: str, payload: dict[str, Any]) -> None:
        """The countdown reached zero: reset the timer and post a notification."""
        timer = self.state.timer
        if event != TIMER_DONE or payload.get("run") != timer.run or not timer.running:
            return
        timer.ends_at = None
        timer.remaining = 0.0
        timer.finished += 1
        self.phone.notify(
            self.package,
            "Time's up",
            f"{clock_text(timer.duration)} timer",
            screen="timer",
        )
