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


_OPEN = re.compile(
    r"\b(?:haven'?t|have not|hasn'?t|not yet|still|left|open|unfinished|undone|unticked|"
    r"unchecked|remaining|outstanding)\b",
    re.IGNORECASE,
)
"""Words that ask for the entries of a checklist not ticked yet."""
_TICKED = re.compile(r"\b(?:already|done|finished|completed|ticked|checked off)\b", re.IGNORECASE)
"""Words that ask for the ticked entries."""
_MANY = re.compile(
    r"\b(?:how many|all|every|everything|whatever)\b|\b(?:the|my|our|which|what)\s+"
    r"(?:[a-z-]+\s+)?(?![a-z]*(?:ss|us|is|news)\b|(?:does|was|has|this|its)\b)[a-z]{2,}s\b",
    re.IGNORECASE,
)
"""A question about several entries: a count, "all", or a plural thing ("the books on ...")."""


def checklist(screen: Screen | None, asked: str, said: str) -> list[str]:
    """The entries of a checklist screen (two or more checkable rows under a title ``asked``
    names) when ``asked`` is about several of them, only the open ones when ``said`` (the
    question and what its answer is used for) asks for what is left, only the ticked ones when
    it asks for what is done; none otherwise."""
    shown = [e for e in screen.elements if "systemui" not in e.resource_id] if screen else []
    rows = [e for e in shown if e.checkable and e.text.strip()]
    titles = {w for e in shown if not e.checkable for w in content_words(e.text)}
    if len(rows) < 2 or not _MANY.search(asked) or not titles & set(content_words(asked)):
        return []
    if _OPEN.search(said):
        rows = [e for e in rows if not e.checked]
    elif _TICKED.search(said):
        rows = [e for e in rows if e.checked]
    return [e.text.strip() for e in rows]


def asks_count(asked: str) -> bool:
    """Whether ``asked`` asks how many there are."""
    return "how many" in " ".join(words(asked))
