"""Messages' typed state: SMS threads, newest first, each with its messages oldest first.

A thread's ``address`` is a phone number in display form (``(415) 555-0132``) or a sender name
(``Shopwise``) that cannot be replied to. Incoming texts that carry a one-time code keep it in
``code`` (as Messages offers "Copy code"), so checkers can read
``messages.threads[0].messages[-1].code``.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, Field

from mobilexperts.sim.apps.contacts.numbers import display_number, same_address

CODE_WORDS = re.compile(r"\b(code|verification|passcode|one-time|otp)\b", re.IGNORECASE)
CODE_DIGITS = re.compile(r"(?<![$#\d])\b\d{4,8}\b")


def find_code(text: str) -> str:
    """The one-time code in a text such as "Your Shopwise code is 482913", else ``""``."""
    if CODE_WORDS.search(text) is None:
        return ""
    match = CODE_DIGITS.search(text)
    return match.group() if match else ""


def normalise_address(address: str) -> str:
    """A number in display form; a sender name as it is."""
    return display_number(address) or address.strip()


class Sms(BaseModel):
    """One text message."""

    id: int
    text: str
    time: float
    outgoing: bool = False
    code: str = ""


class Thread(BaseModel):
    """A conversation with one address."""

    id: int
    address: str
    messages: list[Sms] = Field(default_factory=list)
    unread: bool = False

    @property
    def last(self) -> Sms:
        return self.messages[-1]


class MessagesState(BaseModel):
    """Every SMS thread on the phone."""

    threads: list[Thread] = Field(default_factory=list)
    next_id: int = 1

    def new_id(self) -> int:
        self.next_id += 1
        return self.next_id - 1

    def thread(self, thread_id: int) -> Thread | None:
        return next((t for t in self.threads if t.id == thread_id), None)

    def find(self, address: str) -> Thread | None:
        """The thread with ``address``, in any spelling of the number."""
        return next((t for t in self.threads if same_address(t.address, address)), None)

    @property
    def unread_count(self) -> int:
        return sum(t.unread for t in self.threads)

    def _add(self, address: str, sms: Sms) -> Thread:
        thread = self.find(address)
        if thread is None:
            thread = Thread(id=self.new_id(), address=normalise_address(address))
        else:
            self.threads.remove(thread)
        thread.messages.append(sms)
        self.threads.insert(0, thread)
        return thread

    def receive(self, address: str, text: str, now: float) -> Thread:
        """An incoming text: its thread becomes unread and moves to the top."""
        sms = Sms(id=self.new_id(), text=text, time=now, code=find_code(text))
        thread = self._add(address, sms)
        thread.unread = True
        return thread

    def send(self, address: str, text: str, now: float) -> Thread:
        """An outgoing text; its thread moves to the top."""
        return self._add(address, Sms(id=self.new_id(), text=text, time=now, outgoing=True))

    def mark_read(self, address: str) -> None:
        thread = self.find(address)
        if thread is not None:
            thread.unread = False

    def delete_threads(self, thread_ids: list[int]) -> None:
        self.threads = [t for t in self.threads if t.id not in thread_ids]

    def delete_message(self, thread_id: int, message_id: int) -> None:
        """Delete one message; a thread left empty goes too."""
        thread = self.thread(thread_id)
        if thread is None:
            return
        thread.messages = [m for m in thread.messages if m.id != message_id]
        if not thread.messages:
            self.threads.remove(thread)

    def search(self, query: str) -> list[tuple[Thread, Sms]]:
        """Messages whose text holds ``query``, newest first."""
        q = query.strip().lower()
        found = [(t, m) for t in self.threads for m in t.messages if q and q in m.text.lower()]
        return sorted(found, key=lambda pair: -pair[1].time)
