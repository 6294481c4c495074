"""Secondary lists a request says its thing is in (a trash, the drafts, the direct messages
beside a public feed, a cart): read from the request, never from where a thing is moved to;
their words name nothing to search; the judge wants that list opened before it takes an answer
about its thing. A count set with a stepper is judged by the number the stepper shows."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.goal import parse_goal
from experts.offline.secondary import said_list
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def test_the_list_a_thing_is_in_is_read_from_the_request() -> None:
    assert said_list("who sent the zapmail sitting in my trash") == "trash"
    assert said_list("whats the quorn of the zapmail i sent zed") == "sent"
    assert said_list("who is my unsent zapnote for") == "draft"
    assert said_list("what did zed quorn dm me") == "direct"
    assert said_list("bump the zap lamp in my basket up to 4") == "cart"


def test_where_a_thing_goes_is_no_list_it_is_in() -> None:
    assert said_list("move the zapmail to the trash") == ""
    assert said_list("trash the zapmail from zed") == ""
    assert said_list("add the zap lamp to my cart") == ""
    assert said_list("download the zap guide and open the downloaded file") == ""


def test_a_lists_words_name_nothing_to_search() -> None:
    names = parse_goal("whats the quorn of the zapmail i sent zed").names
    assert "Zed" in names and not any("sent" in n.lower() for n in names)


def test_an_answer_about_a_direct_message_needs_the_messages_opened() -> None:
    device = SimDevice()
    device.launch("Chirp")
    session = Session(device)
    session.tap("Search and Explore")
    judged = session.judge("what did zed quorn dm me", answer="Quorn facts, daily.")
    assert judged.verdict == "unsure" and "direct" in judged.reason


def _stepped(times: int) -> Session:
    device = SimDevice(seed=0)
    device.launch("Shop")
    session = Session(device)
    session.tap(f"Cart, {len(device.state()['shop']['cart'])} items")
    for _ in range(times):
        session.tap("Increase quantity")
    return session


def test_a_count_is_done_only_when_the_stepper_shows_it() -> None:
    assert _stepped(2).judge("bump the zap lamp in my cart up to 3").verdict == "done"
    judged = _stepped(1).judge("bump the zap lamp in my cart up to 3")
    assert judged.verdict == "not_done" and "2" in judged.reason
