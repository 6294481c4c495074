"""Tools that choose list rows by position: one that opens several rows of a list, or a row
past the first the request does not pick by its place, chose by what the rows showed, not by a
value, so admission refuses it.
"""

from __future__ import annotations

import re

_ROW_BY_POSITION = re.compile(r"dev\.(?:tap|long_press|wait_for)\(id=('[^']+'), index=(\d+)\)")


_ORDINAL = re.compile(
    r"\b(?:first|second|third|fourth|fifth|last|top|\d+(?:st|nd|rd|th))\b", re.IGNORECASE
)
"""A row the request picks by its place ("the second result")."""


def compared_rows(source: str, instruction: str = "") -> str:
    """Why a tool that opens several rows of one list by position, or a row past the first
    the request does not pick by its place, cannot be admitted ('' when it does not): the
    row it ends on was chosen by what the rows showed, not by a value."""
    rows: dict[str, set[str]] = {}
    for rid, position in _ROW_BY_POSITION.findall(source):
        rows.setdefault(rid, set()).add(position)
    compared = [rid for rid, positions in rows.items() if len(positions) > 1]
    if compared:
        return (
            f"it opens several rows of {compared[0]} by position: which it ends on depends on "
            "what they showed"
        )
    later = [rid for rid, positions in rows.items() if positions - {"0"}]
    if later and not _ORDINAL.search(instruction):
        return (
            f"it opens a row of {later[0]} past the first by position, which the request does "
            "not name: another time that place holds another item"
        )
    return ""
