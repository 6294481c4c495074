"""Looking for what is not on screen: searching for it, switching on what must be on first,
scrolling, paging, opening an untried container, tab, menu or section, then going back."""

from __future__ import annotations

import re

from experts.offline.asked import before_the_list
from experts.offline.base import decision, tap
from experts.offline.cards import ROW_CLASSES
from experts.offline.folders import bottom_tabs, closest_kept, untried_container, untried_tile
from experts.offline.goal import Goal
from experts.offline.onto import off_item
from experts.offline.paging import PAGERS, PAGERS_BACK, back_at_once, pager, swipes_on_page
from experts.offline.plan import Plan
from experts.offline.research import not_found_here, search_typed, searched_on, shown_search
from experts.offline.view import Element, View, commands, destructive, el_text, el_words
from experts.offline.words import contains_phrase, stems
from experts.schemas import Decision
from mobilexperts.operations import Back, Home, Swipe

MAX_SWIPES = 3
MENUS = stems("more menu options overflow drawer")
TURN_ON = re.compile(r"\bturn (?:it|them|\w+) on\b|\bis (?:off|disabled)\b", re.IGNORECASE)
ACTIONS = stems(
    "new compose create add plus delete remove trash share post publish like follow star favorite "
    "save edit "
    "install download buy order pay move copy call forward reply send pair connect rename"
)


def search(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Search for the thing the task names when it is not on screen, unless it was searched
    here (or a word of it, searched alone once it found nothing) or the screen shows its search
    done already."""
    target = plan.target
    if not target:
        return None
    searched = any(
        h.operation.kind == "text"
        and h.operation.content in (target, *target.split())
        and h.package == view.package
        for h in view.history
    )
    if searched or shown_search(view, target):
        return None
    return search_typed(view, target, "what the task names")


def explore(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """Look for what is not on screen: search for it, switch on what the screen says must be
    on, scroll, open a menu, or go back."""
    found = search(goal, view, plan) or searched_on(goal, view, plan)
    if (found := found or closest_kept(goal, view, plan)) is not None:
        return found
    step = plan.current
    needed = set(step.ui) if step else set()
    if any(TURN_ON.search(e.label or "") and el_words(e) & needed for e in view.content):
        switches = [e for e in view.actionable if e.checkable and not e.checked]
        if switches:
            return tap(switches[0], "the screen says this must be on first", "it turns on")
    if step is not None and step.creating and view.history and view.last_kind() != "back":
        return decision("No control to create anything here; go back.", Back(), "a screen with one")
    stuck = any(a.operation.startswith("swipe") for a in view.ctx.avoid)
    lists = [e for e in view.elements if e.scrollable]
    earlier = pager(view, PAGERS_BACK) if lists and before_the_list(goal, view) else None
    if earlier is not None:
        return tap(earlier, "the day asked about is before this page; turn back", "earlier items")
    wanted = lists and (plan.target or goal.wants_answer)
    if wanted and (back := back_at_once(view)) is not None:
        return tap(back, "its later pages were gone through in vain; turn back", "earlier items")
    if lists and swipes_on_page(view) < MAX_SWIPES and not stuck:
        return decision(
            "Scroll to see more of the list.",
            Swipe(direction="up", index=lists[0].index),
            "more items appear",
        )
    later = pager(view, PAGERS) if wanted else None
    if later is not None:
        return tap(later, "the list is seen to its end; turn to its next page", "more items")
    if (kept := untried_container(goal, view, plan) or untried_tile(goal, view, plan)) is not None:
        return kept
    tab = _untried_tab(view)
    if tab is not None:
        return tap(tab, "nothing here leads on; look in this tab of the app", "the tab's screen")
    menus = [
        e
        for e in view.actionable
        if el_words(e) & MENUS and view.tapped_here(e) == 0 and not e.in_list
    ]
    if menus:
        return tap(menus[0], "the action may be in this menu", "a menu opens")
    section = _untried_section(goal, view, plan)
    if section is not None:
        return tap(section, "nothing here names the step; look inside this section", "its items")
    if (gave_up := not_found_here(goal, view)) is not None:
        return gave_up
    if view.history and view.last_kind() != "back":
        return decision("Nothing here leads on; go back.", Back(), "the previous screen")
    return decision(
        "Nothing on screen leads on; go home and start over.", Home(), "the home screen"
    )


def _untried_section(goal: Goal, view: View, plan: Plan) -> Element | None:
    """A section of an app's opening menu ("About phone | Zapline": short rows of a title and
    a summary) not yet opened from it, for a step that changes a setting or a field none of the
    rows names, or acts on a named thing not on screen; opened one by one before giving up,
    those sharing the request's words first."""
    step = plan.current
    if step is None or step.finding or step.creating:
        return None
    target = plan.target
    if target is not None and any(contains_phrase(el_text(e), target) for e in view.elements):
        return None
    if target is not None and any(
        h.operation.kind == "text" and h.operation.content == target for h in view.history
    ):
        return None  # searched for by name and not found: another row is someone else
    home = any(
        h.operation.kind == "open_app" and h.signature_after == view.signature for h in view.history
    )
    if not home:
        return None
    rows = [e for e in view.actionable if e.in_list and e.cls.endswith(ROW_CLASSES)]
    if len(rows) < 3 or any(len((r.label or "").split(" | ")) > 2 for r in rows):
        return None
    content = plan.content(target)
    left = [
        r
        for r in rows
        if not view.tapped_here(r) and not destructive(r) and not off_item(goal, view, r)
    ]
    left.sort(key=lambda r: -len(el_words(r) & content))
    return left[0] if left else None


def _untried_tab(view: View) -> Element | None:
    """A tab of the app's bottom bar (three or more captioned items side by side at the foot
    of the screen, no buttons) not yet opened in this run, nor the one showing."""
    opened = {el_text(h.target) for h in view.history if h.target is not None}
    left = [
        t
        for t in bottom_tabs(view)
        if not t.selected and el_text(t) not in opened and not commands(t) & ACTIONS
    ]
    return left[0] if left else None
