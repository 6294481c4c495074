"""Noun phrases found by structure (a possessor, an "of" tail, a relative clause with or without
its pronoun), the phrases a clause carries, and the record kind such a phrase points at. Every
name and thing is invented."""

from __future__ import annotations

import re

from experts.assembly_fields import fact_field
from experts.assembly_phrases import carried, noun_phrases
from experts.assembly_records import fact_text, record_kind


def texts(text: str) -> list[str]:
    return [p.text for p in noun_phrases(text)]


def test_a_possessor_and_an_of_tail_stay_in_the_phrase_they_describe():
    assert "the zorp club's opening hours" in texts("email ada the zorp club's opening hours")
    (policy,) = [
        p for p in noun_phrases("send bo the policy number of my zorp cover") if p.head == "number"
    ]
    assert policy.text == "the policy number of my zorp cover" and not policy.relative


def test_a_relative_clause_without_its_pronoun_runs_to_the_clause_end():
    (gate,) = [
        p for p in noun_phrases("text ada the gate my zorp train leaves from") if p.head == "gate"
    ]
    assert gate.relative and gate.text == "the gate my zorp train leaves from"
    (code,) = [p for p in noun_phrases("email bo the code zapshop texted me") if p.head == "code"]
    assert code.relative and code.text.endswith("zapshop texted me")
    (time,) = [
        p
        for p in noun_phrases("tell bo the time zed suggested for the review, thanks")
        if p.head == "time"
    ]
    assert time.text == "the time zed suggested for the review"


def test_a_clause_carries_its_thing_not_the_person_reached_nor_where_it_goes():
    said = carried("put my boarding pass for the zorp trip on my to-do list", set())
    assert [p.text for p in said] == ["my boarding pass for the zorp trip"]
    said = carried("text ada vance the gate my zorp train leaves from", {"ada", "vance"})
    assert [p.text for p in said] == ["the gate my zorp train leaves from"]


def test_a_thing_sent_to_the_owner_is_kept_where_it_came_and_a_time_owns_an_event():
    assert record_kind("the code zapshop texted me") == "message"
    assert record_kind("the link bo e-mailed me") == "mail"
    assert record_kind("last night's supper spot") == "calendar"
    assert record_kind("bo chan's phone number") == "contact"


def test_a_thing_of_someone_or_under_a_relative_clause_is_asked_as_a_thing():
    assert fact_field("last night's supper spot") == "item"
    assert fact_field("the gate my zorp train leaves from") == "item"
    assert fact_field("ada's quarry deadline") == "time"
    assert fact_field("when my zorp train leaves") == "time"


def test_a_relative_clause_carried_leaves_out_where_its_thing_goes():
    said = carried("put the day my zorp cover runs out in my calendar, call it Renew", set())
    assert [p.text for p in said][:1] == ["the day my zorp cover runs out"]


def test_words_the_request_quotes_are_no_phrase():
    said = texts("send 'Zorp run check-in' to ada vance, then dim the screen")
    assert not any("Zorp" in phrase for phrase in said)


def test_where_a_putting_clause_puts_a_fact_is_not_where_its_record_is_kept() -> None:
    for text, kept in (
        ("put the bug bo fixes on my to do list", "the bug bo fixes"),
        ("put the bug bo fixes from my zap notes on my list", "the bug bo fixes from my zap notes"),
        ("text ann the bug bo fixes on our roadmap page", "the bug bo fixes on our roadmap page"),
    ):
        found = re.search("the bug bo fixes", text)
        assert found is not None
        assert fact_text(found, text) == kept
