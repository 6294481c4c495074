"""For the offline judge: whether an answer read off the final screen is the thing the question
asks about and the kind of value it asks for. An answer standing in a list row that says none of
the words naming the question's subject, while another row of its kind says them ("05:00" on the
"Zap" row for "what time is my quorn alarm"), is another item's value; a row of another kind (a
title over its items) is no rival, nor is the line right above the answer's own line that it
replies to, carrying on a word of the question. An answer that is only an email address or a
phone number answers no "who" question (a person is named) and no question that never asks for
an address or a number ("what did zed email me about")."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.judge_asked import subject_words
from experts.offline.judge_steps import caption_of
from experts.offline.patterns import QUOTED
from experts.offline.words import words
from mobilexperts.perception.context import ElementContext

_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE = re.compile(r"\+?\(?\d[\d\s().-]{6,}\d")
_WHO = re.compile(r"^\W*(?:\w+\s+){0,2}?(?:who|whom)\b", re.IGNORECASE)
_ASKS_CONTACT = re.compile(
    r"\b(?:address|number|phone|cell|mobile|contact|digits|reach|handle)\b"
    r"|\be-?mail\b(?!\s+(?:me|him|her|them|us|you|about)\b)",
    re.IGNORECASE,
)
"""A question that asks for an address or a number; "email" followed by whom or what about is
the verb ("what did zed email me about"), not the address."""


def contact_misfit(instruction: str, answer: str) -> str:
    """What the question asks when the answer is nothing but email addresses or phone numbers
    and the question is a "who" one or never asks for an address or a number, else ``""``."""
    parts = [p.strip() for p in answer.split("|") if p.strip()]
    if not parts or not all(_ADDRESS.fullmatch(p) or _PHONE.fullmatch(p) for p in parts):
        return ""
    unquoted = QUOTED.sub(" ", instruction)
    if _WHO.search(unquoted):
        return "who: a person, named"
    if _ASKS_CONTACT.search(unquoted):
        return ""
    return "no address or number"


def _inside(inner: ElementContext, outer: ElementContext) -> bool:
    a, b = inner.bounds, outer.bounds
    return b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]


def row_misfit(
    context: JudgeContext, elements: list[ElementContext], el: ElementContext | None
) -> str:
    """The caption of another list row of the same kind (its id and class) saying the
    question's subject ("quorn" of "my quorn alarm") when the answer stands in a row that says
    none of it, else ``""``; a title row over a body's items is no such rival."""
    if el is None or not el.in_list:
        return ""
    subject = set(subject_words(context))
    if not subject:
        return ""
    rows = [e for e in elements if e.in_list and e.clickable and e.window != "system"]
    own = [r for r in rows if _inside(el, r)]
    if not own:
        return ""
    said = {r.index: set(words(caption_of(r))) & subject for r in rows}
    if any(said[r.index] for r in own):
        return ""
    kinds = {(r.id, r.cls) for r in own}
    others = [
        r
        for r in rows
        if said[r.index] and (r.id, r.cls) in kinds and r.id and not any(_inside(r, o) for o in own)
    ]
    others = [r for r in others if not _reply_to(r, own, rows, context.instruction)]
    return caption_of(others[0]) if others else ""


def _reply_to(
    rival: ElementContext,
    own: list[ElementContext],
    rows: list[ElementContext],
    question: str,
) -> bool:
    """Whether the answer's row is the reply to ``rival``: the next row of its kind below it
    (a thread's lines read top to bottom), carrying on a word of the question the rival says
    ("Got it, I'll bring oranges" under "Your turn to bring snacks to practice")."""
    below = [
        r for r in rows if (r.id, r.cls) == (rival.id, rival.cls) and r.bounds[1] >= rival.bounds[3]
    ]
    after = min(below, key=lambda r: r.bounds[1], default=None)
    if after is None or not any(after is o for o in own):
        return False
    asked = set(words(question))
    return bool(set(words(caption_of(rival))) & set(words(caption_of(after))) & asked)
