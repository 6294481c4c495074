"""Fields read off texts whose resource ids name them: parts of one item are that item's
fields ("title", "location"), not several fields about the item."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from experts.context import DecideContext
from experts.offline.fields import screen_fields
from experts.offline.goal import parse_goal
from experts.offline.view import View
from experts.offline.words import words
from mobilexperts.perception.context import ScreenContext
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def test_the_id_words_an_items_parts_share_name_no_field() -> None:
    device = SimDevice()
    device.launch("Calendar")
    session = Session(device)
    session.tap("event_row")
    instruction = "where is it"
    context = DecideContext(
        instruction=instruction, screen=ScreenContext.of(session.screen()), apps=device.apps()
    )
    view = View(context, parse_goal(instruction))
    captions = {f.caption for f in screen_fields(view, view.content)}
    assert set(words("title location")) <= captions  # captions are stems, as words() gives
    assert not any(c.startswith("event ") for c in captions)
