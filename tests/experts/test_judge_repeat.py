"""The judge holds a request's repeat days ("on weekdays", "zordays only") against the days the
final screen shows for its item, and refuses a run that searched for something the request
does not name when no name the request gives shows anywhere in the run."""

from __future__ import annotations

from experts.offline.judge_repeat import asked_days, shown_days
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _new_alarm(time: str, *days: str) -> Session:
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    session.tap("Add alarm")
    session.type("time_input", time)
    for day in days:
        session.tap(f"repeat_{day}")
    session.tap("Save")
    return session


def test_repeat_days_are_read_only_where_the_request_repeats() -> None:
    assert asked_days("wake me at 6am on weekdays") == {"mon", "tue", "wed", "thu", "fri"}
    assert asked_days("make the zap alarm sundays only") == {"sun"}
    assert asked_days("a quorn alarm at 7:10 every monday and friday") == {"mon", "fri"}
    assert asked_days("lunch with zed on tuesday at 1pm") == frozenset()
    assert asked_days("mark the zap daily digest as read") == frozenset()
    assert shown_days("06:40 | Zap · Not scheduled") == frozenset()
    assert shown_days("06:40 | Zap") is None


def test_an_alarm_left_without_the_days_asked_is_refused() -> None:
    judged = _new_alarm("06:40").judge("set a zap alarm for 6:40 on weekdays")
    assert judged.verdict == "not_done" and "Not scheduled" in judged.reason


def test_an_alarm_on_the_days_asked_is_not_refused_for_its_days() -> None:
    right = _new_alarm("06:40", "mon", "tue", "wed", "thu", "fri")
    assert "days" not in right.judge("set a zap alarm for 6:40 on weekdays").reason
    assert "days" not in right.judge("set a zap alarm for 6:40").reason


def _replied(query: str) -> Session:
    device = SimDevice()
    device.launch("Mail")
    session = Session(device)
    session.type("search", query)
    device.press("enter")
    session.tap("conversation")
    session.tap("Reply")
    session.type("Compose email", "friday works")
    session.tap("Send")
    return session


def test_a_reply_to_what_a_search_for_another_name_found_is_refused() -> None:
    judged = _replied("Sami").judge("reply to Zorba Quill's email saying friday works")
    assert judged.verdict == "not_done" and "Sami" in judged.reason


def test_a_reply_to_the_name_searched_is_no_other_item() -> None:
    judged = _replied("Sami").judge("reply to Sami Barros's email saying friday works")
    assert "searched" not in judged.reason


def test_a_count_asked_for_a_cart_must_be_the_quantity_given() -> None:
    device = SimDevice()
    device.launch("Shop")
    session = Session(device)
    cart = next(e.label for e in session.screen().elements if e.label.startswith("Cart"))
    session.tap(cart)
    request = "put 2 lumen zap lamps in my cart"
    assert "nothing shows 2" in session.judge(request).reason
    session.tap("Increase quantity")
    assert "nothing shows 2" not in session.judge(request).reason


def test_days_that_name_the_items_shown_are_no_days_to_set() -> None:
    device = SimDevice()
    session = Session(device)
    session.open("Clock")
    elements = session.screen().elements
    for row in [i for i, e in enumerate(elements) if e.label.endswith("Weekdays")]:
        device.tap(*elements[row + 1].center)
    judged = session.judge("turn off my zap alarms that repeat on weekdays only")
    assert "no day was set" not in judged.reason and "not the request's days" not in judged.reason
