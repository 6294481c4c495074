"""A tool leaves out the run's detours: the sections the expert opened and left at once by Back
on its way to the right one are no steps of the workflow."""

from __future__ import annotations

from typing import get_args

from experts.expert import Expert, ExpertSettings
from experts.safety import SafetyOptions
from mobilexperts.handover import Category
from mobilexperts.llm import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from tools_store import SnapshotRecorder, admit, synthesize
from tools_store.trajectory import without_detours


def test_a_section_opened_and_closed_on_the_way_is_no_step_of_the_tool(sandbox):
    device = SimDevice()
    recorder = SnapshotRecorder(device)
    settings = ExpertSettings(
        vision=False, max_steps=14, safety=SafetyOptions(allow=list(get_args(Category)))
    )
    run = Expert(device, OfflinePolicy(), settings, sink=recorder).act(
        'Set the device name to "Office Phone" in Settings'
    )
    assert run.done and device.state()["settings"]["device_name"] == "Office Phone"
    backs = [s for s in run.steps if s.operation.kind == "back"]
    assert backs, "the run took no detour; the test needs one"
    kept = without_detours(run.steps)
    assert not [s for s in kept if s.operation.kind == "back"]
    assert len(kept) == len(run.steps) - 2 * len(backs)
    (draft,) = synthesize(run, OfflinePolicy(), recorder, device.apps())
    assert "dev.back()" not in draft.source
    start = recorder.snapshot_before(draft.provenance.steps[0])
    tool = admit(draft, device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
