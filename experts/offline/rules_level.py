"""A level set on a slider ("set the volume to 40%"): the slider whose caption shares the
request's words is touched at that fraction of its width; once it shows the level, the step
is done."""

from __future__ import annotations

import re

from experts.offline.base import decision
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import Element, View, center_y, el_words
from experts.schemas import Decision
from mobilexperts.operations import Stop, Tap

LEVEL = re.compile(r"\b(\d{1,3})\s*(?:%|percent\b)", re.IGNORECASE)
SLIDERS = ("SeekBar", "Slider")
CAPTION_GAP = 150


def _level(goal: Goal) -> int | None:
    match = LEVEL.search(goal.instruction)
    return int(match.group(1)) if match and int(match.group(1)) <= 100 else None


def _caption_words(view: View, slider: Element) -> set[str]:
    """The slider's own words and those of the texts right around it (its caption)."""
    around = [o for o in view.content if abs(center_y(o) - center_y(slider)) <= CAPTION_GAP]
    return el_words(slider).union(*(el_words(o) for o in around))


def set_level(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Touch the slider the request names at its level; stop once it shows that level."""
    level = _level(goal)
    if level is None or view.modal:
        return None
    said = set(goal.plain_words)
    sliders = [
        e for e in view.actionable if e.cls.endswith(SLIDERS) and _caption_words(view, e) & said
    ]
    if not sliders:
        return None
    slider = sliders[0]
    if (slider.label or "").strip() == str(level):
        return decision(
            f"[{slider.index}] shows {level}; the level is set.", Stop(answer=""), "done"
        )
    x1, _, x2, _ = slider.bounds
    x = x1 + round(level / 100 * (x2 - x1))
    return decision(
        f"[{slider.index}] is the slider the request names; touch it at {level}%.",
        Tap(x=x, y=round(center_y(slider))),
        f"it shows {level}",
    )
