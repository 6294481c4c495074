"""A tool that deletes an item it picked is admitted on the item's absence: the screen it was
picked on no longer lists it after the recorded and the fresh replay; a tool that leaves the
item in place is refused."""

from __future__ import annotations

import pytest

from evals.tasks import TASKS_DIR, load_task
from mobilexperts.llm import OfflinePolicy
from tests.tools_store.conftest import Recorded, record_run
from tools_store import WorkflowTool, admit, synthesize


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


def test_a_deleted_item_is_the_evidence_of_a_delete_tool(delete_run, delete_draft, sandbox):
    (param,) = delete_draft.params
    assert delete_draft.postcondition.hides == [f"{{{param.name}}}"]
    assert "without <" in delete_draft.description
    start = delete_run.recorder.snapshot_before(delete_draft.provenance.steps[0])
    tool = admit(delete_draft, delete_run.device, start, sandbox=sandbox)
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
