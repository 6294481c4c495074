"""A text key's value when no labelled field or shape gives it: the screen's field named by
the noun the question asks ("which room", "the description of"), the node's brief answer or a
title it quotes; and a shaped value the screen shows whole where the answer gave a part."""

from __future__ import annotations

import re

from memory.lexical import content_words
from mobilexperts.perception.screen import Screen
from planners.pairs import ROW, app_elements
from planners.shapes import CLOCK, DATE, PHONE, Kind, shaped

BRIEF = 8
"""Words at most in an answer that is the asked fact itself, not a row or a passage."""
_WHICH = re.compile(
    r"\b(?:which|what)\s+(?:[a-z]{3,}\s+(?=[a-z]{3,}\s+(?:did|does|do|is|are|was|were|has|have|"
    r"will|can)\b))?([a-z]{3,})\b",
    re.IGNORECASE,
)
"""The noun a question asks for ("which room", "what company"), the last of two said before
the verb ("which train route did bo take": route)."""
_THE_NOUN_OF = re.compile(
    r"\bwhat(?:'s|\s+is|\s+are)\s+the\s+([a-z]{3,})\s+(?:of|for|in|on)\b", re.I
)
"""The noun a question asks a field of ("what is the description of ...")."""
_NOT_NOUNS = frozenset(
    {"is", "are", "was", "were", "does", "did", "do", "has", "have", "will", "can", "time"}
    | {"day", "date", "kind", "sort"}
)
_QUOTED = re.compile(
    r"(?<!\w)['\u2018\"\u201c]([A-Z][^'\u2019\"\u201d\n]{1,60}?)['\u2019\"\u201d](?!\w)"
)
"""A title an answer quotes ("try 'The Overstory'")."""


def whole(kind: Kind, value: str, screen: Screen | None) -> str:
    """``value`` as the screen shows it whole when the answer gave a part of it ("555)
    718-6845" -> "(555) 718-6845")."""
    for element in app_elements(screen):
        for text in (element.text, element.label):
            found = shaped(kind, text)
            if value in found and len(found) > len(value):
                return found
    return value


def noun_field(subtask: str, screen: Screen | None) -> str:
    """The screen's field the question asks for by its noun: the element whose id names it
    ("What is the description of the design review?" -> ``event_description``), else the
    text that says the noun with a name or a number beside it ("Which room is the design review
    in?" -> "Orion meeting room", not "Book recommendation" for "which book"), and not a text
    the question itself says."""
    asked = _WHICH.search(subtask) or _THE_NOUN_OF.search(subtask)
    if asked is None or asked.group(1).lower() in _NOT_NOUNS:
        return ""
    said = set(content_words(subtask))
    shown = [e for e in app_elements(screen) if e.text.strip()]
    for element in shown:
        parts = element.resource_id.rsplit("/", 1)[-1].lower().split("_")
        if asked.group(1).lower() in parts and not set(content_words(element.text)) <= said:
            return element.text.strip()
    noun = re.compile(rf"\b{re.escape(asked.group(1))}s?\b", re.IGNORECASE)
    for element in shown:
        for part in element.text.strip().split(ROW):
            named = [w for w in part.split() if (w[0].isupper() or w[0].isdigit())]
            if not noun.search(part) or set(content_words(part)) <= said:
                continue
            if any(not noun.fullmatch(w) for w in named):
                return part.strip()
    return ""


def told(subtask: str, answer: str) -> str:
    """What the node's answer says for a text key: the answer when brief and no other kind of
    value (a date, a time, a phone number; an amount may be it), else a title it quotes ("try 'The
    Overstory'"); ``""`` when it only repeats the question."""
    answer = answer.strip()
    if not answer or set(content_words(answer)) <= set(content_words(subtask)):
        return ""
    brief = len(answer.split()) <= BRIEF and "\n" not in answer and ROW not in answer
    if brief and not any(p.search(answer) for p in (DATE, CLOCK, PHONE)):
        return answer
    quoted = _QUOTED.search(answer)
    return quoted.group(1).strip() if quoted else ""
