"""Messages: SMS threads (verification codes, alerts, people), search, select-and-delete, new
conversations with contacts or numbers, and incoming texts from other apps.

Other apps deliver a text with :meth:`MessagesApp.deliver`, or later through the phone's timer:
``phone.schedule(MessagesApp.package, 20, SMS_EVENT, sender="Shopwise", text="Your code ...")``.
"""

from __future__ import annotations

from typing import Any

from mobilexperts.sim.apps.messages.compose import ComposeScreens
from mobilexperts.sim.apps.messages.inbox import InboxScreens
from mobilexperts.sim.apps.messages.state import MessagesState, Sms, Thread
from mobilexperts.sim.apps.messages.thread import ThreadScreens

__all__ = ["SMS_EVENT", "MessagesApp", "MessagesState", "Sms", "Thread"]

SMS_EVENT = "sms"


class MessagesApp(InboxScreens, ThreadScreens, ComposeScreens):
    """The SMS app (package ``com.simdroid.messages``)."""

    def deliver(self, sender: str, text: str) -> None:
        """An SMS arrives from ``sender``: it joins its thread and a notification is posted,
        unless the user is looking at that very thread."""
        thread = self.state.receive(sender, text, self.now())
        route = self.stack[-1] if self.stack else None
        watching = (
            self.phone.state.foreground == self.package
            and route is not None
            and route.screen == "thread"
            and self.state.find(route.params["address"]) is thread
        )
        if watching:
            thread.unread = False
            self.phone.changed()
            return
        self.phone.notify(
            self.package,
            self.display_name(thread.address),
            text,
            screen="thread",
            address=thread.address,
        )

    def on_timer(self, event: str, payload: dict[str, Any]) -> None:
        """``SMS_EVENT`` delivers ``payload["text"]`` from ``payload["sender"]``."""
        if event == SMS_EVENT:
            self.deliver(str(payload["sender"]), str(payload["text"]))

    def receive_share(self, text: str, subject: str) -> None:
        """Shared content starts a new conversation with the text as the draft."""
        draft = text if not subject or subject in text else f"{subject}\n{text}"
        self.new_conversation(draft=draft)
