"""Exploration: subtasks within the run budget, interface memory, workflow tools from accepted
subtasks, insight memory, the portrait updated; on a real phone no goal subtask runs."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from experts.assembly import assemble, enlist
from experts.expert import Expert, ExpertSettings
from experts.explore import ExploreSettings, explore, needs_exploration, quotes_sample
from experts.helpers import ExpertHelpers
from experts.pool import ExpertPool
from experts.portrait import AppRef, ExpertPortrait, PortraitStats
from experts.runner import run_expert
from memory.insight import InsightDraft, InsightMemory
from memory.interface import InterfaceMemory
from mobilexperts.config import load_settings
from mobilexperts.device.fakephone import FakeAdbServer, FakePhone
from mobilexperts.device.u2 import U2Device, U2Settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.scripted import ScriptedModel
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.phone import SimPhone
from tests.experts.shelf import ShelfApp
from tools_store import LearnSettings, ToolStore, WorkflowTool

SHELF = ExpertPortrait(name="Shelf expert", apps=[AppRef(label="Shelf")])


@pytest.fixture
def device() -> SimDevice:
    return SimDevice(phone=SimPhone(seed=1, apps=[ShelfApp]))


def test_offline_exploration_learns_screens_a_tool_and_insights_and_leaves_the_app_as_it_was(
    device,
):
    settings = load_settings()
    pool = ExpertPool.for_device(device.info.fingerprint, settings)
    pool.add(SHELF)
    report = explore(SHELF, "", device, OfflinePolicy(), settings=settings, pool=pool)
    assert report.screens == len(ShelfApp.census())
    assert report.confidence["verified"] >= 4
    (form,) = [s for s in report.subtasks if "Exploring Shelf" in s.task.instruction]
    assert form.accepted and form.tools
    tool = ToolStore.for_device(device.info.fingerprint, settings).require(form.tools[0])
    assert tool.status == "verified" and tool.app == ShelfApp.package
    kinds = {i.kind for i in InsightMemory.for_device(device.info.fingerprint, settings).entries()}
    assert kinds == {"efficiency", "failure", "performance"}
    saved = pool.require("Shelf expert")
    assert saved.apps == [AppRef(label="Shelf", package=ShelfApp.package)]
    assert saved.tools == report.tools and not needs_exploration(saved)
    assert f"interface:{ShelfApp.package}" in saved.memories
    assert device.state()["shelf"]["items"] == ["Lantern", "Compass", "Rope"]


def test_the_run_budget_caps_crawls_and_subtasks(device):
    report = explore(
        SHELF,
        "",
        device,
        OfflinePolicy(),
        settings=load_settings(),
        options=ExploreSettings(max_runs=1),
    )
    assert report.runs == 1 and len(report.crawls) == 1 and report.subtasks == []


def test_a_models_goal_subtask_runs_from_a_snapshot(device):
    model = ScriptedModel(
        {
            "explore_tasks": [
                {"tasks": [{"kind": "systematic", "app": "Shelf"}]},
                {
                    "tasks": [
                        {"kind": "goal", "app": "Shelf", "instruction": "Open Preferences in Shelf"}
                    ]
                },
            ],
            "insight": [
                {
                    "insights": [
                        {"kind": "efficiency", "goal": "Settings", "text": "tap Preferences"}
                    ]
                }
            ],
        }
    )
    decide_and_reflect = OfflinePolicy()

    class Backend:
        def generate(self, request):
            if request.role in ("explore_tasks", "insight"):
                return model.generate(request)
            return decide_and_reflect.generate(request)

    report = explore(SHELF, "tidy the shelf", device, Backend(), settings=load_settings())
    (subtask,) = report.subtasks
    assert subtask.task.instruction == "Open Preferences in Shelf" and subtask.accepted is not None
    assert report.insights == ["efficiency: tap Preferences"]
    first = model.calls_for("explore_tasks")[0]
    assert first.context.request == "tidy the shelf" and not first.context.explored
    assert any(s.fields == ["Item name"] for s in model.calls_for("explore_tasks")[1].context.found)
    model.assert_complete()


def test_on_a_real_phone_goal_subtasks_are_not_run():
    phone = FakePhone("emulator-5554", SimPhone(seed=1, apps=[ShelfApp]))
    with FakeAdbServer([phone]) as adb:
        device = U2Device(settings=U2Settings(adb_port=adb.port, retry_delay=0.0))
        try:
            report = explore(SHELF, "", device, OfflinePolicy(), settings=load_settings())
        finally:
            device.close()
    assert report.subtasks and all(s.accepted is None for s in report.subtasks)
    assert report.tools == [] and phone.sim.apps[ShelfApp.package].state.pressed == []


def test_a_new_expert_from_assembly_explores_before_it_acts(device):
    settings = load_settings()
    pool = ExpertPool.for_device(device.info.fingerprint, settings)
    memory = InterfaceMemory.for_device(device.info.fingerprint, settings)
    team = assemble("Add a lantern to my shelf", pool, device, OfflinePolicy(), memory=memory)
    (member,) = team.members
    assert member.new and needs_exploration(member.portrait)
    enlist(team, pool)
    explore(member.portrait, team.request, device, OfflinePolicy(), settings=settings, pool=pool)
    assert not needs_exploration(pool.require(member.portrait.name))
    again = assemble("Add a lantern to my shelf", pool, device, OfflinePolicy(), memory=memory)
    assert not again.members[0].new


def test_insights_that_share_words_with_the_request_reach_the_decide_context(device, tmp_path):
    insights = InsightMemory(tmp_path / "insights.json")
    insights.add(
        ShelfApp.package,
        [InsightDraft(kind="efficiency", goal="Settings", text='tap "Preferences" for settings')],
    )
    policy, seen = OfflinePolicy(), []

    class Recording:
        def generate(self, request):
            if request.role == "decide":
                seen.append(request.context.insights)
            return policy.generate(request)

    model = Recording()
    helpers = ExpertHelpers(model, insights=insights)
    Expert(device, model, ExpertSettings(max_steps=2, vision=False), helpers).act(
        "Open the Shelf settings"
    )
    assert seen and seen[0] == ['efficiency: tap "Preferences" for settings']
    seen.clear()
    Expert(device, model, ExpertSettings(max_steps=1, vision=False), helpers).act("Water plants")
    assert seen == [[]]


def test_exploring_for_a_request_rehearses_it_so_the_run_takes_one_tool_call(device):
    settings = load_settings()
    request = 'Add the item "Hammer" to my Shelf'
    report = explore(SHELF, request, device, OfflinePolicy(), settings=settings)
    rehearsal = report.subtasks[0]
    assert rehearsal.task.instruction == 'Add the item "Exploring Shelf 1" to my Shelf'
    assert rehearsal.accepted and rehearsal.tools
    result = run_expert(
        device,
        build_run_model(settings),
        request,
        settings=settings,
        expert=ExpertSettings(max_steps=6, vision=False),
        learn=LearnSettings(enabled=False),
        screenshots=False,
    )
    first = result.run.steps[0]
    assert first.operation.kind == "use_tool" and first.operation.args == {"item_name": "Hammer"}
    assert device.state()["shelf"]["items"][0] == "Hammer"


def test_an_expert_that_explored_before_only_rehearses_the_new_request(device):
    settings = load_settings()
    first = explore(SHELF, "", device, OfflinePolicy(), settings=settings)
    again = explore(
        first.portrait, 'Add item "Rope" in Shelf', device, OfflinePolicy(), settings=settings
    )
    assert first.crawls and again.crawls == []
    assert [s.task.instruction for s in again.subtasks] == ['Add item "Exploring Shelf 1" in Shelf']


def test_a_subtask_is_learned_from_what_a_tool_sees_not_from_text_read_off_the_picture():
    """Map pins are drawn, not in the hierarchy, so a tool cannot tap one: a goal subtask runs
    without OCR and takes a way a replay can take (the search), and its tool is verified."""
    settings = load_settings()
    device = SimDevice()
    explored = PortraitStats(last_explored=datetime.now(UTC))
    maps = ExpertPortrait(name="Maps expert", apps=[AppRef(label="Maps")], stats=explored)
    report = explore(
        maps, "Save Lotus Thai Kitchen in Maps", device, OfflinePolicy(), settings=settings
    )
    (rehearsal,) = report.subtasks
    assert rehearsal.accepted and rehearsal.tools
    tool = ToolStore.for_device(device.info.fingerprint, settings).require(rehearsal.tools[0])
    assert tool.status == "verified" and "search_omnibox" in tool.source


def test_a_tool_that_still_quotes_its_subtasks_sample_works_on_that_sample_only():
    """A tool whose description still quotes the sample its subtask typed (a tap on that
    sample's tile) is the one exploration retires; a tool taking the value as a parameter is
    kept."""
    subtask = 'Search "Exploring Zapnet" in Zapweb'
    tapped = WorkflowTool(
        name="open_zap", description='Open "Exploring Zapnet" in Zapweb.', app="com.zap", source=""
    )
    searched = WorkflowTool(
        name="search_zap", description='Search "<query>" in Zapweb.', app="com.zap", source=""
    )
    assert quotes_sample(tapped, subtask)
    assert not quotes_sample(searched, subtask)
    assert not quotes_sample(tapped, "Search for zap gear in Zapweb")
