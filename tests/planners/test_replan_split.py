"""The question an acting subtask carries, read out of it as a direct question and the act on
its answer (planners/replan_split.py), and the count of things a subtask acts on
(planners/counted.py)."""

from __future__ import annotations

import pytest

from planners.counted import counted
from planners.replan_split import direct, split_asked


@pytest.mark.parametrize(
    ("fact", "question"),
    [
        ("what time the choir meets on fridays", "What time does the choir meet on fridays?"),
        ("which firm bo chan works for", "Which firm does bo chan work for?"),
        ("what day the recycling goes out", "What day does the recycling go out?"),
        ("when the boxes arrive", "When do the boxes arrive?"),
        ("where the picnic is", "Where is the picnic?"),
        ("who is bringing the cake", "Who is bringing the cake?"),
        ("the colour of the new logo", "What is the colour of the new logo?"),
        ("which bus stop it leaves from", "Which bus stop does it leave from?"),
    ],
)
def test_an_embedded_question_reads_as_a_direct_one(fact: str, question: str) -> None:
    assert direct(fact) == question


def test_a_question_told_to_someone_is_asked_then_told() -> None:
    split = split_asked("tell ann lee which firm bo chan works for in Messages")
    assert split is not None
    assert split.question == "Which firm does bo chan work for?"
    assert split.act == 'tell ann lee "{asked_firm}" in Messages'
    let = split_asked("let ann lee know when the boxes arrive")
    assert let is not None and let.act == 'let ann lee know "{asked_time}"'


def test_acting_at_a_things_time_asks_its_time_as_a_date() -> None:
    split = split_asked("start a timer 5 minutes before the choir rehearsal")
    assert split is not None
    assert split.question == "What time is the choir rehearsal?"
    assert split.key.type == "date"
    assert split.act == "start a timer 5 minutes before {asked_time}"


def test_putting_an_owned_fact_somewhere_asks_for_it_first() -> None:
    split = split_asked("put my gym locker number on my chores list")
    assert split is not None
    assert split.question == "What is my gym locker number?"
    assert split.act == 'put "{asked_number}" on my chores list'


def test_a_thing_said_with_where_it_is_kept_or_how_it_came_is_asked_then_passed_on() -> None:
    got = split_asked("email ann lee the gate code i got by text")
    assert got is not None
    assert (got.question, got.act) == ("What is the gate code?", 'email ann lee "{asked_code}"')
    kept = split_asked("send bo chan my locker number from my gym page in Messages")
    assert kept is not None
    assert kept.question == "What is my locker number from my gym page?"
    assert kept.act == 'send bo chan "{asked_number}" in Messages'
    assert split_asked("text bo chan the slides that i'll send them tonight") is None


def test_someone_reached_by_description_is_asked_for_then_reached() -> None:
    split = split_asked("text whoever borrowed my ladder that i need it back in Messages")
    assert split is not None
    assert split.question == "Who borrowed my ladder?"
    assert split.key.type == "contact"
    assert split.act == "text {asked_person} that i need it back in Messages"
    guy = split_asked('email the guy who fixed my bike "thanks a lot"')
    assert guy is not None and guy.question == "Who fixed my bike?"


def test_someone_described_by_what_i_do_with_them_is_asked_with_do() -> None:
    split = split_asked("text the person i share the van with that it is parked at home")
    assert split is not None
    assert split.question == "Who do i share the van with?"
    assert split.act == "text {asked_person} that it is parked at home"


def test_a_field_of_a_thing_in_several_words_is_asked_then_passed_on() -> None:
    split = split_asked("send bo chan the fax number for the zapline depot")
    assert split is not None
    assert split.question == "What is the fax number for the zapline depot?"
    assert split.act == 'send bo chan "{asked_number}"'


def test_acting_before_a_thing_said_with_that_asks_when_it_is() -> None:
    split = split_asked("add a reminder two hours before that parcel from quorn is due")
    assert split is not None
    assert split.question == "When is that parcel from quorn due?"
    assert split.act == "add a reminder two hours before {asked_time}"


def test_a_subtask_with_nothing_to_ask_is_not_split() -> None:
    assert split_asked('Text Ann Lee "see you at 6" in Messages') is None
    assert split_asked("turn on the dark theme") is None


@pytest.mark.parametrize(
    ("subtask", "count"),
    [
        ("follow the two people who post about knitting", 2),
        ("text both guests of the board meeting", 2),
        ("like 3 latest posts from ann", 3),
        ("set an alarm 10 minutes before the call", 0),
        ('post "two cats and three dogs"', 0),
        ("follow ann lee", 0),
        ("reply that friday at 4 pm suits us", 0),
        ("say 2:30 works for me", 0),
    ],
)
def test_a_subtask_counts_the_things_it_acts_on(subtask: str, count: int) -> None:
    assert counted(subtask) == count


def test_a_question_then_a_telling_splits_into_asking_and_passing_the_answer_on():
    split = split_asked("find out what am i doing at the zapgym on monday, then text quorn lee")
    assert split is not None
    assert split.question == "What am i doing at the zapgym on monday?"
    assert split.act == 'text quorn lee "{asked_answer}"'
    timed = split_asked("find out when is my zapline class, then let bo know i can't come")
    assert timed is not None and timed.question == "When is my zapline class?"
    assert timed.act.endswith('"{asked_time}"')
    assert split_asked("find out when my zapline order arrives, then check the order mail") is None
