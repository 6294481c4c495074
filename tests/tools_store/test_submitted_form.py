"""A tool that types every argument into a form and uses its submit control is admitted
although the screen it ends on names none of them (a mailbox after a send); one that fills
the form and discards it is refused."""

from __future__ import annotations

import pytest

from evals.tasks import TASKS_DIR, load_task
from mobilexperts.llm import OfflinePolicy
from tests.tools_store.conftest import Recorded, record_run
from tools_store import ScreenCondition, WorkflowTool, admit, synthesize
from tools_store.submitted import form_source


@pytest.fixture(scope="module")
def send_run() -> Recorded:
    recorded = record_run(load_task(TASKS_DIR / "mail" / "send_email.yaml").ready)
    assert recorded.run.done, recorded.run.stop_reason
    return recorded


@pytest.fixture(scope="module")
def send_draft(send_run: Recorded) -> WorkflowTool:
    (draft,) = synthesize(send_run.run, OfflinePolicy(), send_run.recorder, send_run.device.apps())
    assert len(draft.params) == 3 and not draft.postcondition.shows
    return draft


def test_the_form_part_of_a_tool_stops_before_the_tap_after_the_last_argument():
    source = (
        "def zap(dev, who: str, what: str):\n"
        "    dev.tap(id='zap:id/new')\n"
        "    dev.type(who, id='zap:id/who')\n"
        "    dev.tap(id='zap:id/more')\n"
        "    dev.type(what, id='zap:id/what')\n"
        "    dev.tap(id='zap:id/go')\n"
    )
    cut, tap = form_source(source, ["who", "what"])
    assert cut.rstrip().endswith("dev.type(what, id='zap:id/what')")
    assert tap == {"id": "zap:id/go"}
    assert form_source(source, ["who", "when"]) is None


def test_a_tool_that_submits_a_form_with_its_arguments_is_admitted(send_run, send_draft, sandbox):
    start = send_run.recorder.snapshot_before(send_draft.provenance.steps[0])
    tool = admit(send_draft, send_run.device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason


def test_a_tool_that_discards_the_form_is_refused(send_run, send_draft, sandbox):
    discard = send_draft.source.replace("id='com.simdroid.mail:id/send'", "desc='Discard'")
    assert discard != send_draft.source
    start = send_run.recorder.snapshot_before(send_draft.provenance.steps[0])
    tool = admit(
        send_draft.model_copy(update={"source": discard}), send_run.device, start, sandbox=sandbox
    )
    assert tool.status == "draft" and "shows none of its arguments" in tool.status_reason


def _then(tool: WorkflowTool, tail: str) -> WorkflowTool:
    """``tool`` doing ``tail`` after its last step; its end screen learned again by replay."""
    return tool.model_copy(
        update={"source": tool.source + tail, "postcondition": ScreenCondition()}
    )


OPEN_NEW = (
    "    dev.wait_for(id='com.simdroid.mail:id/compose_button')\n"
    "    dev.tap(id='com.simdroid.mail:id/compose_button')\n"
    "    dev.wait_for(id='com.simdroid.mail:id/body')\n"
)


def test_a_tool_that_sends_and_opens_an_empty_form_of_that_kind_is_admitted(
    send_run, send_draft, sandbox
):
    start = send_run.recorder.snapshot_before(send_draft.provenance.steps[0])
    tool = admit(_then(send_draft, OPEN_NEW), send_run.device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason


def test_a_tool_that_ends_on_a_form_holding_its_arguments_again_is_refused(
    send_run, send_draft, sandbox
):
    typed = [line for line in send_draft.source.splitlines() if "dev.type(" in line]
    start = send_run.recorder.snapshot_before(send_draft.provenance.steps[0])
    retyped = _then(send_draft, OPEN_NEW + "\n".join(typed) + "\n")
    tool = admit(retyped, send_run.device, start, sandbox=sandbox)
    assert tool.status == "draft" and "shows none of its arguments" in tool.status_reason
