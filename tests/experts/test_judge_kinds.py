"""The judge on an answer that cannot be of the kind its question asks: for a question asking
what something is called or its name, an answer without a letter (a build number) or a sentence
(a hint: "Bluetooth is off. Turn it on to pair devices.") is no name. Whole runs of the offline
policy on SimDroid, and the check on its own."""

from __future__ import annotations

from pathlib import Path

import pytest

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.judge_final import undated_asked
from experts.offline.judge_kinds import answer_misfit, thing_misfit
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


@pytest.mark.parametrize("asked", ["whats the phone called", "what is the device name"])
def test_a_name_question_is_done_only_with_the_name(tmp_path: Path, asked: str) -> None:
    device = SimDevice(seed=0)
    name = device.state()["settings"]["device_name"]
    found = run_offline(tmp_path, asked, device)
    assert found.done == (found.answer == name), found.answer


def test_a_name_is_not_a_number_nor_a_sentence_but_may_have_words() -> None:
    assert answer_misfit("what's the zap called", "260314.001")
    assert "sentence" in answer_misfit("what is the zap name", "Zap is off. Turn it on.")
    assert answer_misfit("what is the name of the zap", "Has Bean Cafe") == ""
    assert answer_misfit("who is the zap called after", "4471") == ""


def test_a_cost_or_a_phone_number_is_written_in_digits() -> None:
    assert answer_misfit("what the zap 13 costs", "Visit the Zap Store")
    assert answer_misfit("what is the total of my last order", "Delivered")
    assert answer_misfit("what is ann's phone number", "ann@example.com")
    assert answer_misfit("what the zap 13 costs", "$899.99") == ""
    assert answer_misfit("how much storage is left", "12 GB") == ""
    assert answer_misfit("which card did i pay with", "Visa") == ""
    assert answer_misfit("what is ann's phone number", "(408) 555-0161") == ""


def test_a_thing_asked_is_no_file_name_nor_who_wrote_it() -> None:
    assert "file" in thing_misfit("what zap was my cover letter for", "Zap letter.docx", [])
    assert thing_misfit("which file has my zap notes", "Zap notes.txt", []) == ""
    sender = ["com.example.mail:id/sender_name"]
    assert "wrote" in thing_misfit("what is the name of the book zed picked", "Zed Quorn", sender)
    assert thing_misfit("which friend sent the zap", "Zed Quorn", sender) == ""
    assert thing_misfit("who sent the zap", "Zed Quorn", sender) == ""
    assert thing_misfit("what book did zed pick", "Zorb Tales", ["id/title"]) == ""


def test_a_mail_ending_in_its_senders_address_is_no_file_name_and_a_name_asks_no_thing() -> None:
    mail = "Could you zap it by friday?\n\nZed | Zap request | zed.quorn@example.com"
    assert thing_misfit("what zap did zed ask for", mail, []) == ""
    assert thing_misfit("what zorbflax needs me to do", "Zap plan.docx", []) == ""
    assert "file" in thing_misfit("what zorbflax is it for", "Zap plan.docx", [])


def test_a_book_question_is_not_answered_by_the_mails_sender(tmp_path: Path) -> None:
    asked = "What is the name of the book we're reading for book club in Mail?"
    found = run_offline(tmp_path, asked, SimDevice(seed=0))
    owner = "Alex Morgan"
    assert not (found.done and found.answer == owner), found.answer


def test_a_question_of_what_is_planned_is_no_date() -> None:
    assert undated_asked("what are we going over in monday's zap review") == "what it is"
    assert undated_asked("what's on for wednesday in my zap schedule") == "what it is"
    assert undated_asked("what time are we meeting zed") == ""
    assert undated_asked("what day is the zap party") == ""


@pytest.mark.parametrize(
    ("asked", "answer", "fits"),
    [
        ("how far is it to the place zed works at", "Zap Hotel", False),
        ("how far is zap grill", "3.1 km", True),
        ("how long is the zorb walk", "about 25 min", True),
        ("how long is the zorb walk", "Zorb Walk", False),
        ("is zed's office open right now?", "Zap Hotel | Contact info", False),
        ("is zap grill open now?", "Open 24 hours", True),
        ("is zap grill open now?", "Closed · Opens 11 AM", True),
    ],
)
def test_a_measure_or_opening_question_needs_an_answer_that_says_it(
    asked: str, answer: str, fits: bool
) -> None:
    assert (answer_misfit(asked, answer) == "") is fits
