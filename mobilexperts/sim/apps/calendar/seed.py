"""Calendar's seeded events around the phone's first day (Saturday 14 March 2026).

The week before and the two weeks after hold work meetings, appointments and plans with people
from the address book (so Contacts and Messages know them); the rng picks the people, some
times and rooms.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from mobilexperts.sim.apps.calendar.state import CalendarState, EventForm
from mobilexperts.sim.apps.contacts.book import address_book

ROOMS = ("Room 4.2", "Room 3.1", "Orion meeting room", "Atlas meeting room")
CAFES = ("Harbor Coffee", "Blue Door Cafe", "Little Fig Bakery")


def seed_calendar(rng: random.Random, now: float) -> CalendarState:
    """About a dozen events from two days ago to ten days ahead."""
    today = datetime.fromtimestamp(now, UTC).date()
    friends = [entry.person for entry in rng.sample(address_book(), 5)]
    manager, colleague = friends[3], friends[4]
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
            title=f"Dinner with {friends[1].first}",
            date=on(-1),
            start="19:30",
            end="21:30",
            location="Osteria Nonna, 14 Valencia St",
        ),
        EventForm(
            title=f"Brunch with {friends[0].first}",
            date=on(0),
            start=brunch_time,
            end=f"{int(brunch_time[:2]) + 1}:{brunch_time[3:]}",
            location=rng.choice(CAFES),
            description="Catch up before the trip.",
            guests=[friends[0].email],
        ),
        EventForm(
            title="Yoga class",
            date=on(0),
            start="17:00",
            end="18:00",
            location="Sunrise Studio, 88 Market St",
        ),
        EventForm(title=f"{friends[2].first}'s birthday", date=on(1), all_day=True),
        EventForm(
            title="Bike ride",
            date=on(1),
            start="10:00",
            end="12:00",
            location="Golden Gate Park",
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
            title="Dentist appointment",
            date=on(3),
            start="11:00",
            end="11:45",
            location="Bright Smile Dental, 210 Pine St",
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
            date=on(5),
            start="18:30",
            end="20:00",
            location="City Library, 3rd floor",
            description="This month: The Left Hand of Darkness.",
        ),
        EventForm(
            title=f"Lunch with {friends[2].first}",
            date=on(6),
            start="12:30",
            end="13:30",
            location="Green Bowl, 5 Howard St",
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
            title="Flight to Lisbon",
            date=on(10),
            start="08:15",
            end="10:40",
            location="SFO Terminal 2",
            description="TP 238, seat 14C.",
        ),
    ]
    state = CalendarState()
    for form in forms:
        state.add(form)
    return state
