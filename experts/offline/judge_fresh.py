"""For the offline judge: whether a value the final screen shows is the run's doing.

A value on the final screen is evidence only if the run made it so. It proves nothing when a
screen of the same app showed it before the run acted there and no later step acted on it:
typed it, flipped the box in the row that says it, opened that row when its marker is what the
request undoes ("Unzeb" on a row the request wants "zeb"), or used a control that does what the
request asks (or submits a form). The run then only looked at what was already there ("zeb"
listed before the run ticked another row, a title on the item the run opened).
"""

from __future__ import annotations

from experts.judge import JudgeContext
from experts.offline.goal import Goal
from experts.offline.judge_final import FinalScreen, is_search_box, says
from experts.offline.judge_steps import NAVIGATION_VERBS, caption_of, does_verb, words_of
from experts.offline.judge_typed import norm_text
from mobilexperts.operations import LongPress, Tap, Text, UseTool
from mobilexperts.perception.context import ElementContext, ScreenContext
from mobilexperts.perception.controls import is_submit_control
from mobilexperts.trajectory import Evidence


def _shown_on(context: JudgeContext, screen: ScreenContext, value: str) -> bool:
    """Whether ``screen`` showed ``value`` the way the final screen's reading finds it."""
    return FinalScreen(context.model_copy(update={"last": screen})).showing(value) is not None


def _row_says(screen: ScreenContext, target: ElementContext, value: str) -> bool:
    """Whether the row of ``target`` on ``screen`` (it, or an element beside it) says
    ``value``."""
    middle = (target.bounds[1] + target.bounds[3]) / 2
    row = [e for e in screen.elements if e.bounds[1] <= middle <= e.bounds[3]]
    return any(says(norm_text(caption_of(e)), norm_text(value)) for e in [target, *row])


def _undoes_marker(target: ElementContext, asked: frozenset[str]) -> bool:
    """Whether ``target``'s caption carries a marker the request asks undone ("Unread" on a row
    the request wants "read"): opening the row is the change."""
    return any(
        w.startswith("un") and w[2:] in asked for w in words_of(caption_of(target)) if len(w) > 4
    )


def _acts_on(
    context: JudgeContext, i: int, value: str, verbs: set[str], asked: frozenset[str]
) -> bool:
    """Whether step ``i`` of the history changed something of ``value``: typed it (not into a
    search box), flipped the box of a row saying it, opened a row saying it whose marker the
    request asks undone, used a tool, or used a control (no row, no field) that does one of
    ``verbs`` or submits."""
    step = context.history[i]
    op, target = step.operation, step.target
    if isinstance(op, UseTool):
        return True
    if isinstance(op, Text):
        typed = says(norm_text(op.content), norm_text(value))
        return typed and not (target is not None and is_search_box(target))
    if not isinstance(op, Tap | LongPress) or target is None:
        return False
    if target.checkable:
        return _row_says(context.seen[i], target, value)
    if target.in_list and _undoes_marker(target, asked):
        return _row_says(context.seen[i], target, value)
    if target.in_list or target.editable:
        return False
    caption = caption_of(target) or target.id.replace("_", " ")
    return is_submit_control(target) or does_verb(caption, verbs)


def stale(
    context: JudgeContext, value: str, verbs: set[str], asked: frozenset[str] = frozenset()
) -> bool:
    """Whether ``value`` was on a screen of the final screen's app before the run acted there
    and no step from then on acted on it, nor typed it before (see the module docstring).
    Without the screens the steps acted on, nothing is stale."""
    if len(context.seen) != len(context.history):
        return False
    app = context.last.package
    for i, screen in enumerate(context.seen):
        if screen.package == app and _shown_on(context, screen, value):
            return not any(
                _acts_on(context, j, value, verbs, asked)
                for j, step in enumerate(context.history)
                if j >= i or isinstance(step.operation, Text)
            )
    return False


def fresh_evidence(
    context: JudgeContext, goal: Goal, evidence: list[Evidence], verbs: set[str]
) -> tuple[list[Evidence], str]:
    """The ``evidence`` the run made so (a state it names: submitted, used, gone, on; or a
    value shown that is not :func:`stale`), and the first stale value (``""``: none). A request
    that only finds, opens or shows something is done by showing it: all its evidence holds."""
    if goal.steps and all(s.finding or s.verb.casefold() in NAVIGATION_VERBS for s in goal.steps):
        return evidence, ""
    asked = frozenset(w.lower() for w in goal.plain_words)
    fresh = [e for e in evidence if e.state or not stale(context, e.text, verbs, asked)]
    left = [e.text for e in evidence if e not in fresh]
    return fresh, (left[0] if left else "")


def queried(context: JudgeContext, value: str) -> bool:
    """Whether every typing of ``value`` went into a search or address box: what it shows is
    what the box found or opened, not a change the run made."""
    typed = [
        h.target
        for h in context.history
        if isinstance(h.operation, Text) and says(norm_text(h.operation.content), norm_text(value))
    ]
    return bool(typed) and all(t is not None and is_search_box(t) for t in typed)
