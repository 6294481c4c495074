"""Calendar's seeded events around the phone's first day (Saturday 14 March 2026).

The days before and the weeks after hold work meetings, appointments, plans with people and the
trip; people, places and the world's dated facts (birthday, dentist, book club, flight) come
from :mod:`mobilexperts.sim.world`; the rng picks some times, rooms and the brunch place.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from mobilexperts.sim import world
from mobilexperts.sim.apps.calendar.state import CalendarState, EventForm
from mobilexperts.sim.world import TRIP

ROOMS = ("Room 4.2", "Room 3.1", "Orion meeting room", "Atlas meeting room")


def seed_calendar(rng: random.Random, now: float) -> CalendarState:
    """About a dozen events from two days ago to ten days ahead, and the trip's flight."""
    today = datetime.fromtimestamp(now, UTC).date()
    manager, colleague = world.MANAGER, world.COLLEAGUE
    brunch, dinner, lunch = world.BRUNCH_FRIEND, world.DINNER_FRIEND, world.LUNCH_FRIEND
    dentist = world.DENTIST
    rooms = rng.sample(ROOMS, len(ROOMS))
    brunch_time = rng.choice(("11:00", "11:30", "12:00"))

    def on(days: int) -> str:
        return (today + timedelta(days=days)).isoformat()

    forms = [
        EventForm(
            title="Quarterly planning",
            date=on(-2),
            start="10:00",
            end="11:30",
            location=rooms[0],
            description="Review Q1 results and agree on Q2 goals.",
            guests=[manager.email, colleague.email],
        ),
        EventForm(
            title=f"Dinner with {dinner.first}",
            date=on(-1),
            start="19:30",
            end="21:30",
            location=world.DINNER_PLACE,
        ),
        EventForm(
            title=f"Brunch with {brunch.first}",
            date=on(0),
            start=brunch_time,
            end=f"{int(brunch_time[:2]) + 1}:{brunch_time[3:]}",
            location=rng.choice(world.BRUNCH_PLACES),
            description="Catch up before the trip.",
            guests=[brunch.email],
        ),
        EventForm(
            title="Yoga class",
            date=on(0),
            start="17:00",
            end="18:00",
            location="Sunrise Studio, 88 Market St",
        ),
        EventForm(
            title=f"{world.BIRTHDAY_FRIEND.first}'s birthday",
            date=world.BIRTHDAY.isoformat(),
            all_day=True,
        ),
        EventForm(
            title="Bike ride",
            date=on(1),
            start="10:00",
            end="12:00",
            location=world.PARK,
        ),
        EventForm(
            title="Team standup",
            date=on(2),
            start="09:30",
            end="09:45",
            location="Video call",
            guests=[manager.email, colleague.email],
        ),
        EventForm(
            title="Design review",
            date=on(2),
            start=rng.choice(("14:00", "15:00")),
            end="16:00",
            location=rooms[1],
            description="Walk through the new onboarding screens.",
            guests=[colleague.email],
        ),
        EventForm(
            title=dentist.title,
            date=dentist.day.isoformat(),
            start=dentist.start,
            end=dentist.end,
            location=f"{dentist.place}, {dentist.address}",
            description="Regular check-up. Bring the insurance card.",
        ),
        EventForm(
            title=f"1:1 with {manager.first}",
            date=on(4),
            start="15:00",
            end="15:30",
            location=rooms[2],
            guests=[manager.email],
        ),
        EventForm(
            title="Book club",
            date=world.BOOK_CLUB_DAY.isoformat(),
            start="18:30",
            end="20:00",
            location="City Library, 3rd floor",
            description=f"This month: {world.BOOK_CLUB_PICK}.",
        ),
        EventForm(
            title=f"Lunch with {lunch.first}",
            date=on(6),
            start="12:30",
            end="13:30",
            location=world.LUNCH_PLACE,
        ),
        EventForm(
            title="Project kickoff",
            date=on(9),
            start="10:00",
            end="11:00",
            location=rooms[3],
            guests=[manager.email, colleague.email],
        ),
        EventForm(
            title=f"Flight to {TRIP.city}",
            date=TRIP.departs.isoformat(),
            start=TRIP.leaves_at,
            end=TRIP.lands_at,
            location=TRIP.terminal,
            description=f"{TRIP.flight}, seat {TRIP.seat}. Booking reference {TRIP.booking}.",
        ),
    ]
    state = CalendarState()
    for form in forms:
        state.add(form)
    return state
