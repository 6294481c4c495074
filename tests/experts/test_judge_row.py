"""The judge on which item and which kind of value a question asks: a time read off another
list row than the one the question names is refused, the named row's is accepted; an email
address answers no "who" question and no question that asks for no address."""

from __future__ import annotations

from experts.offline.judge_row import contact_misfit
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session
from tests.experts.offline_run import run_offline


def _alarms() -> Session:
    device = SimDevice()
    session = Session(device)
    session.open("Clock")
    return session


def test_a_time_read_off_another_row_than_the_named_one_is_refused() -> None:
    session = _alarms()
    judged = session.judge("what time is my wake up alarm", answer="05:00")
    assert judged.verdict == "not_done" and "Wake up" in judged.reason
    assert session.judge("what time is my wake up alarm", answer="06:15").accepted


def test_an_address_answers_no_who_and_no_question_without_an_address() -> None:
    address = "grace.tanaka@example.com"
    assert contact_misfit("what did grace tanaka email me about", address)
    assert contact_misfit("who sent me the email about the apartment viewing", address)
    assert not contact_misfit("i need zoe's email", address)
    assert not contact_misfit("whats dana varga's number", "(646) 555-0158")
    assert not contact_misfit("what did grace tanaka email me about", "Recipe you asked for")


def test_the_judge_refuses_an_address_for_a_who_question() -> None:
    device = SimDevice()
    session = Session(device)
    session.open("Mail")
    session.tap("Tara Usman")
    asked = "who sent me the email about the running group"
    judged = session.judge(asked, answer="alex.morgan@example.com")
    assert judged.verdict == "not_done" and "address" in judged.reason
    assert session.judge(asked, answer="Tara Usman").accepted


def test_the_policy_reads_the_time_off_the_row_the_question_names(tmp_path) -> None:
    run = run_offline(tmp_path, "what time is my wake up alarm", SimDevice(seed=0))
    assert run.answer == "06:15"
