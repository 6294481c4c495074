"""For the offline judge: a switching request that picks its rows by the days they repeat on
("turn off my weekday zebs", "the zebs that go off monday to friday, off", "my daily zebs on").
Every row on the final screen repeating on exactly the named days must be in the asked state,
and no row repeating on other days may have been switched into it by the run (its state on the
first screen the run saw it on differs); then the picked rows are the evidence."""

from __future__ import annotations

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_every import wanted_state
from experts.offline.judge_steps import caption_of
from experts.offline.repeats import DaySet, asked_days, picks
from mobilexperts.perception.context import ElementContext
from mobilexperts.trajectory import Evidence, Judgement


def _rows(elements: list[ElementContext]) -> list[tuple[ElementContext, str]]:
    """Each switch or box with its caption: its own, else the texts beside it in its row."""
    out = []
    for el in elements:
        if not el.checkable:
            continue
        middle = (el.bounds[1] + el.bounds[3]) / 2
        beside = [
            caption_of(o)
            for o in elements
            if o is not el and o.bounds[1] <= middle <= o.bounds[3] and caption_of(o)
        ]
        out.append((el, " · ".join([caption_of(el), *beside]).strip(" ·")))
    return out


def _switched_others(asked: DaySet, wanted: bool, context: JudgeContext) -> str:
    """The caption of a row outside the picked days that the run put in the ``wanted`` state:
    off it on the first screen the run saw it on, in it on the final screen; else ""."""
    first: dict[str, bool] = {}
    for screen in context.seen:
        for el, caption in _rows(screen.elements):
            first.setdefault(caption, bool(el.checked))
    for el, caption in _rows(context.last.elements):
        changed = first.get(caption, el.checked) != el.checked
        if picks(asked, caption) is False and changed and el.checked == wanted:
            return caption
    return ""


def day_rows(goal: Goal, context: JudgeContext) -> Judgement | None:
    """``not_done`` when a row the request picks by its days is not in the asked state, or the
    run switched a row repeating on other days; ``done`` with the picked rows as evidence when
    every one is in it; ``None`` when the request picks no rows by days or none is shown."""
    wanted = wanted_state(goal)
    asked = asked_days(goal.instruction)
    if wanted is None or asked is None:
        return None
    rows = _rows(context.last.elements)
    group = [(el, caption) for el, caption in rows if picks(asked, caption)]
    if not group:
        return None
    state = "on" if wanted else "off"
    left = [caption for el, caption in group if bool(el.checked) != wanted]
    if left:
        reason = f"{left[0]!r} is not {state}: the request sets every row repeating on those days"
        return Judgement(verdict="not_done", reason=reason)
    other = _switched_others(asked, wanted, context)
    if other:
        reason = f"the run switched {other!r} {state}, which does not repeat on those days"
        return Judgement(verdict="not_done", reason=reason)
    evidence = [Evidence(index=el.index, text=caption, state=state) for el, caption in group]
    reason = f"every row repeating on {asked.phrase!r} is {state}"
    return Judgement(verdict="done", evidence=evidence, reason=reason)
