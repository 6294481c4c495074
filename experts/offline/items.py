"""Items of a list singled out by a condition ("the emails that are not receipts", "every
alarm that is turned off"): the condition a step states, and the items on screen it leaves to
act on."""

from __future__ import annotations

import re

from experts.offline.goal import Step, parse_goal
from experts.offline.values import value_of_kind
from experts.offline.view import UNREAD, Element, View, commands, el_text, el_words, same_row
from experts.offline.words import stems, words

_EXCEPT = re.compile(
    r"\b(?:that|which)\s+(?:are|is)\s+not\s+(.+?)$|\b(?:that|which)\s+(?:aren't|isn't)\s+(.+?)$"
    r"|\b(?:except|other than|but not)\s+(?:the\s+)?(.+?)$",
    re.IGNORECASE,
)
_EVERY = re.compile(
    r"\b(?:every|each|all(?:\s+(?:the|my))?)\s+\w+\s+(?:that|which)\s+(?:are|is)\s+(.+?)$",
    re.IGNORECASE,
)
_ONE = re.compile(r"\bone\s+(?:that|which)\b", re.IGNORECASE)
"""A single pick ("... a blorp, one that is not zapped"): no list of items to go through."""
NOT = "not "
"""The prefix of a kept description that keeps what is NOT described ("not turned off")."""
OFF = stems("off disabled inactive")
ON = stems("on enabled active")


def condition(step: Step) -> str | None:
    """What the items to leave alone are ("receipts"), when the step says so; for a step that
    picks items by what they are ("every alarm that is turned off"), the items that are not
    that ("not turned off")."""
    clause = re.sub(r"\s+in\s+[A-Z]\w*$", "", step.clause.rstrip("."))
    if _ONE.search(clause):
        return None
    match = _EXCEPT.search(clause)
    if match:
        return next(g for g in match.groups() if g)
    every = _EVERY.search(clause)
    return NOT + every.group(1) if every else None


def _items(view: View) -> list[Element]:
    """The screen's list items (rows with text that open or hold actions), or none."""
    items = [e for e in view.elements if e.long_clickable or (e.clickable and e.in_list)]
    items = [e for e in items if len(el_text(e)) > 20 and not e.editable]
    return items if len(items) >= 2 else []


def doomed(view: View, kept: str) -> list[Element]:
    """The list items the step acts on: those that are not what ``kept`` describes."""
    items = _items(view)
    if not items:
        return []
    if kept.startswith(NOT):
        return [el for el in items if _is(view, el, kept.removeprefix(NOT))]
    return [el for el in items if not _is(view, el, kept)]


def _is(view: View, el: Element, described: str) -> bool:
    """Whether a list item is what ``described`` says: switched off or on (by the switch in
    its row), unread, of the described kind, or showing the description's words."""
    said = set(words(described))
    switch = next((s for s in view.elements if s.checkable and same_row(s, el)), None)
    if switch is not None and said & (OFF | ON):
        return switch.checked == bool(said & ON)
    if said & UNREAD:
        return view.marked_unread(el)
    kind = value_of_kind(parse_goal(f"find the {described}"), view, [el]) is not None
    return kind or said <= el_words(el)


def items_left(view: View, kept: str, done_ui: frozenset[str]) -> bool:
    """Whether items the step acts on are left: on the list, those shown; on an item's own
    screen, the item opened since the step's control was last used."""
    if _items(view):
        return bool(doomed(view, kept))
    taps = [h for h in view.history if h.operation.kind in ("tap", "long_press") and h.target]
    acted = [k for k, h in enumerate(taps) if commands(h.target) & done_ui]
    opened = [k for k, h in enumerate(taps) if h.target.in_list and len(el_text(h.target)) > 20]
    return bool(opened) and (not acted or opened[-1] > acted[-1])
