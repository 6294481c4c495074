"""Fixtures of the tool store tests: a warm sandbox, and a real SimDroid trajectory (the expert
with the offline policy posting a chirp) with its recorded screens and snapshots."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import experts  # noqa: F401 - registers the offline handlers of decide and reflect
from evals.checker import prepare
from evals.tasks import TASKS_DIR, TaskSpec, load_task
from experts.expert import Expert, ExpertSettings
from mobilexperts.llm import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from mobilexperts.trajectory import ExpertRun
from sandbox import Sandbox
from tools_store import SnapshotRecorder, ToolStore, WorkflowTool, admit, synthesize

POST_TASK = TASKS_DIR / "chirp" / "post_chirp.yaml"


@dataclass
class Recorded:
    """An expert run on SimDroid with what the recorder kept of it."""

    spec: TaskSpec
    device: SimDevice
    recorder: SnapshotRecorder
    run: ExpertRun


def record_run(spec: TaskSpec) -> Recorded:
    device = SimDevice(seed=spec.seed)
    prepare(spec, device)
    recorder = SnapshotRecorder(device)
    expert = Expert(device, OfflinePolicy(), ExpertSettings(vision=False), sink=recorder)
    return Recorded(spec, device, recorder, expert.act(spec.instruction))


@pytest.fixture(scope="session")
def sandbox() -> Iterator[Sandbox]:
    with Sandbox() as box:
        box.start()
        yield box


@pytest.fixture(scope="session")
def post_run() -> Recorded:
    recorded = record_run(load_task(POST_TASK).ready)
    assert recorded.run.done, recorded.run.stop_reason
    return recorded


@pytest.fixture(scope="session")
def post_draft(post_run: Recorded) -> WorkflowTool:
    drafts = synthesize(post_run.run, OfflinePolicy(), post_run.recorder, post_run.device.apps())
    assert len(drafts) == 1
    return drafts[0]


@pytest.fixture(scope="session")
def post_tool(post_run: Recorded, post_draft: WorkflowTool, sandbox: Sandbox) -> WorkflowTool:
    start = post_run.recorder.snapshot_before(post_draft.provenance.steps[0])
    tool = admit(post_draft, post_run.device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
    return tool


@pytest.fixture
def store(tmp_path: Path) -> ToolStore:
    return ToolStore(tmp_path / "device" / "tools.json", fingerprint="test-device")
