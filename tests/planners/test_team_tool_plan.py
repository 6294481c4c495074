"""A verified tool that does all the request makes the plan one node for its app's expert."""

from __future__ import annotations

from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team
from tools_store.records import ToolOffer

SHARE = ToolOffer.of(
    "share_email",
    "Share the <name> from Zapshop with <to> by email. Starts: any screen (opens Zapshop). "
    "Ends: zapmail Mailbox.",
    params=["name: str", "to: email"],
    app="org.zap.shop",
    app_label="Zapshop",
)
REQUEST = "Share the Quorn Blender from Zapshop with ann@example.com by email."


def test_a_tool_doing_all_the_request_is_the_whole_plan(team_of):
    plan = plan_team(REQUEST, team_of("Zapmail", "Zapshop"), OfflinePolicy(), tools=[SHARE])
    (only,) = plan.nodes
    assert only.expert == "Zapshop expert" and only.subtask == REQUEST
    assert "share_email" in only.reason and not only.needs and not only.produces


def test_a_request_that_asks_more_than_the_tool_does_is_planned_as_usual(team_of):
    more = REQUEST.rstrip(".") + " and text Bo that it is done."
    plan = plan_team(more, team_of("Zapmail", "Zapshop", "Zaptext"), OfflinePolicy(), tools=[SHARE])
    assert all("share_email" not in n.reason for n in plan.nodes)


def test_a_tool_of_an_app_no_expert_covers_is_not_used(team_of):
    plan = plan_team(REQUEST, team_of("Zapmail"), OfflinePolicy(), tools=[SHARE])
    assert all("share_email" not in n.reason for n in plan.nodes)


def test_a_replan_after_a_failure_does_not_take_the_tool_again(team_of):
    plan = plan_team(
        REQUEST,
        team_of("Zapmail", "Zapshop"),
        OfflinePolicy(),
        tools=[SHARE],
        failure="share_email failed: no element matches",
    )
    assert all("share_email" not in n.reason for n in plan.nodes)


def test_a_tool_whose_argument_the_request_does_not_say_is_not_the_plan(team_of):
    add = ToolOffer.of(
        "add_pick",
        "Check which quorn my club picked for May and add it to my <name> in Zapnotes. "
        "Starts: any screen (opens Zapnotes). Ends: zapnotes Editor showing <new_todo>.",
        params=["name: str", "new_todo: str"],
        app="org.zap.notes",
        app_label="Zapnotes",
    )
    request = "Check which quorn my club picked for May and add it to my Zap list in Zapnotes."
    plan = plan_team(request, team_of("Zapfiles", "Zapnotes"), OfflinePolicy(), tools=[add])
    assert all("add_pick" not in n.reason for n in plan.nodes)
