"""A thing that lasts from a start to an end, moved to a new start: its end moves with it, so
it keeps its length ("move the zap sync to 4pm" on a form showing 15:00 to 15:30 types 16:30
as the end before 16:00 as the start); a form would refuse an end before its start."""

from __future__ import annotations

import re

from experts.offline.base import decision
from experts.offline.goal import Goal
from experts.offline.patterns import QUOTED
from experts.offline.plan import Plan
from experts.offline.view import Element, View
from experts.offline.when import times_written
from experts.offline.words import stems
from experts.schemas import Decision
from mobilexperts.operations import Text

_START = stems("start starts begin begins from")
_END = stems("end ends until finish finishes")
_SHOWN = re.compile(r"^\s*(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?\s*$", re.IGNORECASE)
_DAY = 24 * 60
_NOON = 12


def _minutes(text: str) -> int | None:
    """The minute of the day a field's time shows (``15:30``, ``3:30 PM``), or None."""
    shown = _SHOWN.match(text)
    if shown is None:
        return None
    hour, minute = int(shown.group(1)), int(shown.group(2))
    half = (shown.group(3) or "").lower()[:1]
    if half:
        hour = hour % _NOON + (_NOON if half == "p" else 0)
    return hour * 60 + minute


def _written_like(minutes: int, like: str) -> str:
    """``minutes`` written the way the field ``like`` writes a time."""
    hour, minute = divmod(minutes, 60)
    shown = _SHOWN.match(like)
    if shown and shown.group(3):
        half = "PM" if hour >= _NOON else "AM"
        return f"{(hour - 1) % _NOON + 1}:{minute:02d} {half}"
    return f"{hour:02d}:{minute:02d}"


def _field(view: View, fields: list[Element], kind: frozenset[str]) -> Element | None:
    found = [f for f in fields if view.field_words(f) & kind]
    return found[0] if len(found) == 1 else None


def _typed_into(view: View, field: Element) -> bool:
    return any(t.id == field.id for v in view.typed for t in view.typed_into(v))


def keep_span(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """On an item's form showing a start and an end time, when the request gives one new time
    (not a start and an end): type the end that keeps the item's length, first."""
    times = [e for e in plan.pending if e.role == "time" and plan.may_type(e)]
    if len(times) != 1 or len(times_written(QUOTED.sub(" ", goal.instruction))) != 1:
        return None
    timed = [f for f in view.fields if _minutes(f.text) is not None]
    start, end = _field(view, timed, _START), _field(view, timed, _END)
    wanted = _minutes(times[0].value)
    if start is None or end is None or wanted is None or _typed_into(view, end):
        return None
    was_start, was_end = _minutes(start.text), _minutes(end.text)
    if was_start is None or was_end is None or not was_start < was_end:
        return None
    if was_start == wanted:
        return None
    moved = wanted + was_end - was_start
    if moved >= _DAY:
        return None
    value = _written_like(moved, end.text)
    return decision(
        f"The item moves to {times[0].value}: its end [{end.index}] moves with it to {value}.",
        Text(content=value, index=end.index),
        f"the field shows {value!r}",
    )
