"""The seeded address book: everyone in :func:`address_book`, with seeded details.

Names and numbers are the book's (Messages shares them); the rng picks who has an email, a
birthday, a company and a home or work number, and who is a favourite.
"""

from __future__ import annotations

import random
from calendar import month_name

from mobilexperts.sim.apps.contacts.book import address_book
from mobilexperts.sim.apps.contacts.state import PHONE_LABELS, Contact, ContactsState

COMPANIES = (
    "Northwind Labs",
    "Bluebird Design",
    "City Hospital",
    "Greenfield School",
    "Orbit Robotics",
    "Harbor Coffee",
    "Atlas Consulting",
    "Lumen Studio",
)
FAVORITES = 4
EMAIL_SHARE = 0.8
BIRTHDAY_SHARE = 0.6
COMPANY_SHARE = 0.4


def seed_contacts(rng: random.Random) -> ContactsState:
    """A full address book; ids follow the book's order."""
    state = ContactsState()
    book = address_book()
    favorites = set(rng.sample(range(len(book)), FAVORITES))
    for index, entry in enumerate(book):
        person = entry.person
        birthday = ""
        if rng.random() < BIRTHDAY_SHARE:
            birthday = f"{month_name[rng.randint(1, 12)]} {rng.randint(1, 28)}"
        state.add(
            Contact(
                id=0,
                first=person.first,
                last=person.last,
                phone=entry.phone,
                phone_label=rng.choices(PHONE_LABELS, weights=(8, 1, 1))[0],
                email=person.email if rng.random() < EMAIL_SHARE else "",
                birthday=birthday,
                company=rng.choice(COMPANIES) if rng.random() < COMPANY_SHARE else "",
                favorite=index in favorites,
            )
        )
    return state
