"""Synthesis: a real SimDroid trajectory compiles into a tool that lints and compiles; typed
text and choices from the request become parameters, fixed elements selectors; a refused draft
is sent back for repair."""

from __future__ import annotations

import re

from evals.tasks import TASKS_DIR, load_task
from mobilexperts.llm import OfflinePolicy, ScriptedModel
from mobilexperts.operations import OpenApp, parse_operation
from mobilexperts.perception.context import ElementContext
from mobilexperts.trajectory import ExpertRun, StepLog
from sandbox import vet_tool
from tests.tools_store.conftest import record_run
from tools_store import ToolDraft, admit, synthesize
from tools_store.compile import compile_trajectory
from tools_store.trajectory import SynthesisContext, segments


def test_a_recorded_run_becomes_a_tool_that_lints_and_compiles(post_run, post_draft):
    message = post_run.spec.params["message"]
    signature = vet_tool(post_draft.source)
    assert signature.name == post_draft.name and "post" in post_draft.name
    assert [(p.name, p.type, p.example) for p in post_draft.params] == [("message", "str", message)]
    source = post_draft.source
    assert "dev.launch('Chirp')" in source
    assert re.search(r"dev\.type\(message, clear=True, id='[\w.]+:id/\w+'\)", source)
    assert "x=" not in source and message not in source
    assert post_draft.precondition.outside_app and post_draft.precondition.package == (
        "com.simdroid.chirp"
    )
    assert post_draft.postcondition.shows == ["{message}"]
    assert post_draft.postcondition.signatures and post_draft.postcondition.anchors
    assert post_draft.provenance.instruction == post_run.run.instruction
    assert post_draft.status == "draft" and post_draft.versions[0].version == 1
    assert "<message>" in post_draft.description and "Starts:" in post_draft.description


def target(**given) -> dict:
    base = {
        "label": "",
        "text": "",
        "desc": "",
        "id": "",
        "cls": "View",
        "in_list": False,
        "editable": False,
        "parts": [],
        "id_count": 1,
        "id_position": 0,
        "caption_count": 1,
        "row_parts": [],
        "alternatives": [],
    }
    return {**base, **given}


def step(number: int, kind: str, operation: dict, tgt: dict | None, changed: bool) -> dict:
    return {
        "step": number,
        "kind": kind,
        "operation": {"kind": kind, **operation},
        "text": kind,
        "package": "org.example.notes",
        "activity": "org.example.notes.ListActivity",
        "signature": f"s{number}",
        "signature_after": f"s{number + 1}",
        "screen_changed": changed,
        "target": tgt,
    }


def notes_context() -> dict:
    row = ["Ada Lovelace", "Engines"]
    others = [["Grace Hopper", "Compilers"], ["Alan Turing", "Machines"]]
    return {
        "instruction": 'Share the note by Ada Lovelace with "Looks great"',
        "app": "org.example.notes",
        "app_label": "",
        "launches": False,
        "steps": [
            step(
                1,
                "tap",
                {"index": 4},
                target(
                    id="org.example.notes:id/share",
                    desc="Share",
                    label="Share",
                    parts=["Share"],
                    in_list=True,
                    id_count=3,
                    id_position=1,
                    caption_count=3,
                    row_parts=row,
                    alternatives=others,
                ),
                True,
            ),
            step(
                2,
                "tap",
                {"index": 2},
                target(
                    id="org.example.notes:id/contact",
                    label="Ada Lovelace | Engines",
                    parts=row,
                    in_list=True,
                    id_count=3,
                    row_parts=row,
                    alternatives=others,
                ),
                True,
            ),
            step(
                3,
                "text",
                {"content": "Looks great", "clear": True, "submit": True},
                target(id="org.example.notes:id/comment", editable=True),
                False,
            ),
            step(
                4,
                "tap",
                {"index": 9},
                target(
                    id="org.example.notes:id/star",
                    desc="Star",
                    label="Star",
                    parts=["Star"],
                    in_list=True,
                    id_count=3,
                    id_position=2,
                    caption_count=3,
                ),
                False,
            ),
        ],
        "start": {
            "package": "org.example.notes",
            "activity": "org.example.notes.ListActivity",
            "signature": "s1",
            "texts": [],
        },
        "end": {
            "package": "org.example.notes",
            "activity": "org.example.notes.ListActivity",
            "signature": "s5",
            "texts": ["Ada Lovelace | Looks great"],
        },
        "feedback": [],
    }


def test_request_values_become_parameters_and_fixed_elements_selectors():
    draft = compile_trajectory(SynthesisContext.model_validate(notes_context()))
    lines = [line.strip() for line in draft.source.splitlines()]
    assert "dev.tap(id='org.example.notes:id/share', near=name)" in lines
    assert "dev.tap(id='org.example.notes:id/contact', text=name)" in lines
    assert "dev.type(message, clear=True, id='org.example.notes:id/comment')" in lines
    assert "dev.enter()" in lines
    assert "dev.tap(id='org.example.notes:id/star', index=2)" in lines
    tap = lines.index("dev.tap(id='org.example.notes:id/contact', text=name)")
    assert lines[tap - 2 : tap] == [  # the list, then the row, which may be further down
        "dev.wait_for(id='org.example.notes:id/contact')",
        "dev.scroll_to(id='org.example.notes:id/contact', text=name)",
    ]
    params = {p.name: p for p in draft.params}
    assert params["name"].choices == ["Grace Hopper", "Alan Turing"]
    assert params["message"].example == "Looks great"
    assert draft.shows == ["{name}", "{message}"] and (draft.first_step, draft.last_step) == (1, 4)
    assert draft.name == "share_note" and "<name>" in draft.description
    vet_tool(draft.source)


def test_a_step_no_selector_can_name_ends_the_tool_before_it():
    context = notes_context()
    context["steps"][3]["target"] = target(label="12:45", parts=["12:45"], in_list=True, id_count=0)
    draft = compile_trajectory(SynthesisContext.model_validate(context))
    assert draft.last_step == 3 and draft.shows == []
    assert "star" not in draft.source


def element(index: int, **given) -> ElementContext:
    return ElementContext(index=index, **given)


def log(number: int, kind: str, package: str, before: str, after: str, **op) -> StepLog:
    target = op.pop("target", None)
    return StepLog(
        step=number,
        package=package,
        activity="",
        signature=before,
        signature_after=after,
        operation=parse_operation({"kind": kind, **op}),
        operation_text=kind,
        target=target,
    )


def test_segments_follow_one_app_and_stop_at_tool_use_and_breaks():
    steps = [
        log(1, "tap", "launcher", "h", "a1", index=2, target=element(2, label="Notes", id="icon")),
        log(2, "tap", "notes", "a1", "a2", index=3, target=element(3, id="new")),
        log(3, "text", "notes", "a2", "a2", content="hi"),
        log(4, "think", "notes", "a2", "a2", flow="write", goal="x"),
        log(5, "use_tool", "notes", "a2", "a3", name="t"),
        log(6, "tap", "notes", "a3", "a4", index=1, target=element(1, id="save")),
        log(7, "tap", "notes", "zz", "a5", index=1, target=element(1, id="ok")),
        log(8, "back", "notes", "a5", "a6"),
        log(9, "tap", "mail", "m1", "m2", index=1, target=element(1, id="send")),
    ]
    run = ExpertRun(instruction="x", done=True, stop_reason="stopped", steps=steps)
    found = segments(run, 2, apps=["Notes", "Mail"])
    assert [[s.step for s in seg] for seg in found] == [[1, 2, 3], [7, 8]]
    assert found[0][0].operation == OpenApp(app="Notes")


def test_an_app_picked_in_a_share_sheet_carries_the_segment_into_it():
    steps = [
        log(1, "tap", "launcher", "h", "a1", index=2, target=element(2, label="Zapshop", id="i")),
        log(2, "tap", "zapshop", "a1", "a2", index=3, target=element(3, id="share")),
        log(3, "tap", "zapshop", "a2", "m1", index=5, target=element(5, label="Zapmail", id="c")),
        log(4, "text", "zapmail", "m1", "m1", content="ann@example.com"),
        log(5, "tap", "zapmail", "m1", "m2", index=1, target=element(1, id="send")),
    ]
    run = ExpertRun(instruction="x", done=True, stop_reason="stopped", steps=steps)
    found = segments(run, 2, apps=["Zapshop", "Zapmail"])
    assert [[s.step for s in seg] for seg in found] == [[1, 2, 3, 4, 5]]
    assert found[0][0].operation == OpenApp(app="Zapshop")
    assert found[0][2].operation.kind == "tap"


def test_another_app_reached_by_no_tap_starts_a_new_segment():
    steps = [
        log(1, "tap", "launcher", "h", "a1", index=2, target=element(2, label="Zapshop", id="i")),
        log(2, "tap", "zapshop", "a1", "a2", index=3, target=element(3, id="find")),
        log(3, "text", "zapshop", "a2", "m1", content="quorn"),
        log(4, "tap", "zapmail", "m1", "m2", index=1, target=element(1, id="open")),
        log(5, "tap", "zapmail", "m2", "m3", index=2, target=element(2, id="star")),
    ]
    run = ExpertRun(instruction="x", done=True, stop_reason="stopped", steps=steps)
    found = segments(run, 2, apps=["Zapshop", "Zapmail"])
    assert [[s.step for s in seg] for seg in found] == [[1, 2, 3], [4, 5]]


GOOD_SOURCE = 'def post_chirp(dev, message: str):\n    """Post."""\n    dev.type(message)\n'


def test_a_draft_the_sandbox_refuses_is_sent_back_with_the_problems(post_run, post_draft):
    steps = post_draft.provenance.steps
    bad = ToolDraft(
        name="post_chirp",
        description="Post.",
        source=f"import os\n{GOOD_SOURCE}",
        first_step=steps[0],
        last_step=steps[-1],
    )
    good = bad.model_copy(update={"source": GOOD_SOURCE})
    model = ScriptedModel({"synthesize_tool": [bad, good]})
    tools = synthesize(post_run.run, model, post_run.recorder, post_run.device.apps())
    model.assert_complete()
    assert [t.source for t in tools] == [good.source]
    assert tools[0].provenance.model == "scripted"
    second = model.calls_for("synthesize_tool")[1]
    assert "imports are not allowed" in second.context.feedback[0]
    assert "imports are not allowed" in second.messages[1].text


def test_a_toggled_element_is_evidence_a_replay_must_reproduce(sandbox):
    recorded = record_run(load_task(TASKS_DIR / "settings" / "dark_theme.yaml").ready)
    assert recorded.run.done, recorded.run.stop_reason
    drafts = synthesize(recorded.run, OfflinePolicy(), recorded.recorder, recorded.device.apps())
    assert len(drafts) == 1
    draft = drafts[0]
    states = draft.postcondition.states
    assert len(states) == 1 and states[0].on and "dark" in states[0].id
    start = recorded.recorder.snapshot_before(draft.provenance.steps[0])
    tool = admit(draft, recorded.device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
    off = draft.postcondition.model_copy(
        update={"states": [states[0].model_copy(update={"on": False})]}
    )
    refused = admit(
        draft.model_copy(update={"postcondition": off}), recorded.device, start, sandbox=sandbox
    )
    assert refused.status == "draft" and "does not have" in refused.status_reason


def test_a_typed_value_picked_from_a_list_takes_other_rows_the_run_saw_as_choices():
    search = target(id="org.example.notes:id/query", editable=True)
    result = target(
        id="org.example.notes:id/result", label="Grace Hopper", parts=["Grace Hopper"], in_list=True
    )
    context = {
        "instruction": "Open the notes of Grace Hopper",
        "app": "org.example.notes",
        "steps": [
            step(1, "text", {"content": "Grace Hopper", "index": 2, "submit": True}, search, True),
            step(2, "tap", {"index": 5}, result, True),
        ],
        "start": {"package": "org.example.notes"},
        "end": {"package": "org.example.notes", "texts": ["Grace Hopper"]},
        "rows": ["Ada Lovelace", "Recent", "Grace Hopper", "Alan Turing", "Notes by Ada Lovelace"],
    }
    draft = compile_trajectory(SynthesisContext.model_validate(context))
    (param,) = draft.params
    assert param.example == "Grace Hopper"
    assert param.choices == ["Ada Lovelace", "Alan Turing"]
    typed_only = {**context, "steps": context["steps"][:1]}
    (alone,) = compile_trajectory(SynthesisContext.model_validate(typed_only)).params
    assert alone.choices == []  # typed and never picked: free text gets no row as its choice


def test_a_list_row_the_request_names_in_its_own_words_is_a_parameter():
    row = target(
        id="org.example.notes:id/entry",
        label="Quorn review | 15:00",
        parts=["Quorn review", "15:00"],
        in_list=True,
        id_count=4,
    )
    context = {
        "instruction": "open my quorn review",
        "app": "org.example.notes",
        "steps": [step(1, "tap", {"index": 5}, row, True)],
        "start": {"package": "org.example.notes"},
        "end": {"package": "org.example.notes", "texts": ["Quorn review"]},
    }
    draft = compile_trajectory(SynthesisContext.model_validate(context))
    (param,) = draft.params
    assert param.example == "Quorn review" and "<entry>" in draft.description
    assert f"text={param.name}" in draft.source
    word = {**row, "label": "Zapdocs", "parts": ["Zapdocs"]}
    one_word = {**context, "instruction": "open my zapdocs"}
    one_word["steps"] = [step(1, "tap", {"index": 5}, word, True)]
    assert compile_trajectory(SynthesisContext.model_validate(one_word)).params == []
