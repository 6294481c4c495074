"""A tool whose end screen names none of its arguments is admitted only when, from one
snapshot, the fresh replay ends on the same screen showing other texts than the recorded one
(a route to the place given); one that ends the same whatever it is given is refused."""

from __future__ import annotations

import pytest

from evals.checker import prepare
from evals.tasks import TASKS_DIR, load_task
from experts.expert import Expert, ExpertSettings
from mobilexperts.llm import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from tests.tools_store.conftest import Recorded
from tools_store import SnapshotRecorder, WorkflowTool, admit, synthesize


@pytest.fixture(scope="module")
def route_run() -> Recorded:
    """The place found through search, as exploration runs it (no OCR: the map's pins are
    read off the picture, a step no replay can take)."""
    spec = load_task(TASKS_DIR / "maps" / "navigate_to.yaml").with_params(
        place="Lotus Thai Kitchen"
    )
    device = SimDevice(seed=spec.seed)
    prepare(spec, device)
    recorder = SnapshotRecorder(device)
    expert = Expert(device, OfflinePolicy(), ExpertSettings(vision=False, ocr=None), sink=recorder)
    recorded = Recorded(spec, device, recorder, expert.act(spec.instruction))
    assert recorded.run.done, recorded.run.stop_reason
    return recorded


@pytest.fixture(scope="module")
def route_draft(route_run: Recorded) -> WorkflowTool:
    (draft,) = synthesize(
        route_run.run, OfflinePolicy(), route_run.recorder, route_run.device.apps()
    )
    assert not draft.postcondition.shows and not draft.postcondition.states
    return draft


def test_a_fresh_place_that_changes_the_end_screen_proves_the_tool(route_run, route_draft, sandbox):
    start = route_run.recorder.snapshot_before(route_draft.provenance.steps[0])
    tool = admit(route_draft, route_run.device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
    recorded, *_, fresh = tool.versions[-1].admission.replays
    assert recorded.ok and fresh.ok and fresh.args != recorded.args


def test_a_tool_that_ends_alike_whatever_it_is_given_is_refused(route_run, route_draft, sandbox):
    (param,) = route_draft.params
    place = repr(route_run.spec.params["place"])
    fixed = route_draft.source.replace(f"dev.type({param.name},", f"dev.type({place},")
    fixed = fixed.replace(f"text={param.name})", f"text={place})")
    assert param.name not in fixed.split('"""')[-1]
    start = route_run.recorder.snapshot_before(route_draft.provenance.steps[0])
    tool = admit(
        route_draft.model_copy(update={"source": fixed}), route_run.device, start, sandbox=sandbox
    )
    assert all(replay.ok for replay in tool.versions[-1].admission.replays)
    assert tool.status == "draft" and "shows none of its arguments" in tool.status_reason
