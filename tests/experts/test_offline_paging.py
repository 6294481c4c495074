"""Lists shown a page at a time: the control to the next page, and, in an opening of the app
after one that turned only to later pages in vain, the control to earlier pages instead (what
is asked may be past). Unit checks on an invented week-paged list."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from experts.context import DecideContext, HistoryStep
from experts.offline.goal import parse_goal
from experts.offline.paging import PAGERS, pager
from experts.offline.view import View
from mobilexperts.perception.context import ElementContext, ScreenContext

EARLIER = ElementContext(
    index=1, cls="ImageButton", label="Previous week", id="previous_week", clickable=True,
    bounds=(0, 200, 100, 300),
)  # fmt: skip
LATER = ElementContext(
    index=2, cls="ImageButton", label="Next week", id="next_week", clickable=True,
    bounds=(980, 200, 1080, 300),
)  # fmt: skip
LIST = ElementContext(
    index=3, cls="ListView", label="", id="schedule", scrollable=True, bounds=(0, 400, 1080, 2000)
)


def _step(n: int, operation: dict, target: ElementContext | None = None) -> HistoryStep:
    return HistoryStep(
        step=n, operation=operation, text="step", package="com.zap.cal", signature="week",
        signature_after="week", target=target,
    )  # fmt: skip


def _view(history: list[HistoryStep]) -> View:
    screen = ScreenContext(
        package="com.zap.cal", activity="Week", signature="week", width=1080, height=2400,
        elements=[EARLIER, LATER, LIST],
    )  # fmt: skip
    question = "when does the quorn review finish"
    context = DecideContext(instruction=question, history=history, screen=screen, apps=["Zapcal"])
    return View(context, parse_goal(question))


OPEN = {"kind": "open_app", "app": "Zapcal"}
NEXT = {"kind": "tap", "index": 2}


def test_a_list_turns_to_its_next_page_until_enough_were_turned() -> None:
    turned = _view([_step(1, OPEN), *(_step(n, NEXT, LATER) for n in range(2, 4))])
    assert pager(turned, PAGERS) == LATER
    gone = _view([_step(1, OPEN), *(_step(n, NEXT, LATER) for n in range(2, 6))])
    assert pager(gone, PAGERS) is None


def test_reopened_after_later_pages_in_vain_it_turns_to_earlier_pages() -> None:
    first = [
        _step(1, OPEN),
        *(_step(n, NEXT, LATER) for n in range(2, 6)),
        _step(6, {"kind": "back"}),
    ]
    assert pager(_view([*first, _step(7, OPEN)]), PAGERS) == EARLIER
    back = {"kind": "tap", "index": 1}
    turned_back = [_step(7, OPEN), *(_step(n, back, EARLIER) for n in range(8, 12))]
    assert pager(_view([*first, *turned_back]), PAGERS) is None
    assert pager(_view([_step(1, OPEN), _step(2, OPEN)]), PAGERS) == LATER
