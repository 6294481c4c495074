"""The list handling app states share: look-up by id, recent-first histories, toggled marks."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, TypeVar


class HasId(Protocol):
    @property
    def id(self) -> int: ...


Item = TypeVar("Item", bound=HasId)


def by_id(items: Iterable[Item], item_id: int, missing: str) -> Item:
    """The item whose ``id`` is ``item_id``; ``KeyError(missing)`` when there is none."""
    for item in items:
        if item.id == item_id:
            return item
    raise KeyError(missing)


def remember(recent: list[str], entry: str, limit: int) -> None:
    """Put ``entry`` on top of ``recent`` (moving it if already there), keeping ``limit``."""
    if entry in recent:
        recent.remove(entry)
    recent.insert(0, entry)
    del recent[limit:]


def toggle_mark(marked: list[int], item_id: int) -> bool:
    """Unmark ``item_id``, or mark it on top of ``marked``; returns whether it is now marked."""
    if item_id in marked:
        marked.remove(item_id)
        return False
    marked.insert(0, item_id)
    return True
