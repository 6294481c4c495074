"""The judge refuses a change made to another record than the request names, or to a new
record made for a request that changes one. Each check is made where it fails and where it
holds."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _session(app: str) -> Session:
    device = SimDevice(seed=0)
    device.launch(app)
    return Session(device)


def _email_changed(row: str, email: str) -> Session:
    session = _session("Contacts")
    session.tap(row)
    session.tap("Edit contact")
    session.type("email", email, clear=True)
    session.tap("Save")
    return session


def _contact_made(first: str, last: str, phone: str) -> Session:
    session = _session("Contacts")
    session.tap("Create contact")
    session.type("phone", phone)
    session.type("first_name", first)
    session.type("last_name", last)
    session.tap("Save")
    return session


def _date_moved(row: str, date: str) -> Session:
    session = _session("Calendar")
    session.tap(row)
    session.tap("Edit event")
    session.type("date", date, clear=True)
    session.tap("Save")
    return session


def test_an_email_set_on_a_namesake_is_refused() -> None:
    wrong = _email_changed("Kavya Fischer", "zoe@fischer.net")
    judged = wrong.judge("update zoe fischer's email to zoe@fischer.net")
    assert judged.verdict == "not_done" and "Kavya Fischer" in judged.reason


def test_an_email_set_on_the_named_contact_is_accepted() -> None:
    right = _email_changed("Kavya Fischer", "kavya@fischer.net")
    assert right.judge("update kavya fischer's email to kavya@fischer.net").verdict == "done"
    assert right.judge("kavya's email is kavya@fischer.net now").verdict == "done"


def test_a_new_contact_made_for_a_changed_number_is_refused() -> None:
    copy = _contact_made("Dana", "Varga", "646 555 0177")
    judged = copy.judge("change dana varga's phone to 646 555 0177")
    assert judged.verdict == "not_done" and "new record" in judged.reason


def test_a_new_contact_the_request_adds_is_no_copy() -> None:
    made = _contact_made("Dana", "Varga", "646 555 0177")
    judged = made.judge("add a contact dana varga with phone 646 555 0177")
    assert "new record" not in judged.reason


def test_a_date_moved_on_an_event_saying_none_of_the_named_words_is_refused() -> None:
    wrong = _date_moved("Team standup", "2026-03-18")
    judged = wrong.judge("the design review is on march 18 now")
    assert judged.verdict == "not_done" and "Team standup" in judged.reason


def test_a_record_named_by_a_description_and_a_name_is_no_other_record() -> None:
    right = _email_changed("Kavya Fischer", "kavya@orbit.io")
    judged = right.judge("change the email of my friend kavya to kavya@orbit.io")
    assert "the run changed" not in judged.reason


def test_a_date_moved_on_the_named_event_is_no_other_record() -> None:
    right = _date_moved("Team standup", "2026-03-18")
    assert "the run changed" not in right.judge("move the team standup to march 18").reason
