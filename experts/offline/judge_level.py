"""For the offline judge: a level the request sets on a slider ("dim the zap to 40%", "zap at
half"). The level is done only when the slider the request names (the only one, when it names
none) shows it at the end; a slider showing another level is not done, whatever else the screen
says."""

from __future__ import annotations

import re

from experts.offline.degrees import wanted_level
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


def level_judgement(instruction: str, elements: list[ElementContext]) -> Judgement | None:
    """``done`` when the slider the request names shows the level it asks, ``not_done`` when it
    shows another; ``None`` when the request asks no level or no such slider is in sight."""
    level = wanted_level(instruction)
    if level is None:
        return None
    every = [e for e in elements if e.cls.endswith(SLIDERS)]
    wanted = words_of(instruction)
    named = [
        s
        for s in every
        if wanted
        & words_of(" ".join([caption_of(s), s.id, *map(caption_of, _around(s, elements))]))
    ]
    sliders = named or (every if len(every) == 1 else [])
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
