"""Lists shown a page at a time ("Next week", "Older"): the control that turns a list seen to
its end to another page (back to earlier pages once the app was reopened after its later ones
were gone through in vain: what is asked may be past), and the swipes made on the page shown
now."""

from __future__ import annotations

from experts.offline.view import Element, View, el_words, name_of
from experts.offline.words import stems

PAGERS = stems("next older later")
PAGERS_BACK = stems("previous earlier")
MAX_PAGES = 4
MAX_LABEL = 30


def pager_taps(view: View) -> list[int]:
    """Where in the history a control turning this screen's list to its next page was tapped."""
    return [
        i
        for i, h in enumerate(view.history)
        if h.signature == view.signature
        and h.operation.kind == "tap"
        and h.target is not None
        and el_words(h.target) & (PAGERS | PAGERS_BACK)
    ]


def swipes_on_page(view: View) -> int:
    """Swipes on this screen since its list was last turned to another page."""
    start = max(pager_taps(view), default=-1) + 1
    return sum(
        1
        for h in view.history[start:]
        if h.signature == view.signature and h.operation.kind == "swipe"
    )


def pager(view: View, cues: frozenset[str]) -> Element | None:
    """A control that turns a list seen to its end to its next page ("Next week", "Older"),
    while fewer than :data:`MAX_PAGES` pages were turned here; in an opening of the app after
    one that turned only to later pages, the control to earlier pages instead."""
    turned = pager_taps(view)
    opened = _last_opening(view)
    before = [view.history[i].target for i in turned if i < opened]
    if cues == PAGERS and before and all(t is not None and el_words(t) & PAGERS for t in before):
        cues, turned = PAGERS_BACK, [i for i in turned if i > opened]
    if len(turned) >= MAX_PAGES:
        return None
    found = [
        e
        for e in view.actionable
        if not e.in_list and el_words(e) & cues and len(name_of(e)) < MAX_LABEL
    ]
    return found[0] if found else None


def back_at_once(view: View) -> Element | None:
    """The control to earlier pages on the first page of an app reopened after its later pages
    were gone through in vain: that first page was seen in the earlier opening, so turn back
    before scrolling it again."""
    opened = _last_opening(view)
    if any(i > opened for i in pager_taps(view)):
        return None
    found = pager(view, PAGERS)
    return found if found is not None and el_words(found) & PAGERS_BACK else None


def _last_opening(view: View) -> int:
    """Where in the history the app was last opened (0 when never)."""
    return max((i for i, h in enumerate(view.history) if h.operation.kind == "open_app"), default=0)
