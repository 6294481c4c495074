"""Text formatting SimDroid apps share."""

from __future__ import annotations


def initials(name: str) -> str:
    """The letters of an avatar: the first letters of the first two words, upper-case."""
    return "".join(word[0] for word in name.split()[:2]).upper()
