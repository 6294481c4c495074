"""The judge on what a question asks: an answer read from a screen that never names the
question's subject, a number that only stands inside a bigger one, a sum of money for a question
that asks no amount, the wrong end of a span; a confirmation of another verb than the request's,
an Open used on any item, a rename done to another item, a mark said without "as" done with
another control, a relative day taken for a record; a number typed into the field its unit
labels and then used is evidence; the word before the asked one is its modifier, and the screen's
title beside an answer's other parts is no refusal."""

from __future__ import annotations

from pathlib import Path

from experts.offline.goal import parse_goal
from experts.offline.judge_asked import amount_misfit
from experts.offline.judge_final import holds
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session, maps_place
from tests.experts.offline_run import run_offline


def test_an_answer_read_where_the_question_s_subject_is_never_seen_is_not_accepted() -> None:
    device = SimDevice()
    device.launch("Maps")
    saved = Session(device)
    saved.tap("Saved")
    asked = "how many reviews does silk road grill have"
    judged = saved.judge(asked, answer="4.5")
    assert judged.verdict == "unsure" and "silk" in judged.reason
    assert maps_place("Silk Road Grill").judge(asked, answer="1,477").accepted


def test_the_field_a_question_asks_of_a_thing_is_not_its_subject(tmp_path: Path) -> None:
    asked = "What is the room of the project kickoff in Calendar?"
    found = run_offline(tmp_path, asked, SimDevice(seed=0))
    kickoff = "Room 4.2"
    assert found.done == (found.answer == kickoff), found.answer


def test_the_verb_a_question_ends_with_and_a_noun_after_the_are_not_set_aside(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    club = next(e for e in device.state()["calendar"]["events"] if e["title"] == "Book club")
    found = run_offline(tmp_path, "What time does the book club meet in Calendar?", device)
    assert found.done == (club["start"] in found.answer), found.answer


def test_a_number_inside_a_time_on_screen_is_no_answer() -> None:
    device = SimDevice()
    device.launch("Mail")
    inbox = Session(device)
    inbox.tap("Search in mail")
    inbox.device.press("back")
    assert any("8:58 AM" in e.label for e in inbox.screen().elements)
    assert not holds("8:58 am", "8") and not holds("in 2015", "15")
    assert holds("door code: 5736", "5736") and holds("4.5 stars", "4.5")
    assert not inbox.judge("how many unread emails do i have", answer="8").accepted


def test_the_wrong_end_of_a_span_is_no_answer() -> None:
    session = maps_place("Silk Road Grill")
    closing = session.judge("what time does silk road grill close", answer="11 AM")
    assert closing.verdict == "not_done" and "11 pm" in closing.reason
    assert session.judge("what time does silk road grill close", answer="11 PM").accepted
    assert session.judge("when does silk road grill open", answer="11 AM").accepted


def test_a_sum_of_money_does_not_answer_which_card() -> None:
    device = SimDevice()
    device.launch("Shop")
    session = Session(device)
    session.type("Search Shop", "skillet")
    device.press("enter")
    session.tap(next(e.label for e in session.screen().elements if "Skillet" in e.label))
    price = next(e.label for e in session.screen().elements if e.label.startswith("$"))
    judged = session.judge("which card did i pay for the skillet with", answer=price)
    assert judged.verdict == "not_done" and "a card" in judged.reason
    assert session.judge("what is the price of the ironpeak skillet", answer=price).accepted
    assert amount_misfit("how much memory does the quorn 13 have", "$999.00") == "a memory"
    assert not amount_misfit("how much was shipping on my quorn order?", "$5.99")


def test_a_confirmation_of_another_verb_does_not_confirm_the_request() -> None:
    assert [s.verb for s in parse_goal("empty my shopping cart").steps] == ["clear"]
    device = SimDevice()
    device.launch("Shop")
    session = Session(device)
    session.tap("Cart, 1 items")
    session.tap("Lumen LED Desk Lamp")
    session.tap("Add to cart")
    assert any(e.label == "Added to cart" for e in session.screen().elements)
    assert not session.judge("empty my shopping cart").accepted


def test_a_setting_named_with_other_words_is_no_request_to_turn_it_on() -> None:
    assert parse_goal("hop on the library wifi").toggle is None
    assert parse_goal("i want the dark theme").toggle is True
    assert parse_goal("dark mode pls").toggle is True


def test_an_open_control_used_on_any_item_does_not_show_a_request_that_shows_things() -> None:
    device = SimDevice()
    device.launch("Files")
    session = Session(device)
    session.tap("Search")
    session.type("Search files", "biggest")
    device.press("enter")
    device.press("back")
    session.tap("file_menu")
    session.tap("Open")
    assert not session.judge("show my biggest files first").accepted


def _renamed(page: str, name: str) -> Session:
    device = SimDevice()
    device.launch("Pages")
    session = Session(device)
    session.tap(next(e.label for e in session.screen().elements if e.label.startswith(page)))
    session.type(page, name)
    return session


def test_a_rename_done_to_another_item_than_the_one_named_is_not_accepted() -> None:
    wrong = _renamed("Weekly team sync", "Zap shelf").judge("rename my reading list to Zap shelf")
    assert not wrong.accepted
    assert "renames" in wrong.reason or "names the request's item better" in wrong.reason
    assert (
        _renamed("Reading list", "Zap shelf").judge("rename my reading list to Zap shelf").accepted
    )


def test_a_mark_said_without_as_needs_the_control_of_its_state() -> None:
    device = SimDevice()
    device.launch("Mail")
    session = Session(device)
    session.type("Search in mail", "Hiro")
    device.press("enter")
    session.tap("Not starred")
    assert not session.judge("mark hiro's invoice email unread").accepted


def test_a_name_whose_numbers_the_question_says_is_no_rival_answer() -> None:
    device = SimDevice()
    device.launch("Shop")
    session = Session(device)
    session.type("Search Shop", "voltra raptor 16 gen 8")
    device.press("enter")
    session.tap(next(e.label for e in session.screen().elements if "Raptor 16 Gen 8 |" in e.label))
    price = next(e.label for e in session.screen().elements if e.label.startswith("$"))
    assert session.judge("How much is the voltra raptor 16 gen 8 in Shop?", answer=price).accepted


def test_a_number_typed_into_the_field_its_unit_labels_and_submitted_is_evidence() -> None:
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    session.tap("Timer")
    session.type("Minutes", "10")
    assert not session.judge("set a timer for 10 minutes").accepted
    session.tap("Start")
    assert session.judge("set a timer for 10 minutes").accepted


def test_a_new_name_that_repeats_the_old_one_does_not_show_the_right_item_renamed() -> None:
    judged = _renamed("Weekly team sync", "Reading list 2").judge(
        "rename my reading list to Reading list 2"
    )
    assert not judged.accepted
    assert "renames" in judged.reason or "names the request's item better" in judged.reason


def test_a_relative_day_or_an_ordinal_is_no_record_the_screen_must_name() -> None:
    device = SimDevice()
    device.launch("Calendar")
    session = Session(device)
    session.tap(next(e.label for e in session.screen().elements if e.label.startswith("Bike ride")))
    span = next(e.label for e in session.screen().elements if "\u2013" in e.label)
    assert session.judge("what time is my first meeting tomorrow", answer=span).accepted


def test_the_word_before_the_asked_one_is_its_modifier_not_another_thing_asked() -> None:
    device = SimDevice()
    device.launch("Market")
    session = Session(device)
    session.tap("NoteNest: Notes & Lists, 4.7 stars")
    assert session.judge("What star rating does NoteNest have on the Market?", "4.7").accepted


def test_the_screen_s_title_beside_the_other_parts_of_an_answer_is_no_refusal() -> None:
    device = SimDevice()
    device.launch("Chirp")
    session = Session(device)
    session.tap("Direct Messages")
    session.tap(next(e.label for e in session.screen().elements if e.label.startswith("Priya")))
    message = next(e.label for e in session.screen().elements if "Harbour" in e.label)
    asked = "read my first unread chirp message"
    assert session.judge(asked, answer=f"{message} | Priya Ibrahim").accepted
    assert not session.judge(asked, answer="Priya Ibrahim").accepted
