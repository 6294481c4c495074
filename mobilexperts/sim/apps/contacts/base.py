"""What every Contacts screen shares: identity, seed, the contact row, and the actions that leave
the app (a call, a text in Messages, an email in Mail)."""

from __future__ import annotations

import random
from typing import ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.contacts.numbers import display_number
from mobilexperts.sim.apps.contacts.seed import seed_contacts
from mobilexperts.sim.apps.contacts.state import Call, Contact, ContactsState
from mobilexperts.sim.apps.mail import MailApp
from mobilexperts.sim.apps.mail.state import ComposeForm
from mobilexperts.sim.widgets import Column, Icon, Row, Text, Widget

MESSAGES_PACKAGE = "com.simdroid.messages"
ACTIVITIES = {
    "home": "PeopleActivity",
    "search": "PeopleActivity",
    "detail": "QuickContactActivity",
    "edit": "ContactEditorActivity",
    "call": "InCallActivity",
}


class ContactsBase(SimApp):
    """The Contacts app's identity and shared widgets; the screens live in the mixins."""

    name: ClassVar[str] = "contacts"
    package: ClassVar[str] = "com.simdroid.contacts"
    label: ClassVar[str] = "Contacts"
    icon_glyph: ClassVar[str] = "person"
    icon_color: ClassVar[str] = "#1a73e8"
    start_screen: ClassVar[str] = "home"
    State: ClassVar[type[BaseModel]] = ContactsState
    state: ContactsState

    @classmethod
    def initial_state(cls, rng: random.Random) -> ContactsState:
        return seed_contacts(rng)

    def open_contact(self, contact_id: int) -> None:
        self.push("detail", contact=contact_id)

    def activity(self, route: Route) -> str:
        """The list and its search share one activity, as in the real app."""
        return f"{self.package}.activities.{ACTIVITIES[route.screen]}"

    def open_editor(self, contact: Contact | None = None, phone: str = "") -> None:
        """Open the form to edit ``contact``, or to create one (with ``phone`` filled in)."""
        fields = {"first_name": "", "last_name": "", "phone": phone, "email": "", "birthday": ""}
        if contact is not None:
            fields.update(
                first_name=contact.first,
                last_name=contact.last,
                phone=contact.phone,
                email=contact.email,
                birthday=contact.birthday,
            )
        route = self.push("edit", contact=contact.id if contact else None, initial=dict(fields))
        route.fields = fields
        if contact is None:
            route.focus = "first_name"

    def contact_row(self, contact: Contact, subtitle: str = "") -> Widget:
        """A list row: avatar with initials and the name (plus a matched detail in search)."""
        texts: list[Widget] = [Text(id="contact_name", text=contact.name, max_lines=1)]
        if subtitle:
            texts.append(Text(id="contact_detail", text=subtitle, style="label", color="muted"))
        return Row(
            id="contact_row",
            padding=12,
            spacing=16,
            on_tap=lambda: self.open_contact(contact.id),
            android_class_name="android.widget.LinearLayout",
            children=[
                Icon(id="contact_photo", initials=contact.initials, size=40),
                Column(flex=1, children=texts),
            ],
        )

    # -- leaving the app -------------------------------------------------------------------

    def call(self, number: str) -> None:
        """Dial ``number``: log the call and show the in-call screen."""
        shown = display_number(number) or number
        contact = self.state.by_number(shown)
        name = contact.name if contact else ""
        self.state.calls.insert(0, Call(number=shown, name=name, time=self.now()))
        self.push("call", number=shown, name=name, started=self.now())

    def _installed(self, package: str) -> bool:
        return package in self.phone.state.installed and package in self.phone.apps

    def text(self, number: str) -> None:
        """Open the Messages thread with ``number``."""
        if not self._installed(MESSAGES_PACKAGE):
            self.toast("No messaging app installed")
            return
        self.phone.switch_to(MESSAGES_PACKAGE)
        self.phone.apps[MESSAGES_PACKAGE].push("thread", address=number)

    def email(self, address: str) -> None:
        """Open Mail's compose screen addressed to ``address``."""
        mail = next((a for a in self.phone.installed() if isinstance(a, MailApp)), None)
        if mail is None:
            self.toast("No email app installed")
            return
        self.phone.switch_to(mail.package)
        mail.open_compose(ComposeForm(to=address))
        mail.route.focus = "subject"
