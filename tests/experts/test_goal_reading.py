"""Reading requests as people type them: a verb before a lower-case name is not part of it, a
name runs to the clause's end past a polite word, a value after a colon stops where a phone
number of its own begins, "X's <detail> is Y" changes the detail, a line with a colon of its own
is the value put on a page named by plain words, "and call it X" names what is made, "X's
<detail> to Y" changes that detail, a time's colon ends no clause, and a first word that is no
verb is the thing's own."""

from __future__ import annotations

from experts.offline.goal import parse_goal


def test_a_verb_before_a_lower_case_name_is_not_its_first_name():
    assert parse_goal("invite ann okoye to the kite lesson").names[0] == "Ann Okoye"


def test_a_name_runs_past_a_polite_word_to_the_clause_end():
    assert parse_goal("directions to zorbia university please").names == ["Zorbia University"]


def test_a_colon_value_stops_where_its_own_phone_number_begins():
    goal = parse_goal("new contact: ann okoye, number 555-0101")
    assert goal.values["title"] == "ann okoye"
    assert "555-0101" in goal.fields.values()
    message = parse_goal("text ann: my new number is 555-0101")
    assert message.values["message"] == "my new number is 555-0101"


def test_a_detail_said_to_be_a_value_is_changed_to_it():
    goal = parse_goal("ann okoye's birthday is june 2, can you save that")
    assert goal.verbs == ["change"]
    assert goal.fields == {"birthday": "june 2"}
    assert parse_goal("what's ann okoye's birthday").fields == {}


def test_a_line_with_its_own_colon_is_put_on_the_page_named_by_plain_words():
    goal = parse_goal("add Sat: swim to my workout plan")
    assert goal.quoted == ["Sat: swim"]
    assert "Workout Plan" in goal.names
    assert parse_goal("put rice on my grocery list").names == []


def test_and_call_it_names_what_is_made_and_a_times_colon_ends_no_clause():
    goal = parse_goal("set an alarm for 5:45 and call it gym")
    assert goal.verbs == ["set"]
    assert goal.values["title"] == "Gym"
    assert parse_goal("call rosa kim").verbs == ["call"]


def test_according_to_is_where_to_look_before_or_after_the_question():
    led = parse_goal("according to my calendar when is pottery night")
    assert led.wants_answer
    assert "accord" not in led.focus
    assert "accord" not in parse_goal("where was my zipbox parcel left according to Chat?").focus


def test_any_detail_of_a_named_thing_takes_the_value_it_is_changed_to():
    assert parse_goal("change zed quorn's guild to Zapworks").fields == {"guild": "Zapworks"}
    assert parse_goal("set ann lee's email to ann@zap.org").fields == {"email": "ann@zap.org"}


def test_passing_a_thing_on_is_forwarding_it_and_pushing_a_plan_is_moving_it():
    goal = parse_goal("pass my blorp receipt on to bo@example.org")
    assert [s.verb for s in goal.steps] == ["forward"]
    goal = parse_goal("push my zorb lesson back to friday")
    assert [s.verb for s in goal.steps] == ["move"]


def test_bumping_a_count_up_to_a_number_is_no_move():
    goal = parse_goal("bump the blorp in my cart up to 4")
    assert "move" not in [s.verb for s in goal.steps]


def test_a_first_word_that_is_no_verb_is_the_thing_s_own():
    assert parse_goal("oat quorn on the zap list").items == ["oat quorn"]
    assert parse_goal("throw the quorn in my cart").instruction == "add the quorn to my cart"
