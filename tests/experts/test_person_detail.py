"""Routing by evidence when the words name no app: a lower-case word the surveyed screens list
as someone's name makes "zed's number" a person's detail (the address book, not the app a field
word names), an unlisted word routes nothing; an item's whole row label counts as a phrase even
with a stopword at its edge; someone's number is a phone number."""

from __future__ import annotations

from pathlib import Path

from experts.content_phrases import people_said, phrases_shown
from experts.offline.goal import parse_goal
from experts.offline.holders import apps_with_content
from experts.offline.values import kind_of
from memory.content import ContentMemory

LABELS = ["Zapmail", "Quornbook", "Contacts", "Ticker"]


def _memory(tmp_path: Path) -> ContentMemory:
    content = ContentMemory(tmp_path / "content.json")
    content.record("org.zap.mail", "Zapmail", ["Zed Vance | Lunch? | Mon", "Open navigation"])
    content.record("org.zap.people", "Contacts", ["Zed Vance", "Orla Quist", "Phone number"])
    content.record("org.zap.ticker", "Ticker", ["Glow down · Every day", "Turn on", "6:00 AM"])
    return content


def test_listed_names_are_people_and_others_are_not(tmp_path):
    content = _memory(tmp_path)
    assert people_said("whats orla's email", content) == ["orla"]
    assert people_said("whats blix's email", content) == []
    assert people_said("orla quist number pls", content) == ["orla", "quist"]


def test_a_listed_persons_detail_goes_to_the_address_book(tmp_path):
    content = _memory(tmp_path)
    for request in (
        "whats orla's email",
        "orla's company?",
        "update orla's number to 415-555-0101",
    ):
        goal = parse_goal(request)
        people = people_said(request, content)
        shown = phrases_shown(request, content)
        assert apps_with_content(goal, LABELS, shown, people)[0] == "Contacts", request


def test_an_unlisted_name_routes_nothing_by_evidence(tmp_path):
    content = _memory(tmp_path)
    goal = parse_goal("blix's company?")
    people = people_said(goal.instruction, content)
    assert apps_with_content(goal, LABELS, phrases_shown(goal.instruction, content), people) == []


def test_a_field_phrase_another_app_shows_does_not_pull_a_persons_detail(tmp_path):
    content = _memory(tmp_path)
    content.record("org.zap.ticker", "Ticker", ["Forgot your phone number?"])
    goal = parse_goal("orla's phone number pls")
    shown = phrases_shown(goal.instruction, content)
    assert "phone number" in shown.get("Ticker", []) + shown.get("Contacts", [])
    people = people_said(goal.instruction, content)
    assert apps_with_content(goal, LABELS, shown, people)[0] == "Contacts"


def test_a_row_label_with_a_stopword_edge_counts_but_not_a_lone_control(tmp_path):
    content = _memory(tmp_path)
    assert phrases_shown("switch on glow down", content) == {"Ticker": ["glow down"]}
    assert phrases_shown("turn on the lamp", content) == {}
    assert phrases_shown("wake me at 6:00 am", content) == {}


def test_someones_number_is_a_phone_number():
    assert kind_of(parse_goal("what is orla's number?")) == "phone"
    assert kind_of(parse_goal("orla quist number?")) == "phone"
    assert kind_of(parse_goal("what is the number of guests?")) == "number"


def test_an_email_said_as_where_a_thing_was_said_asks_no_address():
    assert kind_of(parse_goal("what is the cafe orla suggested in her email?")) is None
    assert kind_of(parse_goal("what is the cafe orla suggested from the emails?")) is None
    assert kind_of(parse_goal("what is orla quist's email?")) == "email"
