"""Contacts: an alphabetical address book with favourites, search, a detail page (call, text,
email), and a form to create, edit and delete contacts.

Other apps read it through :class:`ContactsState` (``by_number``, ``search``): Messages shows
contact names for numbers and picks recipients from it.
"""

from __future__ import annotations

from mobilexperts.sim.apps.contacts.detail import DetailScreens
from mobilexperts.sim.apps.contacts.editor import EditorScreens
from mobilexperts.sim.apps.contacts.listing import ListingScreens
from mobilexperts.sim.apps.contacts.state import Contact, ContactsState

__all__ = ["Contact", "ContactsApp", "ContactsState"]


class ContactsApp(ListingScreens, DetailScreens, EditorScreens):
    """The Contacts app (package ``com.simdroid.contacts``)."""

    def on_back(self) -> bool:
        """Back from a changed form asks before discarding it."""
        if self.route.screen == "edit":
            self.close_editor()
            return True
        return False
