"""A thing carried "from my <place>" into a new one is copied there, as "copy ... into" is; a
move inside one place stays one step."""

from __future__ import annotations

from experts.offline.goal import parse_goal


def test_a_thing_put_from_a_place_into_a_new_one_is_copied_then_pasted():
    goal = parse_goal("put the zorb code from my quornbox into a new page called zap")
    assert goal.verbs == ["copy", "paste"]
    assert goal.steps[1].clause.startswith("into a new page")


def test_a_move_or_a_put_into_an_existing_thing_stays_one_step():
    assert parse_goal("move the zorb brief into quorns in my notes").verbs == ["move"]
    assert parse_goal("add the zorb list from my notes into the zap page").verbs == ["add"]
