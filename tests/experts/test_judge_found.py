"""The judge on commands that find a fact ("find the last four digits of ...", "look up X's
number"): they are questions, so a Stop that gives no answer is refused however much of the
request the final screen shows; finding an item (a recipe, a cafe, an email) is no question.
A request that sends needs a control that sends used: a recipient found is no message sent."""

from __future__ import annotations

from experts.offline.judge_asked import found_fact
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def test_a_command_finding_a_fact_reads_as_a_question_and_one_finding_an_item_does_not() -> None:
    assert found_fact("find the last four digits of the zapcard i used") == "last four digits"
    assert found_fact("look up the gate code for the quorn flat") == "gate code"
    assert found_fact("look up quorn zapline's number") == "quorn zapline's number"
    assert found_fact("find out what seat i have on the zap flight") == "seat i have"
    assert found_fact("find the quorn recipe") == ""
    assert found_fact("find a zap cafe near me") == ""
    assert found_fact("find quorn's email") == ""


def test_a_stop_without_the_found_fact_is_refused_and_with_it_accepted() -> None:
    device = SimDevice()
    device.launch("Pages")
    session = Session(device)
    session.tap("Travel plans: Lisbon")
    asked = "get me the flight number for my lisbon trip"
    refused = session.judge(asked)
    assert refused.verdict == "not_done" and "flight number" in refused.reason
    assert session.judge(asked, answer="SJ 418").accepted


def test_a_recipient_found_in_a_search_is_no_email_sent() -> None:
    device = SimDevice()
    device.launch("Contacts")
    session = Session(device)
    session.tap("search")
    session.type(next(e.label for e in session.screen().elements if e.editable), "Hiro Quist")
    judged = session.judge("email hiro quist asking for the zap drafts")
    assert judged.verdict == "not_done" and "sends" in judged.reason
