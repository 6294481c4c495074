"""Requests whose act names a thing by what is known of it elsewhere, read as finding it
first: a thing's phone number saved as a contact (:mod:`experts.offline.contact_saved`), a
place known by who works there (:mod:`experts.offline.workplace`), a thing named by a clause
about it (:mod:`experts.offline.relative`). The assembly and the offline planner read the
request so."""

from __future__ import annotations

from experts.offline.contact_saved import saved_as_contact
from experts.offline.relative import relative_found_first
from experts.offline.workplace import workplace_found_first


def found_first(text: str) -> str:
    """``text`` written as finding what its act needs first, by the first reading that
    applies; unchanged when none does."""
    for read in (saved_as_contact, workplace_found_first, relative_found_first):
        said = read(text)
        if said != text:
            return said
    return text
