"""The judge wants the request's own thing changed and the answer of the kind asked: a person's
row opened in one app and a star set in another is not done; a time or date is no answer to
"who", "where" or "what room"; a value put on a new page is not on the page the request names
by two plain words."""

from __future__ import annotations

from experts.offline.judge import judge_claim
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def test_a_change_made_in_another_app_than_the_one_its_value_was_used_in_is_not_done() -> None:
    device = SimDevice()
    device.launch("Contacts")
    session = Session(device)
    session.tap("Chen Barros")
    device.launch("Mail")
    session.first = session.screen()
    star = next(e for e in session.screen().elements if e.label == "Not starred")
    session.tap(star.label)
    judged = session.judge("make Chen Barros a favourite contact")
    assert not judged.accepted
    assert "another" in judged.reason


def test_a_time_or_date_answers_no_who_where_or_what_room_question() -> None:
    device = SimDevice()
    device.launch("Calendar")
    session = Session(device)
    session.tap("Yoga class")
    span = next(e.label for e in session.screen().elements if "\u2013" in e.label)
    room = session.judge("what room is the yoga class in?", answer=span)
    assert room.verdict == "not_done" and "room" in room.reason
    assert session.judge("who is invited to the yoga class", answer=span).verdict == ("not_done")
    assert session.judge("when is the yoga class", answer=span).accepted


def test_a_line_put_on_a_new_page_is_not_on_the_page_named_by_two_plain_words() -> None:
    asked = 'add "Sat: swim" to my workout plan'
    device = SimDevice()
    device.launch("Pages")
    elsewhere = Session(device)
    elsewhere.tap("new_page")
    elsewhere.type("Add a to-do", "Sat: swim")
    elsewhere.device.press("enter")
    judged = elsewhere.judge(asked)
    assert not judged.accepted and "workout plan" in judged.reason.lower()
    device = SimDevice()
    device.launch("Pages")
    named = Session(device)
    named.tap("Search")
    named.tap("Workout plan")
    named.type("Add a to-do", "Sat: swim")
    named.device.press("enter")
    assert named.judge(asked).accepted


def test_an_amount_beside_other_words_of_the_question_is_not_the_asked_one() -> None:
    device = SimDevice()
    device.launch("Shop")
    session = Session(device)
    session.tap("You")
    row = next(e.label for e in session.screen().elements if "Cast Iron Skillet" in e.label)
    session.tap(row)
    asked = "how much was shipping on my skillet order?"
    judged = session.judge(asked, answer="$27.99")
    assert judged.verdict == "not_done" and "Shipping" in judged.reason
    assert session.judge(asked, answer="$5.99").accepted


def test_a_request_that_only_opens_an_app_is_done_while_that_app_is_in_front() -> None:
    session = Session(SimDevice())
    session.open("Settings")
    judged = session.judge("open settings")
    assert judged.accepted and judged.evidence[0].state == "in front"
    assert session.judge("show me the settings app").accepted
    session.home()
    assert not session.judge("open settings").accepted


def test_opening_an_app_does_not_do_a_request_about_something_inside_it() -> None:
    session = Session(SimDevice())
    session.open("Settings")
    assert not session.judge("open the wifi settings").accepted
    assert not session.judge("open Clock").accepted


def test_a_thing_described_by_what_the_owner_does_is_a_guess_unless_the_run_read_it() -> None:
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    session.tap("Clock")
    session.tap("Add city")
    picked = next(e.label for e in session.screen().elements if e.in_list and e.label)
    session.tap(picked)
    guessed = session.judge("add the city I'm moving to to my world clock")
    assert not guessed.accepted and "city" in guessed.reason
    assert session.judge(f"add {picked} to my world clock").accepted


def _emailed_omar(body: str) -> Session:
    device = SimDevice()
    device.launch("Mail")
    session = Session(device)
    session.tap("Compose")
    session.type("to", "omar.xu@example.com")
    if body:
        session.type("Compose email", body)
    session.tap("Send")
    return session


def test_an_email_sending_a_persons_thing_is_not_done_empty_or_done_with_its_noted_value() -> None:
    request = "email omar the total of my last order"
    assert not _emailed_omar("").judge(request).accepted
    session = _emailed_omar("$32.99")
    context = session.judge_context(request)
    noted = context.model_copy(update={"memory": ["order total: $32.99"]})
    assert judge_claim(noted).accepted
