"""A level set on a slider ("set the volume to 40%"): the slider whose caption shares the
request's words is touched at that fraction of its width; once it shows the level, the step
is done. A level said by degree ("brighter", "max zappiness", :mod:`experts.offline.degrees`)
is moved from the level the slider shows, once: a slider this run has touched is done."""

from __future__ import annotations

import re

from experts.offline.base import decision
from experts.offline.degrees import asked_change, wanted_level
from experts.offline.goal import Goal
from experts.offline.lexicon import kinds
from experts.offline.plan import Plan
from experts.offline.view import Element, View, center_y, el_words
from experts.offline.words import words
from experts.schemas import Decision
from mobilexperts.operations import Stop, Tap

SLIDERS = ("SeekBar", "Slider")
CAPTION_GAP = 150


def _caption_words(view: View, slider: Element) -> set[str]:
    """The slider's own words and those of the texts right around it (its caption)."""
    around = [o for o in view.content if abs(center_y(o) - center_y(slider)) <= CAPTION_GAP]
    return el_words(slider).union(*(el_words(o) for o in around))


def _shown(view: View, slider: Element) -> int | None:
    """The level the slider shows: its own number, else a percentage beside it."""
    own = re.fullmatch(r"\s*(\d{1,3})\s*", slider.label or "")
    if own:
        return int(own.group(1))
    for other in view.content:
        beside = re.fullmatch(r"\s*(\d{1,3})\s*%\s*", other.label or "")
        near = abs(center_y(other) - center_y(slider)) <= CAPTION_GAP
        if other is not slider and beside and near:
            return int(beside.group(1))
    return None


def _touched(view: View, slider: Element) -> bool:
    """Whether a step of this run already touched ``slider`` (same id, or same class and row)."""
    for step in view.history:
        target = step.target
        if target is None or not target.cls.endswith(SLIDERS):
            continue
        if (target.id and target.id == slider.id) or target.bounds[1] == slider.bounds[1]:
            return True
    return False


def _shows(view: View, slider: Element, level: int) -> bool:
    """Whether the slider, or a text right under or beside it, shows ``level`` ("40", "40%")."""
    if (slider.label or "").strip() == str(level):
        return True
    around = [
        o
        for o in view.content
        if o is not slider and abs(center_y(o) - center_y(slider)) <= CAPTION_GAP
    ]
    return any(re.fullmatch(rf"\s*{level}\s*%\s*", o.label or "") for o in around)


def set_level(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Touch the slider the request names at its level (the only slider in sight when the
    request names no setting: "dim the zap to 40%"); stop once it shows that level."""
    level = wanted_level(goal.instruction)
    change = asked_change(goal.instruction) if level is None else None
    if (level is None and change is None) or view.modal:
        return None
    said = set(goal.plain_words) | {w for n in (change.nouns if change else ()) for w in words(n)}
    every = [e for e in view.actionable if e.cls.endswith(SLIDERS)]
    sliders = [e for e in every if _caption_words(view, e) & said]
    settings = {w for n in kinds()["setting"] for w in words(n)} - {"setting"}
    if not sliders and len(every) == 1 and not said & settings:
        sliders = every
    if not sliders:
        return None
    slider = sliders[0]
    if change is not None:
        now = _shown(view, slider)
        if now is None:
            return None
        if _touched(view, slider):
            said = f"[{slider.index}] was moved; the level is set."
            return decision(said, Stop(answer=""), "done")
        level = change.target(now)
    if _shows(view, slider, level):
        return decision(
            f"[{slider.index}] shows {level}; the level is set.", Stop(answer=""), "done"
        )
    x1, _, x2, _ = slider.bounds
    x = min(x1 + round(level / 100 * (x2 - x1)), x2 - 1)
    return decision(
        f"[{slider.index}] is the slider the request names; touch it at {level}%.",
        Tap(x=x, y=round(center_y(slider))),
        f"it shows {level}",
    )
