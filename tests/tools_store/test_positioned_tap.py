"""A tap whose position on a slider is the level set: a tool's selector taps the middle, so no
learned tool replays it as a tap on the slider's id (it would set another level)."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from experts.expert import Expert, ExpertSettings
from mobilexperts.llm import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from tools_store import SnapshotRecorder, learn_from_run


def test_no_tool_taps_the_middle_of_a_slider_the_run_set_by_position(store, sandbox) -> None:
    device = SimDevice(seed=0)
    recorder = SnapshotRecorder(device)
    model = OfflinePolicy()
    run = Expert(device, model, ExpertSettings(vision=False), sink=recorder).act(
        "dim the screen a bit"
    )
    assert run.done and device.state()["system"]["brightness"] < 0.6
    assert any(s.operation.kind == "tap" and s.operation.x is not None for s in run.steps)
    learned = learn_from_run(run, device, model, store, recorder, sandbox=sandbox)
    assert all("brightness'" not in tool.source for tool in learned)
