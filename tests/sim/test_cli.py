"""``mobilexperts sim``: a persisted session driven command by command, and clear errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from lxml import etree
from typer.testing import CliRunner

from evals.reference import Selector, find
from mobilexperts.cli import app

runner = CliRunner()


def sim(*args: str):
    return runner.invoke(app, ["sim", *args])


def test_consecutive_commands_continue_on_one_phone(tmp_path) -> None:
    assert sim("reset", "--seed", "2").exit_code == 0
    assert "Settings" in sim("apps").output
    assert sim("do", "launch", "Settings").exit_code == 0
    x, y = find(sim("dump").output, Selector(text="Display"))
    assert sim("do", "tap", str(x), str(y)).exit_code == 0
    dump = sim("dump").output
    etree.fromstring(dump.encode())
    x, y = find(dump, Selector(text="Dark theme"))
    sim("do", "tap", str(x), str(y), "back", "home")
    state = json.loads(sim("state").output)
    assert state["system"]["dark_theme"] is True
    assert state["foreground"] == "com.simdroid.launcher"
    shot = tmp_path / "screen.png"
    result = sim("screenshot", "-o", str(shot))
    assert result.exit_code == 0 and shot.read_bytes().startswith(b"\x89PNG")


def test_reset_starts_over() -> None:
    sim("do", "launch", "Settings")
    sim("reset")
    assert json.loads(sim("state").output)["foreground"] == "com.simdroid.launcher"


def run_cli(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mobilexperts.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def test_bad_input_is_one_line_without_traceback(isolated_data_dir) -> None:
    env = {**os.environ, "MOBILEXPERTS_DATA_DIR": str(isolated_data_dir)}
    cases = [
        (("sim", "do", "tap", "5000", "10"), "outside the 1080x2400 screen"),
        (("sim", "do", "launch", "Nowhere"), "no app called 'Nowhere'"),
        (("sim", "do", "text", "hello"), "no text field is focused"),
        (("sim", "do", "jump"), "unknown action 'jump'"),
        (("sim", "do", "tap", "ten", "20"), "whole-number coordinates"),
        (("sim", "reset", "--profile", "tablet"), "unknown screen profile"),
    ]
    for args, message in cases:
        result = run_cli(*args, env=env)
        assert result.returncode == 2, (args, result.stderr)
        assert message in result.stderr
        assert "Traceback" not in result.stderr
        assert result.stderr.strip().count("\n") == 0, result.stderr


def test_corrupt_session_is_reported_and_kept(isolated_data_dir) -> None:
    env = {**os.environ, "MOBILEXPERTS_DATA_DIR": str(isolated_data_dir)}
    session = isolated_data_dir / "sim" / "session.json"
    session.parent.mkdir(parents=True)
    session.write_text("{not json")
    result = run_cli("sim", "dump", env=env)
    assert (
        result.returncode == 2 and "sim reset" in result.stderr and "Traceback" not in result.stderr
    )
    assert run_cli("sim", "reset", env=env).returncode == 0
    assert (session.with_suffix(".bad")).read_text() == "{not json"


def test_reset_takes_profile_perturbations_version_and_theme() -> None:
    result = sim(
        "reset",
        "--profile",
        "compact",
        "--perturb",
        "popups=1",
        "--app-version",
        "2",
        "--theme",
        "dark",
    )
    assert result.exit_code == 0, result.output
    state = json.loads(sim("state").output)
    assert state["system"]["dark_theme"] is True
    sim("do", "launch", "Settings")
    dump = sim("dump").output
    assert 'bounds="[0,0][720,1600]"' in dump
    assert "Enjoying Settings?" in dump or "Allow Settings" in dump or "Ad" in dump


def test_bad_reset_options_are_refused() -> None:
    for args, message in [
        (("--perturb", "storms=1"), "bad --perturb item"),
        (("--perturb", "popups=2"), "bad --perturb values"),
        (("--theme", "sepia"), "unknown theme"),
        (("--app-version", "7"), "unknown app version"),
    ]:
        result = sim("reset", *args)
        assert result.exit_code != 0 and message in str(result.exception), (args, result.exception)


def test_shell_drives_the_phone_by_element_numbers() -> None:
    first = runner.invoke(app, ["sim", "shell"], input="launch Settings\nq\n")
    assert first.exit_code == 0, first.output
    listing = first.output.split("sim> ")[-2]
    number = next(
        line.split("]")[0].strip("[") for line in listing.splitlines() if '"Display |' in line
    )
    second = runner.invoke(app, ["sim", "shell"], input=f"{number}\nhelp\nfly\n")
    assert second.exit_code == 0
    assert "com.android.settings.DisplayActivity" in second.output
    assert "unknown command 'fly'" in second.output and "long-press element N" in second.output
    assert json.loads(sim("state").output)["foreground"] == "com.android.settings"
