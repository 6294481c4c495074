"""Tool health after an app update: a tool admitted on version 1 of its app is re-checked when
the device has version 2, marked suspect before anyone uses it when the update broke it, and
repaired by running its own goal again on the new layout."""

from __future__ import annotations

import pytest

from experts.tool_repair import GoalRepair
from mobilexperts.device.fakephone import FakeAdbServer
from mobilexperts.device.u2 import U2Device
from mobilexperts.llm import OfflinePolicy
from mobilexperts.operations import UseTool
from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice
from tests.device.conftest import fast_settings, make_phone
from tools_store import ToolKit, ToolKitSettings, ToolUseError
from tools_store.health import outdated, refresh, refresh_tool


def test_admission_records_the_app_version(post_tool, store):
    store.put(post_tool)
    assert post_tool.app_version == "1"
    assert outdated(store, SimDevice()) == []
    assert [t.name for t in outdated(store, SimDevice(app_version=2))] == [post_tool.name]


def test_an_updated_app_makes_its_broken_tool_suspect_before_it_is_run(post_tool, store, sandbox):
    store.put(post_tool)
    device = SimDevice(app_version=2)
    before = device.state()["chirp"]["posts"]
    kit = ToolKit(store, sandbox)
    with pytest.raises(ToolUseError, match="suspect"):
        kit.run_tool(device, UseTool(name=post_tool.name, args={"message": "after update"}))
    assert device.state()["chirp"]["posts"] == before
    [row] = kit.settle()
    assert (row.admitted_on, row.installed, row.after) == ("1", "2", "suspect")
    assert row.reason.startswith("its app changed from version 1 to 2")
    assert store.require(post_tool.name).status == "suspect"


def test_a_tool_the_update_did_not_break_stays_verified(post_tool, store, sandbox):
    tool = post_tool.model_copy(update={"app_version": "0"})
    store.put(tool)
    [row] = refresh(store, SimDevice(), sandbox)
    assert row.after == "verified" and row.repaired_by == ""
    assert store.require(tool.name).app_version == "1"


def test_a_phone_that_cannot_be_copied_gets_its_outdated_tool_suspected(post_tool, store, sandbox):
    store.put(post_tool)
    row = refresh_tool(post_tool, "2", store, None, sandbox)
    assert row.after == "suspect" and "tools doctor" in row.reason


def test_the_goal_repairs_a_broken_tool_as_its_next_version(post_run, post_tool, store, sandbox):
    store.put(post_tool)
    device = SimDevice(seed=post_run.spec.seed, app_version=2)
    kit = ToolKit(store, sandbox, ToolKitSettings(), GoalRepair(OfflinePolicy(), sandbox))
    kit.watch(device)
    [row] = kit.settle()
    assert row.after == "suspect" and row.repaired_by == post_tool.name
    repaired = store.require(post_tool.name)
    assert (repaired.status, repaired.version, repaired.app_version) == ("verified", 2, "2")
    assert "new_post_fab" in repaired.source
    screen = perceive_observation(device.observe())
    assert [t.name for t in kit.tools(screen, "Post a chirp saying hello")] == [post_tool.name]
    kit.run_tool(device, UseTool(name=post_tool.name, args={"message": "posted on v2"}))
    assert device.state()["chirp"]["posts"][0]["text"] == "posted on v2"


def test_a_real_phone_reports_app_versions_and_outdated_tools_become_suspect(
    post_tool, store, sandbox
):
    with FakeAdbServer([make_phone()]) as server:
        phone = U2Device(settings=fast_settings(server.port))
        try:
            assert phone.app_version("org.example.notebook") == "1.0"
            assert phone.app_version("com.example.absent") == ""
            tool = post_tool.model_copy(update={"app": "org.example.notebook"})
            store.put(tool)
            [row] = refresh(store, phone, sandbox)
        finally:
            phone.close()
    assert (row.admitted_on, row.installed, row.after) == ("1", "1.0", "suspect")
    assert "tools doctor" in row.reason
    assert "tools doctor" in row.reason
    assert store.require(post_tool.name).status == "suspect"
