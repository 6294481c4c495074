"""Compose: To, Subject and body; send, attach, discard, and save a draft when left with changes."""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.mail.base import MailScreens
from mobilexperts.sim.apps.mail.state import (
    ComposeForm,
    Mail,
    invalid_recipients,
    split_recipients,
)
from mobilexperts.sim.kit import app_bar
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    Dialog,
    Divider,
    EditText,
    Icon,
    IconButton,
    ListView,
    Row,
    Text,
    Widget,
)

LABEL_WIDTH = 64


class ComposeScreens(MailScreens):
    """The compose screen; its form lives in the route (fields and params)."""

    def screen_compose(self, route: Route) -> AppScreen:
        v2 = self.version == 2
        actions: list[Widget] = [
            IconButton(glyph="attach", on_tap=lambda: setattr(route, "dialog", "attach")),
            IconButton(
                id="send", glyph="send", desc="Send message" if v2 else "Send", on_tap=self._send
            ),
            IconButton(id="discard", glyph="trash", desc="Discard", on_tap=self._discard),
        ]
        to_row: list[Widget] = [
            Row(
                spacing=8,
                children=[
                    Text(text="To", color="muted", width=LABEL_WIDTH),
                    EditText(id="to", flex=1),
                ],
            )
        ]
        error = route.params.get("error")
        if error:
            to_row.append(Text(id="to_error", text=error, style="label", color="error"))
        form: list[Widget] = [
            Row(
                spacing=8,
                children=[
                    Text(text="From", color="muted", width=LABEL_WIDTH),
                    Text(id="from_account_name", text=self.state.account, flex=1, max_lines=1),
                ],
            ),
            Divider(),
            *to_row,
            Divider(),
            EditText(id="subject", hint="Subject"),
            Divider(),
            EditText(id="body", hint="Compose email", multiline=True),
        ]
        form += [self._attachment_chip(route, name) for name in route.params.get("attachments", [])]
        body = Column(
            children=[
                app_bar(
                    "New message" if v2 else "Compose", on_back=self.close_compose, actions=actions
                ),
                ListView(id="compose_form", flex=1, padding=16, spacing=4, children=form),
            ]
        )
        return AppScreen(body=body, dialog=self._dialog(route))

    def _attachment_chip(self, route: Route, name: str) -> Widget:
        return Row(
            id="attachment",
            style="card",
            padding=8,
            spacing=8,
            children=[
                Icon(glyph="file", size=20),
                Text(id="attachment_name", text=name, flex=1, max_lines=1),
                IconButton(
                    id="remove_attachment",
                    glyph="close",
                    desc=f"Remove {name}",
                    on_tap=lambda: route.params["attachments"].remove(name),
                ),
            ],
        )

    def _dialog(self, route: Route) -> Dialog | None:
        close = Button(id="android:id/button2", text="Cancel", on_tap=route.close_dialog)
        if route.dialog == "empty":
            send = Button(id="android:id/button1", text="Send", on_tap=self._deliver)
            return Dialog(
                message="Send this message without text in the subject or body?",
                buttons=[close, send],
            )
        if route.dialog == "attach":
            files = sorted(self.phone.state.files)
            choices: list[Widget] = [
                Row(
                    id="file_item",
                    padding=8,
                    spacing=12,
                    on_tap=lambda f=path: self._attach(route, f),
                    children=[
                        Icon(glyph="file"),
                        Text(id="file_name", text=path.rsplit("/", 1)[-1], flex=1),
                    ],
                )
                for path in files
            ]
            return Dialog(
                title="Attach file",
                message="" if files else "There are no files on this phone.",
                children=[ListView(id="file_list", flex=1, children=choices)] if choices else [],
                buttons=[close],
            )
        return None

    # -- actions ---------------------------------------------------------------------------

    def _attach(self, route: Route, path: str) -> None:
        name = path.rsplit("/", 1)[-1]
        if name not in route.params["attachments"]:
            route.params["attachments"].append(name)
        route.dialog = None

    def _form(self, route: Route) -> ComposeForm:
        return ComposeForm(
            to=route.fields.get("to", ""),
            subject=route.fields.get("subject", ""),
            body=route.fields.get("body", ""),
            attachments=route.params.get("attachments", []),
        )

    def _owner_mail(self, route: Route, form: ComposeForm, mail_id: int, to: str) -> Mail:
        """The form as a mail from the phone's owner."""
        return Mail(
            id=mail_id,
            sender=self.state.account_name,
            address=self.state.account,
            to=to,
            subject=form.subject.strip(),
            body=form.body,
            time=self.now(),
            attachments=form.attachments,
            in_reply_to=route.params.get("reply_to"),
        )

    def _send(self) -> None:
        """Check the recipients, confirm an empty message, then send."""
        route = self.route
        recipients = split_recipients(route.fields.get("to", ""))
        invalid = invalid_recipients(recipients)
        if not recipients:
            route.params["error"] = "Add at least one recipient."
        elif invalid:
            route.params["error"] = f"The address \u201c{invalid[0]}\u201d is not valid."
        else:
            route.params.pop("error", None)
            form = self._form(route)
            if form.subject.strip() or form.body.strip():
                self._deliver()
            else:
                route.dialog = "empty"

    def _deliver(self) -> None:
        route = self.route
        form = self._form(route)
        to = ", ".join(split_recipients(form.to))
        self.state.sent.insert(0, self._owner_mail(route, form, self.state.new_id(), to))
        if route.params.get("draft_id") is not None:
            self.state.remove(route.params["draft_id"])
        route.dialog = None
        self.pop()
        self.toast("Message sent")

    def close_compose(self) -> None:
        """Leave compose; like Gmail, keep what was written as a draft."""
        route = self.route
        form = self._form(route)
        self.pop()
        if form == ComposeForm.model_validate(route.params["initial"]):
            return
        draft_id = route.params.get("draft_id")
        if draft_id is not None:
            self.state.remove(draft_id)
        if form.blank:
            self.toast("Draft discarded")
            return
        mail_id = draft_id if draft_id is not None else self.state.new_id()
        self.state.drafts.insert(0, self._owner_mail(route, form, mail_id, form.to.strip()))
        self.toast("Draft saved")

    def _discard(self) -> None:
        draft_id = self.route.params.get("draft_id")
        if draft_id is not None:
            self.state.remove(draft_id)
        self.pop()
        self.toast("Draft discarded")
