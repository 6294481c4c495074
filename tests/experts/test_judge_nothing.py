"""The judge on an answer that says nothing is there: a list's empty day ("Nothing planned")
or a search that matched nothing answers no question asking who, where or which thing, though
it may answer what is on a day."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _empty_week() -> Session:
    session = Session(SimDevice())
    session.open("Calendar")
    session.tap("Next week")
    session.tap("Next week")
    return session


def test_an_empty_day_answers_no_question_asking_who_or_which_thing() -> None:
    session = _empty_week()
    who = session.judge("who am i meeting on monday the 30th", "Nothing planned")
    assert who.verdict == "not_done" and "nothing was found" in who.reason
    room = session.judge("which room is my meeting in on monday the 30th", "Nothing planned")
    assert room.verdict == "not_done" and "nothing was found" in room.reason
    assert session.judge("what is on my calendar on monday the 30th", "Nothing planned").accepted
