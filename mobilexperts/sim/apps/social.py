"""Accounts, likes and follows, kept the same way by Chirp and Snapgram."""

from __future__ import annotations

from typing import Protocol, TypeVar


class Profile(Protocol):
    handle: str
    followers: int
    following: int


class Likeable(Protocol):
    likes: int
    liked: bool


Account = TypeVar("Account", bound=Profile)


def account_by_handle(me: Account, others: list[Account], handle: str, app: str) -> Account:
    """The account with ``handle``, the user's own (``me``) included."""
    if handle == me.handle:
        return me
    for account in others:
        if account.handle == handle:
            return account
    raise KeyError(f"{app} has no account @{handle}")


def toggle_like(post: Likeable) -> None:
    """Like or unlike ``post``; its count includes the user's own like."""
    post.liked = not post.liked
    post.likes += 1 if post.liked else -1


def set_following(following: list[str], me: Profile, account: Profile, follow: bool) -> None:
    """Follow or unfollow ``account``, keeping both accounts' counts right."""
    if follow and account.handle not in following:
        following.append(account.handle)
        account.followers += 1
        me.following += 1
    elif not follow and account.handle in following:
        following.remove(account.handle)
        account.followers -= 1
        me.following -= 1
