"""Learning from a demonstration on a real phone (the uiautomator2 client against the fake phone
side): the person uses the phone, the recorder infers each step from the hierarchy it polls, and
the steps become interface memory and a tool that a later run on the phone uses."""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from experts.demo import DemoError, DemoRecorder, learn_demonstration
from experts.demo_watch import PhoneWatcher, WatchedStep, infer_operation
from experts.expert import ExpertSettings
from experts.runner import run_expert
from memory.interface import Confidence, InterfaceMemory
from mobilexperts.cli import main
from mobilexperts.config import Settings, load_settings
from mobilexperts.device.fakephone import FakeAdbServer, FakePhone
from mobilexperts.device.u2 import U2Device, U2Settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.operations import Back, Home, OpenApp, Tap, Text
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.screen import Screen
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.phone import SimPhone
from tools_store import LearnSettings

SERIAL = "emulator-5554"
NAME = 'Post a chirp saying "Hello from my phone"'


@pytest.fixture
def fake() -> FakePhone:
    return FakePhone(SERIAL, SimPhone(seed=0))


@pytest.fixture
def phone(fake: FakePhone) -> Iterator[U2Device]:
    with FakeAdbServer([fake]) as adb:
        device = U2Device(SERIAL, U2Settings(adb_port=adb.port, retry_delay=0.0))
        yield device
        device.close()


def person(fake: FakePhone) -> Callable[[Callable[[SimDevice, Screen], None]], None]:
    """The person's hand: acts on the phone itself, seeing what it shows."""

    def act(do: Callable[[SimDevice, Screen], None]) -> None:
        with fake.lock:
            hand = SimDevice(phone=fake.sim)
            do(hand, perceive_observation(hand.observe()))

    return act


def tap_id(name: str) -> Callable[[SimDevice, Screen], None]:
    def do(hand: SimDevice, screen: Screen) -> None:
        hand.tap(*next(e for e in screen.elements if e.resource_id.endswith(name)).center)

    return do


def typing(text: str) -> Callable[[SimDevice, Screen], None]:
    return lambda hand, _screen: hand.input_text(text, clear=True)


def record_post(fake: FakePhone, phone: U2Device) -> list[WatchedStep]:
    act = person(fake)
    watcher = PhoneWatcher(phone, interval=0.0)
    for do in (tap_id("compose"), typing("Hello"), typing("Hello from my phone")):
        act(do)
        watcher.poll()
    act(tap_id("post_button"))
    watcher.poll()
    assert watcher.unexplained == []
    return watcher.steps


def test_a_watched_demonstration_becomes_a_verified_tool_a_later_run_uses(fake, phone, tmp_path):
    phone.launch("Chirp")
    start = fake.sim.to_json()
    steps = record_post(fake, phone)
    assert [type(s.operation) for s in steps] == [Tap, Text, Tap]
    assert steps[1].operation.content == "Hello from my phone" and all(s.sure for s in steps)
    recorder = DemoRecorder(tmp_path / "demo")
    recorder.save_watched(phone.info.serial, steps)
    demo = recorder.load()
    settings = Settings(data_dir=tmp_path / "data")
    with pytest.raises(DemoError, match=f"recorded on {SERIAL}"):
        learn_demonstration(demo, NAME, OfflinePolicy(), settings)
    _, drafts = learn_demonstration(demo, NAME, OfflinePolicy(), settings, phone)
    assert drafts and all(t.status == "draft" for t in drafts)
    assert "replaying on a live phone" in drafts[0].status_reason
    with fake.lock:
        fake.sim.load_json(start)  # the person puts the phone back at the first screen
    _, tools = learn_demonstration(demo, NAME, OfflinePolicy(), settings, phone, replay_live=True)
    assert [(t.name, t.status) for t in tools] == [("post_chirp", "verified")]
    memory = InterfaceMemory.for_device(phone.info.fingerprint, settings)
    learned = [e.confidence for e in memory.entries("com.simdroid.chirp")]
    assert Confidence.VERIFIED in learned
    with fake.lock:
        fake.sim.load_json(start)
    result = run_expert(
        phone,
        build_run_model(settings),
        'Post a chirp saying "Good evening"',
        settings=settings,
        expert=ExpertSettings(max_steps=6, vision=False),
        learn=LearnSettings(enabled=False),
        screenshots=False,
    )
    assert result.run is not None and result.run.done
    assert result.summary.tool_calls >= 1
    assert any(getattr(s.operation, "name", "") == "post_chirp" for s in result.run.steps)
    posts = fake.sim.state_json()["chirp"]["posts"]
    assert any(p["text"] == "Good evening" and p["author"] == "alexmorgan" for p in posts)


def test_demo_record_watches_the_phone_until_enter_and_demo_stop_admits(fake, monkeypatch, capsys):
    read, write = os.pipe()
    monkeypatch.setattr("sys.stdin", os.fdopen(read))  # the person at the terminal
    recording = load_settings().data_dir / "demo" / "recording.json"

    def recorded() -> int:
        text = recording.read_text() if recording.is_file() else ""
        return len(json.loads(text)["operations"]) if text else -1

    def hand() -> None:
        act = person(fake)
        for count, do in enumerate((tap_id("compose"), typing("Hi there"), tap_id("post_button"))):
            until(lambda count=count: recorded() == count)
            act(do)
        until(lambda: recorded() == 3)
        os.write(write, b"\n")

    with FakeAdbServer([fake]) as adb:
        monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", str(adb.port))
        person_thread = threading.Thread(target=hand)
        person_thread.start()
        code, out = cli(capsys, "demo", "record", "--device", SERIAL, "--app", "Chirp")
        person_thread.join()
        assert code == 0, out
        assert 'step 2: text "Hi there"' in out and "recorded 3 step(s)" in out
        # Posting left the phone on the feed, the demonstration's first screen.
        code, out = cli(capsys, "demo", "stop", 'Post a chirp saying "Hi there"', "--admit")
    assert code == 0 and "tool post_chirp verified" in out, out
    code, out = cli(capsys, "demo", "record", "--device", "emulator-9999")
    assert code != 0 and out.count("\n") == 1 and "error:" in out


def until(condition: Callable[[], bool], seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the recorder did not take the step"
        time.sleep(0.05)


def cli(capsys, *argv: str) -> tuple[int, str]:
    with pytest.raises(SystemExit) as info:
        main(list(argv))
    captured = capsys.readouterr()
    return info.value.code or 0, captured.out + captured.err


def test_home_open_app_and_back_are_told_from_the_screens():
    hand = SimDevice(seed=0)
    apps = hand.apps()

    def look() -> Screen:
        return perceive_observation(hand.observe())

    home = look()
    hand.launch("Chirp")
    feed = look()
    assert infer_operation(home, feed, None, apps) == (OpenApp(app="Chirp"), True)
    row = next(e for e in feed.elements if e.resource_id.endswith("post_row"))
    hand.tap(*row.center)
    post = look()
    assert infer_operation(feed, post, home, apps) == (Tap(index=row.index), True)
    hand.press("back")
    assert infer_operation(post, look(), feed, apps) == (Back(), True)
    hand.press("home")
    assert infer_operation(feed, look(), home, apps) == (Home(), True)
    assert infer_operation(feed, feed, home, apps) is None


def test_nothing_to_learn_from_an_empty_watch(tmp_path: Path):
    recorder = DemoRecorder(tmp_path)
    recorder.save_watched(SERIAL, [])
    with pytest.raises(DemoError, match="has no steps"):
        learn_demonstration(recorder.load(), NAME, OfflinePolicy(), Settings(data_dir=tmp_path))
