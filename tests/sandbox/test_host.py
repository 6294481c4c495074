"""The parent trusts nothing the tool process sends: messages are strict JSON, and every verb
is validated again before it touches the device."""

from __future__ import annotations

import pickle

import pytest

from sandbox import SelectorNotFoundError, ToolBudgetError, ToolLimits, ToolRuntimeError
from sandbox.host import VerbHost
from sandbox.protocol import DoneMessage, VerbMessage, encode, parse_child_message


def verb(name: str, line: int | None = 1, **args: object) -> VerbMessage:
    return VerbMessage(op="verb", verb=name, args=args, line=line)


@pytest.mark.parametrize(
    "data",
    [
        pickle.dumps({"op": "verb", "verb": "tap", "args": {}}),
        b"[1, 2]",
        b'{"op": "verb", "verb": "tap", "args": {"text": ["a"]}}',
        b'{"op": "verb", "verb": "tap", "args": {}, "line": "3"}',
        b'{"op": "verb", "verb": "tap", "args": {}, "extra": 1}',
        b'{"op": "done", "error": {"kind": "escaped", "message": "x"}}',
        b'{"op": "shell", "command": "rm -rf /"}',
        b'{"op": "done", "value": NaN}',
    ],
)
def test_malformed_child_messages_are_rejected(data):
    with pytest.raises(ValueError):
        parse_child_message(data)


def test_well_formed_child_messages_parse():
    assert parse_child_message(encode({"op": "verb", "verb": "tap", "args": {"id": "a"}})) == verb(
        "tap", None, id="a"
    )
    done = parse_child_message(encode({"op": "done", "value": {"a": [1, "b"]}, "printed": "x"}))
    assert done == DoneMessage(op="done", value={"a": [1, "b"]}, printed="x")


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (verb("rm_rf"), "dev has no verb 'rm_rf'"),
        (verb("tap", text="x" * 301), "longer than 300 characters"),
        (verb("tap"), "needs a selector"),
        (verb("wait", seconds=3600), "between 0 and 10"),
        (verb("launch", app="Chirp", extra="x"), "has no parameter 'extra'"),
    ],
)
def test_invalid_verbs_from_the_child_never_reach_the_device(device, message, expected):
    before = device.observe()
    host = VerbHost(device, ToolLimits())
    reply = host.handle(message)
    assert reply["ok"] is False and expected in reply["message"]
    assert isinstance(host.failure, ToolRuntimeError)
    assert host.actions == []
    assert device.observe().timestamp == before.timestamp


def test_the_parent_counts_actions_itself(device):
    host = VerbHost(device, ToolLimits(actions=2))
    assert host.handle(verb("home"))["ok"]
    assert host.handle(verb("exists", text="Chirp")) == {"ok": True, "value": True}
    reply = host.handle(verb("back"))
    assert reply["ok"] is False
    assert isinstance(host.failure, ToolBudgetError) and host.failure.budget == "action"
    assert len(host.actions) == 2


def test_a_selector_miss_is_recorded_with_its_step(device):
    host = VerbHost(device, ToolLimits())
    host.handle(verb("home", line=3))
    reply = host.handle(verb("tap", line=4, desc="Nowhere"))
    assert reply == {"ok": False, "message": str(host.failure)}
    assert isinstance(host.failure, SelectorNotFoundError)
    assert str(host.failed_step) == "step 2 (line 4): dev.tap(desc='Nowhere')"
    assert "text='Chirp' id='icon' desc='Chirp'" in host.failure.screen


def test_a_wait_after_a_launch_goes_back_from_the_screen_the_app_resumed_on(device):
    host = VerbHost(device, ToolLimits())
    row = {"id": "com.simdroid.pages:id/page_row"}
    assert host.handle(verb("launch", app="Pages"))["ok"]
    assert host.handle(verb("tap", **row))["ok"]  # an editor is open
    assert host.handle(verb("home"))["ok"]
    assert host.handle(verb("launch", app="Pages"))["ok"]
    assert host.handle(verb("exists", **row)) == {"ok": True, "value": False}
    # the wait right after a launch is met by going back inside the app
    assert host.handle(verb("launch", app="Pages"))["ok"]
    assert host.handle(verb("wait_for", **row))["ok"]
    assert device.observe().package == "com.simdroid.pages"


def test_a_wait_not_right_after_a_launch_never_goes_back(device):
    host = VerbHost(device, ToolLimits())
    row = {"id": "com.simdroid.pages:id/page_row"}
    host.handle(verb("launch", app="Pages"))
    host.handle(verb("tap", **row))
    activity = device.observe().activity
    reply = host.handle(verb("wait_for", timeout=1, **row))
    assert reply["ok"] is False and isinstance(host.failure, SelectorNotFoundError)
    assert device.observe().activity == activity
