"""Sending to a person: a message typed right after whom it goes to, read by its grammar; an
email's subject and body marked in a row; a draft kept unsent; and whole runs on SimDroid where
the recipient is found in the address book, a misspelt name is found by a word of it, and a
name nobody on the phone has ends the run undone with nothing sent."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.goal import parse_goal
from experts.offline.uttered import said_aloud
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def _values(request: str) -> dict[str, str]:
    return parse_goal(request).values


def test_words_said_to_someone_are_told_from_a_thing_to_send() -> None:
    for said in ("no worries", "the quib is in", "sounds good, see you at 6", "thanks a lot"):
        assert said_aloud(said), said
    assert said_aloud("the zorb works now") and said_aloud("her quib came")
    for thing in ("the quib code", "my zorb date - the day i fly", "the day my zorb started"):
        assert not said_aloud(thing), thing


def test_a_message_right_after_the_recipient_needs_no_mark() -> None:
    assert _values("text zed no worries") == {"to": "Zed", "message": "no worries"}
    assert _values("txt zed quorn the zorbs are in") == {
        "to": "Zed Quorn",
        "message": "the zorbs are in",
    }
    assert _values("let zed know the quib is uploaded")["message"] == "the quib is uploaded"
    told = _values("can you text Zed and say zorbs at 11")
    assert told == {"to": "Zed", "message": "zorbs at 11"}
    assert "message" not in _values("text zed the quib code")


def test_the_words_after_a_capitalised_recipient_are_the_message_as_in_lower_case() -> None:
    for request in (
        "text quorn running late",
        "text Quorn running late",
        "Text Zed Quorn running late",
    ):
        assert _values(request)["message"] == "running late", request
    assert "message" not in _values("text Zed the quib code")
    assert _values("text Zed zorb password") == {"to": "Zed"}, "a thing to look up, not words"
    assert said_aloud("quibbing late") and said_aloud("zorbing out now")
    assert not said_aloud("tracking number") and not said_aloud("meeting notes")


def test_a_statement_passed_on_to_someone_asks_no_move() -> None:
    goal = parse_goal("could you message Zed Quorn and tell him the zorb review moved to friday")
    assert goal.verbs == ["text"]
    assert goal.values["message"] == "the zorb review moved to friday"


def test_a_reply_to_someones_thing_goes_to_the_thing_not_to_them() -> None:
    owned = parse_goal('reply to Zed Quorn\'s zap on Blip with "on my way"')
    assert "to" not in owned.values and owned.values["message"] == "on my way"
    assert parse_goal("reply to Zed Quorn with on my way").values["to"] == "Zed Quorn"


def test_an_emails_subject_and_body_said_in_a_row_are_both_read() -> None:
    assert _values("email zed about the zorb fair, tell him friday works") == {
        "to": "Zed",
        "subject": "Zorb fair",
        "message": "friday works",
    }
    assert _values("email zed subject quib question body did the zorb come?") == {
        "to": "Zed",
        "subject": "quib question",
        "message": "did the zorb come?",
    }
    assert _values("send zed an email: subject Zorbs, body they are in") == {
        "to": "Zed",
        "subject": "Zorbs",
        "message": "they are in",
    }


def test_a_subject_said_to_be_something_is_that_thing_alone() -> None:
    assert _values("email zed, subject should be Zorbs, and say they are in") == {
        "to": "Zed",
        "subject": "Zorbs",
        "message": "they are in",
    }
    assert _values("email zed, the subject is Zorb fair, and say friday works")["subject"] == (
        "Zorb fair"
    )


def test_a_drafted_email_is_not_sent_unless_the_request_sends_it() -> None:
    assert parse_goal("draft an email to zed about zorbs saying they are in").negated == ["send"]
    assert parse_goal("draft a reply to zed and send it").negated == []


def test_a_new_text_goes_to_the_contact_found_by_a_word_of_a_misspelt_name(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    person = next(c for c in device.state()["contacts"]["contacts"] if c["first"] == "Rosa")
    misspelt = f"{person['first'].lower()} {person['last'].lower()}m"
    run_offline(tmp_path, f"text {misspelt}: loved the ending too", device)
    thread = next(
        t for t in device.state()["messages"]["threads"] if t["address"] == person["phone"]
    )
    assert thread["messages"][-1]["text"] == "loved the ending too"
    assert thread["messages"][-1]["outgoing"]


def test_a_name_nobody_on_the_phone_has_ends_the_run_undone(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = device.state()
    run = run_offline(tmp_path, "text zorvek i'm outside", device)
    assert not run.done
    assert "Zorvek" in run.answer
    assert len(run.steps) <= 4
    assert device.state()["messages"] == before["messages"]
    mailed = run_offline(tmp_path / "mail", "email zorvek about the quib, tell him it's off")
    assert not mailed.done and "Zorvek" in mailed.answer


def test_a_lower_case_addressee_that_is_an_english_word_is_read_before_a_colon() -> None:
    assert _values("message grace: can we zorb at 4?") == {
        "to": "Grace",
        "message": "can we zorb at 4?",
    }
    assert _values("text wen - quorn is here")["to"] == "Wen"


def test_one_word_before_or_after_a_quoted_message_is_whom_it_goes_to() -> None:
    assert _values('text zed "the quib is in" in Zapchat') == {
        "to": "Zed",
        "message": "the quib is in",
    }
    assert _values('text "ZQ-42" to grace in Zapchat') == {"to": "Grace", "message": "ZQ-42"}
    assert _values('email "the quib is in" to zed') == {"to": "Zed", "message": "the quib is in"}
    assert "to" not in _values('email "the quib is in" to him in Zapmail')


def test_a_short_first_name_before_a_quoted_message_is_found_on_the_phone(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    person = next(c for c in device.state()["contacts"]["contacts"] if len(c["first"]) == 3)
    run_offline(tmp_path, f'text "quib at noon" to {person["first"].lower()}', device)
    thread = next(
        t for t in device.state()["messages"]["threads"] if t["address"] == person["phone"]
    )
    assert thread["messages"][-1]["text"] == "quib at noon"


def test_a_number_saved_in_the_contacts_app_makes_a_contact_and_edits_none(
    tmp_path: Path,
) -> None:
    assert parse_goal("save ann lee 555-010-0199 in Contacts").verbs == ["create"]
    device = SimDevice(seed=0)
    before = device.state()["contacts"]["contacts"]
    run_offline(tmp_path, "save (555) 010-0199 in Contacts", device)
    assert device.state()["contacts"]["contacts"][: len(before)] == before
