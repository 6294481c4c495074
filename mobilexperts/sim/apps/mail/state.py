"""Mail's typed state: mails in folders (inbox, sent, drafts, trash) and lookups over them.

Every folder list is kept newest first. Starred is not a list of its own: it is every starred
mail of the inbox and of sent, as in Gmail.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from pydantic import BaseModel, Field

from mobilexperts.sim.text import initials
from mobilexperts.sim.world import OWNER

ACCOUNT_NAME = OWNER.name
ACCOUNT_ADDRESS = OWNER.email
FOLDER_LABELS = {
    "inbox": "Inbox",
    "starred": "Starred",
    "sent": "Sent",
    "drafts": "Drafts",
    "trash": "Trash",
}
ADDRESS = re.compile(r"[^@\s,;<>]+@[^@\s,;<>]+\.[A-Za-z]{2,}")
RECIPIENT_SEPARATORS = re.compile(r"[,;\s]+")


class Mail(BaseModel):
    """One email. ``to`` holds the recipients as one comma-separated string.

    ``code`` is a one-time code the app found in the mail (Gmail offers "Copy code" for it).
    """

    id: int
    sender: str
    address: str
    to: str = ""
    subject: str = ""
    body: str = ""
    time: float
    unread: bool = False
    starred: bool = False
    code: str = ""
    attachments: list[str] = Field(default_factory=list)
    in_reply_to: int | None = None

    @property
    def snippet(self) -> str:
        """The start of the body on one line, as the mail list shows it."""
        return " ".join(self.body.split())

    @property
    def initials(self) -> str:
        return initials(self.sender)

    def matches(self, words: list[str]) -> bool:
        """Whether every word occurs in the sender, addresses, subject or body."""
        haystack = " ".join((self.sender, self.address, self.to, self.subject, self.body)).lower()
        return all(word in haystack for word in words)


class ComposeForm(BaseModel):
    """What the compose screen holds: kept in its route while the user writes."""

    to: str = ""
    subject: str = ""
    body: str = ""
    attachments: list[str] = Field(default_factory=list)

    @property
    def blank(self) -> bool:
        return not (
            self.to.strip() or self.subject.strip() or self.body.strip() or self.attachments
        )


class MailState(BaseModel):
    """The mailbox of the phone's owner."""

    account: str = ACCOUNT_ADDRESS
    account_name: str = ACCOUNT_NAME
    inbox: list[Mail] = Field(default_factory=list)
    sent: list[Mail] = Field(default_factory=list)
    drafts: list[Mail] = Field(default_factory=list)
    trash: list[Mail] = Field(default_factory=list)
    next_id: int = 1

    def folder(self, name: str) -> list[Mail]:
        """The mails shown in folder ``name``, newest first."""
        if name == "starred":
            return sorted((m for m in self.inbox + self.sent if m.starred), key=lambda m: -m.time)
        return getattr(self, name)

    def locate(self, mail_id: int) -> tuple[str, Mail] | None:
        """The stored folder and the mail with ``mail_id``, or None when it is gone."""
        for name in ("inbox", "sent", "drafts", "trash"):
            for mail in getattr(self, name):
                if mail.id == mail_id:
                    return name, mail
        return None

    def remove(self, mail_id: int) -> Mail | None:
        """Take the mail with ``mail_id`` out of its folder."""
        found = self.locate(mail_id)
        if found is None:
            return None
        folder, mail = found
        getattr(self, folder).remove(mail)
        return mail

    def new_id(self) -> int:
        self.next_id += 1
        return self.next_id - 1

    def search(self, query: str) -> list[Mail]:
        """Mails outside the trash whose text holds every word of ``query``, newest first."""
        words = query.lower().split()
        found = [m for m in self.inbox + self.sent + self.drafts if m.matches(words)]
        return sorted(found, key=lambda m: -m.time)

    @property
    def unread_count(self) -> int:
        return sum(m.unread for m in self.inbox)


def split_recipients(text: str) -> list[str]:
    """The addresses typed in a To field, separated by commas, semicolons or spaces."""
    return [part for part in RECIPIENT_SEPARATORS.split(text.strip()) if part]


def invalid_recipients(recipients: list[str]) -> list[str]:
    return [r for r in recipients if ADDRESS.fullmatch(r) is None]


def short_time(when: float, now: float) -> str:
    """A list timestamp: the time for today's mail, the date for older mail."""
    moment, today = datetime.fromtimestamp(when, UTC), datetime.fromtimestamp(now, UTC)
    if moment.date() == today.date():
        return f"{moment.hour % 12 or 12}:{moment.minute:02d} {'AM' if moment.hour < 12 else 'PM'}"
    if moment.year == today.year:
        return f"{moment:%b} {moment.day}"
    return f"{moment.month}/{moment.day}/{moment:%y}"


def long_time(when: float) -> str:
    """A message header timestamp, e.g. ``Mar 12, 4:05 PM``."""
    moment = datetime.fromtimestamp(when, UTC)
    hour = f"{moment.hour % 12 or 12}:{moment.minute:02d} {'AM' if moment.hour < 12 else 'PM'}"
    return f"{moment:%b} {moment.day}, {hour}"
