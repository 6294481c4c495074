"""For the offline judge: what shows one of the request's values handled at the end of a run:
the final screen shows it, it was typed into a form that was then submitted, a control showing
it was used (for a removal: it is gone), or a number went into the field its unit labels."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.goal import parse_goal
from experts.offline.judge_final import FinalScreen, is_search_box, says, searching
from experts.offline.judge_steps import caption_of, tapped_elements, typed_value, variants, words_of
from experts.offline.judge_typed import norm_text, tool_given
from experts.offline.patterns import QUOTED
from experts.offline.shorthand import spelled_out
from experts.offline.when import clock_time
from mobilexperts.operations import Tap, Text
from mobilexperts.perception.controls import is_submit_control
from mobilexperts.trajectory import Evidence

_REMOVAL_TEXT = """delete remove rename move archive clear cancel change replace unfollow
    uninstall empty discard unsubscribe unpin unstar mute block"""
REMOVAL_VERBS = frozenset(_REMOVAL_TEXT.split())
"""Verbs whose item is gone when done: a control showing the value was used on it."""


WEB_ADDRESS = re.compile(r"(?:https?://)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:/\S*)?", re.IGNORECASE)
"""A web address: typed into a box that also searches, and submitted, it opens that site."""


def submitted(context: JudgeContext, value: str) -> bool:
    """Whether ``value`` was typed and a later tap (or enter) took the form away (a submit the
    form refused, then one it took, counts); a query in a search box counts only for a request
    that searches, or when it is a web address (the box opens it)."""
    history = context.history
    looking = searching(parse_goal(context.instruction))
    for i, h in enumerate(history):
        if not isinstance(h.operation, Text) or norm_text(value) not in norm_text(
            h.operation.content
        ):
            continue
        address = WEB_ADDRESS.fullmatch(h.operation.content.strip()) is not None
        if h.target is not None and is_search_box(h.target) and not (looking or address):
            continue
        if h.operation.submit and h.signature_after != h.signature:
            return True
        if any(
            isinstance(later.operation, Tap)
            and later.target is not None
            and is_submit_control(later.target)
            and later.signature_after != later.signature
            for later in history[i + 1 :]
        ):
            return True
    return False


_DRAFT = re.compile(
    r"\bdrafts?\b|\b(?:don'?t|do not|not)\s+send\b|\bwithout sending\b", re.IGNORECASE
)
"""A request that keeps what it writes unsent: the form, left with Back, keeps it as a draft."""


def drafted(context: JudgeContext, value: str) -> bool:
    """Whether ``value`` was typed into a form that Back then left (the screen changed), for a
    request that keeps it unsent: an editor keeps what was typed as a draft."""
    if not _DRAFT.search(context.instruction):
        return False
    history = context.history
    for i, h in enumerate(history):
        if isinstance(h.operation, Text) and norm_text(value) in norm_text(h.operation.content):
            return any(
                later.operation.kind == "back" and later.signature_after != later.signature
                for later in history[i + 1 :]
            )
    return False


def value_evidence(
    context: JudgeContext, final: FinalScreen, value: str, verbs: set[str]
) -> Evidence | None:
    """What shows ``value`` handled: the final screen shows it; it was typed and submitted; an
    element showing it was used (for a removal: and it is gone)."""
    el = final.showing(value)
    if el is not None:
        return Evidence(index=el.index, text=value)
    if submitted(context, value) or drafted(context, value):
        return Evidence(text=value, state="submitted")
    touched = [
        t for t in tapped_elements(context) if says(norm_text(caption_of(t)), norm_text(value))
    ]
    if verbs & REMOVAL_VERBS and tool_given(context, value):
        return Evidence(text=value, state="gone")
    if touched and verbs & REMOVAL_VERBS:
        return Evidence(text=value, state="gone")
    if touched:
        return Evidence(text=value, state="used")
    amount = _UNIT_VALUE.fullmatch(value.strip())
    if amount and _in_unit_field(context, *amount.groups()):
        return Evidence(text=value, state="submitted")
    return shown_apart(final, value)


def shown_apart(final: FinalScreen, value: str) -> Evidence | None:
    """A name of a maker's word and a kind of record ("the zorbex invoice") that the final
    screen says in two places: a heading that starts with the kind ("Invoice 20-1",
    "invoice_20.pdf") and a line that names the maker."""
    *maker, kind = value.lower().split() or [""]
    named = final.showing(" ".join(maker)) if maker else None
    if named is None:
        return None
    heading = re.compile(rf"{re.escape(kind)}s?(?:[\W_]|$)", re.IGNORECASE)
    titled = [e for e in final.elements if heading.match(caption_of(e).strip())]
    if not titled or any(e.index == named.index for e in titled):
        return None
    return Evidence(index=named.index, text=value)


_UNIT_VALUE = re.compile(r"(\d+(?:[.,]\d+)?)\s*([a-z]+)", re.IGNORECASE)
"""A number with its unit ("10 minutes"), which a form may take in a field the unit labels."""
SPANS = re.compile(r"\b\d+\s*-?\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b", re.IGNORECASE)
"""A span of time the request gives ("10 minutes", "a 10-minute"): evidence when a form took it,
never a value whose absence refuses (screens write spans many ways)."""


def said_plainly(instruction: str) -> str:
    """``instruction`` outside its quotes with shorthand in full and a number written in words
    before a unit in digits ("twelve minutes" -> "12 minutes"), as the policy reads it."""
    return spelled_out(QUOTED.sub(" ", instruction))


def spans(instruction: str) -> list[str]:
    """The spans of time ``instruction`` gives, each as a number and its unit ("12 minutes")."""
    return [re.sub(r"\s*-\s*", " ", m.group(0)) for m in SPANS.finditer(said_plainly(instruction))]


def _in_unit_field(context: JudgeContext, number: str, unit: str) -> bool:
    """Whether ``number`` alone was typed into a field whose caption says ``unit`` ("10" into
    Minutes for "10 minutes": the field gives the unit) and a control (no field) was tapped
    after: the form was used."""
    history = context.history
    for i, h in enumerate(history):
        target = h.target
        if not isinstance(h.operation, Text) or target is None:
            continue
        said = words_of(caption_of(target) or target.id)
        if h.operation.content.strip() != number or all(w[:3] != unit[:3].lower() for w in said):
            continue
        if any(
            isinstance(later.operation, Tap)
            and later.target is not None
            and later.target.clickable
            and not later.target.editable
            for later in history[i + 1 :]
        ):
            return True
    return False


def typed_time(context: JudgeContext, final: FinalScreen) -> list[Evidence]:
    """The request's time of day as evidence, when the run typed it and the final screen shows
    it (a time not shown may be written another way: no evidence either way)."""
    time = clock_time(said_plainly(context.instruction))
    given = [v for v in variants(time or "") if typed_value(context, v) or tool_given(context, v)]
    if time is None or not given:
        return []
    el = final.showing(time)
    return [Evidence(index=el.index, text=time)] if el is not None else []
