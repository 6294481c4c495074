"""The sentences a finding node's answer and last screen give, ranked by the words they share
with its question, and what one of them says beside a brief answer (planners/facts.py)."""

from __future__ import annotations

import re

from experts.offline.when import clock_time
from memory.lexical import content_words
from mobilexperts.perception.screen import Screen
from planners.asked import BRIEF
from planners.pairs import ROW, app_elements
from planners.shapes import CLOCK, DATE

SENTENCE = re.compile(r"(?<=[.!?])\s+")


def sentences_of(answer: str, screen: Screen | None, bodies: bool = False) -> list[str]:
    """The answer and the sentences the screen shows; a text field's too with ``bodies`` (a
    page's body is a field)."""
    lines = [answer] if answer.strip() else []
    shown = [e for e in screen.elements if "systemui" not in e.resource_id] if screen else []
    for element in shown if bodies else app_elements(screen):
        text = element.text.strip() or (element.label.strip() if ROW in element.label else "")
        if text:
            lines += [s for line in text.splitlines() for s in SENTENCE.split(line) if s.strip()]
    return list(dict.fromkeys(lines))


def clock_beside(answer: str, screen: Screen | None) -> str:
    """The time the sentence saying a brief answer gives ("Thursday": "... on Thursday at 3 pm
    ..."), not one shown elsewhere (the email's own "10:24 AM")."""
    said = answer.strip().casefold()
    if not said or len(said.split()) > BRIEF or CLOCK.search(answer):
        return ""
    for passage in sentences_of("", screen, bodies=True):
        if said in passage.casefold() and (found := CLOCK.search(passage)):
            return found.group(0)
    return ""


def ranked_passages(passages: list[str], asked: str) -> list[str]:
    """``passages`` best first by the word stems they share with ``asked`` ("arrive" meets
    "Arriving"); the node's answer first among equals."""
    stems = {w[:5] for w in content_words(asked)}

    def score(passage: str) -> int:
        return len(stems & {w[:5] for w in content_words(passage)})

    return sorted(passages, key=score, reverse=True)


def dated_in_words(passage: str) -> bool:
    """Whether ``passage`` says something around its date (a sentence, not a timestamp): a
    message's own date ranks after the dates its text gives."""
    return bool(content_words(CLOCK.sub(" ", DATE.sub(" ", passage))))


def at_named_time(subtask: str, passages: list[str]) -> str:
    """For a question that picks a thing by its time of day ("the 2pm session"), the first
    passage (or row of one) stating that time in any writing ("14:00 Panel: ..."); else
    ``""``."""
    named = clock_time(subtask)
    if named is None:
        return ""
    parts = [part.strip() for p in passages for part in p.split(ROW)]
    return next((part for part in parts if clock_time(part) == named), "")
