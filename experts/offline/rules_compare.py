"""The newest of several items when the list shows nothing of their age ("the newest Zapline
laptop" among rows that give no generation or year): the candidates are kept with Think, each
is opened in turn and the year its details give is kept, then the newest is opened."""

from __future__ import annotations

import re

from experts.offline.base import decision, tap
from experts.offline.describe import ranking, version
from experts.offline.goal import Goal
from experts.offline.plan import Plan
from experts.offline.view import Element, View, commands, el_text, el_title, same_row
from experts.offline.when import parse_date
from experts.offline.words import contains_phrase
from experts.schemas import Decision
from mobilexperts.operations import Back, Swipe, Think

CANDIDATES = "the candidates to compare"
YEAR_OF = "the year of "
DATED = re.compile(r"\b(?:release[sd]?|year|launch(?:ed)?|first available|introduced)\b", re.I)
YEAR = re.compile(r"\b(?:19|20)\d\d\b")
MAX_SWIPES = 2
ROW_CLASSES = ("Layout", "ViewGroup", "View")


def newest_by_details(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Open each candidate for its year, then the newest; ``None`` once it is open."""
    rank = ranking(goal)
    if rank is None or rank[0] != "newest" or view.modal:
        return None
    notes = {
        h.operation.goal: h.operation.content
        for h in view.history
        if isinstance(h.operation, Think) and h.operation.goal
    }
    listed = notes.get(CANDIDATES)
    if listed is None:
        return _list_candidates(view, plan)
    titles = listed.split(" | ")
    years = {t: int(notes[YEAR_OF + t]) for t in titles if YEAR_OF + t in notes}
    rows = [r for r in _rows(view) if _title(r) in titles]
    if len(rows) >= 2:
        left = [r for r in rows if _title(r) not in years]
        if left:
            return tap(left[0], "open it to see how new it is", "its details")
        newest = max(rows, key=lambda r: years.get(_title(r), 0))
        return tap(newest, f"the newest of them ({years[_title(newest)]})", "its details")
    shown = _opened(view, titles)
    if shown is None:
        return None
    if shown not in years:
        return _read_year(view, shown)
    if len(years) < len(titles) or years[shown] < max(years.values()):
        return decision("Back to the list for the next candidate.", Back(), "the list")
    return _to_the_top(view)


def _to_the_top(view: View) -> Decision | None:
    """Scroll the newest item's details back to its title, as far as they were scrolled."""
    opened = max(i for i, h in enumerate(view.history) if h.operation.kind == "tap")
    swipes = [h.operation for h in view.history[opened:] if isinstance(h.operation, Swipe)]
    ups = sum(1 for s in swipes if s.direction == "up") - sum(
        1 for s in swipes if s.direction == "down"
    )
    lists = [e for e in view.elements if e.scrollable]
    if ups <= 0 or not lists:
        return None
    return decision(
        "Scroll back to the item's title.",
        Swipe(direction="down", index=lists[0].index),
        "its title shows",
    )


def _rows(view: View) -> list[Element]:
    """The list's rows (containers that open an item), not the controls inside them."""
    return [
        r for r in view.actionable if r.in_list and r.cls.endswith(ROW_CLASSES) and not commands(r)
    ]


def _title(row: Element) -> str:
    return el_title(row).split(" | ")[0].strip()


def _list_candidates(view: View, plan: Plan) -> Decision | None:
    """On a list of several rows showing the target and nothing dated, keep their titles."""
    target = plan.target
    if target is None:
        return None
    rows = [r for r in _rows(view) if contains_phrase(el_text(r), target)]
    shown = [e.label or "" for e in view.elements if e.in_list]
    dated = any(version(r) for r in rows) or any(YEAR.search(t) or parse_date(t) for t in shown)
    if len(rows) < 2 or dated:
        return None
    titles = list(dict.fromkeys(_title(r) for r in rows))
    return decision(
        "The list shows nothing of how new each is; keep the candidates to compare.",
        Think(flow="write", goal=CANDIDATES, content=" | ".join(titles)),
        "they are kept",
    )


def _opened(view: View, titles: list[str]) -> str | None:
    """The candidate whose details the screen shows: the last one tapped."""
    for h in reversed(view.history):
        if h.operation.kind == "tap" and h.target is not None:
            title = _title(h.target)
            return title if title in titles else None
    return None


def _read_year(view: View, title: str) -> Decision | None:
    """Keep the year the details give (a release-year row), scrolling a little to find it."""
    for label in view.content:
        if not DATED.search(label.label or ""):
            continue
        beside = [o for o in view.content if o is label or same_row(o, label)]
        for o in sorted(beside, key=lambda e: (e is not label, e.bounds[0])):
            found = YEAR.search(o.label or "")
            if found:
                return decision(
                    f"{title} is from {found.group(0)}; keep it.",
                    Think(flow="write", goal=YEAR_OF + title, content=found.group(0)),
                    "it is kept",
                )
    lists = [e for e in view.elements if e.scrollable]
    swipes = sum(1 for h in view.history[-MAX_SWIPES:] if h.operation.kind == "swipe")
    if lists and swipes < MAX_SWIPES:
        return decision(
            "Scroll to the details for how new it is.",
            Swipe(direction="up", index=lists[0].index),
            "more details",
        )
    return decision(
        f"No year shows for {title}; keep that.",
        Think(flow="write", goal=YEAR_OF + title, content="0"),
        "it is kept",
    )
