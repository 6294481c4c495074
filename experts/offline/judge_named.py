"""For the offline judge: the rows a switching request names by a time or a repeat.

"switch on the zeb alarm and the 9am one", "the quorn alarms that ring on weekdays, off": a
row is named by the time of day it shows or by the repeat it says ("Weekdays", "Every day"),
whichever words of the request the reading kept. Every switch whose row is so named must be in
the state the request asks; one row switched and a named other left is no success. A time that
places the change ("turn it on at 7") or a request giving two times for one row is left alone.
"""

from __future__ import annotations

import re

from experts.offline.goal import Goal
from experts.offline.judge_account import request_parts, shown
from experts.offline.judge_every import row_caption
from experts.offline.judge_final import FinalScreen
from experts.offline.judge_when import switched_to
from mobilexperts.trajectory import Judgement

_SETS_TIME = re.compile(r"\b(?:to|at|for|until|till|from)\s+$", re.I)
"""Words before a time that give it, not name a row by it ("move it to 7", "on at 7")."""


def named_rows_left(goal: Goal, final: FinalScreen) -> Judgement | None:
    """``not_done`` when a switch on the final screen whose row shows a time or a repeat the
    request names is not in the state the request switches to; ``None`` otherwise."""
    state = switched_to(goal)
    if state is None:
        return None
    rows = [(el, row_caption(el, final)) for el in final.elements if el.checkable]
    for part in request_parts(goal.instruction, naming=True):
        if part.kind not in ("time", "repeat") or _gives(part.text, goal.instruction):
            continue
        named = [(el, caption) for el, caption in rows if shown(part, [caption])]
        left = [caption for el, caption in named if el.checked != state]
        if left:
            wanted = "on" if state else "off"
            reason = f"{left[0]!r} is named by the request's {part.text!r} and is not {wanted}"
            return Judgement(verdict="not_done", reason=reason)
    return None


def _gives(time: str, instruction: str) -> bool:
    """Whether the request gives ``time`` to something rather than naming a row by it."""
    at = instruction.lower().find(time.lower())
    return at >= 0 and bool(_SETS_TIME.search(instruction[:at]))
