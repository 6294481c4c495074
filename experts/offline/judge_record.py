"""For the offline judge: an answer read from one record of a list (one of several rows of its
kind) that says nothing of what the question names, while the screen names it elsewhere: "how
many zaps does Quorn have" answered from a review under Quorn's page ("4 zaps · by Vex"), not
from Quorn's own figure."""

from __future__ import annotations

import re

from experts.offline.goal import parse_goal
from experts.offline.judge_steps import caption_of
from mobilexperts.perception.context import ElementContext


def _record(el: ElementContext, elements: list[ElementContext]) -> list[ElementContext] | None:
    """The elements of ``el``'s record: within half the distance to the next row of its kind,
    above and below; ``None`` when ``el`` is the only one of its kind."""
    kin = sorted(
        (o.bounds[1] for o in elements if el.id and o.id == el.id and o is not el), key=float
    )
    if not kin:
        return None
    pitch = min(abs(y - el.bounds[1]) for y in kin)
    top, bottom = el.bounds[1] - pitch / 2, el.bounds[1] + pitch / 2
    return [o for o in elements if top <= o.bounds[1] < bottom]


def other_record(instruction: str, shown: list[ElementContext], el: ElementContext | None) -> str:
    """The name the question gives, when the answer's element is one record of a list that does
    not say it while another element of the screen does; ``""`` otherwise."""
    if el is None or not el.in_list:
        return ""
    record = _record(el, shown)
    if record is None:
        return ""
    said = _squashed(" ".join(caption_of(o) for o in record))
    for name in parse_goal(instruction).names:
        key = _squashed(name)
        if len(key) < 3 or key in said:
            continue
        if any(key in _squashed(caption_of(o)) for o in shown if o not in record):
            return name
    return ""


def _squashed(text: str) -> str:
    """``text`` in lower case with only its letters and digits ("NoteZap: A" -> "notezapa")."""
    return re.sub(r"[\W_]", "", text.casefold())
