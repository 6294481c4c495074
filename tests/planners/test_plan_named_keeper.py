"""Cross-app requests people type in sentence case (issue #13): a fact whose record names its
app as written ("my latest Zapshop order") is found in that app, not the one that keeps
such records by kind; a fact followed by how it is sent ("... by email") is still a fact; a
record of one app put into another ("put my next zorb event on my to-do list") is found
first; a time shifted from a thing found ("an hour earlier", "for then") is relative to it.
Real offline policy; app labels are invented."""

from __future__ import annotations

import pytest

from mobilexperts.llm.offline import OfflinePolicy
from planners.sentences import relative_to_found
from planners.team import plan_team

SHOP, MAIL, CHAT = "Zapshop", "Inbox Mail", "Chat Messages"
PLANS, NOTES = "Planner Calendar", "Notebook Pages"


@pytest.mark.parametrize(
    "request_text",
    [
        "Email Zoe the tracking number of my latest Zapshop order",
        "Send Zoe the tracking number of my latest Zapshop order by email",
    ],
)
def test_a_fact_of_a_record_naming_its_app_is_found_there(team_of, request_text):
    find, send = plan_team(request_text, team_of(SHOP, MAIL, CHAT), OfflinePolicy()).nodes
    assert find.expert == f"{SHOP} expert" and "tracking number" in find.subtask
    assert send.expert == f"{MAIL} expert" and send.needs == find.produces


def test_a_record_put_into_another_app_is_found_first(team_of):
    request_text = "Put my next zorb event on my to-do list"
    find, put = plan_team(request_text, team_of(PLANS, NOTES), OfflinePolicy()).nodes
    assert find.expert == f"{PLANS} expert" and "my next zorb event" in find.subtask
    assert put.expert == f"{NOTES} expert" and put.needs == find.produces
    assert "to-do list" in put.subtask


def test_a_record_put_into_its_own_app_is_one_node(team_of):
    nodes = plan_team(
        "add my zorb event to my planner calendar", team_of(PLANS, NOTES), OfflinePolicy()
    ).nodes
    assert [n.expert for n in nodes] == [f"{PLANS} expert"]


def test_a_time_shifted_from_a_thing_found_is_relative_to_it():
    assert relative_to_found("check when my zap is and set an alarm an hour earlier") == (
        "check when my zap is and set an alarm an hour before it"
    )
    assert relative_to_found("see what time the zap ends and ping me 10 minutes later") == (
        "see what time the zap ends and ping me 10 minutes after it"
    )
    assert relative_to_found("check when my zap is and set an alarm for then") == (
        "check when my zap is and set an alarm for that time"
    )
    assert relative_to_found("set an alarm an hour earlier") == "set an alarm an hour earlier"


def test_an_alarm_an_hour_earlier_than_a_thing_found_uses_its_time(team_of):
    request_text = "Check what time my zorb appointment is and set an alarm an hour earlier"
    nodes = plan_team(request_text, team_of(PLANS, "Alarm Clock"), OfflinePolicy()).nodes
    assert nodes[0].expert == f"{PLANS} expert" and nodes[0].produces
    assert nodes[-1].expert == "Alarm Clock expert" and nodes[-1].needs


def test_a_found_things_property_saved_as_a_note_is_its_own_node(team_of):
    request_text = "Look up the hotel in my Zorb booking email and save its address as a note"
    find, save = plan_team(request_text, team_of(MAIL, NOTES), OfflinePolicy()).nodes
    assert find.expert == f"{MAIL} expert" and find.produces
    assert save.expert == f"{NOTES} expert" and save.needs == find.produces


def test_the_day_a_told_question_names_stays_in_the_question(team_of):
    request_text = "Tell Chen what time my zorb leaves on Friday"
    find, tell = plan_team(request_text, team_of(PLANS, CHAT), OfflinePolicy()).nodes
    assert find.expert == f"{PLANS} expert" and "leave on Friday" in find.subtask
    assert "Friday" not in tell.subtask and tell.needs == find.produces


def test_a_field_told_from_the_app_that_sends_it_is_found_first(team_of):
    request_text = "email Omar the total of my last zorb order"
    find, send = plan_team(request_text, team_of(MAIL, CHAT), OfflinePolicy()).nodes
    assert find.expert == send.expert == f"{MAIL} expert"
    assert "total" in find.subtask and send.needs == find.produces


def test_a_reply_naming_no_app_passes_on_a_fact_found_in_the_app_showing_it(team_of):
    team = team_of(SHOP, MAIL)
    team.members[0].shows = ["zorb", "quill"]
    team.members[0].seen = ["zorb", "quill"]
    request_text = "reply to wen with the price of the zorb quill"
    find, reply = plan_team(request_text, team, OfflinePolicy()).nodes
    assert find.expert == f"{SHOP} expert" and "price" in find.subtask
    assert reply.expert == f"{MAIL} expert" and reply.needs == find.produces
