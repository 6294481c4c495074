"""A contact's page (call, text, email; phone, email, birthday), its menu, and the in-call screen.

Version 2 labels the "Text" action "Message" and moves Edit from the app bar into the overflow
menu.
"""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.contacts.base import ContactsBase
from mobilexperts.sim.apps.contacts.state import Contact
from mobilexperts.sim.kit import app_bar, confirm_dialog, overflow_button
from mobilexperts.sim.text import initials
from mobilexperts.sim.widgets import (
    AppScreen,
    Callback,
    Column,
    Dialog,
    Icon,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)

STAR_TINT = "#f4b400"
HANG_UP_TINT = "#d93025"
RING_SECONDS = 3


class DetailScreens(ContactsBase):
    """The contact detail screen with its dialogs, and the call screen."""

    def screen_detail(self, route: Route) -> AppScreen:
        contact = self.state.contact(route.params["contact"])
        if contact is None:
            gone = Text(id="empty", text="This contact was deleted", color="muted")
            return AppScreen(body=Column(children=[app_bar("", on_back=self.pop), gone]))
        actions: list[Widget] = [self._star(contact)]
        if self.version == 1:
            actions.append(
                IconButton(
                    id="edit",
                    glyph="edit",
                    desc="Edit contact",
                    on_tap=lambda: self.open_editor(contact),
                )
            )
        actions.append(overflow_button(lambda: setattr(route, "dialog", "menu")))
        header: list[Widget] = [
            _centred(Icon(id="contact_photo", initials=contact.initials, size=96)),
            _centred(Text(id="large_title", text=contact.name, style="headline")),
        ]
        if contact.company:
            header.append(_centred(Text(id="company", text=contact.company, color="muted")))
        body = Column(
            children=[
                app_bar("", on_back=self.pop, actions=actions),
                ListView(
                    id="contact_detail",
                    flex=1,
                    padding=16,
                    spacing=16,
                    children=[*header, self._quick_actions(contact), self._info_card(contact)],
                ),
            ]
        )
        return AppScreen(body=body, dialog=self._dialog(route, contact))

    def _star(self, contact: Contact) -> Widget:
        return IconButton(
            id="favorite",
            glyph="star_filled" if contact.favorite else "star",
            desc="Remove from favorites" if contact.favorite else "Add to favorites",
            selected=contact.favorite,
            tint=STAR_TINT if contact.favorite else "",
            on_tap=lambda: self._toggle_favorite(contact),
        )

    def _quick_actions(self, contact: Contact) -> Widget:
        text_label = "Message" if self.version == 2 else "Text"
        return Row(
            id="quick_actions",
            children=[
                _action(
                    "call", "phone", "Call", bool(contact.phone), lambda: self.call(contact.phone)
                ),
                _action(
                    "text",
                    "chat",
                    text_label,
                    bool(contact.phone),
                    lambda: self.text(contact.phone),
                ),
                _action(
                    "email", "mail", "Email", bool(contact.email), lambda: self.email(contact.email)
                ),
            ],
        )

    def _info_card(self, contact: Contact) -> Widget:
        rows: list[Widget] = [Text(text="Contact info", style="title", bold=True)]
        if contact.phone:
            rows.append(
                _info_row(
                    "phone",
                    contact.phone,
                    contact.phone_label,
                    lambda: self.call(contact.phone),
                    IconButton(
                        id="send_text",
                        glyph="chat",
                        desc=f"Text {contact.phone_label.lower()}",
                        on_tap=lambda: self.text(contact.phone),
                    ),
                )
            )
        if contact.email:
            rows.append(
                _info_row("email", contact.email, "Email", lambda: self.email(contact.email))
            )
        if contact.birthday:
            rows.append(_info_row("birthday", contact.birthday, "Birthday"))
        if len(rows) == 1:
            rows.append(Text(text="No contact info", color="muted"))
        return Column(id="contact_info", style="card", padding=16, spacing=8, children=rows)

    # -- menu and dialogs ------------------------------------------------------------------

    def _dialog(self, route: Route, contact: Contact) -> Dialog | None:
        if route.dialog == "menu":
            items = [("Share", lambda: self._share(route, contact))]
            items.append(("Delete", lambda: setattr(route, "dialog", "delete")))
            if self.version == 2:
                items.insert(0, ("Edit", lambda: self._edit_from_menu(route, contact)))
            return Dialog(children=[_menu_item(label, on_tap) for label, on_tap in items])
        if route.dialog == "delete":
            return confirm_dialog(
                "Delete this contact?",
                "Delete",
                lambda: self._delete(contact),
                route.close_dialog,
                message=f"{contact.name} will be removed from this phone.",
            )
        return None

    def _edit_from_menu(self, route: Route, contact: Contact) -> None:
        route.dialog = None
        self.open_editor(contact)

    def _toggle_favorite(self, contact: Contact) -> None:
        contact.favorite = not contact.favorite
        self.toast("Added to favorites" if contact.favorite else "Removed from favorites")

    def _share(self, route: Route, contact: Contact) -> None:
        route.dialog = None
        lines = [contact.name, contact.phone, contact.email]
        self.phone.share("\n".join(line for line in lines if line), subject=contact.name)

    def _delete(self, contact: Contact) -> None:
        self.state.delete(contact.id)
        self.route.dialog = None
        self.pop()
        self.toast(f"{contact.name} deleted")

    # -- in-call ---------------------------------------------------------------------------

    def screen_call(self, route: Route) -> Widget:
        number, name = route.params["number"], route.params.get("name", "")
        elapsed = int(self.now() - route.params.get("started", self.now()))
        status = (
            "Calling\u2026" if elapsed < RING_SECONDS else f"{elapsed // 60}:{elapsed % 60:02d}"
        )
        who: list[Widget] = [
            _centred(Icon(id="caller_photo", initials=initials(name), glyph="person", size=96)),
            _centred(Text(id="caller_name", text=name or number, style="headline")),
        ]
        if name:
            who.append(_centred(Text(id="caller_number", text=number, color="muted")))
        hang_up = IconButton(
            id="end_call",
            glyph="phone",
            desc="End call",
            tint=HANG_UP_TINT,
            width=72,
            height=72,
            on_tap=self.pop,
        )
        return Column(
            id="in_call",
            padding=24,
            spacing=12,
            children=[
                Spacer(flex=1),
                *who,
                _centred(Text(id="call_status", text=status, color="muted")),
                Spacer(flex=2),
                _centred(hang_up),
            ],
        )


def _centred(widget: Widget) -> Widget:
    return Row(children=[Spacer(flex=1), widget, Spacer(flex=1)])


def _action(key: str, glyph: str, label: str, enabled: bool, on_tap: Callback) -> Widget:
    """A round quick-action button with its label under it."""
    return Column(
        id=f"{key}_action",
        flex=1,
        spacing=4,
        enabled=enabled,
        on_tap=on_tap,
        children=[_centred(Icon(glyph=glyph, size=28)), _centred(Text(text=label, style="label"))],
    )


def _info_row(
    key: str,
    value: str,
    label: str,
    on_tap: Callback | None = None,
    trailing: Widget | None = None,
) -> Widget:
    """A row of the contact info card: glyph, value, and what the value is."""
    row: list[Widget] = [
        Icon(glyph=key if key != "birthday" else "calendar", size=24),
        Column(
            flex=1,
            children=[
                Text(id=f"{key}_value", text=value),
                Text(id=f"{key}_label", text=label, style="label", color="muted"),
            ],
        ),
    ]
    if trailing is not None:
        row.append(trailing)
    return Row(id=f"{key}_row", padding=4, spacing=16, on_tap=on_tap, children=row)


def _menu_item(label: str, on_tap: Callback) -> Widget:
    return Row(
        id="menu_item",
        padding=12,
        on_tap=on_tap,
        children=[Text(id="title", text=label, flex=1)],
    )
