"""Admission: replays from the recorded start state with recorded and fresh arguments; only a
tool whose postcondition holds is verified; the device is left as it was."""

from __future__ import annotations

from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice
from tools_store import AdmissionSettings, ToolParam, admit, fresh_args
from tools_store.rows import compared_rows


def test_a_synthesized_tool_is_admitted_from_its_snapshot(post_run, post_draft, sandbox):
    device = post_run.device
    before = device.state()
    start = post_run.recorder.snapshot_before(post_draft.provenance.steps[0])
    tool = admit(post_draft, device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
    admission = tool.versions[-1].admission
    assert admission.admitted and admission.replayed_from == "snapshot"
    recorded, fresh = admission.replays
    assert recorded.args == {"message": post_run.spec.params["message"]} and recorded.ok
    assert fresh.ok and fresh.args["message"] != recorded.args["message"]
    assert device.state() == before


def test_a_tool_whose_postcondition_fails_is_refused(post_run, post_draft, sandbox):
    start = post_run.recorder.snapshot_before(post_draft.provenance.steps[0])
    no_post = post_draft.source.rsplit("\n    dev.tap(", 1)[0] + "\n"
    tool = admit(
        post_draft.model_copy(update={"source": no_post}), post_run.device, start, sandbox=sandbox
    )
    assert tool.status == "draft"
    assert "recorded replay failed: postcondition" in tool.status_reason
    shows_missing = post_draft.postcondition.model_copy(update={"shows": ["{message} (edited)"]})
    tool = admit(
        post_draft.model_copy(update={"postcondition": shows_missing}),
        post_run.device,
        start,
        sandbox=sandbox,
    )
    assert tool.status == "draft" and "does not show" in tool.status_reason


def test_a_tool_that_breaks_the_contract_is_refused_before_any_replay(post_run, post_draft):
    broken = post_draft.model_copy(update={"source": post_draft.source + "import os\n"})
    tool = admit(broken, post_run.device, post_run.recorder.snapshot_before(1))
    assert tool.status == "draft" and "imports are not allowed" in tool.status_reason
    assert tool.versions[-1].admission.replays == []


def test_without_a_snapshot_a_phone_is_only_replayed_on_its_precondition(post_draft, sandbox):
    device = SimDevice()
    tool = admit(post_draft, device, None, sandbox=sandbox)
    assert tool.status == "draft" and "no snapshot" in tool.status_reason
    device.launch("Settings")
    live = AdmissionSettings(replay_live=True)
    tool = admit(post_draft, device, None, sandbox=sandbox, settings=live)
    assert tool.status == "verified", tool.status_reason
    admission = tool.versions[-1].admission
    assert admission.replayed_from == "current screen"
    assert [(r.ok, r.skipped) for r in admission.replays] == [(True, False), (True, False)]
    device.launch("Chirp")
    device.tap(*device_center(device, "compose"))
    tool = admit(post_draft, device, None, sandbox=sandbox, settings=live)
    assert tool.status == "draft"
    assert "precondition: the screen ComposeActivity" in tool.status_reason


def device_center(device: SimDevice, short_id: str) -> tuple[int, int]:
    return perceive_observation(device.observe()).find(resource_id=short_id).center


def test_fresh_arguments_look_like_the_recorded_ones(post_draft):
    person = ToolParam(name="name", example="Priya Ibrahim", choices=["Streamly", "Omar Xu"])
    tool = post_draft.model_copy(
        update={
            "params": [
                person,
                ToolParam(name="to", example="ana@example.com"),
                ToolParam(name="phone", example="415-555-0198"),
                ToolParam(name="word", example="cooking"),
                ToolParam(name="count", type="int", example=2),
                ToolParam(name="flag", type="bool", example=False),
            ]
        }
    )
    fresh = fresh_args(tool, tool.example_args())
    assert fresh == {
        "name": "Omar Xu",
        "to": "check.ana@example.com",
        "phone": "415-555-0199",
        "word": "cooking 2",
        "count": 3,
        "flag": True,
    }


def test_a_tool_that_ignores_its_argument_is_refused_by_the_fresh_replay(
    post_run, post_draft, sandbox
):
    message = post_run.spec.params["message"]
    constant = post_draft.source.replace("dev.type(message,", f"dev.type({message!r},")
    assert constant != post_draft.source
    start = post_run.recorder.snapshot_before(post_draft.provenance.steps[0])
    tool = admit(
        post_draft.model_copy(update={"source": constant}), post_run.device, start, sandbox=sandbox
    )
    recorded, fresh = tool.versions[-1].admission.replays
    assert recorded.ok  # the recorded message is on the end screen either way
    assert not fresh.ok and "does not show" in fresh.error
    assert tool.status == "draft" and "fresh replay failed" in tool.status_reason


def test_a_tool_whose_end_screen_names_no_argument_is_refused(post_run, post_draft, sandbox):
    start = post_run.recorder.snapshot_before(post_draft.provenance.steps[0])
    unproven = post_draft.postcondition.model_copy(update={"shows": []})
    message = post_run.spec.params["message"]
    constant = post_draft.source.replace("dev.type(message,", f"dev.type({message!r},")
    tool = admit(  # it ends alike whatever it is given: nothing shows that it did the task
        post_draft.model_copy(update={"postcondition": unproven, "source": constant}),
        post_run.device,
        start,
        sandbox=sandbox,
    )
    assert all(replay.ok for replay in tool.versions[-1].admission.replays)
    assert tool.status == "draft" and "shows none of its arguments" in tool.status_reason


def test_a_tool_that_opens_several_rows_of_a_list_by_position_is_refused(post_run, post_draft):
    rows = "    dev.tap(id='com.simdroid.shop:id/product_item', index={})\n"
    compared = post_draft.source + rows.format(0) + "    dev.back()\n" + rows.format(2)
    tool = admit(
        post_draft.model_copy(update={"source": compared}),
        post_run.device,
        post_run.recorder.snapshot_before(1),
    )
    assert tool.status == "draft" and "several rows of" in tool.status_reason
    assert tool.versions[-1].admission.replays == []
    assert compared_rows(post_draft.source + rows.format(0) + rows.format(0)) == ""


def test_a_tool_that_opens_a_later_row_the_request_does_not_name_by_place_is_refused(post_draft):
    row = "    dev.tap(id='com.simdroid.shop:id/product_item', index=2)\n"
    chosen = compared_rows(post_draft.source + row, "Find the price of the latest Zeta A model.")
    assert "past the first" in chosen
    assert compared_rows(post_draft.source + row, "Open the third result for Zeta A.") == ""
