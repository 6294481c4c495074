"""Clock's seeded alarms and world clocks, and the cities the world clock knows.

The rng varies the alarms' minutes and which cities are already on the world clock.
"""

from __future__ import annotations

import random

from mobilexperts.sim.apps.clock.state import WEEKDAYS, ClockState

CITY_ZONES = {
    "Auckland": "Pacific/Auckland",
    "Berlin": "Europe/Berlin",
    "Cairo": "Africa/Cairo",
    "Chicago": "America/Chicago",
    "Dubai": "Asia/Dubai",
    "Honolulu": "Pacific/Honolulu",
    "Lisbon": "Europe/Lisbon",
    "London": "Europe/London",
    "Los Angeles": "America/Los_Angeles",
    "Mexico City": "America/Mexico_City",
    "Mumbai": "Asia/Kolkata",
    "Nairobi": "Africa/Nairobi",
    "New York": "America/New_York",
    "Paris": "Europe/Paris",
    "Sao Paulo": "America/Sao_Paulo",
    "Seoul": "Asia/Seoul",
    "Singapore": "Asia/Singapore",
    "Sydney": "Australia/Sydney",
    "Tokyo": "Asia/Tokyo",
    "Toronto": "America/Toronto",
}
WORK_WEEK = list(WEEKDAYS[:5])
WEEKEND = list(WEEKDAYS[5:])


def seed_clock(rng: random.Random) -> ClockState:
    """Seven alarms (two on weekdays, one at weekends, daily ones, a one-off) and three cities."""
    state = ClockState(cities=["New York", *rng.sample(["London", "Tokyo", "Sydney", "Paris"], 2)])
    alarms = [
        (6, rng.choice((15, 30, 45)), "Wake up", WORK_WEEK, True),
        (7, rng.choice((30, 40, 50)), "Leave for work", WORK_WEEK, True),
        (8, 30, "Long run", WEEKEND, True),
        (9, 0, "Water the plants", ["Wed", "Sat"], False),
        (13, 0, "Take vitamins", list(WEEKDAYS), True),
        (22, rng.choice((0, 15, 30)), "Wind down", list(WEEKDAYS), False),
        (5, 0, "Airport", [], False),
    ]
    for hour, minute, label, days, enabled in alarms:
        state.add_alarm(hour, minute, label, days).enabled = enabled
    return state
