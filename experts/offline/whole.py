"""An answer's value as the screen gives it whole: with the unit it is written with (a
slider's "60" shown as "60%"); and, for a value found beside no caption of what is asked, the
control that leads to the value instead ("About | Version, updated" for "when was it last
updated")."""

from __future__ import annotations

import re

from experts.offline.asked import app_label_words
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.values import near
from experts.offline.view import Element, View, el_text, el_words
from experts.offline.words import words

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
    yet opened that names one ("About | Version, updated" for "when was it last updated")."""
    asked = set(goal.focus) - {w for o in plan.objects for w in words(o)} - app_label_words(view)
    if not asked:
        return False
    holders = [e for e in view.content if value in el_text(e)]
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
