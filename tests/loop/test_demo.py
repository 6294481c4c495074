"""Learning from a demonstration: a person posts a chirp through `demo record`, `demo stop`
turns it into verified interface memory and a tool, and a later run uses the tool."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from experts.demo import DemoError, DemoRecorder, learn_demonstration, operation_of
from memory.interface import Confidence, InterfaceMemory
from mobilexperts.api import Agent, AgentOptions
from mobilexperts.cli import main
from mobilexperts.config import load_settings
from mobilexperts.device.errors import InvalidActionError
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.operations import Tap, Text
from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice

NAME = 'Post a chirp saying "Hello from the demo"'


def person_commands() -> str:
    """What the person types, read off the screens of an identical fresh phone."""
    phone = SimDevice(seed=0)
    phone.launch("Chirp")
    home = perceive_observation(phone.observe())
    compose = next(e for e in home.elements if e.resource_id.endswith(":id/compose"))
    phone.tap(*compose.center)
    editor = perceive_observation(phone.observe())
    field = next(e for e in editor.elements if e.editable)
    post = editor.find(text="Post")
    return f"{compose.index}\nt {field.index} Hello from the demo\n{post.index}\nq\n"


def cli(monkeypatch, capsys, stdin: str, *argv: str) -> tuple[int, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))  # the person at the terminal
    with pytest.raises(SystemExit) as info:
        main(list(argv))
    captured = capsys.readouterr()
    return info.value.code or 0, captured.out + captured.err


def test_a_demonstration_becomes_a_verified_tool_that_a_later_run_uses(monkeypatch, capsys):
    code, out = cli(monkeypatch, capsys, person_commands(), "demo", "record", "--app", "Chirp")
    assert code == 0 and "recorded 4 step(s)" in out
    code, out = cli(monkeypatch, capsys, "", "demo", "stop", NAME)
    assert code == 0, out
    assert "tool post_chirp verified" in out
    settings = load_settings()
    fingerprint = SimDevice(seed=0).info.fingerprint
    memory = InterfaceMemory.for_device(fingerprint, settings)
    learned = {e.label: e.confidence for e in memory.entries("com.simdroid.chirp")}
    assert Confidence.VERIFIED in learned.values()
    with Agent(options=AgentOptions(max_steps=6)) as agent:
        result = agent.run('Post a chirp saying "Good morning"')
        posts = agent.device.state()["chirp"]["posts"]
    assert "post_chirp" in result.tools_used and result.done
    assert any(p["text"] == "Good morning" and p["author"] == "alexmorgan" for p in posts)
    code, out = cli(monkeypatch, capsys, "", "demo", "stop", NAME)
    assert code == 2 and "no demonstration is being recorded" in out


def test_commands_are_the_operations_an_expert_would_choose():
    assert operation_of("7") == Tap(index=7)
    typed = Text(content="hi there", index=3, clear=True, submit=True)
    assert operation_of("ts 3 hi there") == typed
    with pytest.raises(InvalidActionError, match="no demonstration command"):
        operation_of("dance")


def test_an_empty_demonstration_is_refused(tmp_path: Path):
    recorder = DemoRecorder(tmp_path)
    recorder.start(SimDevice(seed=0))
    with pytest.raises(DemoError, match="has no steps"):
        learn_demonstration(recorder.load(), "nothing", OfflinePolicy(), load_settings())
