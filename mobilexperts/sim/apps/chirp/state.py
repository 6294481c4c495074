"""Chirp's typed state and the operations its screens perform on it.

Posts are kept newest first, conversations most recent first. People are referred to by handle;
the user's own handle is ``me.handle``. Everything here is plain data, so the phone can snapshot
it as JSON and checkers can read paths such as ``chirp.posts[*].text``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from mobilexperts.sim.apps import social
from mobilexperts.sim.lists import by_id, remember

MAX_POST_CHARS = 280
MAX_RECENT_SEARCHES = 8


class Account(BaseModel):
    """A Chirp user."""

    handle: str
    name: str
    bio: str = ""
    followers: int = 0
    following: int = 0


class Reply(BaseModel):
    """A reply under a post."""

    author: str
    text: str
    time: float


class Post(BaseModel):
    """A chirp. ``likes`` includes the user's own like when ``liked``."""

    id: int
    author: str
    text: str
    time: float
    topic: str = ""
    likes: int = 0
    liked: bool = False
    shares: int = 0
    replies: list[Reply] = Field(default_factory=list)


class Message(BaseModel):
    """A direct message; ``sender`` is a handle (the user's own for sent ones)."""

    sender: str
    text: str
    time: float


class Conversation(BaseModel):
    """A direct-message thread with one person."""

    handle: str
    name: str
    messages: list[Message] = Field(default_factory=list)
    unread: bool = False
    unread_count: int = 0


class Notification(BaseModel):
    """Something that happened to the user: a like, a reply or a new follower."""

    kind: Literal["like", "reply", "follow"]
    handle: str
    time: float
    post_id: int | None = None


class ChirpState(BaseModel):
    """Everything Chirp holds: accounts, the timeline, follows, messages, notifications."""

    me: Account
    people: list[Account] = Field(default_factory=list)
    posts: list[Post] = Field(default_factory=list)
    following: list[str] = Field(default_factory=list)
    conversations: list[Conversation] = Field(default_factory=list)
    notifications: list[Notification] = Field(default_factory=list)
    recent_searches: list[str] = Field(default_factory=list)

    # -- look-ups --------------------------------------------------------------------------

    def account(self, handle: str) -> Account:
        """The account with ``handle`` (the user's own included)."""
        return social.account_by_handle(self.me, self.people, handle, "Chirp")

    def post(self, post_id: int) -> Post:
        return by_id(self.posts, post_id, f"Chirp has no post {post_id}")

    def posts_by(self, handle: str) -> list[Post]:
        return [p for p in self.posts if p.author == handle]

    def conversation(self, handle: str) -> Conversation | None:
        return next((c for c in self.conversations if c.handle == handle), None)

    def unread_conversations(self) -> int:
        return sum(c.unread for c in self.conversations)

    def search(self, query: str) -> tuple[list[Post], list[Account]]:
        """Posts (by text, topic or author) and people (by name, handle, bio) matching ``query``."""
        q = query.strip().lower().lstrip("@#")
        people = [a for a in self.people if q in f"{a.name} {a.handle} {a.bio}".lower()]
        posts = []
        for p in self.posts:
            author = self.account(p.author)
            if q in f"{p.text} {p.topic} {author.name} {author.handle}".lower():
                posts.append(p)
        return posts, people

    # -- changes ---------------------------------------------------------------------------

    def publish(self, text: str, now: float) -> Post:
        """Post ``text`` as the user; the new post goes on top of the timeline."""
        post = Post(
            id=max((p.id for p in self.posts), default=0) + 1,
            author=self.me.handle,
            text=text,
            time=now,
        )
        self.posts.insert(0, post)
        return post

    def toggle_like(self, post_id: int) -> None:
        social.toggle_like(self.post(post_id))

    def reply(self, post_id: int, text: str, now: float) -> None:
        self.post(post_id).replies.append(Reply(author=self.me.handle, text=text, time=now))

    def share(self, post_id: int) -> str:
        """Count a share and return the post's link."""
        post = self.post(post_id)
        post.shares += 1
        return f"https://chirp.example/{post.author}/status/{post.id}"

    def set_following(self, handle: str, follow: bool) -> None:
        social.set_following(self.following, self.me, self.account(handle), follow)

    def mark_read(self, handle: str) -> None:
        conversation = self.conversation(handle)
        if conversation is not None:
            conversation.unread, conversation.unread_count = False, 0

    def send_message(self, handle: str, text: str, now: float) -> None:
        """Send ``text`` to ``handle``, starting a conversation if needed; it moves to the top."""
        conversation = self.conversation(handle)
        if conversation is None:
            conversation = Conversation(handle=handle, name=self.account(handle).name)
        else:
            self.conversations.remove(conversation)
        conversation.messages.append(Message(sender=self.me.handle, text=text, time=now))
        self.conversations.insert(0, conversation)

    def remember_search(self, query: str) -> None:
        remember(self.recent_searches, query, MAX_RECENT_SEARCHES)
