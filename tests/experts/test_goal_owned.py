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
