"""Tools that return values: a run that ended in an answer yields a tool that reads the answer's
fields from the screen it ends on and returns them; a later question is answered through it,
judged, and passes the task's checker."""

from __future__ import annotations

import pytest

from evals.checker import check, prepare
from evals.tasks import TASKS_DIR, load_task
from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from mobilexperts.llm import OfflinePolicy
from mobilexperts.operations import UseTool
from mobilexperts.sim.device import SimDevice
from tests.tools_store.conftest import record_run
from tools_store import SnapshotRecorder, ToolKit, admit, synthesize

NEXT_EVENT = TASKS_DIR / "calendar" / "next_event.yaml"


@pytest.fixture(scope="module")
def answer_tool(sandbox):
    recorded = record_run(load_task(NEXT_EVENT).ready)
    assert recorded.run.done and recorded.run.answer
    drafts = synthesize(recorded.run, OfflinePolicy(), recorded.recorder, recorded.device.apps())
    (draft,) = [d for d in drafts if "return " in d.source]
    start = recorded.recorder.snapshot_before(draft.provenance.steps[0])
    tool = admit(draft, recorded.device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
    return tool


def test_a_run_that_answered_makes_a_tool_that_returns_the_answer(answer_tool, store, sandbox):
    assert "returns its" in answer_tool.description
    assert answer_tool.source.rstrip().splitlines()[-1].lstrip().startswith("return ")
    store.put(answer_tool)
    outcome = ToolKit(store, sandbox).run_tool(SimDevice(), UseTool(name=answer_tool.name))
    assert outcome.ok
    assert outcome.answer == "Brunch with Zoe | Old Town Espresso"
    assert "it returned" in outcome.note()


def test_a_question_is_answered_through_the_tool(answer_tool, store, sandbox):
    store.put(answer_tool)
    run, checked = run_task(load_task(NEXT_EVENT).ready, store, sandbox)
    assert [s.operation.kind for s in run.steps] == ["use_tool"]
    assert run.stop_reason == f"the tool {answer_tool.name} did the task"
    assert checked.success


def test_a_one_screen_answer_becomes_a_tool_that_reads_the_list_row(store, sandbox):
    spec = load_task(TASKS_DIR / "messages" / "latest_code.yaml").ready
    recorded = record_run(spec)
    assert [s.operation.kind for s in recorded.run.steps] == ["open_app"]
    drafts = synthesize(recorded.run, OfflinePolicy(), recorded.recorder, recorded.device.apps())
    (draft,) = drafts
    assert "dev.launch('Messages')" in draft.source
    assert "dev.read_text(id='com.simdroid.messages:id/conversation', index=0)" in draft.source
    start = recorded.recorder.snapshot_before(draft.provenance.steps[0])
    tool = admit(draft, recorded.device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
    store.put(tool)
    run, checked = run_task(spec, store, sandbox)
    assert [s.operation.kind for s in run.steps] == ["use_tool"]
    assert checked.success


def run_task(spec, store, sandbox):
    """The offline expert's run of ``spec`` on a fresh phone with ``store``'s tools, and the
    checker's verdict on it."""
    device = SimDevice(seed=spec.seed)
    initial = prepare(spec, device)
    model = OfflinePolicy()
    helpers = ExpertHelpers(model, tools=ToolKit(store, sandbox))
    run = Expert(device, model, ExpertSettings(vision=False), helpers=helpers).act(spec.instruction)
    return run, check(spec, device.state(), run.answer, initial)


def test_a_question_tool_is_admitted_on_another_item_that_has_the_field(store, sandbox):
    """Chen Barros is the first contact with a birthday; the next contacts shown have none, so
    the fresh replays go on to another choice until one shows and reads a birthday."""
    device = SimDevice()
    recorder = SnapshotRecorder(device)
    expert = Expert(device, OfflinePolicy(), ExpertSettings(vision=False), sink=recorder)
    run = expert.act("What is the birthday of Chen Barros in Contacts?")
    assert run.done and run.answer
    (draft,) = synthesize(run, OfflinePolicy(), recorder, device.apps())
    assert "birthday_value" in draft.source
    start = recorder.snapshot_before(draft.provenance.steps[0])
    tool = admit(draft, device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
    replays = tool.versions[-1].admission.replays
    assert [r.ok for r in replays][:2] == [True, False] and replays[-1].ok
    assert "birthday_value" in replays[1].error
    store.put(tool)
    run, checked = run_task(
        load_task(TASKS_DIR / "contacts" / "birthday.yaml").ready, store, sandbox
    )
    assert [s.operation.kind for s in run.steps] == ["use_tool"]
    assert checked.success


def test_a_listing_the_request_names_word_for_word_is_a_parameter_not_baked_in(store, sandbox):
    """The request names the listing "Robotics (cs.RO)" as its row shows it: the tool taps the
    row its argument names, so a question about another listing is answered through it."""
    task = load_task(TASKS_DIR / "browser" / "latest_robotics_paper.yaml")
    recorded = record_run(task.ready)
    (draft,) = synthesize(recorded.run, OfflinePolicy(), recorded.recorder, recorded.device.apps())
    assert "Robotics (cs.RO)" in [p.example for p in draft.params]
    assert "Robotics" not in draft.source.split('"""')[2]
    start = recorded.recorder.snapshot_before(draft.provenance.steps[0])
    tool = admit(draft, recorded.device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
    store.put(tool)
    other = task.with_params(
        subject="Machine Learning",
        category="cs.LG",
        title="Reinforcement Learning from Human Edits",
    )
    run, checked = run_task(other, store, sandbox)
    used = run.steps[0].operation
    assert isinstance(used, UseTool) and used.name == tool.name
    assert "Machine Learning (cs.LG)" in used.args.values()
    assert checked.success


def test_an_answer_shown_in_a_folded_label_is_read_by_the_argument_beside_it(store, sandbox):
    """The place of a post shows only in the label "nomad.lens | Positano, Italy" (no id of
    its own): the tool reads that label's part, found by the account its argument names."""
    task = load_task(TASKS_DIR / "snapgram" / "photo_location.yaml")
    recorded = record_run(task.ready)
    (draft,) = synthesize(recorded.run, OfflinePolicy(), recorded.recorder, recorded.device.apps())
    assert "part=1)" in draft.source.splitlines()[-1]
    start = recorded.recorder.snapshot_before(draft.provenance.steps[0])
    tool = admit(draft, recorded.device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
    store.put(tool)
    run, checked = run_task(
        task.with_params(handle="earthshots", place="Tromso, Norway"), store, sandbox
    )
    assert [s.operation.kind for s in run.steps] == ["use_tool"]
    assert run.answer == "Tromso, Norway" and checked.success
