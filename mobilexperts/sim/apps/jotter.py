"""Jotter: a simple note-taking app that is not preinstalled (the Market installs it).

First launch offers "Sign up with phone number": the user enters a number, taps "Send code",
and a verification SMS reaches Messages some seconds later (through the phone's timer, to
Messages' ``sms`` event); entering that code creates the account. Notes save as you type.
Version 2 renames "Sign up with phone number" to "Continue with phone" and "Send code" to
"Next".
"""

from __future__ import annotations

import random
from typing import ClassVar

from pydantic import BaseModel, Field

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.contacts.numbers import display_number
from mobilexperts.sim.apps.messages import SMS_EVENT, MessagesApp
from mobilexperts.sim.kit import app_bar, list_item
from mobilexperts.sim.state import START_CLOCK
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    EditText,
    Icon,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)

SMS_SENDER = "Jotter"
SMS_DELAY = 12.0
RESEND_AFTER = 30.0
UNTITLED = "Untitled note"


class Account(BaseModel):
    phone: str
    created: float


class Verification(BaseModel):
    """A code sent by SMS and not yet entered."""

    phone: str
    code: str
    sent: float
    attempts: int = 0


class Note(BaseModel):
    id: int
    title: str = ""
    body: str = ""
    edited: float


class JotterState(BaseModel):
    account: Account | None = None
    pending: Verification | None = None
    codes_sent: int = 0
    skipped_sign_up: bool = False
    notes: list[Note] = Field(default_factory=list)
    next_id: int = 2


def verification_code(seed: int, phone: str, attempt: int) -> str:
    """The code the n-th SMS to ``phone`` carries: deterministic for a phone's seed."""
    return f"{random.Random(f'{seed}:jotter:{phone}:{attempt}').randrange(10**6):06d}"


class JotterApp(SimApp):
    """Jotter (package ``com.simdroid.jotter``)."""

    name: ClassVar[str] = "jotter"
    package: ClassVar[str] = "com.simdroid.jotter"
    label: ClassVar[str] = "Jotter"
    icon_glyph: ClassVar[str] = "note"
    icon_color: ClassVar[str] = "#f9ab00"
    start_screen: ClassVar[str] = "home"
    preinstalled: ClassVar[bool] = False
    State: ClassVar[type[BaseModel]] = JotterState
    state: JotterState

    @classmethod
    def initial_state(cls, rng: random.Random) -> JotterState:
        welcome = Note(
            id=1,
            title="Welcome to Jotter",
            body="Tap + to write a note. Notes save as you type.",
            edited=START_CLOCK,
        )
        return JotterState(notes=[welcome])

    # -- welcome and sign-up ---------------------------------------------------------------

    def screen_home(self, route: Route) -> Widget:
        if self.state.account is None and not self.state.skipped_sign_up:
            return self._welcome()
        return self._notes()

    def _welcome(self) -> Widget:
        sign_up = "Continue with phone" if self.version == 2 else "Sign up with phone number"
        return Column(
            padding=24,
            spacing=16,
            children=[
                Spacer(flex=1),
                Row(children=[Spacer(flex=1), Icon(glyph="note", size=72), Spacer(flex=1)]),
                Text(id="welcome_title", text="Jotter", style="headline", bold=True),
                Text(text="Capture ideas, lists and notes. Back them up to your account."),
                Spacer(flex=1),
                Button(id="sign_up_phone", text=sign_up, on_tap=self._start_sign_up),
                Button(id="skip", text="Not now", variant="text", on_tap=self._skip),
            ],
        )

    def _start_sign_up(self) -> None:
        self.push("phone").focus = "phone_number"

    def _skip(self) -> None:
        self.state.skipped_sign_up = True

    def screen_phone(self, route: Route) -> Widget:
        send = "Next" if self.version == 2 else "Send code"
        parts: list[Widget] = [
            Text(text="Enter your phone number", style="title", bold=True),
            Text(
                text="We\u2019ll text you a 6-digit code to confirm it\u2019s you.", color="muted"
            ),
            Row(
                spacing=8,
                children=[
                    Text(id="country_code", text="+1"),
                    EditText(
                        id="phone_number",
                        hint="Phone number",
                        flex=1,
                        on_submit=lambda: self._send_code(route),
                    ),
                ],
            ),
        ]
        if route.params.get("error"):
            parts.append(Text(id="error", text=route.params["error"], color="error"))
        parts.append(Button(id="send_code", text=send, on_tap=lambda: self._send_code(route)))
        return Column(
            children=[
                app_bar("Sign up", on_back=self.pop),
                Column(padding=24, spacing=12, children=parts),
            ]
        )

    def _send_code(self, route: Route) -> None:
        number = display_number(route.fields.get("phone_number", ""))
        if number is None:
            route.params["error"] = "Enter a valid phone number"
            return
        route.params.pop("error", None)
        route.focus = None
        self._text_code(number)
        self.push("verify").focus = "verification_code"

    def _text_code(self, number: str) -> None:
        code = verification_code(self.phone.state.seed, number, self.state.codes_sent)
        self.state.codes_sent += 1
        self.state.pending = Verification(phone=number, code=code, sent=self.now())
        self.phone.schedule(
            MessagesApp.package,
            SMS_DELAY,
            SMS_EVENT,
            sender=SMS_SENDER,
            text=f"Your Jotter verification code is {code}. Don't share it with anyone.",
        )

    def screen_verify(self, route: Route) -> Widget:
        pending = self.state.pending
        if pending is None:
            return Column(children=[app_bar("Verify your number", on_back=self.pop)])
        wait = int(pending.sent + RESEND_AFTER - self.now())
        resend = Button(
            id="resend_code",
            text="Resend code" if wait <= 0 else f"Resend code in {wait}s",
            variant="text",
            enabled=wait <= 0,
            on_tap=lambda: self._text_code(pending.phone),
        )
        parts: list[Widget] = [
            Text(text="Enter the code", style="title", bold=True),
            Text(id="code_sent_to", text=f"We sent a 6-digit code to {pending.phone}."),
            EditText(
                id="verification_code", hint="6-digit code", on_submit=lambda: self._verify(route)
            ),
        ]
        if route.params.get("error"):
            parts.append(Text(id="error", text=route.params["error"], color="error"))
        parts += [Button(id="verify", text="Verify", on_tap=lambda: self._verify(route)), resend]
        return Column(
            children=[
                app_bar("Verify your number", on_back=self.pop),
                Column(padding=24, spacing=12, children=parts),
            ]
        )

    def _verify(self, route: Route) -> None:
        pending = self.state.pending
        entered = "".join(route.fields.get("verification_code", "").split())
        if pending is None:
            return
        if entered != pending.code:
            pending.attempts += 1
            route.params["error"] = "That code isn\u2019t right. Check the text and try again."
            return
        self.state.account = Account(phone=pending.phone, created=self.now())
        self.state.pending = None
        self.reset_to("home")
        self.toast("Welcome to Jotter!")

    # -- notes -----------------------------------------------------------------------------

    def _notes(self) -> Widget:
        rows: list[Widget] = [
            list_item(
                n.title or UNTITLED,
                n.body.splitlines()[0] if n.body else "",
                item_id="note_row",
                on_tap=lambda n=n: self._open(n.id),
            )
            for n in sorted(self.state.notes, key=lambda n: -n.edited)
        ]
        if not rows:
            rows = [Column(padding=32, children=[Text(text="No notes yet", color="muted")])]
        account = self.state.account
        who = account.phone if account else "Not signed in"
        return Column(
            children=[
                app_bar("Jotter", actions=[Icon(id="account", glyph="person", desc=who)]),
                ListView(id="notes_list", flex=1, children=rows),
                Row(
                    padding=16,
                    children=[
                        Spacer(flex=1),
                        IconButton(id="new_note", glyph="add", on_tap=self._new_note),
                    ],
                ),
            ]
        )

    def _new_note(self) -> None:
        note = Note(id=self.state.next_id, edited=self.now())
        self.state.next_id += 1
        self.state.notes.append(note)
        self._open(note.id).focus = "note_title"

    def _open(self, note_id: int) -> Route:
        note = self._note(note_id)
        route = self.push("note", note=note_id)
        if note is not None:
            route.fields = {"note_title": note.title, "note_body": note.body}
        return route

    def _note(self, note_id: int) -> Note | None:
        return next((n for n in self.state.notes if n.id == note_id), None)

    def screen_note(self, route: Route) -> AppScreen:
        note = self._note(route.params["note"])
        if note is None:
            return AppScreen(body=Column(children=[app_bar("Note", on_back=self.pop)]))

        def save(title: str | None = None, body: str | None = None) -> None:
            note.title = note.title if title is None else title.strip()
            note.body = note.body if body is None else body
            note.edited = self.now()

        delete = IconButton(
            id="delete_note", glyph="trash", desc="Delete note", on_tap=lambda: self._delete(note)
        )
        return AppScreen(
            body=Column(
                children=[
                    app_bar("", on_back=self.pop, actions=[delete]),
                    Column(
                        padding=16,
                        spacing=8,
                        flex=1,
                        children=[
                            EditText(
                                id="note_title",
                                hint="Title",
                                on_change=lambda text: save(title=text),
                            ),
                            EditText(
                                id="note_body",
                                hint="Note",
                                multiline=True,
                                on_change=lambda text: save(body=text),
                            ),
                        ],
                    ),
                ]
            )
        )

    def _delete(self, note: Note) -> None:
        self.state.notes.remove(note)
        self.pop()
        self.toast("Note deleted")

    def on_back(self) -> bool:
        """Leaving an empty new note discards it."""
        route = self.route
        if route.screen == "note" and route.focus is None:
            note = self._note(route.params["note"])
            if note is not None and not note.title and not note.body.strip():
                self.state.notes.remove(note)
        return False
