"""A finding node's count or measure commit: a count for "how many <things>" that is only a
list's tally of other records fails the node (not found beats a wrong value sent); a question
about heat takes the number with a temperature unit, not the first measure of its passage."""

from __future__ import annotations

from memory.pool import Key
from planners.counted import tallied_else
from planners.facts import fact, kind_of
from tests.planners.test_commit_values import screen_after

TAGS = [
    {"launch": "Snapgram"},
    {"tap": {"desc": "Search and explore"}},
    {"tap": {"id": "search_query"}},
    {"type": "chess"},
]


def test_a_count_that_is_a_rows_tally_of_other_records_does_not_answer_how_many() -> None:
    screen = screen_after(TAGS)
    keys = [Key(name="squares", type="number")]
    asked = "find out how many squares a zapboard has"
    assert "tally of posts" in tallied_else(keys, asked, {"squares": "1 post"}, screen)
    assert "tally of posts" in tallied_else(keys, asked, {"squares": 1.0}, screen)
    assert tallied_else(keys, "find out how many posts the tag has", {"squares": "1"}, screen) == ""
    assert tallied_else(keys, asked, {"squares": "64"}, screen) == ""


def test_a_question_about_heat_is_a_measure_with_a_temperature_unit() -> None:
    key = Key(name="quorn_temp", type="text")
    asked = "What temperature does the quorn loaf bake at in Zapnotes?"
    body = "2 zap roots, 250 g flour, 3 eggs. Bake 40 min at 190 C, then rest 10 min."
    assert kind_of(key, asked, []) == "count"
    assert fact(key, asked, body, None, []) == "190 C"
    assert fact(Key(name="heat"), "how hot is the zap oven?", "It runs at 220 °F.", None, []) == (
        "220 °F"
    )
    assert fact(Key(name="far"), "How far is the quorn loop?", "It is 12 km, at 7 am.", None, [])


def test_how_long_asks_a_duration_whatever_the_key_is_named() -> None:
    key = Key(name="email_long", type="text")
    assert kind_of(key, "find out the zap code email, how long is the code good for", []) == (
        "duration"
    )
    assert kind_of(key, "find out the zap email", []) == "email"


def test_a_how_long_answered_with_a_length_keeps_the_length() -> None:
    key = Key(name="long", type="text")
    said = "We meet at the gate for a 12 km walk."
    assert fact(key, "How long is the zap walk?", "12 km", None, []) == "12 km"
    assert "12 km" not in fact(key, "How long does it take?", said, None, [])
