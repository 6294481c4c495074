"""The offline team plan on how people type: contractions and possessives without their
apostrophe, where a thing is put, and a place said by its name ("the name of the cafe where
..."). App labels are invented (their kind words only); the requests are invented too."""

from __future__ import annotations

from experts.assembly_offline import pointed
from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team
from planners.wording import possessives

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


def test_a_name_typed_as_a_possessive_without_its_apostrophe_is_a_record_found_first(team_of):
    people, notes = "Zap Contacts", "Quorn Notes"
    find, put = plan("put bo zedlands birthday on my to do list", team_of, people, notes)
    assert find.expert == f"{people} expert"
    assert "zedland's birthday" in find.subtask
    assert put.expert == f"{notes} expert"
    assert put.needs == find.produces and find.produces


def test_an_apostrophe_is_restored_only_after_a_name_before_an_english_noun() -> None:
    assert (
        possessives("put bo zedlands birthday on my list") == "put bo zedland's birthday on my list"
    )
    assert possessives("add the quorns menu to my list") == "add the quorns menu to my list"
    assert possessives("add two zorbs and a quorn") == "add two zorbs and a quorn"


def test_where_the_owners_thing_is_put_points_strongly_at_the_app_kept_there() -> None:
    assert pointed("put the zorb on my to do list", "Quorn Notes") == (1, True)
    assert not pointed("put the zorb on the quorn", "Quorn Notes")[1]


def test_a_fact_of_the_owners_plans_posted_in_another_app_is_found_first(team_of):
    feed = "Zapline"
    for request in (
        "zapline where im having zorble with ann",
        "post on zapline where im having zorble with ann",
    ):
        find, post = plan(request, team_of, PLANS, feed)
        assert find.expert == f"{PLANS} expert"
        assert "having zorble with ann" in find.subtask
        assert post.expert == f"{feed} expert"
        assert post.needs == find.produces and find.produces
        assert post.subtask.startswith("post")


def test_a_fact_of_the_owners_plans_asked_outright_stays_one_question(team_of):
    (ask,) = plan("where am i having zorble with ann", team_of, PLANS, "Zapline")
    assert ask.expert == f"{PLANS} expert"


def test_the_place_the_owner_travels_to_is_found_first_in_the_calendar(team_of):
    clock = "Zap Clock"
    find, add = plan("add the town i'm flying to to my zap clock", team_of, PLANS, clock)
    assert find.expert == f"{PLANS} expert"
    assert "flying to" in find.subtask
    assert add.expert == f"{clock} expert"
    assert add.needs == find.produces and find.produces
    assert "flying" not in add.subtask
