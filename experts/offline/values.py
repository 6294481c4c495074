"""Values a request asks for (a code, a rating, a date, a price ...): which kind, and where on
a screen it is, preferring one beside the request's words."""

from __future__ import annotations

import re
from itertools import pairwise

from experts.offline.goal import Goal
from experts.offline.view import Element, View, center_y, el_text, el_words
from experts.offline.words import exact_words, stems, words
from experts.reading import find_value, wanted_value

RATING = re.compile(
    r"\b([0-5](?:\.\d)?)\s*(?:stars?|\u2605|out of 5)|\brated\s+([0-5](?:\.\d)?)", re.IGNORECASE
)
CODE = re.compile(r"(?<![\d-])\d{4,8}(?![\d-])")
RATING_WORDS = stems("rating rated stars star score")
CODE_WORDS = stems("code pin otp passcode")


def kind_of(goal: Goal) -> str | None:
    focus = set(goal.focus or goal.plain_words)
    if focus & RATING_WORDS:
        return "rating"
    if focus & CODE_WORDS:
        return "code"
    return wanted_value(" ".join(goal.focus or goal.plain_words)) if focus else None


def value_in(kind: str, goal: Goal, text: str) -> str | None:
    if kind == "rating":
        match = RATING.search(text)
        return (match.group(1) or match.group(2)) if match else None
    if kind == "code" and set(goal.focus or goal.plain_words) & CODE_WORDS:
        match = CODE.search(text)
        return match.group(0) if match else None
    return find_value(kind, goal.instruction, text)


def near(view: View, el: Element) -> list[Element]:
    """Text elements right next to ``el``: a label and its value."""
    y = center_y(el)
    return [
        o for o in view.content if o is not el and abs(center_y(o) - y) <= 110 and not o.clickable
    ]


def value_of_kind(goal: Goal, view: View, scope: list[Element]) -> str | None:
    """The value of the kind a request asks for (a code, a rating, a date ...) in ``scope``,
    preferring one the app tags as that kind (its id), then one beside the request's words (as
    written before as stemmed: "followers" is not "following"), then the top-most."""
    kind = kind_of(goal)
    if kind is None:
        return None
    said = goal.focus or goal.plain_words
    focus = set(said)
    pairs = set(pairwise(said))
    found: list[tuple[int, int, int, int, float, str]] = []
    tag = stems(kind)
    asked = exact_words(goal.instruction)
    for el in scope:
        value = value_in(kind, goal, el_text(el))
        if value is None:
            continue
        own = list(words(el.label or ""))
        phrases = len(pairs & set(pairwise(own)))
        beside = set().union(el_words(el), *(el_words(o) for o in near(view, el)))
        tagged = bool(tag & set(words(el.id or "")))
        own_words = exact_words(el.label or "") | exact_words(el.id or "")
        exact = bool(own_words & asked)
        found.append((-tagged, -phrases, -exact, -bool(beside & focus), center_y(el), value))
    return min(found)[-1] if found else None
