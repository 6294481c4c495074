"""For the offline judge: a count the request sets with a stepper ("make it 3 zap lamps in my
basket", "bump the zap lamp up to 4"). Done only when the number beside a pair of increase and
decrease controls on the final screen is the one asked (the row naming the thing, when several
are); a stepper showing another number is not done."""

from __future__ import annotations

from experts.offline.goal import Goal
from experts.offline.judge_steps import caption_of, words_of
from experts.offline.rules_count import DOWN, UP, asked_count
from experts.offline.words import stems
from mobilexperts.perception.context import ElementContext
from mobilexperts.trajectory import Evidence, Judgement

ROW = 20
"""How far (pixels, centre to centre) a stepper's number may be from its controls."""


def _middle(el: ElementContext) -> float:
    return (el.bounds[1] + el.bounds[3]) / 2


def count_judgement(goal: Goal, elements: list[ElementContext]) -> Judgement | None:
    """``done`` when a stepper shows the count the request asks, ``not_done`` when the one for
    the request's thing shows another; ``None`` when no count is asked or no stepper shows."""
    said = {w for s in goal.steps for w in s.words}
    asked = next(
        (found for s in goal.steps if (found := asked_count(s.clause, said)) is not None), None
    )
    if asked is None:
        return None
    want = asked[0]
    ups = [e for e in elements if e.clickable and stems(caption_of(e) or e.id) & UP]
    downs = [e for e in elements if e.clickable and stems(caption_of(e) or e.id) & DOWN]
    shown: list[tuple[int, ElementContext]] = []
    for up in ups:
        if not any(abs(_middle(d) - _middle(up)) < ROW for d in downs):
            continue
        numbers = [
            e
            for e in elements
            if caption_of(e).strip().isdigit() and abs(_middle(e) - _middle(up)) < ROW
        ]
        if numbers:
            row = [e for e in elements if abs(_middle(e) - _middle(up)) < 4 * ROW]
            fit = sum(len(words_of(caption_of(e)) & said) for e in row)
            shown.append((fit, numbers[0]))
    if not shown:
        return None
    _, number = max(shown, key=lambda t: t[0])
    now = int(caption_of(number).strip())
    if now != want:
        return Judgement(verdict="not_done", reason=f"the count shows {now}, not {want}")
    evidence = [Evidence(index=number.index, text=str(want), state="count")]
    return Judgement(verdict="done", evidence=evidence, reason=f"the count shows {want}")
