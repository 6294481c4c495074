"""A question followed by where to look its answer up: the place is the question's own
(planners/found_there.py), and the plan asks it there."""

from __future__ import annotations

from planners.found_there import placed_question


def test_where_to_look_a_question_up_becomes_the_questions_place():
    said = "which zorb does quib make? find it in the app store and text the name to bo"
    assert (
        placed_question(said) == "which zorb does quib make in the app store? text the name to bo"
    )
    assert placed_question("what is bo reading? look it up on my feed, then email ann") == (
        "what is bo reading on my feed? email ann"
    )


def test_a_question_with_no_place_to_look_stays_as_it_is():
    assert placed_question("who made it? text ann") == "who made it? text ann"
    assert placed_question("find the zorb in my notes") == "find the zorb in my notes"


def test_a_look_up_that_names_no_place_does_nothing_of_its_own():
    assert placed_question("how tall is the zorb? look it up and text ann") == (
        "how tall is the zorb? text ann"
    )
    assert placed_question("who built the zap? google it online, then email bo") == (
        "who built the zap? email bo"
    )
    assert placed_question("who built the zap? look it up in my notes") == (
        "who built the zap in my notes?"
    )
