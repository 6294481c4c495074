"""The offline judge on a request that sends words back (a reply, a message): the words typed
into a record of another kind and saved (a note on an event) left nothing sent, whatever the
verb's inflection; a reply whose compose screen's Send was tapped did send."""

from __future__ import annotations

from experts.offline.goal import parse_goal
from experts.offline.judge_object import unsent
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session

REPLY = "answer zed's quorn email: the zap room is free"


def test_a_reply_typed_into_a_saved_event_note_sent_nothing() -> None:
    session = Session(SimDevice())
    session.open("Calendar")
    session.tap("Create event")
    session.type("description", "the zap room is free")
    session.tap("Save")
    assert unsent(parse_goal(REPLY), session.judge_context(REPLY)) == "reply"
    message = "message zed: the zap room is free"
    assert unsent(parse_goal(message), session.judge_context(message)) == "message"


def test_a_reply_sent_from_its_compose_screen_is_sent() -> None:
    session = Session(SimDevice())
    session.open("Mail")
    session.tap("Compose")
    session.type("body", "the zap room is free")
    session.tap("Send")
    assert unsent(parse_goal(REPLY), session.judge_context(REPLY)) == ""
