"""Calendar's typed state: events with a date, start and end times, place, notes and guests.

Dates are ISO strings (``2026-03-17``) and times 24-hour ``HH:MM`` strings in the phone's time
zone (UTC), as the event form shows them. Checkers read paths such as
``calendar.events[?title=Dentist appointment][0].date``; ``weekday`` is written into the JSON.
"""

from __future__ import annotations

import re
from datetime import date, datetime

from pydantic import BaseModel, Field, computed_field

from mobilexperts.sim.lists import by_id
from mobilexperts.sim.world import OWNER

TIME = re.compile(r"^(\d{1,2}):(\d{2})$")
EMAIL = re.compile(r"^[^@\s,]+@[^@\s,]+\.[a-z]{2,}$", re.IGNORECASE)


def parse_date(text: str) -> date | None:
    """``YYYY-MM-DD`` as a date, or None when it is not one."""
    try:
        return datetime.strptime(text.strip(), "%Y-%m-%d").date()
    except ValueError:
        return None


def parse_time(text: str) -> str | None:
    """A 24-hour ``H:MM`` or ``HH:MM`` time, normalised to ``HH:MM``; None when invalid."""
    match = TIME.match(text.strip())
    if match is None:
        return None
    hour, minute = int(match.group(1)), int(match.group(2))
    if hour > 23 or minute > 59:
        return None
    return f"{hour:02d}:{minute:02d}"


def split_guests(text: str) -> list[str]:
    """The guests typed into the form: emails separated by commas, semicolons or spaces."""
    return [g for g in re.split(r"[,;\s]+", text.strip()) if g]


def invalid_guests(guests: list[str]) -> list[str]:
    return [g for g in guests if not EMAIL.match(g)]


def one_hour_later(start: str) -> str:
    """The default end of an event starting at ``start`` (capped at 23:59)."""
    hour, minute = map(int, start.split(":"))
    return "23:59" if hour >= 23 else f"{hour + 1:02d}:{minute:02d}"


class Event(BaseModel):
    """One calendar event; all-day events have no times."""

    id: int
    title: str
    date: str
    start: str = ""
    end: str = ""
    all_day: bool = False
    location: str = ""
    description: str = ""
    guests: list[str] = Field(default_factory=list)

    @computed_field
    @property
    def weekday(self) -> str:
        """``Tuesday``, for checkers and answers."""
        return date.fromisoformat(self.date).strftime("%A")

    @property
    def day(self) -> date:
        return date.fromisoformat(self.date)

    @property
    def sort_key(self) -> tuple[str, bool, str]:
        return (self.date, not self.all_day, self.start)

    def when(self) -> str:
        """``11:00 – 11:45`` or ``All day``."""
        return "All day" if self.all_day else f"{self.start} \u2013 {self.end}"

    def begins(self) -> datetime:
        """The start as a naive UTC datetime (midnight for all-day events)."""
        return datetime.fromisoformat(f"{self.date}T{self.start or '00:00'}")


class EventForm(BaseModel):
    """A validated event form, ready to store."""

    title: str
    date: str
    start: str = ""
    end: str = ""
    all_day: bool = False
    location: str = ""
    description: str = ""
    guests: list[str] = Field(default_factory=list)


class CalendarState(BaseModel):
    """The user's calendar, events kept in date and time order."""

    account: str = OWNER.email
    events: list[Event] = Field(default_factory=list)
    next_id: int = 1

    def event(self, event_id: int) -> Event:
        return by_id(self.events, event_id, f"Calendar has no event {event_id}")

    def on(self, day: date) -> list[Event]:
        iso = day.isoformat()
        return [e for e in self.events if e.date == iso]

    def upcoming(self, now: datetime) -> list[Event]:
        """Events that have not started yet at ``now`` (all-day ones from later days)."""
        return [e for e in self.events if e.begins() > now]

    def add(self, form: EventForm) -> Event:
        event = Event(id=self.next_id, **form.model_dump())
        self.next_id += 1
        self.events.append(event)
        self._sort()
        return event

    def update(self, event_id: int, form: EventForm) -> Event:
        event = self.event(event_id)
        for key, value in form.model_dump().items():
            setattr(event, key, value)
        self._sort()
        return event

    def delete(self, event_id: int) -> None:
        self.events.remove(self.event(event_id))

    def _sort(self) -> None:
        self.events.sort(key=lambda e: e.sort_key)
