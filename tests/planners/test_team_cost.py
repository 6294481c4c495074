"""A one-node team plan costs and ends like the single expert on the same request: no re-run
of a task whose work is already on the phone."""

from __future__ import annotations

from experts.expert import ExpertSettings
from experts.runner import run_expert
from memory.pool import POOL_FILE, TeamMemoryPool
from mobilexperts.config import load_settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.sim.device import SimDevice
from planners.plan import PlanSpec
from planners.report import write_team_report
from planners.run import TeamOptions, TeamRunner
from tests.planners.test_team_run import record_for
from tools_store import LearnSettings

REQUEST = (
    "Download the paper 2602.06947 from papers.example.org and open the downloaded PDF in the "
    "Files app."
)
EXPERT = ExpertSettings(vision=False, max_steps=25)


def downloads(phone: SimDevice) -> tuple[list, list]:
    state = phone.state()
    return state["browser"]["downloads"], state["files"]["opened"]


def test_a_one_node_plan_costs_what_the_single_expert_costs(tmp_path, team_of):
    settings = load_settings({})
    alone, single_model = SimDevice(), build_run_model(settings)
    single = run_expert(
        alone, single_model, REQUEST, settings=settings, expert=EXPERT, run_dir=tmp_path / "s",
        learn=LearnSettings(enabled=False), screenshots=False,
    )  # fmt: skip
    team = team_of("Files", "Browser")
    plan = PlanSpec.model_validate(
        {"nodes": [{"id": "n1", "expert": "Files expert", "subtask": REQUEST}]}
    )
    phone, team_model = SimDevice(), build_run_model(settings)
    options = TeamOptions(expert=EXPERT, screenshots=False)
    runner = TeamRunner({"sim": phone}, team_model, settings, tmp_path / "t", options)
    record = runner.start(record_for(plan, team, REQUEST))
    node = record.nodes["n1"]
    assert team_model.log.reasoning_steps == single_model.log.reasoning_steps
    assert downloads(phone) == downloads(alone)
    assert len(node.runs) == 1 and not node.adjustments
    assert record.claims_done == bool(single.run and single.run.done)
    if not single.run.done:
        assert node.status == "done" and node.unconfirmed.startswith(REQUEST)
        pool = TeamMemoryPool(tmp_path / "t" / POOL_FILE)
        report = write_team_report(tmp_path / "t", record, pool).read_text(encoding="utf-8")
        assert 'class="node unconfirmed"' in report
