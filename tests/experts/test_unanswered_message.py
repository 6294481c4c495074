"""A message whose words are an embedded question (issue #13, cross60): "reply to ... with when
my blorp class is" asks for the answer to be sent, so the run stops undone before it types the
question's words; a direct question or a quoted message is sent as it is."""

from __future__ import annotations

from experts.offline.unanswered import embedded_question
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_an_embedded_question_is_told_from_a_message_of_its_own() -> None:
    assert embedded_question("when my blorp class is")
    assert embedded_question("where the zap club meets")
    assert embedded_question("what time we meet")
    assert not embedded_question("when are you free?")
    assert not embedded_question("what a day")
    assert not embedded_question("see you at the zap club")


def test_a_reply_with_an_embedded_question_stops_before_typing_it(tmp_path) -> None:
    phone = SimDevice(seed=0)
    run = run_offline(
        tmp_path, "reply to omar with when my blorp class is in Messages", phone, max_steps=8
    )
    sent = [
        m["text"]
        for t in phone.state()["messages"]["threads"]
        for m in t["messages"]
        if m["outgoing"]
    ]
    assert not run.done and "blorp class" in run.answer
    assert not any("blorp" in text for text in sent)


def test_a_reply_with_a_quoted_question_is_sent(tmp_path) -> None:
    phone = SimDevice(seed=0)
    run = run_offline(
        tmp_path, 'reply to omar with "when my blorp class is" in Messages', phone, max_steps=8
    )
    thread = next(
        t for t in phone.state()["messages"]["threads"] if t["address"] == "(408) 555-0191"
    )
    assert run.done and thread["messages"][-1]["text"] == "when my blorp class is"
