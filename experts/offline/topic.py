"""Which part of a screen a question describing its thing in plain words is about ("my seat
number on the zapton flight", "my weekday wake-up alarm"): the rows that say the most of its
words, a word typed joined ("wake-up") counting where the screen shows it in two ("Wake up")."""

from __future__ import annotations

import re
from itertools import pairwise

from experts.offline.asked import app_label_words
from experts.offline.fields import QUANTITY, asked_head
from experts.offline.goal import Goal
from experts.offline.view import Element, View, el_text, el_words, inside
from experts.offline.words import words
from experts.reading import wanted_value


def about(goal: Goal, view: View, scope: list[Element]) -> list[Element]:
    """The part of ``scope`` about the thing the question describes: all of it on a screen
    whose heading says at least half of its words (a list's "Date modified" says only what is
    asked of the thing), else the elements that say them, of the list rows only those saying
    the most."""
    topic = {w for w in goal.focus if wanted_value(w) is None} - app_label_words(view)
    if not topic:
        return scope
    rows = [r for r in view.actionable if r.in_list]
    heads = [
        e
        for e in view.content
        if 2 * len(el_words(e) & topic) >= len(topic)
        and not e.clickable
        and not any(inside(e, r) for r in rows)
    ]
    if not heads:
        return _best_rows([e for e in scope if el_words(e) & topic], rows, topic)
    return _rows_naming(scope, rows, topic - set().union(*(el_words(e) for e in heads))) or scope


def _rows_naming(scope: list[Element], rows: list[Element], rest: set[str]) -> list[Element]:
    """Under a heading naming the list's kind ("Alarm"), the rows saying the question's other
    words ("quorn" of "my quorn alarm") and what is inside them, not the list's first row."""
    naming = [r for r in rows if el_words(r) & rest]
    if not rest or not naming or len(naming) == len(rows):
        return []
    return [e for e in scope if any(e is r or inside(e, r) for r in naming)]


def _best_rows(said: list[Element], rows: list[Element], topic: set[str]) -> list[Element]:
    """``said`` without the list rows that say fewer of ``topic`` than the row saying the most
    (and what is inside them): a word every row shares ("alarm" of an alarm list) picks none."""
    told = {id(r): len(_said_words(r) & topic) for r in rows if any(r is e for e in said)}
    if len(set(told.values())) < 2:
        return said
    most = max(told.values())
    fewer = [r for r in rows if told.get(id(r), most) < most]
    return [e for e in said if not any(e is r or inside(e, r) for r in fewer)]


def _said_words(element: Element) -> set[str]:
    """The element's words, and each two neighbouring words joined ("Wake up" says "wakeup")."""
    raw = re.findall(r"[a-z]+", el_text(element).casefold())
    return el_words(element) | {a + b for a, b in pairwise(raw)}


NOT_A_FIELD = frozenset(
    {"did", "do", "does", "is", "was", "are", "were", "will", "can", "would"}
    | {"i", "we", "you", "he", "she", "they"}
)
"""First words of a question's head that make it a clause ("did i pay", "i spent"), no field."""


def field_unshown(goal: Goal, view: View) -> bool:
    """Whether the question asks a named field ("how much was shipping", "the tax on ...")
    that no text on screen says: another value of its kind there (the item's price) is not
    the field's."""
    head = asked_head(goal.instruction)
    if not head or head.split()[0].lower() in NOT_A_FIELD or not QUANTITY.search(goal.instruction):
        return False
    shown = {w for e in view.content for w in words(el_text(e))}
    return not set(words(head)) & shown
