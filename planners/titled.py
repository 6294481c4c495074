"""A work asked for by its kind ("the book zed suggested", "which film ..."): the title a
passage gives it in quotes ("try 'The Zorbling'"), as people write a work's title."""

from __future__ import annotations

import re

_WORKS = re.compile(
    r"\b(?:book|novel|film|movie|song|album|show|series|podcast|play|poem|article|paper)s?\b",
    re.IGNORECASE,
)
_QUOTED_TITLE = re.compile(
    r"(?:^|[\s(])['\"\u2018\u201c]([A-Z][^'\"\u2019\u201d]{1,60})['\"\u2019\u201d]"
)


def quoted_title(subtask: str, passages: list[str]) -> str:
    """The first quoted, capitalized title in the passages (most relevant first) when the
    subtask asks for a work by its kind; ``""`` otherwise."""
    if not _WORKS.search(subtask):
        return ""
    return next((m[1].strip() for p in passages if (m := _QUOTED_TITLE.search(p))), "")
