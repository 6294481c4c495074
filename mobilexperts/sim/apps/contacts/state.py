"""Contacts' typed state: people with a phone, an email and a birthday; favourites; a call log.

Checkers read paths such as ``contacts.contacts[?name=Maya Garcia][0].email``: ``name`` is the
full name, derived from ``first`` and ``last`` and written into the JSON.
"""

from __future__ import annotations

import re
from datetime import datetime

from pydantic import BaseModel, Field, computed_field

from mobilexperts.sim.apps.contacts.numbers import same_address
from mobilexperts.sim.text import initials

BIRTHDAY_FORMATS = ("%B %d", "%b %d", "%m/%d", "%m-%d")
PHONE_LABELS = ("Mobile", "Home", "Work")


class Contact(BaseModel):
    """One person in the address book."""

    id: int
    first: str
    last: str = ""
    phone: str = ""
    phone_label: str = "Mobile"
    email: str = ""
    birthday: str = ""
    company: str = ""
    favorite: bool = False

    @computed_field
    @property
    def name(self) -> str:
        return f"{self.first} {self.last}".strip()

    @property
    def initials(self) -> str:
        return initials(self.name)

    @property
    def letter(self) -> str:
        """The letter header the list files this contact under."""
        first = self.name[:1].upper()
        return first if first.isalpha() else "#"

    def matches(self, query: str) -> bool:
        """Whether a word of the name, email or company starts with ``query``, or the phone
        number holds its digits."""
        q = query.strip().lower()
        digits = "".join(c for c in q if c.isdigit())
        if digits and not any(c.isalpha() for c in q):
            return digits in "".join(c for c in self.phone if c.isdigit())
        haystack = f"{self.name} {self.email} {self.company}".lower()
        return re.search(rf"(^|[\s.@]){re.escape(q)}", haystack) is not None


class Call(BaseModel):
    """A call the user placed."""

    number: str
    name: str = ""
    time: float


class ContactsState(BaseModel):
    """The address book and the outgoing call log."""

    contacts: list[Contact] = Field(default_factory=list)
    calls: list[Call] = Field(default_factory=list)
    next_id: int = 1

    def contact(self, contact_id: int) -> Contact | None:
        return next((c for c in self.contacts if c.id == contact_id), None)

    def by_number(self, address: str) -> Contact | None:
        """The contact whose phone number is ``address`` in any spelling."""
        return next((c for c in self.contacts if c.phone and same_address(c.phone, address)), None)

    def sorted(self) -> list[Contact]:
        """Every contact in list order: by name, case-insensitively."""
        return sorted(self.contacts, key=lambda c: (c.letter, c.name.lower()))

    def search(self, query: str) -> list[Contact]:
        return [c for c in self.sorted() if c.matches(query)]

    def add(self, contact: Contact) -> Contact:
        contact.id = self.next_id
        self.next_id += 1
        self.contacts.append(contact)
        return contact

    def delete(self, contact_id: int) -> None:
        self.contacts = [c for c in self.contacts if c.id != contact_id]


def parse_birthday(text: str) -> str | None:
    """A typed birthday as ``March 21``; None when it is not a month and a day."""
    cleaned = " ".join(text.replace(",", " ").split())
    for fmt in BIRTHDAY_FORMATS:
        try:
            moment = datetime.strptime(f"{cleaned} 2000", f"{fmt} %Y")
        except ValueError:
            continue
        return f"{moment:%B} {moment.day}"
    return None
