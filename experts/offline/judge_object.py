"""For the offline judge: whether a claimed change was done to the request's own thing. A
value the run only tapped earlier (its row opened) proves nothing when the run then made its
change in another app: the control it used there acts on something else."""

from __future__ import annotations

from experts.judge import JudgeContext
from experts.offline.judge_steps import caption_of, norm_text
from mobilexperts.operations import LongPress, Tap
from mobilexperts.trajectory import Evidence


def acted_away(context: JudgeContext, evidence: list[Evidence]) -> str:
    """Why the change was not done to the request's thing, or ``""``: every piece of evidence
    is a value only used (not shown at the end, typed or gone), and the run's last tap was in
    an app other than every one the values were used in."""
    if not evidence or any(e.state != "used" for e in evidence):
        return ""
    taps = [
        h
        for h in context.history
        if isinstance(h.operation, Tap | LongPress) and h.target is not None and h.package
    ]
    if not taps:
        return ""
    used_in = {
        h.package
        for h in taps
        for e in evidence
        if h.target is not None and norm_text(e.text) in norm_text(caption_of(h.target))
    }
    last = taps[-1]
    if not used_in or last.package in used_in:
        return ""
    value = evidence[0].text
    return f"{value!r} was used in one app, but the last change was made in another"
