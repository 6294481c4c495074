"""The team plan: validation, the plan_team role's repair loop, and the offline planner."""

from __future__ import annotations

import pytest

from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.scripted import ScriptedModel
from planners.plan import PlanError, PlanSpec, TeamPlan
from planners.team import plan_team


def node(id_, expert, subtask, needs=(), produces=()):
    return {
        "id": id_,
        "expert": expert,
        "subtask": subtask,
        "needs": [{"name": n, "type": "text"} for n in needs],
        "produces": [{"name": n, "type": "text"} for n in produces],
    }


VALID = {
    "nodes": [
        node("n1", "Shop expert", "Find the newest laptop in Shop", produces=["laptop"]),
        node("n2", "Messages expert", 'Send "{laptop}" to Ann', needs=["laptop"]),
    ]
}
CYCLIC = {
    "nodes": [
        node("n1", "Shop expert", "Find {price}", needs=["price"], produces=["laptop"]),
        node("n2", "Messages expert", "Send {laptop}", needs=["laptop"], produces=["price"]),
    ]
}
DANGLING = {"nodes": [node("n1", "Messages expert", "Send {laptop} to Ann", needs=["laptop"])]}


def test_a_valid_plan_is_a_dag_with_keys_on_its_edges(team_of):
    plan = TeamPlan.build(PlanSpec.model_validate(VALID), team_of("Shop", "Messages"))
    assert [n.id for n in plan.nodes] == ["n1", "n2"]
    assert plan.edges() == [("n1", "n2", ["laptop"])]


def test_a_cyclic_plan_from_the_model_is_fed_back_and_repaired(team_of):
    model = ScriptedModel({"plan_team": [CYCLIC, VALID]})
    plan = plan_team("find a laptop and send it", team_of("Shop", "Messages"), model)
    assert [n.id for n in plan.nodes] == ["n1", "n2"]
    retry = model.calls_for("plan_team")[1]
    assert "cycle" in retry.context.feedback[0]
    assert "cycle" in retry.messages[1].text
    model.assert_complete()


def test_a_dangling_plan_that_stays_invalid_is_refused_with_the_reason(team_of):
    model = ScriptedModel({"plan_team": [DANGLING] * 3})
    with pytest.raises(PlanError, match="needs 'laptop', which no node produces"):
        plan_team("send the laptop to Ann", team_of("Messages"), model)
    assert len(model.calls_for("plan_team")) == 3


def test_unknown_experts_orphans_and_unneeded_placeholders_are_reported(team_of):
    spec = PlanSpec.model_validate(
        {
            "nodes": [
                node("n1", "Shop expert", "Find a laptop", produces=["laptop"]),
                node("n2", "Clock expert", "Set an alarm at {time}"),
            ]
        }
    )
    with pytest.raises(PlanError) as caught:
        TeamPlan.build(spec, team_of("Shop", "Messages"))
    text = str(caught.value)
    assert "'Clock expert', who is not in the team" in text
    assert "orphan output" in text
    assert "uses {time}" in text


def test_the_offline_planner_splits_clauses_by_app_and_links_what_flows(team_of):
    plan = plan_team(
        "Find the newest Zenbook laptop in Shop and send it to Ann Lee in Messages",
        team_of("Messages", "Shop"),
        OfflinePolicy(),
    )
    first, second = plan.nodes
    assert (first.expert, second.expert) == ("Shop expert", "Messages expert")
    assert [k.name for k in first.produces] == [k.name for k in second.needs]
    assert "{" + second.needs[0].name + "}" in second.subtask
    assert "it" not in second.subtask.split()


def test_the_offline_planner_types_a_time_a_later_clause_counts_from(team_of):
    plan = plan_team(
        "Check Calendar for when the budget review starts, then set an alarm 15 minutes "
        "before it in Clock",
        team_of("Calendar", "Clock"),
        OfflinePolicy(),
    )
    key = plan.nodes[0].produces[0]
    assert key.type == "date" and "review" in key.name
    assert plan.nodes[1].needs == [key]


def test_independent_requests_become_independent_branches(team_of):
    plan = plan_team(
        'Turn on the dark theme in Settings and create a page titled "Notes" in Pages',
        team_of("Settings", "Pages"),
        OfflinePolicy(),
    )
    assert len(plan.nodes) == 2
    assert plan.edges() == []


def test_handing_found_data_to_someone_becomes_sending_it(team_of):
    plan = plan_team(
        "Find a Thai restaurant near the old harbour in Maps and share it with Ana Ruiz in "
        "Messages",
        team_of("Maps", "Messages"),
        OfflinePolicy(),
    )
    key = plan.nodes[0].produces[0]
    assert plan.nodes[1].subtask == f'Send "{{{key.name}}}" to Ana Ruiz in Messages'


def test_clauses_bound_by_a_pronoun_stay_together_when_no_app_is_named(team_of):
    plan = plan_team(
        "Look up Ana Ruiz in my contacts and star them",
        team_of("Contacts", "Messages"),
        OfflinePolicy(),
    )
    assert len(plan.nodes) == 1
    assert plan.nodes[0].subtask == "Look up Ana Ruiz in my contacts and star them"


def test_a_person_found_in_one_app_is_texted_by_the_expert_of_another(team_of):
    plan = plan_team(
        'Look up Ana Ruiz in my contacts and text them "See you at six"',
        team_of("Contacts", "Messages"),
        OfflinePolicy(),
    )
    find, text = plan.nodes
    assert (find.expert, text.expert) == ("Contacts expert", "Messages expert")
    assert find.produces == text.needs and text.needs[0].type == "contact"
    assert text.subtask == f'text {{{text.needs[0].name}}} "See you at six" in Messages'


def test_a_clause_that_carries_on_the_one_before_is_not_cut_off(team_of):
    plan = plan_team(
        'Copy the latest code from Messages into a new page in Pages titled "Code"',
        team_of("Messages", "Pages"),
        OfflinePolicy(),
    )
    assert plan.nodes[0].subtask.startswith("Copy the latest code from Messages into")


def test_a_place_of_the_owners_plans_is_found_where_events_are_kept_first(team_of):
    plan = plan_team(
        "Look up the address of the restaurant where I'm having lunch with Isla this week, "
        "and text Isla the address.",
        team_of("Calendar", "Maps", "Messages"),
        OfflinePolicy(),
    )
    find, look, text = plan.nodes
    assert [n.expert for n in plan.nodes] == ["Calendar expert", "Maps expert", "Messages expert"]
    assert find.subtask == "Where am I having lunch with Isla this week in Calendar?"
    assert find.produces == look.needs and look.needs[0].name == "place"
    assert "{place}" in look.subtask and "{address}" in text.subtask


def test_a_possessive_of_a_found_place_binds_the_place(team_of):
    plan = plan_team(
        "Where did I have dinner last night? Check the place's rating in Maps.",
        team_of("Calendar", "Maps"),
        OfflinePolicy(),
    )
    find, check = plan.nodes
    assert find.expert == "Calendar expert"
    assert find.subtask == "Where did I have dinner last night in Calendar?"
    assert check.subtask == "Check the rating of {place} in Maps."


def test_a_pronoun_is_replaced_as_a_word_not_inside_another(team_of):
    plan = plan_team(
        'Read the meeting minutes in my Documents and make a page in Pages titled "Items" '
        "with a to-do for each action item in it.",
        team_of("Files", "Pages"),
        OfflinePolicy(),
    )
    page = plan.nodes[-1]
    key = page.needs[0].name
    assert page.subtask.startswith('make a page in Pages titled "Items"')
    assert page.subtask.endswith(f"in {{{key}}}.")


def each_plan(kind: str, subtask: str) -> dict:
    finder = node("n1", "Chirp expert", "Who sent me unread messages on Chirp?", produces=["who"])
    finder["produces"][0]["type"] = kind
    doer = node("n2", "Pages expert", subtask, needs=["who"])
    doer["needs"][0]["type"] = kind
    return {"nodes": [finder, {**doer, "each": "who"}]}


def test_a_node_done_per_item_needs_a_list_and_says_where_the_item_goes(team_of):
    team = team_of("Chirp", "Pages")
    good = TeamPlan.build(PlanSpec.model_validate(each_plan("list", "add a to-do for {item}")))
    assert good.node("n2").each == "who"
    assert good.edges() == [("n1", "n2", ["who"])]
    with pytest.raises(PlanError, match="which is text, not a list"):
        TeamPlan.build(PlanSpec.model_validate(each_plan("text", "add a to-do for {item}")), team)
    with pytest.raises(PlanError, match="has no \\{item\\}"):
        TeamPlan.build(PlanSpec.model_validate(each_plan("list", "add a to-do")), team)
    stray = each_plan("list", "add a to-do for {item}")
    stray["nodes"][1]["each"] = "people"
    with pytest.raises(PlanError, match="each item of 'people', which it does not need"):
        TeamPlan.build(PlanSpec.model_validate(stray), team)
    alone = {"nodes": [node("n1", "Pages expert", "add a to-do for {item}")]}
    with pytest.raises(PlanError, match="uses \\{item\\}"):
        TeamPlan.build(PlanSpec.model_validate(alone), team)


def test_a_plan_per_item_from_the_model_is_repaired_and_a_count_is_bounded(team_of):
    model = ScriptedModel(
        {
            "plan_team": [
                each_plan("text", "add a to-do for {item}"),
                each_plan("list", "add {item}"),
            ]
        }
    )
    plan = plan_team("a to-do for each of them", team_of("Chirp", "Pages"), model)
    assert plan.node("n2").each == "who"
    assert "not a list" in model.calls_for("plan_team")[1].context.feedback[0]
    twice = {"nodes": [{**node("n1", "Chirp expert", "post a chirp about astronomy"), "times": 2}]}
    assert PlanSpec.model_validate(twice).nodes[0].times == 2
    with pytest.raises(ValueError, match="less than or equal to 10"):
        PlanSpec.model_validate({"nodes": [{**twice["nodes"][0], "times": 50}]})
