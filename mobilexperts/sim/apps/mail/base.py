"""What every Mail screen shares: the typed state, the mail list row, opening mail and compose."""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import SimApp
from mobilexperts.sim.apps.mail.state import ComposeForm, Mail, MailState, short_time
from mobilexperts.sim.widgets import Column, Icon, IconButton, Row, Text, Widget

STAR_TINT = "#f4b400"


class MailScreens(SimApp):
    """Base of the Mail app's screen groups (mailbox, message, compose)."""

    State: ClassVar[type[BaseModel]] = MailState
    state: MailState

    def star_button(self, mail: Mail) -> Widget:
        """A star toggle; its content-desc tells the state, as Gmail's does."""
        return IconButton(
            id="star",
            glyph="star_filled" if mail.starred else "star",
            desc="Starred" if mail.starred else "Not starred",
            selected=mail.starred,
            tint=STAR_TINT if mail.starred else "",
            on_tap=lambda: self.toggle_star(mail.id),
        )

    def mail_row(self, mail: Mail) -> Widget:
        """A conversation row: avatar, sender (or recipients), time, subject, snippet, star."""
        bold = mail.unread
        is_draft = any(draft.id == mail.id for draft in self.state.drafts)
        if is_draft:
            who: list[Widget] = [
                Text(id="draft_label", text="Draft", color="error", bold=True),
                Text(id="senders", text=mail.to or "(no recipients)", flex=1, max_lines=1),
            ]
        elif mail.address == self.state.account:
            who = [Text(id="senders", text=f"To: {mail.to}", flex=1, max_lines=1)]
        else:
            who = [Text(id="senders", text=mail.sender, bold=bold, flex=1, max_lines=1)]
        if mail.unread:
            who.append(
                Icon(id="unread_marker", glyph="mail", tint="primary", desc="Unread", size=14)
            )
        lines: list[Widget] = [
            Row(spacing=8, children=who),
            Text(id="subject", text=mail.subject or "(no subject)", bold=bold, max_lines=1),
            Text(id="snippet", text=mail.snippet, style="label", color="muted", max_lines=1),
        ]
        side: list[Widget] = [
            Text(id="date", text=short_time(mail.time, self.now()), style="caption", bold=bold)
        ]
        if not is_draft:
            side.append(self.star_button(mail))
        return Row(
            id="conversation",
            padding=12,
            spacing=12,
            on_tap=lambda: self.open_mail(mail.id),
            android_class_name="android.widget.LinearLayout",
            children=[
                Icon(initials=mail.initials, size=40),
                Column(flex=1, children=lines),
                Column(width=64, children=side),
            ],
        )

    # -- actions shared by several screens -------------------------------------------------

    def toggle_star(self, mail_id: int) -> None:
        found = self.state.locate(mail_id)
        if found is not None:
            found[1].starred = not found[1].starred

    def open_mail(self, mail_id: int) -> None:
        """Open a mail to read it (which marks it read), or a draft to edit it."""
        found = self.state.locate(mail_id)
        if found is None:
            return
        stored_in, mail = found
        if stored_in == "drafts":
            form = ComposeForm(
                to=mail.to, subject=mail.subject, body=mail.body, attachments=mail.attachments
            )
            self.open_compose(form, draft_id=mail.id, reply_to=mail.in_reply_to)
            return
        mail.unread = False
        self.push("message", id=mail.id)

    def open_compose(self, form: ComposeForm | None = None, **params: Any) -> None:
        """Open compose pre-filled; ``params`` may name a draft or the mail replied to.

        The route keeps the form it started with, so leaving unchanged saves no draft.
        """
        form = form or ComposeForm()
        route = self.push(
            "compose",
            initial=form.model_dump(),
            attachments=list(form.attachments),
            **params,
        )
        route.fields.update(to=form.to, subject=form.subject, body=form.body)
