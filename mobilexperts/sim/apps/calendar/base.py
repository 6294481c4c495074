"""What every Calendar screen shares: identity, the phone's date, date labels, opening screens."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime
from typing import ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import SimApp
from mobilexperts.sim.apps.calendar.seed import seed_calendar
from mobilexperts.sim.apps.calendar.state import CalendarState, Event
from mobilexperts.sim.state import START_CLOCK


def day_label(day: date) -> str:
    """``Tue, Mar 17``."""
    return f"{day:%a, %b} {day.day}"


def long_date(day: date) -> str:
    """``Tuesday, March 17, 2026``."""
    return f"{day:%A, %B} {day.day}, {day.year}"


class CalendarBase(SimApp):
    """Calendar's identity and shared helpers; the screens live in the mixins."""

    name: ClassVar[str] = "calendar"
    package: ClassVar[str] = "com.simdroid.calendar"
    label: ClassVar[str] = "Calendar"
    icon_glyph: ClassVar[str] = "calendar"
    icon_color: ClassVar[str] = "#4285f4"
    start_screen: ClassVar[str] = "schedule"
    State: ClassVar[type[BaseModel]] = CalendarState
    state: CalendarState

    @classmethod
    def initial_state(cls, rng: random.Random) -> CalendarState:
        return seed_calendar(rng, START_CLOCK)

    def current(self) -> datetime:
        """The phone's clock as a naive UTC datetime (the phone's time zone is UTC)."""
        return datetime.fromtimestamp(self.now(), UTC).replace(tzinfo=None)

    def today(self) -> date:
        return self.current().date()

    def open_event(self, event_id: int) -> None:
        self.push("event", event_id=event_id)

    def share_event(self, event: Event) -> None:
        """Android's share sheet with the event's title, time and place."""
        lines = [event.title, f"{long_date(event.day)}, {event.when()}"]
        if event.location:
            lines.append(event.location)
        self.phone.share("\n".join(lines), event.title)
