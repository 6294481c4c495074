"""A conversation: bubbles, the reply box, message options (copy, forward, delete), the thread
menu (view or add the contact, delete the conversation) and a call through Contacts.

Senders that are names (``Shopwise``) take no replies, as on a real phone. A "Copy code" chip
follows the newest incoming one-time code. Version 2 renames the send button (id ``send_button``,
content-desc "Send message") and the reply box hint ("Message").
"""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.contacts import ContactsApp
from mobilexperts.sim.apps.contacts.numbers import is_number
from mobilexperts.sim.apps.messages.base import (
    COMPOSE_FIELD,
    CONTACTS_PACKAGE,
    MessagesBase,
    bubble_time,
)
from mobilexperts.sim.apps.messages.inbox import menu
from mobilexperts.sim.apps.messages.state import Sms, Thread
from mobilexperts.sim.kit import app_bar, confirm_dialog
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Callback,
    Column,
    Dialog,
    EditText,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)


def no_reply() -> Widget:
    """What replaces the reply box for senders that are names, not numbers."""
    text = "You can\u2019t reply to this sender"
    return Column(
        padding=16,
        children=[Text(id="no_reply", text=text, style="label", color="muted")],
    )


class ThreadScreens(MessagesBase):
    """The thread screen and its dialogs."""

    def screen_thread(self, route: Route) -> AppScreen:
        address = route.params["address"]
        thread = self.state.find(address)
        textable = is_number(address)
        actions: list[Widget] = []
        if textable:
            actions.append(
                IconButton(
                    id="call", glyph="phone", desc="Call", on_tap=lambda: self._call(address)
                )
            )
        actions.append(
            IconButton(
                id="thread_options",
                glyph="more",
                on_tap=lambda: setattr(route, "dialog", "thread_menu"),
            )
        )
        items: list[Widget] = []
        if textable and self.contact_for(address) is None:
            items.append(self._unknown_banner(address))
        if thread is not None:
            items += self._bubbles(route, thread)
        else:
            name = self.display_name(address)
            items.append(Text(id="empty", text=f"Start a conversation with {name}", color="muted"))
        footer = self._reply_box(route, address) if textable else no_reply()
        body = Column(
            children=[
                app_bar(self.display_name(address), on_back=self.pop, actions=actions),
                ListView(id="messages_list", flex=1, padding=12, spacing=8, children=items),
                footer,
            ]
        )
        return AppScreen(body=body, dialog=self._thread_dialog(route, address, thread))

    def _unknown_banner(self, address: str) -> Widget:
        return Row(
            id="unknown_sender_banner",
            style="banner",
            padding=12,
            spacing=8,
            children=[
                Text(text=f"{address} isn\u2019t in your contacts", style="label", flex=1),
                Button(
                    id="add_contact",
                    text="Add contact",
                    variant="text",
                    on_tap=lambda: self._add_contact(address),
                ),
            ],
        )

    def _bubbles(self, route: Route, thread: Thread) -> list[Widget]:
        codes = [m for m in thread.messages if m.code and not m.outgoing]
        newest_code = codes[-1].id if codes else None
        out: list[Widget] = []
        for sms in thread.messages:
            out.append(self._bubble(route, sms))
            if sms.id == newest_code:
                out.append(
                    Row(
                        children=[
                            Button(
                                id="copy_code",
                                text="Copy code",
                                variant="outlined",
                                on_tap=lambda code=sms.code: self._copy(code, "Code copied"),
                            ),
                            Spacer(flex=1),
                        ]
                    )
                )
        return out

    def _bubble(self, route: Route, sms: Sms) -> Widget:
        bubble = Column(
            id="message_bubble",
            flex=3,
            padding=10,
            style="bubble_out" if sms.outgoing else "bubble_in",
            on_long_press=lambda: self._options(route, sms.id),
            children=[
                Text(id="message_text", text=sms.text),
                Text(
                    id="message_time",
                    text=bubble_time(sms.time, self.now()),
                    style="caption",
                    color="muted",
                ),
            ],
        )
        children = [Spacer(flex=1), bubble] if sms.outgoing else [bubble, Spacer(flex=1)]
        return Row(children=children)

    def _reply_box(self, route: Route, address: str) -> Widget:
        v2 = self.version == 2
        draft = route.fields.get(COMPOSE_FIELD, "")
        return Row(
            id="compose_row",
            padding=8,
            spacing=8,
            children=[
                EditText(
                    id=COMPOSE_FIELD,
                    hint="Message" if v2 else "Text message",
                    flex=1,
                ),
                IconButton(
                    id="send_button" if v2 else "send_message_button",
                    glyph="send",
                    desc="Send message" if v2 else "Send SMS",
                    enabled=bool(draft.strip()),
                    on_tap=lambda: self._send(route, address),
                ),
            ],
        )

    # -- actions ---------------------------------------------------------------------------

    def _send(self, route: Route, address: str) -> None:
        text = route.fields.pop(COMPOSE_FIELD, "").strip()
        if text:
            self.state.send(address, text, self.now())

    def _copy(self, text: str, note: str) -> None:
        self.phone.state.clipboard = text
        self.route.dialog = None
        self.toast(note)

    def _options(self, route: Route, message_id: int) -> None:
        route.params["message"] = message_id
        route.focus = None
        route.dialog = "message_options"

    def _contacts(self) -> ContactsApp | None:
        app = self.phone.apps.get(CONTACTS_PACKAGE)
        if isinstance(app, ContactsApp) and app.package in self.phone.state.installed:
            self.phone.switch_to(app.package)
            return app
        self.toast("Contacts is not installed")
        return None

    def _call(self, address: str) -> None:
        app = self._contacts()
        if app is not None:
            app.call(address)

    def _add_contact(self, address: str) -> None:
        self.route.dialog = None
        app = self._contacts()
        if app is not None:
            app.open_editor(phone=address)

    def _view_contact(self, contact_id: int) -> None:
        self.route.dialog = None
        app = self._contacts()
        if app is not None:
            app.open_contact(contact_id)

    def _forward(self, text: str) -> None:
        self.route.dialog = None
        self.push("new_conversation", draft=text).focus = "recipient"

    def _delete_message(self, route: Route, thread: Thread) -> None:
        """Delete the chosen message; deleting the last one closes the emptied conversation."""
        self.state.delete_message(thread.id, route.params.pop("message"))
        route.dialog = None
        if self.state.thread(thread.id) is None:
            self.pop()
        self.toast("Message deleted")

    def _delete_thread(self, thread: Thread) -> None:
        self.state.delete_threads([thread.id])
        self.route.dialog = None
        self.pop()
        self.toast("Conversation deleted")

    def _thread_dialog(self, route: Route, address: str, thread: Thread | None) -> Dialog | None:
        def ask(dialog: str) -> Callback:
            return lambda: setattr(route, "dialog", dialog)

        if route.dialog == "thread_menu":
            contact = self.contact_for(address)
            items = []
            if contact is not None:
                items.append(("View contact", lambda: self._view_contact(contact.id)))
            elif is_number(address):
                items.append(("Add contact", lambda: self._add_contact(address)))
            if thread is not None:
                items.append(("Delete conversation", ask("delete_thread")))
            return menu(items) if items else None
        if thread is None:
            return None
        sms = next((m for m in thread.messages if m.id == route.params.get("message")), None)
        if route.dialog == "message_options" and sms is not None:
            return menu(
                [
                    ("Copy text", lambda: self._copy(sms.text, "Message copied")),
                    ("Forward", lambda: self._forward(sms.text)),
                    ("Delete", ask("delete_message")),
                ]
            )
        if route.dialog == "delete_message" and sms is not None:
            return confirm_dialog(
                "Delete this message?",
                "Delete",
                lambda: self._delete_message(route, thread),
                route.close_dialog,
            )
        if route.dialog == "delete_thread":
            return confirm_dialog(
                "Delete this conversation?",
                "Delete",
                lambda: self._delete_thread(thread),
                route.close_dialog,
                message="All its messages will be permanently deleted from this phone.",
            )
        return None
