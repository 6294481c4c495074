"""A subtask that ends with an act on what its first act made ("..., pin him") carries that act
out when the run that made the thing stopped without it; an act a step already did, one a
verified tool did with the rest, or one that passes the thing on, adds nothing."""

from __future__ import annotations

import pytest

from experts.expert import ExpertRun
from experts.portrait import AppRef, ExpertPortrait
from memory.pool import Fetched
from mobilexperts.llm.scripted import ScriptedModel
from mobilexperts.operations import Back, UseTool
from mobilexperts.perception.context import ElementContext
from mobilexperts.sim.device import SimDevice
from mobilexperts.trajectory import StepLog
from planners.expert import carry_out
from planners.trailing import act_done, trailing_act
from tests.planners.test_team_run import record_for, runner, spec

BOOK = ExpertPortrait(name="Zapbook expert", apps=[AppRef(label="Zapbook")])


@pytest.mark.parametrize(
    ("subtask", "act"),
    [
        ("stash zed orr in my quorn book, pin him", "pin him"),
        ("file the zap note under chores and star it.", "star it"),
        ("save zed to my quorns, and then add him to my favourites", "add him to my favourites"),
        ("find the zap post and like it", ""),
        ("save zed's number and text him hi", ""),
        ("file the zap note under chores", ""),
    ],
)
def test_the_act_a_subtask_ends_with_on_what_it_made(subtask: str, act: str) -> None:
    assert trailing_act(subtask) == act


def _tap(label: str) -> ElementContext:
    return ElementContext(index=3, cls="Button", label=label)


def test_an_act_is_done_by_a_tap_on_a_control_that_names_it() -> None:
    assert act_done("star it", [_tap("Open"), _tap("Star")])
    assert not act_done("star it", [_tap("Save")])
    assert act_done("add him to my favourites", [_tap("Add to favourites")])
    assert not act_done("add him to my favourites", [_tap("Add contact")])
    assert act_done("turn it on", [None])


def test_a_contact_saved_and_then_made_a_favourite_in_one_node(tmp_path, team_of) -> None:
    plan = spec(
        {
            "id": "n1",
            "expert": "Contacts expert",
            "subtask": (
                "Save Quinn (747) 555-0137 to my contacts under the name they gave, add them to "
                "my favorites"
            ),
        }
    )
    phone = SimDevice()
    done = runner({"sim": phone}, tmp_path).start(record_for(plan, team_of("Contacts")))
    assert done.nodes["n1"].status == "done"
    saved = [c for c in phone.state()["contacts"]["contacts"] if c["phone"].startswith("(747)")]
    assert saved and saved[0]["favorite"]


@pytest.mark.parametrize(("tool", "calls"), [(True, 1), (False, 2)])
def test_a_subtask_a_verified_tool_did_runs_no_trailing_act(tool: bool, calls: int) -> None:
    subtask = "stash zed orr in my quorn book, pin him"
    operation = UseTool(name="stash_pin", args={"name": "zed orr"}) if tool else Back()
    step = StepLog(
        step=1,
        package="org.zap.book",
        activity="Main",
        signature="s",
        operation=operation,
        operation_text=operation.kind,
    )
    asked: list[str] = []

    def act(instruction: str, notes: list[str], fresh: bool) -> ExpertRun:
        asked.append(instruction)
        return ExpertRun(instruction=instruction, done=True, stop_reason="stopped", steps=[step])

    model = ScriptedModel({"plan_expert": [{"tasks": [{"instruction": subtask}]}]})
    result = carry_out(subtask, BOOK, Fetched(), model, act)
    assert result.done and len(asked) == calls
    assert asked[1:] == ([] if tool else ["pin him"])
