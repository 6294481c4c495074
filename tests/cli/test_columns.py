"""Everything the CLI prints fits an 80-column terminal (``COLUMNS=80``), cuts nothing that
names a thing (tools, runs) and flows help as sentences."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "perception" / "fixtures"

# The tests share one data dir of two runs: they run on one worker so it is made once.
pytestmark = pytest.mark.xdist_group("cli_columns")


def cli(data_dir: Path, *args: str) -> str:
    env = {**os.environ, "COLUMNS": "80", "MOBILEXPERTS_DATA_DIR": str(data_dir)}
    done = subprocess.run(
        [sys.executable, "-m", "mobilexperts.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode in (0, 1), done.stderr
    return done.stdout


def assert_fits(text: str) -> None:
    """Every line fits, except that a file path ending a line is never cut (copy and paste)."""
    wide = [
        line
        for line in text.splitlines()
        if len(line) > 80
        and not (line.rpartition(" ")[2].startswith("/") and len(line.rpartition(" ")[0]) < 80)
    ]
    assert not wide, "\n".join(wide)


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory) -> Path:
    """A data dir with two runs: one learned a tool with a long signature."""
    folder = tmp_path_factory.mktemp("columns")
    assert_fits(cli(folder, "run", "--single", "--task", "mail_send_email"))
    assert_fits(cli(folder, "run", "--single", "--task", "chirp_post"))
    return folder


@pytest.mark.parametrize(
    "args",
    [
        ("tools", "list"),
        ("runs", "list"),
        ("runs", "show", "last"),
        ("tasks", "list"),
        ("perceive", str(FIXTURES / "messaging_ime.xml")),
        ("--help",),
        ("run", "--help"),
        ("tools", "--help"),
        ("tools", "test", "--help"),
        ("sim", "--help"),
    ],
)
def test_output_fits_80_columns(data_dir, args):
    assert_fits(cli(data_dir, *args))


def test_team_run_output_fits_80_columns(tmp_path):
    assert_fits(cli(tmp_path, "run", "--task", "cross_chirp_report", "--no-learn"))


def test_tool_and_run_names_are_shown_whole(data_dir):
    tools = cli(data_dir, "tools", "list")
    assert "write_email(message: str, to: email, subject: str)" in tools
    assert "post_chirp(message: str)" in tools
    runs = cli(data_dir, "runs", "list")
    for run in (data_dir / "runs").iterdir():
        assert run.name in runs


def test_help_flows_as_sentences(data_dir):
    text = cli(data_dir, "tools", "test", "--help")
    assert "A test never changes the tool's statistics or status" in " ".join(text.split())
    assert "the tool's\n" not in text
