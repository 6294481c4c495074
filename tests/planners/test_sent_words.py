"""The words a text carries (issue #13, cross60): a found place sent "at" someone is where to
meet, not a time ("meet me at {zap_place}"); what a person is told to do, or what follows
"saying", is the message, quoted apart from the app the subtask ends in. Labels invented."""

from __future__ import annotations

from memory.pool import Key
from planners.facts import kind_of
from planners.sending import told_to_do

APPS = ["Chat Messages", "Inbox Mail"]


def test_a_place_sent_after_at_is_a_place_and_a_time_after_at_is_a_time():
    use = ["text ada to meet me at {zap_place} in Chat Messages"]
    assert kind_of(Key(name="zap_place"), "Where is the zap class?", use) == "place"
    assert kind_of(Key(name="asked"), "Where is the zap class?", use) == "place"
    timed = ["set an alarm at {zap_start}"]
    assert kind_of(Key(name="zap_start"), "When does the zap class start?", timed) == "time"


def test_what_a_person_is_told_to_do_is_the_quoted_message():
    assert told_to_do(
        "tell ada vance to meet us at Zorb Hall, 3rd floor in Chat Messages", APPS
    ) == ('message ada vance "Meet us at Zorb Hall, 3rd floor" in Chat Messages')
    assert told_to_do("send bo a text saying see you at Zorb Hall in Chat Messages", APPS) == (
        'send bo a text saying "see you at Zorb Hall" in Chat Messages'
    )
    for kept in ("text it to bo in Chat Messages", "remind me to call bo in Chat Messages"):
        assert told_to_do(kept, APPS) == kept
