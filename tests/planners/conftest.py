"""Teams built by hand for the planner tests (one expert per app), an offline team run, and a
fresh phone's survey made once."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from experts.assembly import assemble
from experts.expert import ExpertSettings
from experts.pool import ExpertPool
from experts.portrait import AppRef, ExpertPortrait, Team, TeamMember
from memory.content import ContentMemory
from memory.interface import InterfaceMemory
from mobilexperts.config import load_settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.llm.offline import OfflinePolicy
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


@pytest.fixture(scope="session")
def surveyed_phone(tmp_path_factory) -> Path:
    """The content memory file assembly's survey records of a fresh phone, made once (SimDroid
    undoes the survey, so every fresh phone records the same)."""
    folder = tmp_path_factory.mktemp("survey")
    content = ContentMemory(folder / "content.json")
    pool, memory = ExpertPool(folder / "experts.json"), InterfaceMemory(folder / "interface.json")
    assemble("Post a chirp", pool, SimDevice(), OfflinePolicy(), memory=memory, content=content)
    return folder / "content.json"


@pytest.fixture
def surveyed_content(surveyed_phone: Path, tmp_path: Path) -> ContentMemory:
    """This test's own copy of a fresh phone's survey: assembly reads it, surveying nothing."""
    shutil.copy(surveyed_phone, tmp_path / "content.json")
    return ContentMemory(tmp_path / "content.json")


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
