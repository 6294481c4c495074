"""What every Messages screen shares: identity, seed, names from Contacts, avatars, timestamps."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import Any, ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.contacts import Contact, ContactsState
from mobilexperts.sim.apps.contacts.numbers import is_number
from mobilexperts.sim.apps.messages.seed import seed_messages
from mobilexperts.sim.apps.messages.state import MessagesState
from mobilexperts.sim.state import START_CLOCK
from mobilexperts.sim.widgets import Icon, Widget

CONTACTS_PACKAGE = "com.simdroid.contacts"
ACTIVITIES = {
    "home": "ConversationListActivity",
    "search": "SearchActivity",
    "thread": "ConversationActivity",
    "new_conversation": "NewConversationActivity",
}
COMPOSE_FIELD = "compose_message_text"


def _clock(moment: datetime) -> str:
    return f"{moment.hour % 12 or 12}:{moment.minute:02d} {'AM' if moment.hour < 12 else 'PM'}"


def list_time(when: float, now: float) -> str:
    """A conversation-list timestamp: the time today, the weekday this week, else the date."""
    moment, today = datetime.fromtimestamp(when, UTC), datetime.fromtimestamp(now, UTC)
    if moment.date() == today.date():
        return _clock(moment)
    if (today.date() - moment.date()).days < 7:
        return f"{moment:%a}"
    return f"{moment:%b} {moment.day}"


def bubble_time(when: float, now: float) -> str:
    """The time under a message bubble; older messages carry their date."""
    moment, today = datetime.fromtimestamp(when, UTC), datetime.fromtimestamp(now, UTC)
    if moment.date() == today.date():
        return _clock(moment)
    return f"{moment:%b} {moment.day}, {_clock(moment)}"


class MessagesBase(SimApp):
    """The Messages app's identity and shared look-ups; the screens live in the mixins."""

    name: ClassVar[str] = "messages"
    package: ClassVar[str] = "com.simdroid.messages"
    label: ClassVar[str] = "Messages"
    icon_glyph: ClassVar[str] = "chat"
    icon_color: ClassVar[str] = "#0b57d0"
    start_screen: ClassVar[str] = "home"
    State: ClassVar[type[BaseModel]] = MessagesState
    state: MessagesState
    accepts_share: ClassVar[bool] = True

    @classmethod
    def initial_state(cls, rng: random.Random) -> MessagesState:
        return seed_messages(rng, START_CLOCK)

    def activity(self, route: Route) -> str:
        return f"{self.package}.ui.{ACTIVITIES[route.screen]}"

    # -- Contacts --------------------------------------------------------------------------

    @property
    def address_book(self) -> ContactsState | None:
        """The Contacts app's data, when Contacts is on the phone."""
        app = self.phone.apps.get(CONTACTS_PACKAGE)
        state = app.state if app is not None else None
        return state if isinstance(state, ContactsState) else None

    def contact_for(self, address: str) -> Contact | None:
        book = self.address_book
        return book.by_number(address) if book is not None and is_number(address) else None

    def display_name(self, address: str) -> str:
        """The contact's name for a known number, else the number or sender as it is."""
        contact = self.contact_for(address)
        return contact.name if contact is not None else address

    def avatar(self, address: str, size: int = 40) -> Widget:
        """Initials for contacts and senders; a person glyph for unknown numbers."""
        contact = self.contact_for(address)
        if contact is not None:
            return Icon(id="contact_avatar", initials=contact.initials, size=size)
        if is_number(address):
            return Icon(id="contact_avatar", glyph="person", size=size)
        return Icon(id="contact_avatar", initials=address[:1].upper(), size=size)

    # -- navigation ------------------------------------------------------------------------

    def push(self, screen: str, **params: Any) -> Route:
        """Opening a thread, from anywhere (a notification, Contacts), marks it read."""
        route = super().push(screen, **params)
        if screen == "thread":
            self.state.mark_read(params["address"])
        return route

    def open_thread(self, address: str, draft: str = "") -> None:
        route = self.push("thread", address=address)
        if draft:
            route.fields[COMPOSE_FIELD] = draft
            route.focus = COMPOSE_FIELD
