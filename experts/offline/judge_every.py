"""For the offline judge: a request that sets the state of every row of a group ("switch off
all my zeb alarms", "tick everything on the florp list"). One row in that state is no evidence:
each row of the group the final screen shows must be in it. The group is the rows whose caption
shares a word of the quantified phrase ("all my zeb alarms": the rows saying "zeb"), else every
switch or box of the list. A plural whose modifier names rows is a group without a quantifier
("turn off my zeb alarms", "tick the zeb ones"): the rows saying "zeb"; such a group only
refuses (a row of it in the other state), since which rows a bare plural means is a guess.
A request bounding the time ("every zeb before 7am") groups the rows whose time lies within
the bound, when the rows show times."""

from __future__ import annotations

import re

from experts.offline.bounded import time_bound, within
from experts.offline.goal import Goal
from experts.offline.judge_final import FinalScreen
from experts.offline.judge_steps import caption_of, words_of
from experts.offline.judge_when import switched_to
from experts.offline.lexicon import common_words
from mobilexperts.perception.context import ElementContext
from mobilexperts.trajectory import Evidence, Judgement

QUANTIFIED = re.compile(
    r"\b(?:all|every|each|everything|everyone)\b(?!-)"
    r"(?!\s+(?:day|week|month|year|time|morning|night|other|else|the\s+rest)s?\b)"
    r"((?:\s+(?!on\b|off\b|to\b|as\b|in\b|from\b|at\b)[\w'-]+){0,4})",
    re.IGNORECASE,
)
"""A quantifier over the rows the request changes, and the words after it that may name the
group ("all my zeb alarms"); "every day" is a repeat, "all-day" a kind of event, and "every
other zeb" the rows a request leaves alone."""
_TICKS = re.compile(r"\b(?:tick|check|complete|finish|cross)\w*\b|\bdone\b", re.I)
_UNTICKS = re.compile(r"\b(?:untick|uncheck|unmark)\w*\b|\bmark\w*\b.*\bnot\s+done\b", re.I)
_FILLER = frozenset({"my", "the", "of", "our", "your", "those", "these", "them", "things"})
STEM = 5
"""Words match by their first letters ("weekday" names the rows saying "Weekdays", not the
rows saying "Weekends")."""


def wanted_state(goal: Goal) -> bool | None:
    """The state the request puts its rows in: on/off, else ticked or unticked."""
    toggle = switched_to(goal)
    if toggle is not None:
        return toggle
    if _UNTICKS.search(goal.instruction):
        return False
    return True if _TICKS.search(goal.instruction) else None


GROUPED = re.compile(
    r"\b(?:my|the|our|your|those|these|both)\s+((?:[a-z][\w'-]*\s+){1,3}?)"
    r"(ones|[a-z]{3,}(?<![su]s)(?<!is)s)\b",
    re.IGNORECASE,
)
"""A plural whose modifier names a group of rows ("my zeb alarms", "the zeb ones")."""


def _plural(head: str) -> bool:
    """Whether ``head`` is a plural noun ("alarms", "ones"), by the lexicon."""
    head = head.lower()
    if head == "ones":
        return True
    return any(head.endswith(end) and head.removesuffix(end) in common_words() for end in "s es")


def names_group(goal: Goal) -> bool:
    """Whether the request acts on a group of rows: a quantifier over them ("all my zeb
    alarms") or a plural whose modifier names them ("both zeb alarms", "the zeb ones")."""
    said = goal.instruction
    return bool(QUANTIFIED.search(said)) or any(_plural(m.group(2)) for m in GROUPED.finditer(said))


def _group(phrase: str, rows: list[tuple[ElementContext, str]], named_only: bool = False) -> list:
    """The rows whose caption shares a word of ``phrase``, or (unless ``named_only``) all of
    them when none does."""
    stems = {_stem(w) for w in words_of(phrase) - _FILLER}
    named = [el for el, caption in rows if {_stem(w) for w in words_of(caption)} & stems]
    return named or ([] if named_only else [el for el, _ in rows])


def _stem(word: str) -> str:
    return word[:STEM] if len(word) >= STEM else word


def every_row(goal: Goal, final: FinalScreen) -> Judgement | None:
    """For a request quantified over rows whose state it sets: ``not_done`` when a row of its
    group on the final screen is in the other state, ``done`` when every one is in the wanted
    state; ``None`` when the request is not such a request or the screen shows no such rows."""
    quantified = QUANTIFIED.search(goal.instruction)
    plurals = [m for m in GROUPED.finditer(goal.instruction) if _plural(m.group(2))]
    bound = time_bound(goal.instruction)
    wanted = wanted_state(goal) if quantified or plurals or bound else None
    if wanted is None:
        return None
    rows = [(el, row_caption(el, final)) for el in final.elements if el.checkable]
    timed = [(el, within(bound, caption)) for el, caption in rows] if bound else []
    by_time = any(fits is not None for _, fits in timed)
    if by_time:
        group = [el for el, fits in timed if fits]
        if not group:
            return None
    elif quantified:
        group = _group(quantified.group(1), rows)
    elif plurals:
        group = max((_group(m.group(1), rows, named_only=True) for m in plurals), key=len)
    else:
        return None
    if len(group) < 2 and not by_time:
        return None
    state = "on" if wanted else "off"
    left = [el for el in group if el.checked != wanted]
    if left:
        reason = f"{row_caption(left[0], final)!r} is not {state}: the request sets every row"
        return Judgement(verdict="not_done", reason=reason)
    if not (quantified or by_time):
        return None
    evidence = [Evidence(index=el.index, text=row_caption(el, final), state=state) for el in group]
    return Judgement(verdict="done", evidence=evidence, reason=f"every row is {state}")


def row_caption(el: ElementContext, final: FinalScreen) -> str:
    """A switch's own caption, else the text beside it in its row."""
    if caption_of(el):
        return caption_of(el)
    middle = (el.bounds[1] + el.bounds[3]) / 2
    beside = [
        o
        for o in final.elements
        if o is not el and o.bounds[1] <= middle <= o.bounds[3] and o.label
    ]
    return beside[0].label if beside else el.id


def unmarked_row(goal: Goal, final: FinalScreen, ticked: bool) -> Judgement | None:
    """For a request that ticks (or unticks) an item: ``not_done`` when the final screen's rows
    with a box that the request names by their whole caption ("tick off zeb" names the row
    "Zeb") all have their box in the other state: the run added the item again, or ticked
    another; ``done`` when one is in the wanted state and the run ``ticked`` a box; ``None``
    otherwise."""
    wanted = None if switched_to(goal) is not None else wanted_state(goal)
    if wanted is None:
        return None
    said = {_stem(w) for w in words_of(goal.instruction)}
    boxes = [(el, row_caption(el, final)) for el in final.elements if el.checkable]
    named = [
        (el, caption)
        for el, caption in boxes
        if words_of(caption) and {_stem(w) for w in words_of(caption)} <= said
    ]
    state = "ticked" if wanted else "unticked"
    done = [(el, caption) for el, caption in named if el.checked == wanted]
    if not named or (done and not ticked):
        return None
    if done:
        evidence = [Evidence(index=el.index, text=caption, state=state) for el, caption in done]
        return Judgement(verdict="done", evidence=evidence, reason=f"{done[0][1]!r} is {state}")
    return Judgement(verdict="not_done", reason=f"{named[0][1]!r} is not {state}")
