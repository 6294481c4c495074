"""An acting node whose object lists several named things acts once per thing: the grammar that
finds the list, the team run that takes one turn per item (each later turn from the app's front
screen), and the request check that refuses a listed thing no acting node touched."""

from __future__ import annotations

import pytest

from experts.context import HistoryStep
from experts.expert import ExpertSettings
from memory.pool import POOL_FILE, Key, TeamMemoryPool
from mobilexperts.config import load_settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.operations import Text
from mobilexperts.sim.device import SimDevice
from planners.check import flow_problem
from planners.conjoined import conjoined, listed
from planners.plan import PlanNode, PlanSpec, TeamPlan
from planners.record import NodeResult, TeamRecord
from planners.run import TeamOptions, TeamRunner


@pytest.mark.parametrize(
    ("subtask", "turns"),
    [
        ("nudge zed orr and kai lum", ["nudge zed orr", "nudge kai lum"]),
        (
            "add figs, oats and kale to the shopping page",
            [f"add {thing} to the shopping page" for thing in ("figs", "oats", "kale")],
        ),
        (
            'ping bo and al "the demo moved" in Zapchat',
            ['ping bo "the demo moved" in Zapchat', 'ping al "the demo moved" in Zapchat'],
        ),
    ],
)  # fmt: skip
def test_a_listed_object_gives_one_subtask_per_thing(subtask: str, turns: list[str]) -> None:
    assert conjoined(subtask) == turns


@pytest.mark.parametrize(
    "subtask",
    [
        "ping bo and say hi",
        "ping bo and ask her when the demo is",
        "email zed the quorn notes and the zap plan",
        "set a timer at 10:00 and label it zap",
        "star the mails from bo and al",
        'post a zap "figs and oats"',
        "nudge bo; nudge al",
        "follow the two people who write about quorns",
    ],
)
def test_an_object_that_is_no_list_of_things_keeps_the_subtask_whole(subtask: str) -> None:
    assert conjoined(subtask) == []


def test_a_run_follows_each_listed_person_in_its_own_turn(tmp_path, team_of) -> None:
    phone = SimDevice()
    node = PlanNode(
        id="n1", expert="Chirp expert", subtask="follow liam moreau and yusuf quist on chirp"
    )
    plan = PlanSpec(nodes=[node])
    team = team_of("Chirp")
    TeamPlan.build(plan, team)
    record = TeamRecord(request=node.subtask, team=team, plan=plan)
    record.add_plan(plan)
    settings = load_settings({})
    options = TeamOptions(expert=ExpertSettings(vision=False, max_steps=15), screenshots=False)
    runner = TeamRunner({"sim": phone}, build_run_model(settings), settings, tmp_path, options)
    record = runner.start(record)
    following = phone.state()["chirp"]["following"]
    assert "liamm" in following and "yusufq" in following
    assert record.nodes["n1"].status == "done"
    assert sorted(TeamMemoryPool(tmp_path / POOL_FILE).items("n1")) == [1, 2]


def _typed(node: PlanNode, *texts: str) -> NodeResult:
    result = NodeResult(node=node, status="done")
    result.history = [
        HistoryStep(step=i, operation=Text(content=text), text=f'text "{text}"')
        for i, text in enumerate(texts, 1)
    ]
    return result


def test_the_request_check_refuses_a_listed_thing_no_acting_node_typed(team_of) -> None:
    finder = PlanNode(
        id="n1", expert="Pages expert", subtask="find figs", produces=[Key(name="fig", type="text")]
    )
    actor = PlanNode(id="n2", expert="Pages expert", subtask="add oats and kale to the list")
    request = "add figs, oats and kale to the shopping page"
    record = TeamRecord(
        request=request, team=team_of("Pages"), plan=PlanSpec(nodes=[finder, actor])
    )
    read = _typed(finder, "figs")
    flaw = flow_problem(record, [read, _typed(actor, "oats", "kale")])
    assert flaw is not None and "figs" in flaw.reason
    assert flow_problem(record, [read, _typed(actor, "figs", "oats", "kale")]) is None
    assert listed(request) == ["figs", "oats", "kale"]
