"""The seeded address book: everyone in the world's :data:`ADDRESS_BOOK`, with seeded details.

Names, numbers, the owner's team (at the owner's company) and the friend whose birthday Calendar
shows are the world's; the rng picks who else has an email, a birthday (never in March, so
Calendar's birthday is the only one near today), a company and a home or work number, and who
is a favourite.
"""

from __future__ import annotations

import random
from calendar import month_name

from mobilexperts.sim import world
from mobilexperts.sim.apps.contacts.state import PHONE_LABELS, Contact, ContactsState

COMPANIES = (
    "Bluebird Design",
    "City Hospital",
    "Greenfield School",
    "Orbit Robotics",
    "Railway Roasters",
    "Atlas Consulting",
    "Lumen Studio",
    "Grand Central Hotel",
)
FAVORITES = 4
EMAIL_SHARE = 0.8
BIRTHDAY_SHARE = 0.6
COMPANY_SHARE = 0.4
MARCH = 3


def _birthday(rng: random.Random) -> str:
    """A seeded birthday outside March (March's falls in May instead)."""
    month, day = rng.randint(1, 12), rng.randint(1, 28)
    return f"{month_name[month + 2 if month == MARCH else month]} {day}"


def seed_contacts(rng: random.Random) -> ContactsState:
    """A full address book; ids follow the book's order."""
    state = ContactsState()
    book = world.ADDRESS_BOOK
    favorites = set(rng.sample(range(len(book)), FAVORITES))
    for index, entry in enumerate(book):
        person = entry.person
        birthday = _birthday(rng) if rng.random() < BIRTHDAY_SHARE else ""
        if person == world.BIRTHDAY_FRIEND:
            birthday = f"{world.BIRTHDAY:%B} {world.BIRTHDAY.day}"
        label = rng.choices(PHONE_LABELS, weights=(8, 1, 1))[0]
        email = person.email if rng.random() < EMAIL_SHARE else ""
        company = rng.choice(COMPANIES) if rng.random() < COMPANY_SHARE else ""
        if person in world.TEAM:
            email, company = person.email, world.OWNER.company
        state.add(
            Contact(
                id=0,
                first=person.first,
                last=person.last,
                phone=entry.phone,
                phone_label=label,
                email=email,
                birthday=birthday,
                company=company,
                favorite=index in favorites,
            )
        )
    return state
