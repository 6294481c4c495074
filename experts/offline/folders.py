"""Containers a thing may be kept in: list rows whose summary counts what they hold
("Invoices | 3 files, 2 kB", "Work | 12 items"), opened one by one, the one sharing most of the
request's words first, when nothing on the screen names what the task looks for; and the
app's personal tab ("You", "Account"), where one's own records are kept ("my zap order")."""

from __future__ import annotations

import re

from experts.offline.base import tap
from experts.offline.cards import ROW_CLASSES
from experts.offline.goal import Goal
from experts.offline.onto import writes_under_named
from experts.offline.plan import Plan
from experts.offline.view import (
    Element,
    View,
    center_y,
    destructive,
    el_text,
    el_words,
    holds_things,
    same_row,
)
from experts.offline.words import stems, words
from experts.schemas import Decision


def untried_container(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Open a container not yet opened from this screen, for a question or a named thing the
    screen does not show; the container sharing most of the request's words first, else the
    topmost."""
    step = plan.current
    if not (goal.wants_answer or plan.target) or (step is not None and step.creating):
        return None
    rows = [
        e
        for e in view.actionable
        if e.in_list
        and e.cls.endswith(ROW_CLASSES)
        and holds_things(e)
        and not view.tapped_here(e)
        and not view.avoided(e)
        and not destructive(e)
    ]
    if not rows:
        return None
    content = plan.content(plan.target)
    row = max(rows, key=lambda e: (len(el_words(e) & content), -center_y(e)))
    return tap(row, "what the task looks for may be kept in here; open it", "what it holds")


TILE_IDS = stems("grid tile thumbnail cell")
"""Resource-id words of a picture grid's tiles."""


def untried_tile(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """For a question the screen does not answer, or a reply under an item named by its
    words, open the first tile of a picture grid that says nothing of itself (no caption, no
    description) and was not opened from here: what it shows is known only inside, where its
    caption is read. In one's own tab, for a thing one put up there ("my lake walk photo"), a
    described tile too: its description tells what the picture shows, not what its poster
    called it."""
    if not (goal.wants_answer or writes_under_named(goal, view.ctx.apps)):
        return None
    own = own_tab(goal, view)
    tiles = [
        e
        for e in view.actionable
        if (own or not ((e.label or "").strip() or (e.desc or "").strip()))
        and set(words(e.id or "")) & TILE_IDS
        and not _tapped_at(view, e)
        and not view.avoided(e)
    ]
    if not tiles:
        return None
    tile = min(tiles, key=lambda e: (center_y(e), e.bounds[0]))
    return tap(tile, "a picture tile says nothing of itself; open it to read it", "the picture")


def _tapped_at(view: View, el: Element) -> bool:
    """Whether a tap on this screen hit where ``el`` is (tiles alike in all but place)."""
    return any(
        h.signature == view.signature
        and h.operation.kind == "tap"
        and h.target is not None
        and tuple(h.target.bounds) == tuple(el.bounds)
        for h in view.history
    )


def _inside_container(view: View) -> bool:
    """Whether this screen was reached by opening a container."""
    return any(
        h.operation.kind == "tap"
        and h.target is not None
        and holds_things(h.target)
        and h.signature_after == view.signature
        for h in view.history
    )


def closest_kept(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """In an opened container where no row shows the named thing whole, open the one row
    sharing most of its words ("invoice_ZX-104.pdf" for "the zapcorp invoice"); a tie is
    no choice."""
    target = plan.target
    if not target or not _inside_container(view):
        return None
    named = set(words(target))
    scored = sorted(
        (
            (len(el_words(e) & named), e)
            for e in view.actionable
            if e.in_list and e.cls.endswith(ROW_CLASSES) and not view.tapped_here(e)
        ),
        key=lambda pair: -pair[0],
    )
    if not scored or scored[0][0] == 0 or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None
    return tap(scored[0][1], "the row closest to what the task names", "what it holds")


OWN_RECORD = re.compile(
    r"\b(?:my|our)\s+(?:[\w'-]+\s+){0,3}?(?:orders?|purchases?|bookings?|reservations?"
    r"|subscriptions?|returns?|payments?|wish\s?list|posts?|photos?|pictures?|pics?|videos?"
    r"|uploads?)\b",
    re.IGNORECASE,
)
"""A record of one's own dealings with the app ("my zapkettle order", "our bookings"), or a
thing one put up there ("my lake walk photo")."""
PERSONAL = frozenset({"you", "me", "account", "profile", "my"})
TAB_ROW = 3
"""A bottom bar has at least this many captioned items side by side."""


def bottom_tabs(view: View) -> list[Element]:
    """The tabs of the app's bottom bar: three or more captioned items side by side at the
    foot of the screen, no buttons."""
    foot = view.screen.height * 0.8
    bar = [
        e
        for e in view.actionable
        if not e.in_list and center_y(e) > foot and e.label and not e.cls.endswith("Button")
    ]
    return [e for e in bar if sum(same_row(e, o) for o in bar) >= TAB_ROW]


def own_tab(goal: Goal, view: View) -> bool:
    """Whether the request is about a record of one's own and the app's personal tab is the
    one open: what is kept there is looked through, not searched for in the app's catalogue."""
    if not OWN_RECORD.search(goal.instruction):
        return False
    return any(tab.selected and _personal(tab) for tab in bottom_tabs(view))


def _personal(tab: Element) -> bool:
    return bool(set(re.findall(r"[a-z]+", f"{tab.label} {tab.desc}".lower())) & PERSONAL)


def own_records(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """For a record of one's own ("my zap order"), open the app's personal tab ("You",
    "Account") once, before reading or searching the app's catalogue (a product there is no
    order)."""
    if not OWN_RECORD.search(goal.instruction):
        return None
    opened = {el_text(h.target) for h in view.history if h.target is not None}
    for tab in bottom_tabs(view):
        if _personal(tab) and not tab.selected and el_text(tab) not in opened:
            return tap(tab, "one's own records are kept in the personal tab", "its records")
    return None
