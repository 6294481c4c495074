"""A change to one field of a record another app keeps goes to the app that keeps the record,
whatever app the field's word names: the owner is read however the change is said (a lower-case
name also inside the new address, "X has a new email: ...", "Xs email changed to ...", a typo
of a carrying word), a label owned by someone ("zed's zapmail") or ending a hyphened word
("e-zapmail") does not skip the survey, "X's time is T" moves X, and a moved thing whose name is
part of a longer phrase the device showed is that phrase. On the phone, a detail's value never
replaces the record's name."""

from __future__ import annotations

from pathlib import Path

from experts.content_phrases import names_an_app, people_said, phrases_shown
from experts.offline.goal import parse_goal
from experts.offline.holders import apps_with_content, shown_whole
from experts.offline.restate import restated
from memory.content import ContentMemory
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline

LABELS = ["Mail", "Quornbook", "Contacts", "Calendar"]


def _memory(tmp_path: Path) -> ContentMemory:
    content = ContentMemory(tmp_path / "content.json")
    content.record("org.zap.mail", "Mail", ["Zed Vance | Lunch? | Mon", "Open navigation"])
    content.record("org.zap.people", "Contacts", ["Zed Vance", "Orla Quist", "Phone number"])
    return content


def test_a_lower_case_name_inside_the_new_address_is_still_the_owner():
    goal = parse_goal("change orla's email address to orla.q@zapmail.org")
    assert "Orla" in goal.names
    assert goal.fields == {"email": "orla.q@zapmail.org"}


def test_a_records_detail_said_any_way_is_restated_as_its_change():
    assert restated("Orla has a new email: orla@quib.net, update her card") == (
        "change Orla's email to orla@quib.net"
    )
    assert restated("orlas email changed to orla@quib.net") == (
        "change orla's email to orla@quib.net"
    )
    assert restated("the email adress of orla quist should be orla@quib.net") == (
        "change orla quist's email to orla@quib.net"
    )


def test_a_detail_changed_for_a_listed_person_goes_to_the_address_book(tmp_path):
    content = _memory(tmp_path)
    for request in (
        "change orla's email address to orla.q@zapmail.org",
        "orlas email changed to orla@quib.net",
        "set orla's mail to orla@quib.net",
        "change orla's e-mail to orla@quib.net",
    ):
        goal = parse_goal(request)
        people = people_said(request, content)
        shown = phrases_shown(request, content)
        assert apps_with_content(goal, LABELS, shown, people)[0] == "Contacts", request


def test_reading_or_sending_someones_mail_stays_with_the_mail_app(tmp_path):
    content = _memory(tmp_path)
    for request in ("read orla's mail", "star orla's mail", "email orla saying the keys are in"):
        goal = parse_goal(request)
        people = people_said(request, content)
        assert apps_with_content(goal, LABELS, {}, people)[0] == "Mail", request


def test_a_label_owned_by_someone_or_ending_a_hyphened_word_names_no_app():
    assert not names_an_app("set zed's mail to zed@quib.net", LABELS)
    assert not names_an_app("change zed's e-mail to zed@quib.net", LABELS)
    assert names_an_app("check my mail", LABELS)


def test_a_things_time_said_to_be_another_moves_it_and_a_question_does_not():
    assert restated("zap night's time is 9pm now") == 'move "zap night" to 9pm'
    asked = "what time is zap night on monday? set an alarm before it"
    assert restated(asked) == asked


def test_a_name_inside_a_longer_shown_phrase_is_that_phrase():
    shown = {"Calendar": ["lunch with zed", "zed's zapday"]}
    assert shown_whole("Zed", "move lunch with zed to 1pm", shown) == "lunch with zed"
    assert shown_whole("Zed", "move zed to 1pm", shown) == "Zed"


def test_a_persons_new_address_is_saved_in_the_address_book(tmp_path):
    device = SimDevice(seed=0)
    sent = len(device.state()["mail"]["sent"])
    run = run_offline(tmp_path, "change rosa's email address to rosa.k@quibmail.org", device)
    rosa = next(c for c in device.state()["contacts"]["contacts"] if c["first"] == "Rosa")
    assert run.done
    assert rosa["email"] == "rosa.k@quibmail.org"
    assert len(device.state()["mail"]["sent"]) == sent
