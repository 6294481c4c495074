"""Reading one mail: star, delete, mark unread, copy a one-time code, reply and forward."""

from __future__ import annotations

from collections.abc import Callable

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.mail.base import MailScreens
from mobilexperts.sim.apps.mail.state import FOLDER_LABELS, ComposeForm, Mail, long_time
from mobilexperts.sim.kit import app_bar, list_item
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    Dialog,
    Icon,
    IconButton,
    ListView,
    Row,
    Text,
    Widget,
)


class MessageScreens(MailScreens):
    """The conversation view."""

    def screen_message(self, route: Route) -> AppScreen | Widget:
        found = self.state.locate(route.params["id"])
        if found is None:
            return Column(
                children=[
                    app_bar("", on_back=self.pop),
                    Text(
                        id="empty_text",
                        text="This conversation is no longer available.",
                        color="muted",
                    ),
                ]
            )
        folder, mail = found
        actions: list[Widget] = [
            IconButton(id="delete", glyph="trash", on_tap=lambda: self._delete(mail.id))
        ]
        if folder != "trash":
            actions.append(
                IconButton(
                    id="mark_unread",
                    glyph="mail",
                    desc="Mark unread",
                    on_tap=lambda: self._mark_unread(mail.id),
                )
            )
        parts: list[Widget] = [
            Row(
                spacing=8,
                children=[
                    Text(
                        id="subject_and_folder_view",
                        text=mail.subject or "(no subject)",
                        style="headline",
                        flex=1,
                    ),
                    self.star_button(mail),
                ],
            ),
            Text(id="folder_label", text=FOLDER_LABELS[folder], style="caption", color="muted"),
            self._sender_row(mail),
            Text(id="message_body", text=mail.body),
        ]
        parts += [
            Row(
                spacing=8,
                children=[Icon(glyph="file", size=20), Text(id="attachment_name", text=name)],
            )
            for name in mail.attachments
        ]
        if mail.code:
            parts.append(
                Row(
                    children=[
                        Button(
                            id="copy_code",
                            text="Copy code",
                            variant="outlined",
                            on_tap=lambda: self._copy(mail.code),
                        )
                    ]
                )
            )
        replies: list[Widget] = [
            Button(
                id="forward",
                text="Forward",
                variant="outlined",
                on_tap=lambda: self._forward(mail),
            )
        ]
        if self.version == 1:
            replies.insert(
                0,
                Button(
                    id="reply", text="Reply", variant="outlined", on_tap=lambda: self._reply(mail)
                ),
            )
        parts.append(Row(spacing=12, children=replies))
        body = Column(
            children=[
                app_bar("", on_back=self.pop, actions=actions),
                ListView(id="conversation_view", flex=1, padding=16, spacing=12, children=parts),
            ]
        )
        return AppScreen(body=body, dialog=self._more_menu(route, mail))

    def _more_menu(self, route: Route, mail: Mail) -> Dialog | None:
        """Version 2's "More" menu of a message, where Reply moved."""
        if route.dialog != "more":
            return None
        items = [
            ("Reply", "reply", "menu_reply", lambda: self._reply(mail)),
            ("Forward", "share", "menu_forward", lambda: self._forward(mail)),
        ]
        return Dialog(
            children=[
                list_item(label, glyph=glyph, item_id=rid, on_tap=lambda tap=tap: self._menu(tap))
                for label, glyph, rid, tap in items
            ]
        )

    def _menu(self, action: Callable[[], None]) -> None:
        self.route.dialog = None
        action()

    def _sender_row(self, mail: Mail) -> Widget:
        recipients = "to me" if mail.address != self.state.account else f"to {mail.to}"
        return Row(
            spacing=12,
            children=[
                Icon(initials=mail.initials, size=40),
                Column(
                    flex=1,
                    children=[
                        Text(id="sender_name", text=mail.sender, bold=True, max_lines=1),
                        Text(
                            id="sender_address",
                            text=mail.address,
                            style="caption",
                            color="muted",
                            max_lines=1,
                        ),
                        Text(
                            id="recipient_summary",
                            text=recipients,
                            style="caption",
                            color="muted",
                            max_lines=1,
                        ),
                    ],
                ),
                Text(id="date", text=long_time(mail.time), style="caption", color="muted"),
                self._reply_or_more(mail),
            ],
        )

    def _reply_or_more(self, mail: Mail) -> Widget:
        """The header's reply icon; version 2 shows a "More" menu icon in its place."""
        if self.version == 2:
            return IconButton(
                id="more_options",
                glyph="more",
                desc="More",
                on_tap=lambda: setattr(self.route, "dialog", "more"),
            )
        return IconButton(
            id="reply_button", glyph="reply", desc="Reply", on_tap=lambda: self._reply(mail)
        )

    # -- actions ---------------------------------------------------------------------------

    def _delete(self, mail_id: int) -> None:
        """Move a mail to the trash; deleting from the trash deletes it for good."""
        found = self.state.locate(mail_id)
        if found is None:
            return
        folder, mail = found
        self.state.remove(mail_id)
        if folder == "trash":
            self.toast("Deleted forever")
        else:
            mail.starred = False
            self.state.trash.insert(0, mail)
            self.toast("Moved to Trash")
        self.pop()

    def _mark_unread(self, mail_id: int) -> None:
        found = self.state.locate(mail_id)
        if found is not None:
            found[1].unread = True
        self.pop()

    def _copy(self, code: str) -> None:
        self.phone.state.clipboard = code
        self.toast("Copied to clipboard")

    def _reply(self, mail: Mail) -> None:
        """Reply to the sender (or, for mail the owner sent, to its recipients)."""
        to = mail.to if mail.address == self.state.account else mail.address
        subject = mail.subject if mail.subject.lower().startswith("re:") else f"Re: {mail.subject}"
        self.open_compose(ComposeForm(to=to, subject=subject), reply_to=mail.id)

    def _forward(self, mail: Mail) -> None:
        quoted = (
            "\n\n---------- Forwarded message ---------\n"
            f"From: {mail.sender} <{mail.address}>\nDate: {long_time(mail.time)}\n"
            f"Subject: {mail.subject}\nTo: {mail.to}\n\n{mail.body}"
        )
        form = ComposeForm(
            subject=f"Fwd: {mail.subject}", body=quoted, attachments=mail.attachments
        )
        self.open_compose(form)
