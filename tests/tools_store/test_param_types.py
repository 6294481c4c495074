"""Typed parameters (tools_store/param_types.py): a tool learned from "Set an alarm for 6:45 AM"
takes a time, reads the user's "7:10 AM" or "noon" and types it the way the app took the
example; admission replays it with a fresh time; a value of the wrong kind is refused before
the tool runs."""

from __future__ import annotations

from datetime import datetime

import pytest

from evals.tasks import TASKS_DIR, load_task
from mobilexperts.llm import OfflinePolicy
from mobilexperts.operations import UseTool
from mobilexperts.sim.device import SimDevice
from tests.tools_store.conftest import record_run
from tools_store import ToolKit, ToolUseError, admit, synthesize
from tools_store.param_types import (
    ParamValueError,
    accepts,
    cased_like,
    fresh,
    infer_kind,
    normalize,
)

MARCH_14 = datetime(2026, 3, 14, 9, 0)


@pytest.mark.parametrize(
    ("example", "kind"),
    [
        ("06:45", "time"),
        ("6:45 AM", "time"),
        ("2026-03-19", "date"),
        ("March 19", "date"),
        ("12", "number"),
        ("lee.park@example.com", "email"),
        ("(415) 555-0198", "phone"),
        ("415.555.0198", "phone"),
        ("4521.07733", None),
        ("wiki.example.org/wiki/Mount_Everest", "url"),
        ("Reading notes", None),
        ("Omar Xu", None),
    ],
)
def test_the_kind_comes_from_the_example(example, kind):
    assert infer_kind(example) == kind


@pytest.mark.parametrize(
    ("kind", "said", "like", "typed"),
    [
        ("time", "7:10 AM", "06:45", "07:10"),
        ("time", "7:10pm", "06:45", "19:10"),
        ("time", "noon", "6:45 AM", "12:00 PM"),
        ("time", "19:05", "7:30pm", "7:05pm"),
        ("time", "4:50 in the morning", "06:45", "04:50"),
        ("time", "7 in the evening", "06:45", "19:00"),
        ("time", "9 tonight", "6:45 AM", "9:00 PM"),
        ("time", "12 at night", "06:45", "00:00"),
        ("date", "next Thursday", "2026-03-15", "2026-03-19"),
        ("date", "tomorrow", "March 10", "March 15"),
        ("date", "Thursday, March 19", "2026-03-15", "2026-03-19"),
        ("number", "twelve", "12", "12"),
        ("number", "twenty-five minutes", "12", "25"),
        ("phone", "415 555 0199", "(415) 555-0198", "(415) 555-0199"),
    ],
)
def test_the_user_s_words_are_written_like_the_example(kind, said, like, typed):
    assert normalize(kind, said, like, MARCH_14) == typed


@pytest.mark.parametrize(
    ("kind", "said"),
    [
        ("time", "breakfast"),
        ("time", "25:00"),
        ("date", "soonish"),
        ("number", "a few"),
        ("email", "Omar Xu"),
        ("phone", "call me"),
        ("phone", "4521.07733"),
        ("url", "the wiki"),
    ],
)
def test_a_value_of_another_kind_is_refused(kind, said):
    assert not accepts(kind, said)
    with pytest.raises(ParamValueError):
        normalize(kind, said, None, MARCH_14)


@pytest.mark.parametrize(
    "example",
    ["06:45", "6:45 AM", "2026-03-19", "March 19", "12", "a@example.com", "(415) 555-0198"],
)
def test_a_fresh_value_is_another_value_of_the_same_kind_and_look(example):
    kind = infer_kind(example)
    other = fresh(kind, example)
    assert other != example
    assert infer_kind(other) == kind
    assert normalize(kind, other, example, MARCH_14) == other


@pytest.fixture(scope="module")
def alarm_tool(sandbox):
    recorded = record_run(load_task(TASKS_DIR / "clock" / "set_alarm.yaml").ready)
    assert recorded.run.done, recorded.run.stop_reason
    drafts = synthesize(recorded.run, OfflinePolicy(), recorded.recorder, recorded.device.apps())
    assert len(drafts) == 1
    start = recorded.recorder.snapshot_before(drafts[0].provenance.steps[0])
    tool = admit(drafts[0], recorded.device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
    return tool


def test_a_tool_learned_from_a_time_takes_a_time_in_the_user_s_words(alarm_tool, store, sandbox):
    (param,) = alarm_tool.params
    assert param.type == "time"
    assert f"<{param.name}>" in alarm_tool.description
    assert "6:45" not in alarm_tool.name + alarm_tool.description.split(".")[0]
    admitted = alarm_tool.versions[-1].admission
    fresh_replay = next(r for r in admitted.replays if r.label == "fresh")
    assert fresh_replay.ok and fresh_replay.args[param.name] != param.example
    store.put(alarm_tool)
    device = SimDevice()
    ToolKit(store, sandbox).run_tool(
        device, UseTool(name=alarm_tool.name, args={param.name: "7:10 PM"})
    )
    times = [a["time"] for a in device.state()["clock"]["alarms"]]
    assert "19:10" in times


def test_a_tool_given_no_time_is_refused_before_it_runs(alarm_tool, store, sandbox):
    store.put(alarm_tool)
    device = SimDevice()
    (param,) = alarm_tool.params
    with pytest.raises(ToolUseError, match="not a time"):
        ToolKit(store, sandbox).run_tool(
            device, UseTool(name=alarm_tool.name, args={param.name: "after lunch"})
        )
    assert device.state()["foreground"] == "com.simdroid.launcher"
    assert store.require(alarm_tool.name).stats.uses == 0


def test_each_try_of_a_fresh_date_or_time_is_another_value_near_the_example():
    dates = [fresh("date", "2026-03-15", attempt) for attempt in range(4)]
    assert dates == ["2026-03-18", "2026-03-14", "2026-03-16", "2026-03-13"]
    assert fresh("time", "15:00", 0) == "16:07" and fresh("time", "15:00", 1) == "14:07"


def test_a_name_typed_in_lower_case_is_cased_like_the_example():
    assert cased_like("zap den", "Kitchen Phone") == "Zap Den"
    assert cased_like("zap den", "Quarterly goals") == "Zap den"
    assert cased_like("zap.den", "nomad.lens") == "zap.den"
    assert cased_like("Zap den", "Kitchen Phone") == "Zap den"
