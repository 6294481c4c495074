"""``mobilexperts devices`` and ``mobilexperts doctor`` against the fake phone side."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator

import pytest
from typer.testing import CliRunner

from mobilexperts import doctor
from mobilexperts.cli import app
from mobilexperts.config import load_settings
from mobilexperts.device.fakephone import FakeAdbServer

from .conftest import make_phone

runner = CliRunner()


@pytest.fixture
def no_adb(monkeypatch: pytest.MonkeyPatch) -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", str(port))
    return port


@pytest.fixture
def two_phones(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeAdbServer]:
    phones = [make_phone("emulator-5554"), make_phone("R58M123ABC", state="unauthorized")]
    with FakeAdbServer(phones) as server:
        monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", str(server.port))
        yield server


def test_devices_lists_the_simulator_and_adb_phones(two_phones: FakeAdbServer):
    result = runner.invoke(app, ["devices", "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.output)
    rows = {row["serial"]: row for row in payload["devices"]}
    assert payload["adb"] == "ok"
    assert rows["sim"]["kind"] == "simulator"
    assert (rows["emulator-5554"]["state"], rows["emulator-5554"]["model"]) == (
        "device",
        "SimDroid 1080",
    )
    assert "Allow USB debugging" in rows["R58M123ABC"]["hint"]


def test_devices_table_names_every_device(two_phones: FakeAdbServer):
    result = runner.invoke(app, ["devices"])
    assert result.exit_code == 0
    for serial in ("sim", "emulator-5554", "R58M123ABC"):
        assert serial in result.output
    assert "unauthorized" in result.output


def test_devices_without_adb_still_lists_the_simulator(no_adb: int):
    result = runner.invoke(app, ["devices"])
    assert result.exit_code == 0
    assert result.output.split("\n")[1].startswith("sim ")
    assert f"no adb server answers at 127.0.0.1:{no_adb}" in result.output
    assert "adb start-server" in result.output


def test_doctor_checks_adb_and_drives_each_ready_phone(two_phones: FakeAdbServer):
    result = runner.invoke(app, ["doctor", "--strict"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert any(
        line.startswith("OK") and "adb " in line and "1 of 2 phone(s) ready" in line
        for line in lines
    )
    assert any(line.startswith("OK") and "uiautomator2 emulator-5554" in line for line in lines)
    assert two_phones.phones["emulator-5554"].read_file("/data/local/tmp/u2.jar")
    assert not two_phones.phones["emulator-5554"].u2_running


def test_doctor_warns_without_adb_and_fails_only_when_strict(no_adb: int):
    relaxed = runner.invoke(app, ["doctor"])
    assert relaxed.exit_code == 0
    assert "WARN adb" in relaxed.output
    assert "adb start-server" in relaxed.output
    assert "skipped: adb is not reachable" in relaxed.output
    assert runner.invoke(app, ["doctor", "--strict"]).exit_code == 1


def test_doctor_reports_a_phone_it_cannot_drive(two_phones: FakeAdbServer):
    two_phones.phones["emulator-5554"].faults.empty_dumps = 10
    results = doctor.run_checks(
        load_settings(), [c for c in doctor.registered() if c.name == "uiautomator2"]
    )
    assert [(r.name, r.ok) for r in results] == [("uiautomator2 emulator-5554", False)]
    assert "empty screen hierarchy" in results[0].fix


def test_a_crashing_check_is_reported_not_raised():
    def broken(settings):
        raise RuntimeError("boom")

    results = doctor.run_checks(load_settings(), [doctor.Check("broken", broken)])
    assert [(r.name, r.ok) for r in results] == [("broken", False)]
    assert "RuntimeError: boom" in results[0].detail
