"""For the offline judge: a level the request sets on a slider ("dim the zap to 40%", "zap at
half"). The level is done only when the slider the request names (the only one, when it names
none) shows it at the end; a slider showing another level is not done, whatever else the screen
says. A level said by degree ("zappier", "turn the zap down") is done when the run moved that
slider from the level it showed to one further the way asked."""

from __future__ import annotations

import re

from experts.context import HistoryStep
from experts.offline.degrees import asked_change, wanted_level
from experts.offline.judge_steps import caption_of, words_of
from mobilexperts.perception.context import ElementContext
from mobilexperts.trajectory import Evidence, Judgement

SLIDERS = ("SeekBar", "Slider")
CAPTION_GAP = 150
"""How far (pixels, centre to centre) a slider's caption or value text may be from it."""
_NUMBER = re.compile(r"\s*(\d{1,3})\s*%?\s*")


def _middle(el: ElementContext) -> float:
    return (el.bounds[1] + el.bounds[3]) / 2


def _around(slider: ElementContext, elements: list[ElementContext]) -> list[ElementContext]:
    return [
        o for o in elements if o is not slider and abs(_middle(o) - _middle(slider)) <= CAPTION_GAP
    ]


def _shown_level(slider: ElementContext, elements: list[ElementContext]) -> int | None:
    """The level the slider shows: its own number, else a percentage written beside it."""
    own = _NUMBER.fullmatch(slider.text or slider.label or "")
    if own:
        return int(own.group(1))
    for other in _around(slider, elements):
        beside = re.fullmatch(r"\s*(\d{1,3})\s*%\s*", caption_of(other))
        if beside:
            return int(beside.group(1))
    return None


def _named_sliders(wanted: set[str], elements: list[ElementContext]) -> list[ElementContext]:
    """The sliders whose caption, id or nearby text says one of ``wanted``; the only slider
    when none does."""
    every = [e for e in elements if e.cls.endswith(SLIDERS)]
    named = [
        s
        for s in every
        if wanted
        & words_of(" ".join([caption_of(s), s.id, *map(caption_of, _around(s, elements))]))
    ]
    return named or (every if len(every) == 1 else [])


def level_judgement(instruction: str, elements: list[ElementContext]) -> Judgement | None:
    """``done`` when the slider the request names shows the level it asks, ``not_done`` when it
    shows another; ``None`` when the request asks no level or no such slider is in sight."""
    level = wanted_level(instruction)
    if level is None:
        return None
    sliders = _named_sliders(words_of(instruction), elements)
    shown = [(s, _shown_level(s, elements)) for s in sliders]
    shown = [(s, n) for s, n in shown if n is not None]
    if not shown:
        return None
    slider, now = shown[0]
    name = caption_of(slider) or slider.id
    if now != level:
        return Judgement(verdict="not_done", reason=f"{name!r} shows {now}, not {level}")
    evidence = [Evidence(index=slider.index, text=f"{level}%", state="set")]
    return Judgement(verdict="done", evidence=evidence, reason=f"{name!r} shows {level}")


def degree_judgement(
    instruction: str, history: list[HistoryStep], elements: list[ElementContext]
) -> Judgement | None:
    """For a level said by degree: ``done`` when the run touched the slider of the attribute
    and it now shows a level further the way asked than the one it showed when touched first,
    ``not_done`` when it shows the same or one the other way; ``None`` when the request says no
    degree, no such slider is in sight or the run never touched it."""
    change = asked_change(instruction)
    if change is None or change.extreme:
        return None
    for slider in _named_sliders(set(change.nouns) | words_of(instruction), elements):
        now = _shown_level(slider, elements)
        touched = [
            h.target
            for h in history
            if h.operation.kind == "tap"
            and h.target is not None
            and (h.target.id == slider.id if slider.id else h.target.bounds == slider.bounds)
        ]
        was = _shown_level(touched[0], []) if touched else None
        if now is None or was is None:
            continue
        reason = f"{caption_of(slider) or slider.id!r} went from {was} to {now}"
        if (now - was) * change.end <= 0:
            return Judgement(verdict="not_done", reason=reason)
        evidence = [Evidence(index=slider.index, text=f"{now}%", state="set")]
        return Judgement(verdict="done", evidence=evidence, reason=reason)
    return None
