"""Starting a conversation: type a name or a number in "To", pick a contact or the number.

A shared or forwarded text rides along in ``params["draft"]`` and fills the reply box of the
thread that opens.
"""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.contacts import Contact
from mobilexperts.sim.apps.contacts.numbers import display_number
from mobilexperts.sim.apps.messages.base import MessagesBase
from mobilexperts.sim.kit import app_bar, section_header
from mobilexperts.sim.widgets import Column, EditText, Icon, ListView, Row, Text, Widget

RECIPIENT_FIELD = "recipient"


class ComposeScreens(MessagesBase):
    """The new-conversation screen."""

    def screen_new_conversation(self, route: Route) -> Widget:
        query = route.fields.get(RECIPIENT_FIELD, "").strip()
        number = display_number(query) if any(c.isdigit() for c in query) else None
        rows: list[Widget] = []
        if number is not None:
            rows.append(
                Row(
                    id="send_to_number",
                    padding=12,
                    spacing=16,
                    on_tap=lambda: self._start(route, number),
                    children=[
                        Icon(glyph="person", size=40),
                        Text(id="contact_name", text=f"Send to {number}", flex=1),
                    ],
                )
            )
        matches = self._candidates(query)
        if matches:
            rows.append(
                Column(
                    padding=12,
                    children=[section_header("Contacts" if query else "All contacts")],
                )
            )
            rows += [self._contact_row(route, c) for c in matches]
        if not rows:
            rows.append(
                Column(
                    padding=16,
                    children=[
                        Text(
                            id="empty",
                            text=f"No contacts match \u201c{query}\u201d. Type a phone number.",
                            color="muted",
                        )
                    ],
                )
            )
        children: list[Widget] = [
            app_bar("New conversation", on_back=self.pop),
            Row(
                padding=12,
                spacing=12,
                children=[
                    Text(text="To", bold=True),
                    EditText(
                        id=RECIPIENT_FIELD,
                        hint="Type a name or phone number",
                        flex=1,
                        on_submit=lambda: self._submit(route),
                    ),
                ],
            ),
        ]
        draft = route.params.get("draft", "")
        if draft:
            children.append(
                Column(
                    id="shared_content",
                    style="card",
                    padding=12,
                    spacing=4,
                    children=[
                        Text(text="Sending", style="caption", color="muted"),
                        Text(id="shared_text", text=draft, style="label", max_lines=3),
                    ],
                )
            )
        children.append(ListView(id="contact_picker", flex=1, children=rows))
        return Column(children=children)

    def _candidates(self, query: str) -> list[Contact]:
        book = self.address_book
        if book is None:
            return []
        return [c for c in book.search(query) if c.phone]

    def _contact_row(self, route: Route, contact: Contact) -> Widget:
        return Row(
            id="contact_row",
            padding=12,
            spacing=16,
            on_tap=lambda: self._start(route, contact.phone),
            children=[
                Icon(id="contact_avatar", initials=contact.initials, size=40),
                Column(
                    flex=1,
                    children=[
                        Text(id="contact_name", text=contact.name, max_lines=1),
                        Text(
                            id="contact_number",
                            text=f"{contact.phone_label} {contact.phone}",
                            style="label",
                            color="muted",
                        ),
                    ],
                ),
            ],
        )

    def _submit(self, route: Route) -> None:
        """Enter in "To": the typed number, or the only matching contact."""
        query = route.fields.get(RECIPIENT_FIELD, "").strip()
        number = display_number(query) if any(c.isdigit() for c in query) else None
        matches = self._candidates(query) if query else []
        if number is not None:
            self._start(route, number)
        elif len(matches) == 1:
            self._start(route, matches[0].phone)
        else:
            self.toast("Pick a contact or type a phone number")

    def _start(self, route: Route, address: str) -> None:
        """Swap this screen for the thread with ``address``, carrying the draft along."""
        draft = route.params.get("draft", "")
        self.stack.pop()
        self.open_thread(address, draft)
