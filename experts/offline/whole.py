"""An answer's value as the screen gives it whole: with the unit it is written with (a
slider's "60" shown as "60%"); a text that is itself the value, naming the asked thing
("3rd floor" for "which floor"); and, for a value found beside no caption of what is asked, the
control that leads to the value instead ("About | Version, updated" for "when was it last
updated")."""

from __future__ import annotations

import re

from experts.offline.asked import app_label_words
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.values import near
from experts.offline.view import Element, View, el_text, el_words
from experts.offline.words import stem, words

CAPTION_WORDS = 4
UNIT = re.compile(r"\s?(?:%|\u00b0[CF]?|[A-Za-z]{1,3})")
"""A unit written after a number ("60%", "21\u00b0C", "36 MB")."""


def with_unit(view: View, value: str) -> str:
    """``value`` as the screen also writes it with its unit (a slider's "60" shown as "60%")."""
    for el in view.content:
        label = el.label or ""
        if label.startswith(value) and UNIT.fullmatch(label[len(value) :]):
            return label
    return value


def leads_on(goal: Goal, view: View, plan: Plan, value: str) -> bool:
    """Whether a value found beside no caption saying an asked word gives way to a control not
    yet opened that names one ("About | Version, updated" for "when was it last updated"); a
    value written nowhere as is (an hour a sentence says bare, "at 6" read as "6:00") was read
    out of the sentence about it, which leads nowhere further."""
    asked = set(goal.focus) - {w for o in plan.objects for w in words(o)} - app_label_words(view)
    holders = [e for e in view.content if value in el_text(e)]
    if not asked or not holders:
        return False
    captions = [
        el_words(e).union(*(el_words(o) for o in near(view, e) if caption(o))) for e in holders
    ]
    if any(c & asked for c in captions):
        return False
    return any(
        e.clickable and el_words(e) & asked and not view.tapped_here(e) for e in view.actionable
    )


def caption(el: Element) -> bool:
    """A short text naming a value beside it ("Updated on"), not a sentence."""
    return len((el.label or "").split()) <= CAPTION_WORDS


def numbered_part(goal: Goal, label: Element, asked: set[str]) -> str | None:
    """The part of a text that names the asked thing with a number or letter code beside it
    ("3rd floor" in "Zap Hall, 3rd floor" for "which floor"): the text is the value itself,
    not a caption of the value next to it."""
    for part in re.split(r"\s*[,;|\u00b7]\s*", label.label or ""):
        said = set(words(part))
        numbers = {w for w in said if re.search(r"\d", w)} - set(goal.words)
        if said & asked and numbers and len(part.split()) <= 4 and not _tally(goal, part, asked):
            return part.strip()
    return None


_TALLY = re.compile(r"^\s*\d[\d,]*\s+([a-z]+s)\s*$", re.IGNORECASE)
_COUNT_ASKED = re.compile(r"\bhow many\b|\bnumber of\b|\bcount\b", re.IGNORECASE)


def _tally(goal: Goal, part: str, asked: set[str]) -> bool:
    """Whether ``part`` counts the things asked about ("12 zaps" for "what is the best zap"),
    for a question that asks no count: how many there are is not the thing asked."""
    counted = _TALLY.match(part)
    return bool(counted and set(words(counted[1])) & asked) and not _COUNT_ASKED.search(
        goal.instruction
    )


_WHICH_KIND = re.compile(
    r"^\s*(?:(?:in|on|at)\s+)?(?:which|what)\s+(?!(?:is|are|was|were|do|does|did)\b)([a-z]+)\b",
    re.IGNORECASE,
)
"""A question for a thing of a kind ("which zaphall", "what gate")."""


def kind_named(goal: Goal, label: Element) -> str | None:
    """For "which <kind>", the part of a text that is a thing of that kind by its name ("North
    zaphall" for "which zaphall"): the text is the value, not a caption beside it."""
    asked = _WHICH_KIND.match(goal.instruction)
    if asked is None:
        return None
    kind = stem(asked.group(1))
    for part in re.split(r"\s*[,;|\u00b7]\s*", label.label or ""):
        said = words(part)
        numbered = re.match(rf"(?i){re.escape(asked.group(1))}s?\s+\S*\d", part)
        if (len(said) >= 2 and said[-1] == kind) or numbered:
            return part.strip()
    return None
