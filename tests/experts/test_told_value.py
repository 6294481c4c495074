"""A question asking a date its thing's own text tells ("what day does the towel order
arrive") is answered from the sentence saying the thing's words, on an opened mail or inside
a list row's snippet, not from the row's or the message's own timestamp; a question about when
something was sent still reads the timestamp."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_an_opened_mail_answers_with_the_day_its_sentence_tells(tmp_path) -> None:
    run = run_offline(tmp_path, "what day does my towel order arrive in mail?", SimDevice(seed=0))
    assert "March 17" in (run.answer or "")


def test_a_row_snippet_tells_the_date_not_the_row_time(tmp_path) -> None:
    asked = "what is the date of the offsite kavya emailed about in mail?"
    run = run_offline(tmp_path, asked, SimDevice(seed=0))
    assert run.answer == "March 26"


def test_when_something_was_sent_reads_the_message_time(tmp_path) -> None:
    run = run_offline(tmp_path, "when did kavya email me about the offsite?", SimDevice(seed=0))
    assert (run.answer or "").startswith("Mar 13")
