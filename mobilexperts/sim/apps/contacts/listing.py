"""The contact list (favourites, then everyone under letter headers) and contact search.

Version 2 renames the favourites header to "Starred" and trades the "Create contact" button at
the bottom for an add icon in the app bar.
"""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.contacts.base import ContactsBase
from mobilexperts.sim.apps.contacts.state import Contact
from mobilexperts.sim.kit import app_bar, back_search_bar, section_header
from mobilexperts.sim.widgets import (
    Button,
    Column,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)


class ListingScreens(ContactsBase):
    """The home list and the search screen."""

    def screen_home(self, route: Route) -> Widget:
        actions: list[Widget] = [IconButton(id="search", glyph="search", on_tap=self.open_search)]
        if self.version == 2:
            actions.append(
                IconButton(
                    id="add_contact", glyph="add", desc="Add contact", on_tap=self.new_contact
                )
            )
        children: list[Widget] = [
            app_bar("Contacts", actions=actions),
            ListView(id="contact_list", flex=1, children=self._list_rows()),
        ]
        if self.version == 1:
            children.append(
                Row(
                    padding=16,
                    children=[
                        Spacer(flex=1),
                        Button(id="create_contact", text="Create contact", on_tap=self.new_contact),
                    ],
                )
            )
        return Column(children=children)

    def _list_rows(self) -> list[Widget]:
        everyone = self.state.sorted()
        if not everyone:
            return [_padded(Text(id="empty", text="No contacts yet", color="muted"))]
        rows: list[Widget] = []
        favorites = [c for c in everyone if c.favorite]
        if favorites:
            header = "Starred" if self.version == 2 else "Favorites"
            rows.append(_padded(section_header(header)))
            rows += [self.contact_row(c) for c in favorites]
        letter = ""
        for contact in everyone:
            if contact.letter != letter:
                letter = contact.letter
                rows.append(
                    _padded(
                        Text(
                            id="letter_header",
                            text=letter,
                            style="label",
                            bold=True,
                            color="primary",
                        )
                    )
                )
            rows.append(self.contact_row(contact))
        count = len(everyone)
        rows.append(
            _padded(
                Text(
                    id="contact_count",
                    text=f"{count} contact{'s' if count != 1 else ''}",
                    style="label",
                    color="muted",
                )
            )
        )
        return rows

    def new_contact(self) -> None:
        self.open_editor()

    # -- search ----------------------------------------------------------------------------

    def open_search(self) -> None:
        self.push("search").focus = "search_query"

    def screen_search(self, route: Route) -> Widget:
        query = route.fields.get("search_query", "").strip()
        rows: list[Widget] = []
        if query:
            found = self.state.search(query)
            rows = [self.contact_row(c, _matched_detail(c, query)) for c in found]
            if not rows:
                rows = [
                    _padded(
                        Text(id="empty", text=f"No results for \u201c{query}\u201d", color="muted")
                    )
                ]
        return Column(
            children=[
                back_search_bar("search_bar", "search_query", "Search contacts", self.pop),
                ListView(id="search_results", flex=1, children=rows),
            ]
        )


def _matched_detail(contact: Contact, query: str) -> str:
    """The detail a search result shows: the email when the query is in it, else the phone."""
    if contact.email and query.lower() in contact.email.lower():
        return contact.email
    return contact.phone


def _padded(widget: Widget) -> Widget:
    return Row(padding=6, spacing=6, children=[Spacer(width=4), widget])
