"""The stage where a team run first went wrong (evals/team_stages.py), from real team runs on
SimDroid with the offline policy and from node records."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from evals.bench_team import run_team
from evals.tasks import TaskSpec, find_task
from evals.team_stages import (
    PASSED,
    commit_problem,
    detail,
    first_wrong,
    node_stage,
    plan_stage,
)
from experts.portrait import Team
from memory.pool import Key
from mobilexperts.config import Settings
from planners.plan import PlanNode, PlanSpec
from planners.record import NodeResult, TeamRecord


def _settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path / "data")


def test_a_team_run_that_passes_has_no_wrong_stage(tmp_path: Path) -> None:
    task = find_task("cross_birthday_text").ready
    row = run_team(task, _settings(tmp_path), tmp_path / "run")
    assert row["success"]
    assert row["stage"] == PASSED
    assert row["nodes"] == 2


def test_an_app_the_task_needs_but_the_request_never_names_is_an_assembly_miss(
    tmp_path: Path,
) -> None:
    data = find_task("cross_birthday_text").model_dump(mode="json", exclude_unset=True)
    data["apps"] = ["Calendar", "Messages", "Pages"]
    data["success"].append({"path": "pages.pages[*].title", "contains": "Birthdays"})
    row = run_team(TaskSpec.model_validate(data).ready, _settings(tmp_path), tmp_path / "run")
    assert not row["success"]
    assert row["stage"] == "assembly: an app without an expert"


def test_a_one_node_plan_for_a_two_app_task_is_unsplit(team_of: Callable[..., Team]) -> None:
    team = team_of("Calendar", "Messages")
    one = PlanSpec(nodes=[PlanNode(id="n1", expert="Calendar expert", subtask="do it all")])
    assert plan_stage(["Calendar", "Messages"], team, one) == "plan: unsplit"
    assert plan_stage(["Calendar", "Messages"], team, None) == "plan: refused"
    two = PlanSpec(
        nodes=[
            PlanNode(id="n1", expert="Calendar expert", subtask="find it"),
            PlanNode(id="n2", expert="Messages expert", subtask="text it"),
        ]
    )
    assert plan_stage(["Calendar", "Messages"], team, two) == ""


def _finder(key: Key, value: str) -> NodeResult:
    node = PlanNode(id="n1", expert="Maps expert", subtask="What is it in Maps?", produces=[key])
    return NodeResult(node=node, status="done", values={key.name: value})


def test_a_committed_value_of_another_kind_than_its_key_is_a_commit_fault() -> None:
    rating = Key(name="taco_norte_rating", type="number")
    assert commit_problem(_finder(rating, "Taco Norte"), []) == "commit: wrong kind"
    assert commit_problem(_finder(rating, "4.6"), []) == ""
    address = Key(name="address")
    assert commit_problem(_finder(address, "Green Leaf Kitchen"), []) == "commit: wrong kind"
    assert commit_problem(_finder(address, "934 Willow St"), []) == ""
    when = Key(name="event", type="date")
    uses = ["put a calendar event on {event} at 9 AM"]
    assert commit_problem(_finder(when, "Parcel delivery"), uses) == "commit: wrong kind"
    assert commit_problem(_finder(when, "Tuesday, March 17"), uses) == ""
    empty = _finder(address, "")
    assert commit_problem(empty, []) == "commit: missing or empty"


def test_a_failed_node_is_classed_by_how_its_expert_stopped(team_of: Callable[..., Team]) -> None:
    node = PlanNode(id="n1", expert="Clock expert", subtask="set an alarm")
    stops = {
        "step budget of 25 used up": "node: step cap",
        "item 2 of 2: looping: the same operation was repeated 4 times": "node: loop",
        "its result does not fit what it produces: 'n' must be a number": (
            "commit: not of its key's type"
        ),
    }
    for reason, stage in stops.items():
        assert node_stage(NodeResult(node=node, status="failed", stop_reason=reason)) == stage
    team = team_of("Clock")
    assert first_wrong(["Clock"], team, PlanSpec(nodes=[node]), None) == "run: refused"


def test_a_finding_node_re_planned_away_from_the_right_app_is_the_nodes_failure(
    team_of: Callable[..., Team],
) -> None:
    team = team_of("Maps", "Mail", "Messages")
    place = Key(name="place_address")
    asked = PlanNode(id="n1", expert="Maps expert", subtask="What is it?", produces=[place])
    told = PlanNode(id="n2", expert="Messages expert", subtask="text it", needs=[place])
    elsewhere = asked.model_copy(update={"id": "n1-a1", "expert": "Mail expert"})
    first, final = PlanSpec(nodes=[asked, told]), PlanSpec(nodes=[elsewhere, told])
    gone = "infeasible: Nothing in this app shows what is asked"
    record = TeamRecord(request="", team=team, plan=final)
    record.nodes = {
        "n1": NodeResult(node=asked, status="failed", stop_reason=gone),
        "n1-a1": NodeResult(node=elsewhere, status="failed", stop_reason=gone),
        "n2": NodeResult(node=told, status="skipped"),
    }
    needed = ["Maps", "Messages"]
    assert first_wrong(needed, team, final, record, first) == "node: infeasible"
    assert first_wrong(needed, team, final, record) == "plan: an app without a node"
    mailed = PlanSpec(nodes=[elsewhere, told])
    assert first_wrong(needed, team, final, record, mailed) == "plan: an app without a node"


def test_a_run_the_team_claims_but_the_checker_refuses_is_the_checkers_stage(
    tmp_path: Path,
) -> None:
    data = find_task("cross_birthday_text").model_dump(mode="json", exclude_unset=True)
    data["params"]["message"] = "Happy birthday!"
    data["instruction"] = 'Someone has a birthday tomorrow according to my calendar. Text them "Hi"'
    row = run_team(TaskSpec.model_validate(data).ready, _settings(tmp_path), tmp_path / "run")
    assert not row["success"]
    assert row["false"]
    assert row["stage"] == "checker: every node done, claimed done"


def test_a_stage_made_finer_names_apps_and_reason_shapes_but_no_task_text(
    team_of: Callable[..., Team],
) -> None:
    team = team_of("Maps", "Messages")
    place = Key(name="place_address")
    asked = PlanNode(
        id="n1", expert="Maps expert", subtask="Where is Taco Norte?", produces=[place]
    )
    told = PlanNode(id="n2", expert="Messages expert", subtask="text it to Ann", needs=[place])
    plan = PlanSpec(nodes=[asked, told])
    record = TeamRecord(request="", team=team, plan=plan)
    gone = "Where is Taco Norte?: infeasible: I can't tell how to do 'find taco norte' in Maps"
    record.nodes = {
        "n1": NodeResult(node=asked, status="failed", stop_reason=gone),
        "n2": NodeResult(node=told, status="skipped"),
    }
    why = detail("node: infeasible", ["Maps", "Messages"], team, plan, record)
    assert why == "Maps finding: infeasible: … can't tell how to do '…' in …"
    assert "taco" not in why.lower()
    alone = PlanSpec(nodes=[asked])
    assert detail("plan: unsplit", ["Maps", "Messages"], team, alone, None) == "lacks Messages"


def test_a_lacking_plan_also_says_which_apps_it_used_and_how_the_run_then_went(
    team_of: Callable[..., Team],
) -> None:
    team = team_of("Maps", "Messages")
    asked = PlanNode(
        id="n1", expert="Maps expert", subtask="Where is Taco Norte?", produces=[Key(name="x")]
    )
    alone = PlanSpec(nodes=[asked])
    record = TeamRecord(request="", team=team, plan=alone)
    gone = "Where is Taco Norte?: step budget of 12 used up"
    record.nodes = {"n1": NodeResult(node=asked, status="failed", stop_reason=gone)}
    why = detail("plan: unsplit", ["Maps", "Messages"], team, alone, record)
    assert why == "lacks Messages; planned Maps; then Maps finding: step budget of # used up"
    record.nodes = {"n1": NodeResult(node=asked, status="done")}
    why = detail("plan: unsplit", ["Maps", "Messages"], team, alone, record)
    assert why.endswith("; then every node done, claimed done")
