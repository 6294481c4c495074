"""A "when is ..." question naming no app and no kind of thing goes to the app that keeps
things by date; one naming a person's field stays with the app keeping that field, also when
the person is a listed first name typed in lower case ("zoe's email"), and the question then
searches the person, not the detail or "need"."""

from __future__ import annotations

from experts.offline.apps import app_candidates
from experts.offline.goal import parse_goal
from experts.offline.values import kind_of
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline

APPS = ["Mail", "Files", "Messages", "Contacts", "Calendar", "Clock"]


def test_when_is_a_thing_no_app_names_goes_to_the_calendar() -> None:
    assert app_candidates(parse_goal("when is book club"), APPS)[:1] == ["Calendar"]
    assert app_candidates(parse_goal("when's the zorb kickoff"), APPS)[:1] == ["Calendar"]
    assert app_candidates(parse_goal("when is bruno patel's birthday"), APPS)[:1] == ["Contacts"]


def test_a_listed_first_name_owning_a_detail_goes_to_contacts_even_in_lower_case() -> None:
    asked = parse_goal("i need zoe's email")
    assert app_candidates(asked, APPS, people=("zoe",))[:1] == ["Contacts"]
    assert app_candidates(parse_goal("email wen about lunch"), APPS, people=("wen",)) == ["Mail"]


def test_the_question_searches_the_owner_not_the_detail_or_the_wanting(tmp_path) -> None:
    run = run_offline(tmp_path, "i need zoe's email", SimDevice(seed=0))
    assert run.answer == "zoe.fischer@example.com"


def test_email_said_as_the_verb_asks_for_no_address_and_stays_with_mail() -> None:
    asked = parse_goal("what did grace tanaka email me about")
    assert kind_of(asked) is None and kind_of(parse_goal("i need zoe's email")) == "email"
    assert app_candidates(asked, APPS, people=("grace", "tanaka"))[:1] == ["Mail"]
