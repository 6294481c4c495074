"""The judge: a claimed success is accepted only with evidence on the final screen. Screens come
from SimDroid driven as a person would; each check is made before and after the work is done,
so it could fail either way."""

from __future__ import annotations

from experts.context import HistoryStep
from experts.offline.goal import parse_goal
from experts.offline.judge_steps import request_values, variants
from mobilexperts.operations import Tap
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.state import Perturbations
from tests.experts.judge_session import Session, contacts


def test_a_stop_on_an_unsubmitted_form_is_refused_and_accepted_once_saved() -> None:
    session = contacts()
    session.tap("Create contact")
    session.type("First name", "Grace")
    session.type("Last name", "Tanaka")
    request = "Add a new contact named Grace Tanaka."
    refused = session.judge(request)
    assert refused.verdict == "not_done" and "not submitted" in refused.reason
    assert not refused.accepted
    session.tap("Save")
    accepted = session.judge(request)
    assert accepted.verdict == "done" and accepted.accepted
    shown = accepted.evidence[0]
    assert shown.text == "Grace Tanaka" and shown.index is not None
    label = next(e.label for e in session.screen().elements if e.index == shown.index)
    assert "Grace Tanaka" in label


def test_the_issue_s_favourite_run_is_refused() -> None:
    session = contacts()
    session.tap("Create contact")
    judgement = session.judge("Make Grace Tanaka one of my favourites")
    assert judgement.verdict == "not_done" and "Grace Tanaka" in judgement.reason


def test_opening_the_item_is_not_doing_what_the_request_asks_with_it() -> None:
    session = contacts()
    session.device.swipe(540, 1800, 540, 600)
    session.tap("Grace Tanaka")
    request = "Put Grace Tanaka among my favourite contacts."
    only_opened = session.judge(request)
    assert only_opened.verdict == "not_done" and "only opened" in only_opened.reason
    session.tap("Add to favorites")
    assert session.judge(request).accepted


def test_a_setting_must_be_in_the_asked_state() -> None:
    device = SimDevice()
    device.launch("Settings")
    session = Session(device)
    session.tap("Display")
    request = "Turn on the dark theme."
    still_off = session.judge(request)
    assert still_off.verdict == "not_done" and "not on" in still_off.reason
    session.tap("Dark theme")
    on = session.judge(request)
    assert on.accepted and on.evidence[0].state == "on"


def test_an_answer_must_be_on_the_screen_and_work_must_have_been_done() -> None:
    device = SimDevice()
    device.launch("Settings")
    session = Session(device)
    question = "What model is this phone?"
    assert session.judge(question, answer="SimDroid 1080").verdict == "not_done"  # nothing done
    session.tap("About phone")
    assert session.judge(question, answer="Pixel 9 Pro").verdict == "not_done"
    assert session.judge(question).verdict == "not_done"  # a question needs its answer
    supported = session.judge(question, answer="SimDroid 1080")
    assert supported.accepted and supported.evidence[0].index is not None


def test_an_open_dialog_is_not_a_finished_task() -> None:
    device = SimDevice(perturb=Perturbations(popups=1.0))
    device.launch("Settings")
    session = Session(device)
    session.history.append(
        HistoryStep(step=1, operation=Tap(index=1), text="tap [1]", signature="s")
    )
    assert any(e.window == "dialog" for e in session.screen().elements)
    judgement = session.judge("Turn on the dark theme.")
    assert judgement.verdict == "not_done" and "dialog" in judgement.reason


def test_an_app_the_request_names_must_have_been_used() -> None:
    session = contacts()
    session.tap("Create contact")
    session.type("First name", "Grace")
    session.tap("Save")
    judgement = session.judge("Add a contact named Grace, then text her hello in Messages.")
    assert judgement.verdict == "not_done" and "Messages" in judgement.reason


def test_every_value_the_request_names_needs_evidence_or_the_judge_is_unsure() -> None:
    session = contacts()
    session.tap("Bruno Patel")
    session.tap("Add to favorites")
    request = "Change Bruno Patel's email to bruno@new.example.org"
    partial = session.judge(request)
    assert partial.verdict == "unsure" and "bruno@new.example.org" in partial.reason
    assert not partial.accepted
    assert session.judge("Add Bruno Patel to my favourites").accepted


def test_an_answer_that_only_repeats_the_request_is_refused() -> None:
    session = contacts()
    session.tap("Bruno Patel")
    echo = session.judge("What is Bruno Patel's birthday?", answer="Bruno Patel")
    assert echo.verdict == "not_done" and "only repeats" in echo.reason
    assert session.judge("What is Bruno Patel's birthday?", answer="November 11").accepted


def test_each_step_of_a_request_of_several_needs_its_own_control_used() -> None:
    session = contacts()
    session.tap("Bruno Patel")
    session.tap("Add to favorites")
    request = "Star Bruno Patel and then call him"
    half = session.judge(request)
    assert half.verdict == "unsure" and "'call'" in half.reason
    session.tap("Call")
    assert session.judge(request).accepted


def test_a_message_needs_words_typed_besides_its_recipient() -> None:
    device = SimDevice()
    device.launch("Messages")
    session = Session(device)
    session.tap("Start chat")
    session.type("Type a name or phone number", "Maya Garcia")
    session.tap("Maya Garcia | Mobile (650) 555-0145")
    request = "Text Maya Garcia my order number"
    empty = session.judge(request)
    assert empty.verdict == "not_done" and "sends" in empty.reason
    session.type("Text message", "112-4186027-0003")
    typed = session.judge(request)
    assert typed.verdict == "not_done"
    session.tap("Send SMS")
    assert session.judge(request).accepted


def test_a_query_in_a_search_box_is_evidence_only_for_a_search() -> None:
    device = SimDevice()
    device.launch("Pages")
    session = Session(device)
    session.tap("Search")
    session.type("Search pages", "Basmati rice")
    assert not session.judge('Add "Basmati rice" to my Grocery list in Pages.').accepted
    assert not session.judge("add basmati rice to my grocery list").accepted
    assert session.judge("search my pages for basmati rice").accepted


def test_a_question_of_when_needs_a_date_in_its_answer() -> None:
    session = contacts()
    session.tap("Bruno Patel")
    request = "when was bruno patel born"
    assert not session.judge(request, answer="Contact info | Bruno Patel").accepted
    assert session.judge(request, answer="November 11").accepted


def test_an_app_typed_in_lower_case_is_named_where_it_cannot_be_a_plain_noun() -> None:
    session = contacts()
    session.tap("Bruno Patel")
    chirp = session.judge("read my first unread chirp message", answer="(415) 555")
    assert chirp.verdict == "not_done" and "Chirp" in chirp.reason
    refused = session.judge("call bruno patel on snapgram")
    assert refused.verdict == "not_done" and "Snapgram" in refused.reason
    session.tap("Call")
    assert session.judge("call bruno patel in my contacts").accepted


def test_a_caption_saying_something_was_not_done_confirms_nothing() -> None:
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    session.tap("Alarm")
    assert any("Not scheduled" in e.label for e in session.screen().elements)
    assert not session.judge("take paris off the world clock").accepted
    session.tap("05:00 | Airport · Not scheduled")
    session.tap("Delete")
    assert session.judge("remove the airport alarm").accepted


def test_the_title_of_the_screen_is_no_answer() -> None:
    device = SimDevice()
    device.launch("Pages")
    session = Session(device)
    session.tap("Reading list | Edited Mar 10")
    question = "next book i havent read on my reading list?"
    title = session.judge(question, answer="Private")
    assert title.verdict == "not_done" and "title" in title.reason
    assert session.judge(question, answer="Educated").accepted


def test_an_item_a_request_acts_on_must_be_handled_in_an_app_that_keeps_such_items() -> None:
    session = contacts()
    session.tap("Bruno Patel")
    session.tap("Add to favorites")
    elsewhere = session.judge("star bruno patel's email")
    assert elsewhere.verdict == "not_done" and "'email'" in elsewhere.reason
    assert session.judge("star bruno patel").accepted
    device = SimDevice()
    device.launch("Mail")
    mail = Session(device)
    mail.tap("Kavya Fischer")
    mail.tap("Not starred")
    assert mail.judge("star kavya fischer's email").accepted


def test_a_row_picked_to_go_back_to_a_screen_seen_before_was_not_only_opened() -> None:
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    session.tap("Clock")
    session.tap("Add city")
    assert not session.judge("add london to my world clock").accepted
    session.type("Search for a city", "London")
    session.tap("London")
    assert session.judge("add london to my world clock").accepted


def test_a_name_shown_all_along_is_no_evidence_without_the_request_s_control_used() -> None:
    session = contacts()
    session.tap("A")
    idle = session.judge("favorite bruno patel")
    assert idle.verdict == "unsure" and "'favorite'" in idle.reason
    session.tap("Bruno Patel")
    session.tap("Add to favorites")
    assert session.judge("favorite bruno patel").accepted


def test_a_question_about_a_named_thing_needs_that_thing_seen() -> None:
    session = contacts()
    session.tap("Bruno Patel")
    wrong = session.judge("What is Alice Schmidt's birthday?", answer="November 11")
    assert wrong.verdict == "not_done" and "Alice Schmidt" in wrong.reason
    assert session.judge("What is Bruno Patel's birthday?", answer="November 11").accepted


def test_a_fact_the_request_describes_is_no_value_to_show() -> None:
    goal = parse_goal("Look up our home Wi-Fi password in my notes and text it to Ann Lee")
    assert "our home Wi-Fi password" not in request_values(goal, ["Notes", "Messages"])
    searched = parse_goal("look up marie curie on the wiki")
    assert "marie curie" in request_values(searched, ["Browser"])


def test_a_button_s_caption_is_no_answer() -> None:
    session = contacts()
    session.tap("Bruno Patel")
    button = session.judge("What can I do with Bruno Patel's contact?", answer="Add to favorites")
    assert button.verdict == "not_done" and "button" in button.reason


def test_a_deleted_item_must_be_gone_and_a_phone_number_is_compared_by_its_digits() -> None:
    session = contacts()
    session.tap("Bruno Patel")
    session.tap("Add to favorites")
    assert not session.judge("delete bruno patel").accepted
    shown = next(e for e in session.screen().elements if "555" in e.label)
    digits = "".join(c for c in shown.label if c.isdigit())[-10:]
    number = f"{digits[:3]}-{digits[3:6]}-{digits[6:]}"
    assert session.judge(f"favorite bruno patel, number {number}").accepted
    assert not session.judge("favorite bruno patel, number 999-555-0000").accepted


def test_a_weekday_is_shown_by_its_first_three_letters() -> None:
    assert "Mon" in variants("Mondays") and "Fri" in variants("friday")
