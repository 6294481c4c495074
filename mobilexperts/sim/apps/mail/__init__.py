"""Mail: a Gmail-like client with folders, reading, compose, drafts and search."""

from __future__ import annotations

import random
from typing import ClassVar

from mobilexperts.sim.apps.mail.compose import ComposeScreens
from mobilexperts.sim.apps.mail.mailbox import MailboxScreens
from mobilexperts.sim.apps.mail.message import MessageScreens
from mobilexperts.sim.apps.mail.seed import seed_mailbox
from mobilexperts.sim.apps.mail.state import ComposeForm, Mail, MailState
from mobilexperts.sim.state import START_CLOCK

__all__ = ["Mail", "MailApp", "MailState"]


class MailApp(MailboxScreens, MessageScreens, ComposeScreens):
    """The mail app (package ``com.simdroid.mail``)."""

    name: ClassVar[str] = "mail"
    package: ClassVar[str] = "com.simdroid.mail"
    label: ClassVar[str] = "Mail"
    icon_glyph: ClassVar[str] = "mail"
    icon_color: ClassVar[str] = "#d93025"
    start_screen: ClassVar[str] = "mailbox"
    accepts_share: ClassVar[bool] = True

    @classmethod
    def initial_state(cls, rng: random.Random) -> MailState:
        return seed_mailbox(rng, START_CLOCK)

    def receive_share(self, text: str, subject: str) -> None:
        """Shared content opens compose with it as the subject and body."""
        self.open_compose(ComposeForm(subject=subject, body=text))

    def on_back(self) -> bool:
        """Back closes the drawer first; leaving compose saves a draft."""
        route = self.route
        if route.params.get("drawer"):
            self.close_drawer()
            return True
        if route.screen == "compose":
            self.close_compose()
            return True
        return False
