"""The phone owner's address book: the people Contacts lists and Messages has threads with.

Both apps seed from this one list so that a number texting the owner belongs to the same person
in Contacts. It is fixed for every phone seed (the apps' own rngs vary everything else: who is a
favourite, birthdays, which threads exist); the one corpus first name left out of the book is a
stranger who texts the owner from a new number.
"""

from __future__ import annotations

import random
from functools import cache

from pydantic import BaseModel

from mobilexperts.sim.corpus import FIRST_NAMES, Person, people

BOOK_SIZE = 25
BOOK_SEED = "simdroid:address-book"
AREA_CODES = ("415", "628", "510", "650", "408", "212", "646", "312")


class BookEntry(BaseModel):
    """A person in the address book and their mobile number."""

    person: Person
    phone: str


@cache
def address_book() -> tuple[BookEntry, ...]:
    """The address book, in a fixed order (read-only: seeds copy what they need)."""
    rng = random.Random(BOOK_SEED)
    crowd = people(rng, BOOK_SIZE)
    lines = rng.sample(range(100), BOOK_SIZE)
    return tuple(
        BookEntry(person=p, phone=f"({rng.choice(AREA_CODES)}) 555-01{line:02d}")
        for p, line in zip(crowd, lines, strict=True)
    )


def stranger_first_name() -> str:
    """The corpus first name that no one in the address book has."""
    known = {entry.person.first for entry in address_book()}
    return next(name for name in FIRST_NAMES if name not in known)
