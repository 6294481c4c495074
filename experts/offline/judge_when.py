"""For the offline judge: a time of day the request sets that the run never gave.

A request giving one time of day ("move zap night to 3pm", "a quorn alarm at 6:50") is done
only when that time went in: it was typed, given to a tool, tapped, or the final screen shows
it. When none of these holds and the final screen shows other times of day in the app, the
item shows another time than the one asked: the run set a wrong time or left it out. A request
placing its time relative to another ("before", "after") or naming two is left alone: its time
is not the one to set. The other way round, a time of day the run typed alone into a field
that no time the request gives (nor the run's notes) is, the run wrote a time of its own: the
item now holds a time nobody asked for; not the end of a span moved with its start. Also here:
whether a row is named by the request's time of day, and the state a request that switches
something ends it in.
"""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.goal import Goal, parse_goal
from experts.offline.judge_final import FinalScreen, is_search_box, says
from experts.offline.judge_steps import caption_of, tapped_elements, typed_value, variants
from experts.offline.judge_typed import norm_text, tool_given
from experts.offline.patterns import QUOTED
from experts.offline.shorthand import spelled_out
from experts.offline.when import clock_time, durations, times_written
from experts.offline.words import WRITING_VERBS
from mobilexperts.operations import Text

_CLOCK = re.compile(r"(?<![\d:])\d{1,2}:\d{2}(?![\d:])")
"""A time of day as screens write it ("08:30", "7:45 AM")."""
_MOVED_TO = re.compile(r"\b(?:to|into|onto)\b", re.IGNORECASE)
_REMOVING = frozenset({"delete", "remove", "trash", "clear", "cancel", "archive", "dismiss"})
_SWITCHED = re.compile(r"\b(?:turn|switch|flip|toggle)\b.*\b(on|off)\s*[.!]?\s*$", re.I)
_RELATIVE = re.compile(
    r"\b(?:before|after|earlier|later|prior|ahead|until|till|from|between|ago)\b", re.IGNORECASE
)


def time_unset(context: JudgeContext, final: FinalScreen) -> str:
    """The request's time of day, when the run never gave it and the final screen shows other
    times of day instead, or ``""``. In a request that writes (a text, a post) the time is
    words of the message; in one that switches or removes an item, or before where the item
    goes ("move the 1pm zap to ..."), it names the item."""
    request = spelled_out(QUOTED.sub(" ", context.instruction))
    time = clock_time(request)
    written = times_written(request)
    if time is None or _RELATIVE.search(request) or len(written) > 1:
        return ""
    goal = parse_goal(context.instruction)
    if {s.verb for s in goal.steps} & (WRITING_VERBS | _REMOVING) or switched_to(goal) is not None:
        return ""
    named = _MOVED_TO.split(goal.steps[0].clause if goal.steps else request)[0]
    if named != request and clock_time(named) is not None:
        return ""  # "move the 1pm zap to friday": the time names the item
    forms = [norm_text(v) for v in [*variants(time), *written]]
    if any(typed_value(context, v) or tool_given(context, v) for v in forms):
        return ""
    if final.showing(time) is not None:
        return ""
    if any(says(norm_text(caption_of(t)), f) for t in tapped_elements(context) for f in forms):
        return ""
    shown = [e for e in final.elements if e.window == "app" and _CLOCK.search(caption_of(e))]
    return time if shown else ""


_TYPED_TIME = re.compile(r"\s*\d{1,2}(?::\d{2}\s*(?:[ap]\.?m\.?)?|\s*[ap]\.?m\.?)\s*", re.I)
"""Typed text that is a time of day and nothing else ("05:00", "7:30 pm", "6am")."""


def time_not_asked(context: JudgeContext) -> str:
    """A time of day the run typed alone into a field (no search box) that is none of the
    times the request gives, on either clock, nor in the run's notes; ``""`` otherwise. Only a
    request that gives its times outright is read: one placing a time relative to another or
    giving a span may have the run work a time out."""
    request = spelled_out(QUOTED.sub(" ", context.instruction))
    said = [clock_time(w) for w in [*times_written(request), request]]
    asked = {t for t in said if t is not None}
    if not asked or _RELATIVE.search(request) or durations(request):
        return ""
    notes = norm_text(" ".join(context.memory))
    for h in context.history:
        text = h.operation.content if isinstance(h.operation, Text) else ""
        if not _TYPED_TIME.fullmatch(text) or (h.target is not None and is_search_box(h.target)):
            continue
        if h.target is not None and _span_end(f"{h.target.id} {h.target.desc}", h.target.text):
            continue
        typed = clock_time(text)
        if typed is None or norm_text(text) in notes:
            continue
        if all(not _same_on_dial(typed, time) for time in asked):
            return text.strip()
    return ""


_END_OF_SPAN = re.compile(r"(?:^|[\W_])(?:end|ends|until|finish)(?:$|[\W_])", re.IGNORECASE)


def _span_end(field_id: str, shown: str) -> bool:
    """Whether a time went into the end of a span that already held a time: the end kept with
    a moved start (the item keeps its length), not a time of the run's own."""
    return bool(_END_OF_SPAN.search(field_id) and _CLOCK.search(shown))


def _same_on_dial(one: str, other: str) -> bool:
    """Whether two ``HH:MM`` times read the same on a 12-hour dial (7:05 and 19:05)."""
    (h1, m1), (h2, m2) = (map(int, t.split(":")) for t in (one, other))
    return h1 % 12 == h2 % 12 and m1 == m2


def says_time(caption: str, instruction: str) -> bool:
    """Whether ``caption`` says the request's one time of day in any of its forms (a row named
    by its time: "the 1pm zap" is the row showing 13:00)."""
    request = spelled_out(QUOTED.sub(" ", instruction))
    time = clock_time(request)
    if time is None or len(times_written(request)) > 1:
        return False
    text = norm_text(caption)
    return any(says(text, norm_text(v)) for v in variants(time))


def switched_to(goal: Goal) -> bool | None:
    """The state a request switches something to: the reading's, else an "on" or "off" ending
    a request that switches ("switch my zap alarm on")."""
    if goal.toggle is not None:
        return goal.toggle
    ending = _SWITCHED.search(goal.instruction)
    return None if ending is None else ending.group(1).lower() == "on"
