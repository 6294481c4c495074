"""The judge refuses a run that never gave the request's time of day while the final screen
shows other times, and one that typed a time the request does not give; a relative time or a
time the run typed as asked is left alone."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _moved(start: str) -> Session:
    device = SimDevice()
    device.launch("Calendar")
    session = Session(device)
    session.tap("Bike ride | 10:00 – 12:00 | Riverside Park")
    session.tap("Edit event")
    session.type("start_time", start)
    session.tap("Save")
    return session


def test_another_time_set_than_the_one_asked_is_refused() -> None:
    judged = _moved("11:00").judge("move the bike ride zap to 10:30am")
    assert judged.verdict == "not_done" and "10:30" in judged.reason


def test_the_time_asked_and_typed_is_not_refused_for_its_time() -> None:
    judged = _moved("10:30").judge("move the bike ride zap to 10:30am")
    assert "time" not in judged.reason


def test_a_time_placed_before_another_is_no_time_to_set() -> None:
    judged = _moved("11:00").judge("move the bike ride zap to before 10:30am")
    assert "never gave" not in judged.reason


def test_a_time_in_a_message_is_words_of_the_message() -> None:
    judged = _moved("11:00").judge("text zap quorn that the bike ride starts at 10:30am")
    assert "never gave" not in judged.reason


def test_a_switch_named_by_its_time_must_end_in_the_state_asked() -> None:
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    session.tap("13:00 | Take vitamins · Every day")
    session.back()
    judged = session.judge("turn off the 1pm zap alarm")
    assert judged.verdict == "not_done" and "Take vitamins" in judged.reason
    elements = session.screen().elements
    row = next(i for i, e in enumerate(elements) if e.label.startswith("13:00"))
    device.tap(*elements[row + 1].center)
    assert "not off" not in session.judge("turn off the 1pm zap alarm").reason


def test_a_switched_item_named_by_its_time_is_no_time_to_set() -> None:
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    elements = session.screen().elements
    row = next(i for i, e in enumerate(elements) if e.label.startswith("09:00"))
    session.tap(elements[row].label)
    session.back()
    device.tap(*session.screen().elements[row + 1].center)
    judged = session.judge("switch my 9 am zap alarm on")
    assert judged.accepted or "never gave" not in judged.reason
    assert "not on" not in judged.reason
    device.tap(*session.screen().elements[row + 1].center)
    assert "not on yet" in session.judge("switch my 9 am zap alarm on").reason


def _alarm_retimed(time: str) -> Session:
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    session.tap("09:00 | Water the plants · Wed, Sat")
    session.type("time_input", time, clear=True)
    session.tap("Save")
    return session


def test_a_time_typed_that_the_request_does_not_give_is_refused() -> None:
    judged = _alarm_retimed("05:00").judge("name the 9am zap alarm Plants")
    assert judged.verdict == "not_done" and "05:00" in judged.reason


def test_a_time_typed_as_the_request_gives_it_on_either_dial_is_not_refused_for_it() -> None:
    assert "does not give" not in _alarm_retimed("21:00").judge("zap alarm to 9").reason
    assert "does not give" not in _alarm_retimed("09:00").judge("zap alarm to 9am").reason


def test_a_time_worked_out_from_a_relative_one_is_left_alone() -> None:
    judged = _alarm_retimed("08:30").judge("zap alarm half an hour before 9am")
    assert "does not give" not in judged.reason
