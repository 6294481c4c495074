"""Counting questions on SimDroid with the offline policy: the rows a question counts (marked
so, switched on, under the day it names) are counted to the list's end and said as a number, a
yes/no question is answered from them, and the judge recounts: a number the screen shows only in
a date is no count, and a count that is not the rows' is refused."""

from __future__ import annotations

from pathlib import Path

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session
from tests.experts.offline_run import run_offline


def _leading_number(answer: str) -> int:
    return int(answer.split()[0].strip(","))


def test_rows_marked_so_are_counted_to_the_end_of_a_scrolling_list(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    unread = sum(1 for m in device.state()["mail"]["inbox"] if m["unread"])
    run = run_offline(tmp_path, "how many unread emails are in my inbox", device)
    assert run.done and _leading_number(run.answer) == unread
    assert any(s.operation.kind == "swipe" for s in run.steps)
    assert device.state()["mail"]["inbox"][0]["unread"]  # counting opened nothing


def test_rows_switched_on_are_counted(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    on = sum(1 for a in device.state()["clock"]["alarms"] if a["enabled"])
    run = run_offline(tmp_path, "how many alarms are on", device)
    assert run.done and _leading_number(run.answer) == on


def test_a_count_the_screen_states_for_all_rows_does_not_answer_for_some(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    favorites = sum(1 for c in device.state()["contacts"]["contacts"] if c["favorite"])
    run = run_offline(tmp_path, "how many favorite contacts do i have", device)
    assert run.done and _leading_number(run.answer) == favorites


def test_a_yes_no_question_is_answered_from_the_rows(tmp_path: Path) -> None:
    run = run_offline(tmp_path, "do i have any unread emails", SimDevice(seed=0))
    assert run.done and run.answer.startswith("yes")


def _calendar() -> Session:
    session = Session(SimDevice(seed=0))
    session.open("Calendar")
    return session


def test_a_number_shown_only_in_a_date_is_no_count() -> None:
    judged = _calendar().judge("how many events do i have today", answer="14")
    assert judged.verdict == "not_done"


def test_the_judge_recounts_the_rows_under_the_day_asked() -> None:
    session = _calendar()
    assert session.judge("how many events do i have today", answer="2 events").verdict == "done"
    assert session.judge("how many events do i have today", answer="3").verdict == "not_done"
