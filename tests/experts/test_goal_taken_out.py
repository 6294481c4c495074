"""Reading a thing taken out of where it is kept without an interface verb: said unwanted there,
or moved out of one's own collection by a verb the policy does not know, it is removed; a verb
that is the policy's own ("get"), a source that is not one's own ("from the zapmart") and a
phrasal verb ("get rid of") keep their reading; a thing named first before a verb with no
object is that verb's object."""

from __future__ import annotations

from experts.offline.goal import parse_goal
from experts.offline.normalize import normalized


def test_a_thing_said_unwanted_where_it_is_kept_is_removed_from_there():
    goal = parse_goal("i dont need quorn on my zap list anymore")
    assert goal.verbs == ["remove"]
    assert parse_goal("we no longer want the blorp in our zapwish").verbs in (
        ["remove"],
        ["delete"],
    )


def test_an_unknown_verb_out_of_ones_own_collection_removes_the_thing():
    assert parse_goal("chuck the quorn lamp from my zapwish").verbs == ["remove"]
    assert parse_goal("forget blorp cafe from my saved zaps").verbs == ["remove"]


def test_known_verbs_other_sources_and_phrasal_verbs_keep_their_reading():
    assert parse_goal("get the zapnote app from the zapmart").verbs == ["get"]
    assert parse_goal("chuck the quorn lamp from the zapmart").verbs != ["remove"]
    assert parse_goal("get rid of ann okoye from my contacts").verbs == ["delete"]
    assert parse_goal("send ann okoye the code from my zapmail").verbs == ["send"]


def test_a_thing_named_before_a_verb_with_no_object_is_its_object():
    assert normalized("the zorp sign-in mail, mark as seen") == "mark the zorp sign-in mail as seen"
    assert normalized("the blorp page - star please") == "star the blorp page"
    assert normalized("the blorp page, it is nice") == "the blorp page, it is nice"
