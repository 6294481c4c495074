"""A fact a record's sentence says in words rather than in a field of its own: the phrase after
the word a question ends on ("which city does the zap leave from" -> "Quornby (QRN)" in "...
from Quornby (QRN) to Zapton on ..."), the place after "at" or "in" ("we meet at the north gate
at 8 am" -> "the north gate"), the number before the thing a "how many" question counts ("how
many eggs" -> "2" in "250 g flour, 2 eggs") and the number a "which <thing>" question's noun
labels ("which issue" -> "issue 212"), and the one end of a span of times a question asks for
("when does it finish" -> "11:30" of "10:00 – 11:30"). The sentences are given best first
(planners/facts.py).
"""

from __future__ import annotations

import re

from experts.offline.grounded import ENDS, SPAN, STARTS
from experts.offline.words import stems
from memory.lexical import words

_APP_TAIL = re.compile(r"\s+in\s+[A-Z]\w*(?:\s+[A-Z]\w*)?\s*\??\s*$")
"""The app a team node's question names at its end ("... leave from in Zapmail?")."""
_ENDING = re.compile(r"\b(from|to|at|into|near)\s*\??\s*$", re.IGNORECASE)
"""A question ending on the word its answer follows ("where am I flying to?")."""
_STOP = (
    r"(?=\s*[,.;:!?]|\s*$|\s+(?:at|on|to|from|for|by|with|in|and|until|before|after|is|are|was)\b"
    r"|\s+\d)"
)
_PHRASE = r"((?:the\s+)?[A-Z0-9][\w'\u2019&-]*(?:\s+\(?[A-Za-z][\w'\u2019&)-]*)*?)" + _STOP
"""A name after its word: capitalized, up to the next word that starts another part of the
sentence ("San Francisco (SFO)" in "from San Francisco (SFO) to Lisbon")."""
_PLACE = re.compile(
    r"\b(?:at|in|near|outside|by)\s+((?:the\s+)?[a-z][\w'\u2019-]*(?:\s+[a-z][\w'\u2019-]*){0,3}?"
    r"|(?:the\s+)?[A-Z][\w'\u2019&-]*(?:\s+[A-Z][\w'\u2019&-]*)*)" + _STOP
)
"""A place a sentence puts something at ("at the park gate", "in Quorn Hall")."""
_NOT_PLACES = frozenset(
    {"all", "least", "most", "time", "times", "once", "first", "last", "advance", "total", "case"}
    | {"the end", "the morning", "the evening", "the afternoon", "the weekend", "the moment"}
)
"""What follows "at" or "in" without being a place ("at least", "in the morning")."""
_HOW_MANY = re.compile(r"\bhow many\s+([a-z-]+)(?:\s+([a-z-]+))?", re.IGNORECASE)
_WHICH = re.compile(r"^\W*(?:which|what)\s+([a-z]+)\b", re.IGNORECASE)
_VERBS = frozenset(("is", "are", "was", "were", "do", "does", "did", "will", "can", "should"))
"""Words after "what" that ask with a verb, not about a thing ("what is ...")."""
_NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"


def _question(subtask: str) -> str:
    return _APP_TAIL.sub("", subtask.strip()).strip()


def after_ending(subtask: str, passages: list[str]) -> str:
    """For a question ending on "from", "to", "at", "into" or "near", the name that follows
    the same word in the first passage that has one; ``""`` otherwise."""
    ending = _ENDING.search(_question(subtask))
    if ending is None:
        return ""
    pattern = re.compile(rf"\b{ending.group(1)}\s+{_PHRASE}", re.IGNORECASE)
    for passage in passages:
        for found in pattern.finditer(passage):
            phrase = found.group(1).strip()
            if phrase[:1].isupper() or phrase.lower().startswith("the "):
                return phrase
    return ""


def place_said(passages: list[str]) -> str:
    """The first place a passage puts something at or in ("meeting at the park gate at 8 am"
    -> "the park gate"), not a time ("at 8 am") nor a phrase of time or degree ("at least")."""
    for passage in passages:
        for found in _PLACE.finditer(passage):
            phrase = found.group(1).strip()
            if phrase.lower() not in _NOT_PLACES and words(phrase)[-1:] != ["time"]:
                return phrase
    return ""


def count_before(subtask: str, passages: list[str]) -> str:
    """For "how many <things>" (the plural among its next two words, else the next), the
    number written just before those things (one word may stand between: "3 ripe bananas"),
    whole with its thousands commas ("4,894 zaps"), in the first passage that has one; ``""``
    otherwise."""
    asked = _HOW_MANY.search(_question(subtask))
    if asked is None:
        return ""
    nouns = [w.lower() for w in asked.groups() if w and w.lower().endswith("s")]
    for noun in nouns or [asked.group(1).lower()]:
        root = noun[:-1] if noun.endswith("s") and len(noun) > 3 else noun
        pattern = re.compile(
            rf"(?<![\w,.])(\d[\d,]*(?:\.\d+)?|{_NUMBER_WORDS})\s+(?:[a-z-]+\s+)?"
            rf"{re.escape(root)}(?:s|es)?\b",
            re.IGNORECASE,
        )
        found = next((m for p in passages if (m := pattern.search(p))), None)
        if found:
            return found.group(1)
    return ""


def labelled_number(subtask: str, passages: list[str]) -> str:
    """For "which <thing>" ("which issue", "which gate"), the thing's noun with the number or
    code written after it in the first passage that has one ("issue 212", "Gate B12")."""
    asked = _WHICH.search(_question(subtask))
    if asked is None:
        return ""
    noun = asked.group(1)
    if noun.lower() in _VERBS:
        return ""
    pattern = re.compile(
        rf"\b{re.escape(noun)}\s+(?:no\.?\s*|number\s+|#\s*)?[A-Z]?\d[\w.-]*(?<![.-])",
        re.IGNORECASE,
    )
    for passage in passages:
        found = pattern.search(passage)
        if found:
            return found.group(0)
    return ""


_INSTANT = stems("alarm remind reminder wake")
"""Words of a use that sets something off at one moment ("set an alarm for {key}")."""


def span_end(subtask: str, value: str, uses: list[str] | None = None) -> str:
    """The start or end of the span of times ``value`` gives that the question asks for by its
    verb ("finish", "end", "land" -> the end; "start", "begin" -> the start), else the start
    when a dependant ``uses`` it for one moment ("set an alarm for {key}": "18:30" of "18:30 –
    20:00"), else ``value``."""
    found = SPAN.search(value)
    said = stems(_question(subtask))
    if found is None:
        return value
    if said & ENDS:
        return found.group(2)
    instant = any(stems(use) & _INSTANT for use in uses or [])
    return found.group(1) if said & STARTS or instant else value
