"""Ends of acting and finding runs that must be confirmed (issue #13, cross48): a title put in
the calendar stops before a phrase pointing back at the day given ("as Zap delivery on that
day"); a question about the person's own record that goes on with a verb's -ing form ("when is
my order arriving") asks about the record, not about an "arriving"."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import maps_place
from tests.experts.offline_run import run_offline


def test_a_title_put_in_the_calendar_stops_before_a_phrase_pointing_back_at_its_day(
    tmp_path,
) -> None:
    phone = SimDevice(seed=0)
    run = run_offline(
        tmp_path, "put Tuesday, March 17 on my calendar as Parcel drop on that day", phone
    )
    made = [e for e in phone.state()["calendar"]["events"] if e["date"] == "2026-03-17"]
    assert run.done
    assert "Parcel drop" in [e["title"] for e in made]


def test_a_question_about_an_own_record_going_on_with_an_ing_verb_is_confirmed(
    tmp_path,
) -> None:
    run = run_offline(tmp_path, "When is my shopwise order arriving in Mail?", SimDevice(seed=0))
    assert run.done and "March 17" in run.answer


def test_a_review_line_is_no_answer_to_a_street_address_question() -> None:
    session = maps_place("Siam Garden")
    lines = [e.label for e in session.screen().elements]
    review = next(line for line in lines if len(line.split()) > 6 and "," in line)
    asked = "What is the street address of siam garden in Maps?"
    judged = session.judge(asked, answer=review)
    assert judged.verdict == "not_done" and "address" in judged.reason
    street = next(line for line in lines if line.startswith("389 Chapel"))
    assert session.judge(asked, answer=street).accepted


def test_a_month_and_day_put_in_the_calendar_with_a_title_after_it_is_the_events_day(
    tmp_path,
) -> None:
    phone = SimDevice(seed=0)
    run = run_offline(tmp_path, "put March 27 on my calendar as Parcel drop", phone)
    made = [e for e in phone.state()["calendar"]["events"] if e["title"] == "Parcel drop"]
    assert run.done and [e["date"] for e in made] == ["2026-03-27"]
