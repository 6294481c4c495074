"""Values a text line gives inline for a question: the part of a line saying the asked noun
with a number ("how much X"), a code right after the asked noun ("Use code X")."""

from __future__ import annotations

import re

from experts.offline.fields import QUANTITY, SEGMENT, asked_head
from experts.offline.goal import Goal
from experts.offline.values import CODE_LIKE
from experts.offline.view import Element, View, center_y


def asked_quantity(goal: Goal, view: View, scope: list[Element], named: list[str]) -> str | None:
    """For "how much/many X": the part of a text line that says X, as written (not its stem:
    "following" is no "followers"), with a number ("500 g flour" in "500 g flour, 350 g
    water")."""
    if not QUANTITY.search(goal.instruction):
        return None
    asked = {w.lower().rstrip("s") for w in (asked_head(goal.instruction) or "").split()}
    asked -= {w.lower().rstrip("s") for n in named for w in n.split()}
    texts = sorted((e for e in scope if not e.clickable and e.label), key=center_y)
    for el in texts:
        for part in SEGMENT.split(el.label or ""):
            said = {t.lower().rstrip("s") for t in re.findall(r"[A-Za-z]+", part)}
            if said & asked and re.search(r"\d", part):
                return part.strip()
    return None


def asked_inline(goal: Goal, view: View, scope: list[Element], named: list[str]) -> str | None:
    """A code-like value a text gives right after the asked noun ("Use code SPRING30", "Booking
    reference: X7Q2"): a token with a digit or in capitals."""
    head = asked_head(goal.instruction)
    if head is None:
        return None
    noun = re.escape(head.split()[-1])
    pattern = re.compile(rf"\b{noun}s?\b(?:\s+is)?[:\s]+({CODE_LIKE})", re.IGNORECASE)
    for el in sorted((e for e in scope if not e.clickable and e.label), key=center_y):
        match = pattern.search(el.label or "")
        if match and match.group(1).upper() == match.group(1):
            return match.group(1)
    return None
