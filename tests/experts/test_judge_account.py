"""The offline judge's account of the whole request: a time, a date, a weekday or a repeat the
reading left unread blocks the weak acceptance "the request's values are shown" unless it was
typed or is shown (and the row the evidence is on is under the day asked); a switching request
names rows by a time or a repeat, and each named row must be in the asked state. Each check is
made where it fails and where it holds."""

from __future__ import annotations

from experts.offline.goal import parse_goal
from experts.offline.judge_account import request_parts, unread_parts
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session, switched_alarms


def _parts(request: str) -> list[tuple[str, str]]:
    return [(p.kind, p.text) for p in unread_parts(parse_goal(request), ["Calendar"])]


def test_a_date_and_a_weekday_the_reading_dropped_are_unread() -> None:
    assert ("date", "march 24") in _parts("add Zorb to my calendar on march 24 at 9am")
    assert ("weekday", "friday") in _parts("move my quorn fest to friday")


def test_a_part_naming_the_item_or_a_message_word_is_no_unread_part() -> None:
    assert not [p for p in request_parts("call the 7:40 alarm Zeb") if p.kind == "time"]
    assert _parts("text zed see you on friday") == []
    assert _parts("cancel the quorn fest on saturday") == []
    assert request_parts("move the 7:40 alarm to 8:10", naming=True)[0].text == "7:40"


def test_a_number_of_a_unit_is_no_unread_part() -> None:
    assert not [p for p in request_parts("move the zeb alarm 30 minutes later")]


def _made(date: str) -> Session:
    device = SimDevice()
    device.launch("Calendar")
    session = Session(device)
    session.tap("Create event")
    session.type("title", "Zorb")
    if date:
        session.type("date", date, clear=True)
    session.type("start_time", "09:00", clear=True)
    session.tap("Save")
    return session


ASKED = "add Zorb to my calendar on march 24 at 9am"


def test_an_item_made_under_another_day_is_refused() -> None:
    judged = _made("").judge(ASKED)
    assert judged.verdict == "not_done" and "march 24" in judged.reason


def test_an_item_made_on_the_day_asked_is_accepted() -> None:
    judged = _made("2026-03-24").judge(ASKED)
    assert judged.accepted
    assert _made("2026-03-24").judge("add Zorb to my calendar on tuesday at 9am").accepted


def test_a_row_named_by_its_repeat_left_in_the_other_state_is_refused() -> None:
    judged = switched_alarms("Wake up").judge("the alarms that go off on weekdays, disable them")
    assert judged.verdict == "not_done" and "Leave for work" in judged.reason
    assert switched_alarms("Wake up").judge("turn the weekend alarm off").verdict == "not_done"


def test_every_row_named_by_its_repeat_or_time_in_the_asked_state_is_accepted() -> None:
    both = switched_alarms("Wake up", "Leave for work")
    assert both.judge("the alarms that go off on weekdays, disable them").accepted
    assert switched_alarms("Long run").judge("turn the weekend alarm off").accepted
    second = switched_alarms("Airport", "Water the plants")
    assert second.judge("enable airport and the 9am one").accepted
