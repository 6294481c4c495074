"""Calendar: a Google-Calendar-like week schedule with event details and an event form."""

from __future__ import annotations

from mobilexperts.sim.apps.calendar.form import FormScreens


class CalendarApp(FormScreens):
    """The Calendar app (package ``com.simdroid.calendar``)."""


__all__ = ["CalendarApp"]
