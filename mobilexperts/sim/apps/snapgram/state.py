"""Snapgram's typed state and the operations its screens perform on it.

Posts are kept newest first. Accounts are referred to by handle; the user's own account is
``me``. Checkers read paths such as ``snapgram.posts[?id=4][0].comments[-1].text`` or
``snapgram.following``; ``tags`` (the caption's hashtags) is written into the JSON.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, Field, computed_field

from mobilexperts.sim.apps import social
from mobilexperts.sim.lists import by_id, remember

MAX_RECENT = 10
HASHTAG = re.compile(r"#(\w+)")


class Account(BaseModel):
    """A Snapgram account; ``kind`` is what the account posts about (meme, food, travel...)."""

    handle: str
    name: str
    bio: str = ""
    kind: str = "personal"
    followers: int = 0
    following: int = 0
    verified: bool = False


class Comment(BaseModel):
    """A comment under a post."""

    author: str
    text: str
    time: float


class Post(BaseModel):
    """A photo post. ``alt`` is the photo's accessibility text (often empty, as in real apps);
    ``likes`` includes the user's own like when ``liked``."""

    id: int
    author: str
    caption: str
    time: float
    photo: str
    alt: str = ""
    location: str = ""
    likes: int = 0
    liked: bool = False
    saved: bool = False
    comments: list[Comment] = Field(default_factory=list)

    @computed_field
    @property
    def tags(self) -> list[str]:
        """The caption's hashtags, lower-case, without ``#``."""
        return [t.lower() for t in HASHTAG.findall(self.caption)]


class TagResult(BaseModel):
    """A hashtag found by search, with how many posts carry it."""

    tag: str
    posts: int


class SnapgramState(BaseModel):
    """Everything Snapgram holds: accounts, posts, follows, searches."""

    me: Account
    accounts: list[Account] = Field(default_factory=list)
    posts: list[Post] = Field(default_factory=list)
    following: list[str] = Field(default_factory=list)
    recent: list[str] = Field(default_factory=list)
    searches: list[str] = Field(default_factory=list)

    # -- look-ups --------------------------------------------------------------------------

    def account(self, handle: str) -> Account:
        """The account with ``handle`` (the user's own included)."""
        return social.account_by_handle(self.me, self.accounts, handle, "Snapgram")

    def post(self, post_id: int) -> Post:
        return by_id(self.posts, post_id, f"Snapgram has no post {post_id}")

    def posts_by(self, handle: str) -> list[Post]:
        return [p for p in self.posts if p.author == handle]

    def tagged(self, tag: str) -> list[Post]:
        return [p for p in self.posts if tag.lower() in p.tags]

    def find_accounts(self, query: str) -> list[Account]:
        """Accounts whose handle or name contains ``query``, most followed first."""
        q = query.strip().lower().lstrip("@")
        if not q:
            return []
        found = [a for a in self.accounts if q in a.handle.lower() or q in a.name.lower()]
        return sorted(found, key=lambda a: -a.followers)

    def find_tags(self, query: str) -> list[TagResult]:
        """Hashtags containing ``query``, most used first."""
        q = query.strip().lower().lstrip("#")
        if not q:
            return []
        counts: dict[str, int] = {}
        for post in self.posts:
            for tag in set(post.tags):
                if q in tag:
                    counts[tag] = counts.get(tag, 0) + 1
        ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
        return [TagResult(tag=tag, posts=n) for tag, n in ranked]

    # -- changes ---------------------------------------------------------------------------

    def toggle_like(self, post_id: int) -> None:
        social.toggle_like(self.post(post_id))

    def toggle_saved(self, post_id: int) -> None:
        post = self.post(post_id)
        post.saved = not post.saved

    def comment(self, post_id: int, text: str, now: float) -> None:
        self.post(post_id).comments.append(Comment(author=self.me.handle, text=text, time=now))

    def set_following(self, handle: str, follow: bool) -> None:
        social.set_following(self.following, self.me, self.account(handle), follow)

    def remember_visit(self, handle: str) -> None:
        """An account opened from search goes on top of the Recent list."""
        remember(self.recent, handle, MAX_RECENT)

    def remember_search(self, query: str) -> None:
        query = query.strip()
        if not query:
            return
        remember(self.searches, query, MAX_RECENT)
