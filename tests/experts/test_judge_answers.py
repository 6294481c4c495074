"""The judge on answers and places: the answer is what the screen gives for the question's own
word, not a number beside a word that only shares its stem; an entry put on a named list is
judged on that list, not on a new page."""

from __future__ import annotations

from experts.offline.goal import parse_goal
from experts.offline.judge_steps import request_values
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _profile(name: str) -> Session:
    device = SimDevice()
    device.launch("Chirp")
    session = Session(device)
    session.tap("Search and Explore")
    field = next(e for e in session.screen().elements if e.editable)
    session.type(field.label, name)
    session.device.press("enter")
    session.tap("People")
    row = next(e for e in session.screen().elements if e.label.startswith(f"{name} | @"))
    session.tap(row.label)
    return session


def test_a_number_beside_another_word_of_the_same_stem_is_no_answer() -> None:
    session = _profile("Tara Usman")
    asked = "how many followers does tara usman have on chirp"
    wrong = session.judge(asked, answer="137")
    assert wrong.verdict == "not_done" and "4,894 Followers" in wrong.reason
    assert session.judge(asked, answer="4,894").accepted
    assert session.judge(asked, answer="4894").accepted
    assert session.judge("how many people does tara usman follow on chirp", "137").accepted


def test_an_entry_typed_on_a_new_page_is_not_on_the_list_the_request_names() -> None:
    asked = "remind me to buy stamps, put it on my to do list"
    device = SimDevice()
    device.launch("Pages")
    elsewhere = Session(device)
    elsewhere.tap("new_page")
    elsewhere.type("Add a to-do", "buy stamps")
    elsewhere.device.press("enter")
    judged = elsewhere.judge(asked)
    assert judged.verdict == "unsure" and "to-do list" in judged.reason
    device = SimDevice()
    device.launch("Pages")
    listed = Session(device)
    listed.tap("To-do list")
    listed.type("Add a to-do", "buy stamps")
    listed.device.press("enter")
    assert listed.judge(asked).accepted


def test_a_level_the_request_sets_is_a_value_the_final_screen_must_show() -> None:
    asked = "set the brightness to 30%"
    assert "30%" in request_values(parse_goal(asked), [])
    device = SimDevice()
    device.launch("Settings")
    session = Session(device)
    session.tap(next(e.label for e in session.screen().elements if e.label.startswith("Display")))
    assert not session.judge(asked).accepted


def test_a_number_under_a_label_the_question_never_says_is_no_answer() -> None:
    session = _profile("Tara Usman")
    asked = "how many followers does tara usman have on chirp"
    wrong = session.judge(asked, answer="137 Following")
    assert wrong.verdict == "not_done" and "4,894 Followers" in wrong.reason
    assert session.judge(asked, answer="4,894 Followers").accepted
    assert session.judge("how many people does tara usman follow", "137 Following").accepted


def test_the_title_of_a_list_section_is_no_answer() -> None:
    device = SimDevice()
    device.launch("Settings")
    session = Session(device)
    row = next(e for e in session.screen().elements if e.label.startswith("Network & internet"))
    session.tap(row.label)
    asked = "which wifi network am i connected to?"
    assert session.judge(asked, answer="Available networks | Internet").verdict == "not_done"
    assert session.judge(asked, answer="HomeNet").accepted


def test_a_question_of_cost_is_answered_by_an_amount_of_money() -> None:
    device = SimDevice()
    device.launch("Shop")
    session = Session(device)
    session.tap("You")
    asked = "what did my zorb order cost with shipping?"
    names = session.judge(asked, answer='Softloom Cotton Towel Set (6 pc) | Ironpeak 12" Skillet')
    assert names.verdict == "not_done" and "no amount of money" in names.reason
    asked = "how much did i pay for the quorn lamp?"
    assert "no amount of money" not in session.judge(asked, answer="$329.99").reason


def test_a_no_results_hint_is_no_answer_to_a_question_asking_a_value() -> None:
    device = SimDevice()
    device.launch("Shop")
    session = Session(device)
    session.type("Search Shop", "zorbquist", submit=True)
    hint = next(e.label for e in session.screen().elements if "spelling" in e.label.lower())
    assert not session.judge("What is the name of the zorbquist they sell?", answer=hint).accepted
