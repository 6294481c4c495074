"""A tool that deletes an item it picked is admitted on the item's absence: the screen it was
picked on no longer lists it after the recorded and the fresh replay; a tool that leaves the
item in place is refused; a delete tool that failed before deleting is no evidence."""

from __future__ import annotations

import pytest

from evals.tasks import TASKS_DIR, load_task
from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from mobilexperts.llm import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from tests.tools_store.conftest import Recorded, record_run
from tools_store import ToolKit, WorkflowTool, admit, synthesize


@pytest.fixture(scope="module")
def delete_run() -> Recorded:
    recorded = record_run(load_task(TASKS_DIR / "mail" / "delete_newsletter.yaml").ready)
    assert recorded.run.done, recorded.run.stop_reason
    return recorded


@pytest.fixture(scope="module")
def delete_draft(delete_run: Recorded) -> WorkflowTool:
    apps = delete_run.device.apps()
    (draft,) = synthesize(delete_run.run, OfflinePolicy(), delete_run.recorder, apps)
    return draft


@pytest.fixture(scope="module")
def delete_tool(delete_run: Recorded, delete_draft: WorkflowTool, sandbox) -> WorkflowTool:
    start = delete_run.recorder.snapshot_before(delete_draft.provenance.steps[0])
    return admit(delete_draft, delete_run.device, start, sandbox=sandbox)


def test_a_deleted_item_is_the_evidence_of_a_delete_tool(delete_draft, delete_tool):
    (param,) = delete_draft.params
    assert delete_draft.postcondition.hides == [f"{{{param.name}}}"]
    assert "without <" in delete_draft.description
    tool = delete_tool
    assert tool.status == "verified", tool.status_reason
    recorded, fresh = tool.versions[-1].admission.replays
    assert recorded.ok and fresh.ok and fresh.args != recorded.args


def test_a_tool_that_leaves_the_item_listed_is_refused(delete_run, delete_draft, sandbox):
    kept = delete_draft.source.rsplit("\n    dev.tap(", 1)[0] + "\n    dev.back()\n"
    start = delete_run.recorder.snapshot_before(delete_draft.provenance.steps[0])
    tool = admit(
        delete_draft.model_copy(update={"source": kept}), delete_run.device, start, sandbox=sandbox
    )
    assert tool.status == "draft"
    assert "still lists" in tool.status_reason


def test_a_delete_tool_that_failed_before_deleting_is_no_evidence(delete_tool, store, sandbox):
    """The tool opens a screen that does not list the item (a new mail), then fails: the item
    is not on the screen, but a failed tool's arguments prove nothing, so the task is not
    judged done by the tool (the expert carries on; the mail is gone only if it deleted it)."""
    lost = delete_tool.source.replace(
        "    dev.scroll_to(",
        "    dev.tap(id='com.simdroid.mail:id/compose_button')\n    dev.scroll_to(",
    ).replace(
        ":id/conversation', text=name)\n    dev.tap", ":id/no_such_row', text=name)\n    dev.tap"
    )
    store.put(delete_tool.model_copy(update={"source": lost}))
    device = SimDevice()
    model = OfflinePolicy()
    helpers = ExpertHelpers(model, tools=ToolKit(store, sandbox))
    run = Expert(device, model, ExpertSettings(vision=False, max_steps=6), helpers=helpers).act(
        "Delete the newsletter from Tech Weekly in my inbox."
    )
    used = store.require(delete_tool.name).stats
    assert used.consecutive_failures == 1 and "no_such_row" in used.last_error
    assert not run.stop_reason.endswith("then failed")
    senders = [m["sender"] for m in device.state()["mail"]["inbox"]]
    assert run.done == ("Tech Weekly" not in senders)
