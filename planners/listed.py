"""A list key's items: the bulleted lines under the heading the node was asked about, or for a
list of people, the persons the node's answer names or each found row's first person."""

from __future__ import annotations

import re

from memory.lexical import content_words, words
from mobilexperts.perception.screen import Screen
from planners.facts import Kind, person
from planners.pairs import ROW

_PARTS = re.compile(r"\s\|\s|;|,|\band\b")
_BULLET = re.compile(r"^(?:[-•*–]|\d{1,2}[.)])\s+")


def items_under(screen: Screen | None, asked: str) -> list[str]:
    """The bulleted lines under the heading ``asked`` names ("Action items" -> "Dana: send
    the revised launch plan ..."), without their bullets; none when no heading is named. A
    page's body counts though it is an editable field: it holds what was written before."""
    said = set(words(asked))
    shown = screen.elements if screen is not None else []
    texts = [e.text for e in shown if "systemui" not in e.resource_id]
    lines = [line.strip() for text in texts for line in text.splitlines() if line.strip()]
    for start, line in enumerate(lines):
        heading = content_words(line)
        if not heading or _BULLET.match(line) or not set(heading) <= said:
            continue
        items = []
        for item in lines[start + 1 :]:
            bullet = _BULLET.match(item)
            if bullet is None:
                break
            items.append(item[bullet.end() :].strip())
        if items:
            return items
    return []


def as_items(kind: Kind, answer: str, found: list[str]) -> list[str]:
    """A list key's items as facts of its ``kind``: for people, the persons the node's
    ``answer`` names ("Priya Ibrahim | Umar Xu"), else each found row's first person (a mail
    row's sender), once each; other kinds as found."""
    if kind != "person":
        return found
    named = [name for part in _PARTS.split(answer or "") if (name := person(part))]
    rows = [name for row in found if (name := person(row.split(ROW)[0]) or person(row))]
    return list(dict.fromkeys(named or rows)) or found
