"""For the offline judge: the answer to a question asking a switch's state ("is zapline on"),
given as the yes or no with the switch's name and state ("No, Zapline off"). The final screen
must show that switch in that state (a switch captioned with its name, checked when on, or a
text saying its name and state), and the yes or no must be the one that state gives."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.judge_final import FinalScreen
from experts.offline.properties import STATE_SAID, SWITCHED, asks_on, replied, squashed
from mobilexperts.trajectory import Evidence, Judgement

_REPLY = re.compile(r"^\s*(?:yes|no),\s*(?P<shown>.+?)\s*$", re.IGNORECASE)


def switch_judgement(context: JudgeContext, final: FinalScreen) -> Judgement | None:
    """``done`` when the final screen shows the answered state of the switch asked about and
    the yes or no agrees with it, else ``not_done``; ``None`` for other questions and answers."""
    asked = SWITCHED.search(context.instruction)
    reply = _REPLY.match(context.answer)
    if asked is None or reply is None:
        return None
    shown = reply.group("shown")
    said = STATE_SAID.match(shown)
    if said is None or replied(asks_on(asked), shown) != context.answer.strip():
        return Judgement(verdict="not_done", reason=f"{context.answer!r} says no state it shows")
    name, on = squashed(said.group("name")), shown.split()[-1].lower() in ("on", "enabled")
    for el in final.elements:
        parts = [p.strip() for p in re.split(r" \| |, ", el.label or "")]
        if (el.checkable and squashed(el.label or "") == name and el.checked == on) or (
            shown in parts
        ):
            return Judgement(
                verdict="done",
                evidence=[Evidence(index=el.index, text=shown)],
                reason="the switch asked about shows that state",
            )
    return Judgement(verdict="not_done", reason=f"no switch on the screen shows {shown!r}")
