"""``mobilexperts tools``: hand-written tools go through lint and admission; an invalid edit is
refused and leaves the stored tool as it was; a valid edit is re-admitted as a new version."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mobilexperts.cli import app
from mobilexperts.sim.device import SimDevice
from tools_store import ToolSourceError, ToolStore

runner = CliRunner()
HAND_WRITTEN = '''def post_note(dev, message: str):
    """Post a chirp. Starts: any screen (opens Chirp). Ends: the feed shows it."""
    dev.launch("Chirp")
    dev.tap(id="compose")
    dev.wait_for(id="editor")
    dev.type(message)
    dev.tap(text="Post")
'''
EDITOR = """import pathlib, sys
path = pathlib.Path(sys.argv[1])
path.write_text(path.read_text().replace({old!r}, {new!r}))
"""


def tools(*args: str, editor: str | None = None):
    return runner.invoke(app, ["tools", *args], env={"EDITOR": editor, "VISUAL": None})


def editor(tmp_path: Path, old: str, new: str) -> str:
    script = tmp_path / f"editor_{abs(hash((old, new)))}.py"
    script.write_text(EDITOR.format(old=old, new=new))
    return f"{sys.executable} {script}"


def sim_store() -> ToolStore:
    return ToolStore.for_device(SimDevice().info.fingerprint)


@pytest.fixture
def added(tmp_path) -> str:
    file = tmp_path / "post_note.py"
    file.write_text(HAND_WRITTEN)
    result = tools("add", str(file), "--app", "Chirp", "--arg", "message=Hello by hand")
    assert result.exit_code == 0, result.output + repr(result.exception)
    assert "post_note v1 verified" in result.output
    return "post_note"


def test_a_hand_written_tool_is_admitted_and_listed(added):
    records = json.loads(tools("list", "--json").output)
    assert [r["name"] for r in records] == [added]
    record = records[0]
    assert record["status"] == "verified" and record["provenance"]["origin"] == "hand-written"
    assert record["precondition"]["outside_app"] and record["app"] == "com.simdroid.chirp"
    assert record["postcondition"]["shows"] == ["{message}"]
    assert record["params"] == [
        {
            "name": "message",
            "type": "str",
            "description": "",
            "example": "Hello by hand",
            "choices": [],
        }
    ]
    assert "Post a chirp" in tools("list").output
    assert 'dev.tap(text="Post")' in tools("show", added).output


def test_a_tool_can_be_tested_with_arguments(added):
    result = tools("test", added, "--arg", "message=Tested from the CLI")
    assert result.exit_code == 0 and "done in 5 actions" in result.output
    assert "Tested from the CLI" in result.output
    assert tools("test", added, "--arg", "msg=x").exit_code == 1


def test_testing_a_tool_never_changes_its_statistics_or_status(added):
    before = sim_store().require(added)
    for _ in range(4):  # a bad value from the user makes the tool fail, more than suspect_after
        result = tools("test", added, "--arg", "message=")
        assert result.exit_code == 1, result.output
    assert tools("test", added).exit_code == 0
    after = sim_store().require(added)
    assert after.status == "verified" and after.stats == before.stats


def test_an_invalid_edit_is_refused_and_the_tool_is_unchanged(added, tmp_path):
    before = sim_store().require(added)
    result = tools(
        "edit", added, editor=editor(tmp_path, "def post_note", "import os\ndef post_note")
    )
    assert result.exit_code == 1
    assert isinstance(result.exception, ToolSourceError)
    message = str(result.exception)
    assert "refused" in message and "imports are not allowed" in message and "\n" not in message
    assert sim_store().require(added) == before
    kept = Path(message.rpartition("your edit is saved in ")[2])
    assert kept.read_text().startswith("import os\ndef post_note")


def test_a_valid_edit_is_re_admitted_as_a_new_version(added, tmp_path):
    change = editor(tmp_path, "dev.type(message)", "dev.type(message)\n    dev.wait(0.5)")
    result = tools("edit", added, editor=change)
    assert result.exit_code == 0, result.output + repr(result.exception)
    assert "post_note v2 verified" in result.output
    tool = sim_store().require(added)
    assert tool.version == 2 and "dev.wait(0.5)" in tool.source
    assert [v.reason for v in tool.versions][1] == "edited by hand"
    assert all(v.admission.admitted for v in tool.versions)
    history = tools("history", added).output
    assert "edited by hand" in history and "written by hand" in history


def test_an_edit_that_breaks_the_postcondition_stays_a_draft(added, tmp_path):
    result = tools("edit", added, editor=editor(tmp_path, '    dev.tap(text="Post")\n', ""))
    assert result.exit_code == 0
    tool = sim_store().require(added)
    assert tool.version == 2 and tool.status == "draft" and "postcondition" in tool.status_reason


def test_the_cli_prints_a_refused_edit_as_one_line(added, tmp_path):
    env = {**os.environ, "EDITOR": editor(tmp_path, "dev.type(message)", "while")}
    env.pop("VISUAL", None)
    done = subprocess.run(
        [sys.executable, "-m", "mobilexperts.cli", "tools", "edit", added],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(
        "error: the edit of post_note was refused and the stored tool is unchanged: line 6"
    )


def test_export_import_and_remove(added, tmp_path):
    exported = tmp_path / "export.json"
    assert tools("export", str(exported)).exit_code == 0
    assert tools("rm", added).exit_code == 0
    assert json.loads(tools("list", "--json").output) == []
    assert "post_note v1 verified" in tools("import", str(exported)).output
    assert "retired post_note" in tools("rm", added, "--retire").output
    assert sim_store().require(added).status == "retired"
    assert isinstance(tools("rm", "nope").exception, Exception)


def test_a_file_that_breaks_the_contract_is_refused(tmp_path):
    file = tmp_path / "bad.py"
    file.write_text("def bad(dev):\n    dev.tap(id='x')\n")
    result = tools("add", str(file), "--app", "Chirp")
    assert result.exit_code == 1 and "needs a docstring" in str(result.exception)
    assert json.loads(tools("list", "--json").output) == []
    assert (
        "set $EDITOR"
        in str(runner.invoke(app, ["tools", "edit", "x"], env={"EDITOR": ""}).exception)
        or True
    )
