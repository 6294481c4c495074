"""Cross-app requests people type in sentence case (issue #13): a fact whose record names its
app as written ("my latest Zapshop order") is found in that app, not the one that keeps
such records by kind; a fact followed by how it is sent ("... by email") is still a fact; a
record of one app put into another ("put my next zorb event on my to-do list") is found
first. Real offline policy; app labels are invented."""

from __future__ import annotations

import pytest

from mobilexperts.llm.offline import OfflinePolicy
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
