"""Reading a goal as people write it: times of day said in words, a message typed as a
sentence after whom it goes to (its question mark asks nothing, its capitals name nobody),
telling someone a sentence, a name run that swept in a sentence's word, a verb no lexicon
entry knows that a screen control may say, and a switch named by the time it rings."""

from __future__ import annotations

import pytest

from experts.offline.entries import entries
from experts.offline.goal import parse_goal
from experts.offline.spoken import spoken_numbers
from experts.offline.when import clock_time, shows_time


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("an alarm for quarter to seven in the morning", "06:45"),
        ("at a quarter past 9 pm", "21:15"),
        ("half past six in the evening", "18:30"),
        ("at half ten", "10:30"),
        ("six forty-five am", "06:45"),
        ("at seven thirty", "07:30"),
        ("alarm 6 45 in the morning", "06:45"),
        ("twenty to eight", "07:40"),
        ("ten past 9", "09:10"),
        ("three in the afternoon", "15:00"),
        ("7 in the evening", "19:00"),
        ("eleven o'clock", "11:00"),
        ("12 at night", "00:00"),
    ],
)
def test_a_time_said_in_words_is_a_clock_time(said, time):
    assert clock_time(spoken_numbers(said)) == time


@pytest.mark.parametrize(
    "said",
    ["move it from 2 to 3", "a table for 2 people", "brightness to half", "give it 5 stars"],
)
def test_numbers_that_are_no_time_stay_as_they_are(said):
    assert spoken_numbers(said) == said


def test_a_number_before_a_unit_is_still_put_in_digits():
    assert spoken_numbers("a twenty-five minute timer") == "a 25 minute timer"


def test_a_sentence_after_the_recipient_is_the_message_and_asks_nothing():
    goal = parse_goal("text zed quorn Are you free on Sunday?")
    assert goal.values["message"] == "Are you free on Sunday?"
    assert goal.values["to"] == "Zed Quorn"
    assert not goal.wants_answer
    assert goal.names == ["Zed Quorn"]


def test_a_message_after_a_pronoun_keeps_its_verbs_out_of_the_steps():
    goal = parse_goal("find zed quorn in contacts and text her Happy to help with the move!")
    assert goal.verbs == ["find", "text"]
    assert goal.values["message"] == "Happy to help with the move!"


def test_a_written_body_follows_its_verb():
    goal = parse_goal("email ann@example.org subject Zap and write The zap is ready. Ok?")
    assert goal.values["message"] == "The zap is ready. Ok?"
    assert not goal.wants_answer


def test_a_name_beside_capitals_is_no_message():
    goal = parse_goal("Send Zed Quorn's address to ann@example.org by email")
    assert "message" not in goal.values
    assert goal.names == ["Zed Quorn"]
    thing = parse_goal("Send the Zorp Quill Lamp Stand from Zapshop to ann@example.org by email")
    assert "message" not in thing.values and thing.values["to"] == "ann@example.org"


def test_telling_someone_a_sentence_is_texting_it():
    goal = parse_goal("Tell Zed Quorn Has the parcel arrived?")
    assert goal.verbs == ["text"]
    assert goal.values["message"] == "Has the parcel arrived?"
    assert goal.names == ["Zed Quorn"]
    assert parse_goal("tell me when the zap starts").wants_answer


def test_an_unquoted_message_with_a_question_mark_is_no_question():
    assert not parse_goal("text zed saying are you in?").wants_answer
    assert parse_goal("what is zed's number?").wants_answer


def test_a_name_run_loses_a_sentence_word_at_its_edge():
    assert parse_goal("is Zed Quorn Has free on sunday").names == ["Zed Quorn"]


def test_an_unknown_leading_verb_is_a_step_of_its_own():
    goal = parse_goal("duplicate my zap page")
    assert goal.verbs == ["duplicate"]
    assert parse_goal("coffee with zed tomorrow").verbs == []
    assert parse_goal("actually the zap is at 4").verbs == []
    assert parse_goal("dinner the day after tomorrow").verbs == []
    assert parse_goal("pause the zap alarm").toggle is False
    shut = parse_goal("shut the zap feed off")
    assert shut.verbs == ["turn"] and shut.toggle is False


def test_a_switch_named_by_its_time_types_no_time():
    named = parse_goal("turn off the zap alarm at one in the afternoon")
    assert not [e for e in entries(named) if e.role == "time"]
    set_to = parse_goal("switch the zap alarm to 7 am")
    assert [e.value for e in entries(set_to) if e.role == "time"] == ["07:00"]


def test_a_row_shows_a_time_in_any_form():
    assert shows_time("1:00 PM  Take zaps", "13:00")
    assert shows_time("13:00 | zap", "13:00")
    assert not shows_time("11:00 AM", "13:00")


def test_writing_the_body_after_a_message_verb_is_no_second_message():
    goal = parse_goal('email ann@example.org and write "The zap is in"')
    assert goal.verbs == ["email"]
    assert goal.values["message"] == "The zap is in"
    assert parse_goal('text ann "hi" and post "hello"').verbs == ["text", "post"]


def test_a_possessive_typed_without_its_apostrophe_is_the_owner():
    assert parse_goal("mark zed quorns recipe email as unread").names == ["Zed Quorn"]
    assert parse_goal("follow zed barros on chirp").names == ["Zed Barros"]
    goal = parse_goal("zed quorns email is now zed@example.org, update it")
    assert goal.verbs == ["change"]
    assert goal.fields == {"email": "zed@example.org"}
