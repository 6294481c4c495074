"""Teams built by hand for the planner tests (one expert per app), and an offline team run."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from experts.assembly import assemble
from experts.expert import ExpertSettings
from experts.pool import ExpertPool
from experts.portrait import AppRef, ExpertPortrait, Team, TeamMember
from mobilexperts.config import load_settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.sim.device import SimDevice
from planners.plan import PlanSpec
from planners.record import TeamRecord
from planners.run import TeamOptions, TeamRunner
from planners.team import plan_team


@pytest.fixture
def team_of() -> Callable[..., Team]:
    def build(*labels: str) -> Team:
        members = [
            TeamMember(
                portrait=ExpertPortrait(name=f"{app} expert", apps=[AppRef(label=app)]), covers=""
            )
            for app in labels
        ]
        return Team(request="", members=members)

    return build


def run_offline_team(request: str, phone: SimDevice, folder: Path) -> PlanSpec:
    """Assemble, plan and run ``request`` with the offline policy on ``phone``; the plan run."""
    settings = load_settings({})
    run_model = build_run_model(settings)
    pool = ExpertPool(folder / "experts.json", phone.info.fingerprint)
    team = assemble(request, pool, phone, run_model.model)
    team_plan = plan_team(request, team, run_model.model)
    record = TeamRecord(request=request, team=team, plan=team_plan.spec)
    record.add_plan(team_plan.spec)
    options = TeamOptions(expert=ExpertSettings(vision=False), screenshots=False)
    TeamRunner({"sim": phone}, run_model, settings, folder, options).start(record)
    return team_plan.spec
