"""What an opened item holds, read as the answer to a question that names the item itself
("what's on my zorp list"): its plain texts; when none of them is part of the item's content
(only the bar's title is plain text, as in an editor), what its fields and its checklist
hold, top to bottom; for a question picking one of its items by place ("the second zeb on my
zorp list"), that item of its checklist."""

from __future__ import annotations

import re

from experts.offline.fields import ORDINALS
from experts.offline.view import Element, center_y
from experts.offline.words import words

LONGEST = 3
"""Plain texts of an opened item kept as its answer, longest first."""
_PLACED = re.compile(rf"\b({'|'.join(ORDINALS)})\b", re.IGNORECASE)


def ordinal_place(instruction: str) -> int | None:
    """The place in a list a request picks by ("first" 0, "last" -1), if any."""
    found = _PLACED.search(instruction)
    if found is None:
        return None
    at = ORDINALS.index(found.group(1).lower())
    return -1 if at == len(ORDINALS) - 1 else at


def opened_texts(
    scope: list[Element], fields: list[Element], named: set[str], place: int | None = None
) -> list[str]:
    """The texts of the opened item in ``scope`` (and its ``fields``) that answer what it
    holds; what its fields and checklist hold only when they say every ``named`` word (the
    item's words: another item opened is not it); with a ``place``, that item of the
    checklist alone."""
    plain = [e for e in scope if e.text and not e.clickable]
    ticks = sorted((e for e in scope if e.checkable and e.text and e.in_list), key=center_y)
    written = [e for e in fields if e.text and e.in_list] + ticks
    said = {w for e in written for w in words(e.text)}
    if any(e.in_list for e in plain) or not written or not named <= said:
        return [e.text for e in sorted(plain, key=lambda e: -len(e.text))[:LONGEST]]
    if place is not None:
        return [ticks[place].text] if -len(ticks) <= place < len(ticks) else []
    return [e.text for e in sorted(written, key=center_y)]
