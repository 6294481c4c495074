"""The judge refuses a change made to a sibling of the request's item: the run touched a list
row while another row of the same list names the item better. Each check is made where it
fails and where it holds."""

from __future__ import annotations

from experts.offline.goal import parse_goal
from experts.offline.judge_sibling import item_words
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _alarm_changed(row: str, time: str) -> Session:
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    session.tap(row)
    session.type("time_input", time)
    session.tap("Save")
    return session


def test_the_item_words_stop_where_the_new_value_starts() -> None:
    wanted = item_words(parse_goal("rename the zap quorn alarm to Zapline 7"), ["Clock"])
    assert {"zap", "quorn"} <= wanted
    assert "zaplin" not in wanted and not any(w.isdigit() for w in wanted)


def test_a_time_set_on_another_row_than_the_named_item_is_refused() -> None:
    wrong = _alarm_changed("06:15 | Wake up · Weekdays", "07:45")
    judged = wrong.judge("change the long run alarm to 7:45")
    assert judged.verdict == "not_done" and "Wake up" in judged.reason


def test_a_time_set_on_the_named_item_is_no_sibling() -> None:
    right = _alarm_changed("08:30 | Long run · Weekends", "07:45")
    judged = right.judge("change the long run alarm to 7:45")
    assert "another row" not in judged.reason


def test_a_request_naming_no_row_of_the_list_is_left_alone() -> None:
    wrong = _alarm_changed("06:15 | Wake up · Weekdays", "07:45")
    assert "another row" not in wrong.judge("change the zapline alarm to 7:45").reason


def test_a_row_cut_at_the_screen_edge_is_no_known_sibling() -> None:
    device = SimDevice()
    device.launch("Clock")
    cut = Session(device)
    cut.tap("22:30")
    cut.back()
    device.swipe(540, 1800, 540, 900)
    assert any("Wind down" in e.label for e in cut.screen().elements)
    assert "another row" not in cut.judge("switch the wind down alarm zap").reason


def test_an_item_named_by_its_time_is_the_row_showing_it() -> None:
    wrong = _alarm_changed("06:15 | Wake up · Weekdays", "14:10")
    judged = wrong.judge("change the 1pm zap alarm to 2:10pm")
    assert judged.verdict == "not_done" and "Wake up" in judged.reason
