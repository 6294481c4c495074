"""The offline team plan on how people type: contractions without their apostrophe, and a
place said by its name ("the name of the cafe where ..."). App labels are invented (their kind
words only); the requests are invented too."""

from __future__ import annotations

from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team

PLANS, CHAT, MAPS = "Planner Calendar", "Chat Messages", "City Maps"


def plan(request: str, team_of, *labels: str):
    return plan_team(request, team_of(*labels), OfflinePolicy()).nodes


def test_a_plan_typed_without_its_apostrophe_is_found_first_in_the_calendar(team_of):
    request = "text bo zed the cafe where im having zorble with ann"
    find, text = plan(request, team_of, CHAT, PLANS, MAPS)
    assert find.expert == f"{PLANS} expert"
    assert "having zorble with ann" in find.subtask
    assert text.expert == f"{CHAT} expert"
    assert text.needs == find.produces and find.produces
    assert f"{{{text.needs[0].name}}}" in text.subtask


def test_the_name_of_a_place_found_by_the_owners_plans_is_the_place_found(team_of):
    find, text = plan(
        "text bo zed the name of the cafe where i'm having zorble with ann", team_of, CHAT, PLANS
    )
    assert find.expert == f"{PLANS} expert"
    assert text.subtask.startswith(f"text bo zed {{{find.produces[0].name}}}")
    assert "name of" not in text.subtask


def test_the_address_of_a_place_found_by_the_owners_plans_is_still_asked(team_of):
    nodes = plan("send bo the address of the cafe where we're meeting zed", team_of, CHAT, PLANS)
    assert nodes[0].expert == f"{PLANS} expert"
    assert any("address" in n.subtask for n in nodes[1:])
