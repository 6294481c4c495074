"""A lower-case name ends at its possessive: what follows ("maya's espresso post") is a thing
owned, not part of the name; and a rare English word two slips from an interface word
("espresso", "express") is left as typed, while slips of interface words are still put right."""

from __future__ import annotations

from experts.offline.goal import parse_goal
from experts.offline.lexicon import rare_words, repair


def test_a_possessive_ends_a_lower_case_name() -> None:
    assert parse_goal("like zorla's quorn post").names == ["Zorla"]
    assert parse_goal("reply to zorla quorn's blorf zap: nice").names == ["Zorla Quorn"]
    assert parse_goal("whats zorla quorn's blorf bio").names == ["Zorla Quorn"]


def test_a_contraction_is_no_possessive() -> None:
    assert parse_goal("what's zorla's work number").names == ["Zorla"]


def test_rare_words_are_not_respelt_as_interface_words() -> None:
    assert "espresso" in rare_words()
    assert repair("espresso") == "espresso"
    assert repair("contcat") == "contact"
    assert repair("calender") == "calendar"
    assert "espresso" in parse_goal("like maya's espresso post").steps[0].words


def test_an_english_word_owning_a_thing_after_a_verb_or_preposition_is_a_name() -> None:
    assert parse_goal("reply to grace's zap saying nice").names == ["Grace"]
    assert parse_goal("set grace's email to g@example.com").names == ["Grace"]
    assert parse_goal("change my phone's name to Quorn").names == []
    assert parse_goal("set book club's location to Room 5").names == []
    assert "Screen" not in parse_goal("make it dimmer, the screen's too bright").names
    assert parse_goal("move today's brunch to 1pm").names == []
