"""Clock's typed state: alarms, world clocks, the countdown timer and the stopwatch.

Times are 24-hour and in the phone's time zone (UTC). Checkers read paths such as
``clock.alarms[?time=07:30][0].enabled`` or ``clock.alarms[?repeat=Weekdays][*].enabled``:
``time`` and ``repeat`` are derived and written into the JSON.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from pydantic import BaseModel, Field, computed_field

from mobilexperts.sim.lists import by_id

WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
TIME_ENTRY = re.compile(r"^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$", re.IGNORECASE)


def parse_alarm_time(text: str) -> tuple[int, int] | None:
    """``7:30``, ``07:30``, ``19:30``, ``7:30 pm`` or ``7 am`` as (hour, minute); else None."""
    match = TIME_ENTRY.match(text.strip())
    if match is None:
        return None
    hour, minute = int(match.group(1)), int(match.group(2) or 0)
    suffix = (match.group(3) or "").lower().replace(".", "")
    if suffix:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if suffix == "pm" else 0)
    elif match.group(2) is None:
        return None
    if hour > 23 or minute > 59:
        return None
    return hour, minute


def repeat_label(days: list[str]) -> str:
    """``Weekdays``, ``Weekends``, ``Every day``, ``Not scheduled`` or ``Mon, Wed``."""
    chosen = set(days)
    if chosen == set(WEEKDAYS):
        return "Every day"
    if chosen == set(WEEKDAYS[:5]):
        return "Weekdays"
    if chosen == set(WEEKDAYS[5:]):
        return "Weekends"
    if not chosen:
        return "Not scheduled"
    return ", ".join(d for d in WEEKDAYS if d in chosen)


def duration_label(seconds: float) -> str:
    """``1 hour 5 minutes``, ``25 minutes``, ``less than 1 minute``."""
    minutes = int(seconds // 60)
    hours, minutes = divmod(minutes, 60)
    parts = []
    if hours:
        parts.append(f"{hours} hour{'s' if hours != 1 else ''}")
    if minutes:
        parts.append(f"{minutes} minute{'s' if minutes != 1 else ''}")
    return " ".join(parts) or "less than 1 minute"


class Alarm(BaseModel):
    """An alarm; ``days`` are the weekdays it repeats on (empty: rings once)."""

    id: int
    hour: int = Field(ge=0, le=23)
    minute: int = Field(ge=0, le=59)
    label: str = ""
    days: list[str] = Field(default_factory=list)
    enabled: bool = True

    @computed_field
    @property
    def time(self) -> str:
        return f"{self.hour:02d}:{self.minute:02d}"

    @computed_field
    @property
    def repeat(self) -> str:
        return repeat_label(self.days)

    def next_ring(self, now: datetime) -> datetime:
        """When the alarm rings next after ``now``."""
        candidate = now.replace(hour=self.hour, minute=self.minute, second=0, microsecond=0)
        for _ in range(8):
            if candidate > now and (not self.days or WEEKDAYS[candidate.weekday()] in self.days):
                return candidate
            candidate += timedelta(days=1)
        return candidate


class CountdownTimer(BaseModel):
    """The timer: set for ``duration`` seconds; running until ``ends_at``, or paused with
    ``remaining`` left. ``run`` tells a due phone timer whether it is still the current one."""

    duration: int = 0
    ends_at: float | None = None
    remaining: float = 0.0
    run: int = 0
    finished: int = 0

    @property
    def running(self) -> bool:
        return self.ends_at is not None

    @property
    def active(self) -> bool:
        return self.running or self.remaining > 0


class Stopwatch(BaseModel):
    """The stopwatch: ``elapsed`` before ``started_at`` (None when stopped); lap split times."""

    started_at: float | None = None
    elapsed: float = 0.0
    laps: list[float] = Field(default_factory=list)

    def total(self, now: float) -> float:
        return self.elapsed + (now - self.started_at if self.started_at is not None else 0.0)


class ClockState(BaseModel):
    """Everything the Clock app holds."""

    alarms: list[Alarm] = Field(default_factory=list)
    cities: list[str] = Field(default_factory=list)
    timer: CountdownTimer = Field(default_factory=CountdownTimer)
    stopwatch: Stopwatch = Field(default_factory=Stopwatch)
    next_id: int = 1

    def alarm(self, alarm_id: int) -> Alarm:
        return by_id(self.alarms, alarm_id, f"Clock has no alarm {alarm_id}")

    def add_alarm(self, hour: int, minute: int, label: str, days: list[str]) -> Alarm:
        alarm = Alarm(id=self.next_id, hour=hour, minute=minute, label=label, days=days)
        self.next_id += 1
        self.alarms.append(alarm)
        self.sort_alarms()
        return alarm

    def sort_alarms(self) -> None:
        self.alarms.sort(key=lambda a: (a.hour, a.minute, a.id))

    def delete_alarm(self, alarm_id: int) -> None:
        self.alarms.remove(self.alarm(alarm_id))

    def next_alarm(self, now: datetime) -> tuple[Alarm, datetime] | None:
        """The enabled alarm that rings first after ``now``, with its time."""
        rings = [(a.next_ring(now), a) for a in self.alarms if a.enabled]
        if not rings:
            return None
        when, alarm = min(rings, key=lambda pair: pair[0])
        return alarm, when
