"""Values typed without quotes that the request's grammar still marks: a value said to be a
record's subject or title, a body after its noun, a new record's title right after its noun
(in sentence case when typed in lower case), a calendar entry with a typo in "calendar", "w/"
for "with", and a detail said to be a new address before "update it"."""

from __future__ import annotations

from experts.offline.goal import parse_goal


def test_a_value_said_as_a_records_subject_is_that_subject():
    goal = parse_goal("zorb draft in drafts, put Quorn plans as its subject and send it")
    assert goal.values["subject"] == "Quorn plans"
    assert parse_goal("use zap night as the title").values["title"] == "Zap night"
    assert "subject" not in parse_goal("put it as the subject").values


def test_a_body_after_its_noun_is_the_message_and_ends_the_subject():
    goal = parse_goal(
        "email zed@example.org subject Quorn soon and the body The quorn is in. Zap me?"
    )
    assert goal.values["subject"] == "Quorn soon"
    assert goal.values["message"] == "The quorn is in. Zap me?"
    assert goal.values["to"] == "zed@example.org"
    assert "message" not in parse_goal("email zed@example.org the body of the zorb").values


def test_a_new_records_title_follows_its_noun_up_to_when_it_is():
    goal = parse_goal("create an event Zap fitting tomorrow at 4:30 pm")
    assert goal.values["title"] == "Zap fitting"
    assert parse_goal("make a new list quorn stuff").values["title"] == "Quorn stuff"
    assert "title" not in parse_goal("create a new page in Zorbnote").values
    assert "title" not in parse_goal("create an event tomorrow at 5 pm").values
    assert parse_goal("new zorb in zapnote called quorn goals").values["title"] == "Quorn goals"


def test_a_calendar_entry_typed_with_a_typo_and_shorthand_still_reads():
    goal = parse_goal("put zap trim on my calender for tmrw 3pm")
    assert goal.values["title"] == "Zap trim"
    replied = parse_goal("on zapline reply to zed quorns latest post w/ Nice zorb!")
    assert replied.values["message"] == "Nice zorb!"


def test_a_new_address_said_before_update_it_is_the_changed_detail():
    goal = parse_goal("zeds email is now zed@quorn.example.org, update it in zapbook")
    assert goal.verbs[0] == "change"
    assert goal.fields["email"] == "zed@quorn.example.org"


def test_a_message_follows_a_post_said_on_an_app_or_a_reply_at_once():
    posted = parse_goal("put up a post on zapline Big day is here. See you all!")
    assert posted.quoted == ["Big day is here. See you all!"]
    replied = parse_goal("zed quorns latest zap, reply Congrats on the quorn run!")
    assert replied.values["message"] == "Congrats on the quorn run!"
    assert parse_goal("send the file in Zapbox to zed").quoted == []


def test_a_thing_moved_under_another_names_both_in_lower_case():
    goal = parse_goal("move zorb plan draft under quorns and pin it")
    assert goal.quoted == ["Zorb plan draft", "Quorns"]
    assert goal.verbs[0] == "move"
    assert parse_goal("move my zap night to thursday").quoted == []
    assert parse_goal("move the zap sync in the afternoon").quoted == []
