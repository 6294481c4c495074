"""Experts and devices in the studio: portraits with interface and insight memory, editing a
portrait, SimDroid's live screen taps and a recorded demonstration."""

from __future__ import annotations

import html
import re

from experts.demo import DemoRecorder, learn_demonstration
from experts.expert import ExpertSettings
from experts.pool import ExpertPool
from experts.runner import run_expert
from memory.interface import InterfaceMemory
from mobilexperts.config import Settings, load_settings
from mobilexperts.device.fakephone import FakeAdbServer, FakePhone
from mobilexperts.llm.factory import build_run_model
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.perception import perceive_observation
from mobilexperts.runs.load import load_run
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.phone import SimPhone
from tools_store import LearnSettings


def test_an_expert_page_colours_the_elements_interface_memory_knows(client, studio):
    sim = SimDevice()
    sim.launch("Chirp")
    observation = sim.observe()
    screen = perceive_observation(observation)
    compose = screen.find(resource_id="compose")
    memory = InterfaceMemory.for_device(studio.sim_fingerprint)
    key = memory.key_for(compose, observation.screenshot)
    memory.record_effect(
        screen.package,
        key,
        before_signature=screen.signature,
        after_signature="editor",
        description="opens the compose screen",
        label="compose",
    )
    page = client.get("/experts/Chirp expert").text
    assert "Chirp expert" in page
    assert 'class="mem verified"' in page
    assert "opens the compose screen" in page
    assert 'class="mem uncharted"' in page


def test_editing_a_portrait_saves_role_and_capabilities(client, studio):
    response = client.post(
        "/experts/Chirp expert/edit",
        data={"role": "Posts on Chirp", "capabilities": "posts chirps\n\nreads the feed\n"},
    )
    assert response.status_code == 200
    portrait = ExpertPool.for_device(studio.sim_fingerprint).require("Chirp expert")
    assert (portrait.role, portrait.capabilities) == (
        "Posts on Chirp",
        ["posts chirps", "reads the feed"],
    )
    assert portrait.apps, "what the form does not hold is kept"


def test_devices_lists_simdroid_and_a_tap_changes_its_screen(client, studio):
    page = client.get("/devices").text
    assert "simulator" in page and 'id="sim-screen"' in page
    screen = perceive_observation(studio.sim.observe())
    chirp = screen.find(text="Chirp")
    x, y = chirp.bounds.center
    panel = client.post("/devices/sim/tap", data={"x": x, "y": y}).text
    assert "com.simdroid.chirp" in panel
    assert studio.sim.observe().package == "com.simdroid.chirp"
    assert client.post("/devices/sim/tap", data={"x": 99999, "y": 1}).status_code == 400
    assert client.post("/devices/sim/key", data={"key": "power"}).status_code == 400


def test_a_demonstration_is_recorded_as_a_run_record(client, studio, data):
    panel = client.post("/devices/sim/demo/start", data={"what": "open Chirp and compose"}).text
    run_id = re.search(r"recording (\d{8}-\d{6}-[\w-]+)", panel).group(1)
    screen = perceive_observation(studio.sim.observe())
    x, y = screen.find(text="Chirp").bounds.center
    client.post("/devices/sim/tap", data={"x": x, "y": y})
    client.post("/devices/sim/key", data={"key": "back"})
    panel = client.post("/devices/sim/demo/stop").text
    assert f"saved as run {run_id}" in html.unescape(panel)
    record = load_run(data / "runs" / run_id)
    assert [s.operation["kind"] for s in record.steps] == ["tap", "back"]
    assert record.steps[0].target.label == "Chirp"
    assert record.steps[0].package == "com.simdroid.launcher"
    assert record.summary.instruction == "demonstration: open Chirp and compose"
    assert (data / "runs" / run_id / record.steps[0].screenshot_before).is_file()


def test_a_studio_demonstration_is_what_demo_stop_learns_a_tool_from(client, studio, tmp_path):
    client.post("/devices/sim/demo/start", data={"what": "post a chirp"})

    def tap(**selector: str) -> None:
        screen = perceive_observation(studio.sim.observe())
        x, y = screen.find(**selector).bounds.center
        client.post("/devices/sim/tap", data={"x": x, "y": y})

    tap(text="Chirp")
    tap(resource_id="compose")
    client.post("/devices/sim/text", data={"text": "Hello from the studio"})
    tap(text="Post")
    panel = html.unescape(client.post("/devices/sim/demo/stop").text)
    assert "mobilexperts demo stop NAME" in panel
    demo = DemoRecorder.for_settings(load_settings()).load()
    assert [op.kind for op in demo.operations] == ["tap", "tap", "text", "tap"]
    name = 'Post a chirp saying "Hello from the studio"'
    fresh = Settings(data_dir=tmp_path)  # the seeded store has a chirp tool already
    _, tools = learn_demonstration(demo, name, OfflinePolicy(), fresh)
    assert [(t.name, t.status) for t in tools] == [("post_chirp", "verified")]
    later = run_expert(
        SimDevice(seed=demo.start["phone"]["seed"]),
        build_run_model(fresh),
        'Post a chirp saying "Good night"',
        settings=fresh,
        expert=ExpertSettings(max_steps=6, vision=False),
        learn=LearnSettings(enabled=False),
        screenshots=False,
    )
    assert later.run and later.run.done and later.summary.tool_calls == 1


def test_a_phone_adb_sees_has_a_live_screen_to_tap_too(client, monkeypatch):
    """The real uiautomator2 client against the fake phone side (a fake adb server)."""
    phone = FakePhone("emulator-5554", SimPhone(seed=1))
    with FakeAdbServer([phone]) as adb:
        monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", str(adb.port))
        assert 'href="/devices/emulator-5554"' in client.get("/devices").text
        page = client.get("/devices/emulator-5554").text
        assert 'data-serial="emulator-5554"' in page and "com.simdroid.launcher" in page
        screen = perceive_observation(SimDevice(phone=phone.sim).observe())
        x, y = screen.find(text="Chirp").bounds.center
        panel = client.post("/devices/emulator-5554/tap", data={"x": x, "y": y}).text
        assert "com.simdroid.chirp" in panel
        assert phone.sim.frame().package == "com.simdroid.chirp"
        assert client.get("/devices/emulator-9999").status_code == 400
