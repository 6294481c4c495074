"""Text from data prints as itself: rich markup and control characters in it break nothing."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from evals.hostile import flat_dump
from mobilexperts.cli import app
from mobilexperts.console import escape

runner = CliRunner()
HOSTILE_APP = "com.x.[/x]"


def test_escape_neutralizes_markup_and_terminal_control():
    assert escape("[/bold] [red]x") == "\\[/bold] \\[red]x"
    assert escape("a\x1b[31mb\x07") == "a\\x1b[31mb\\x07"
    assert escape("tab\tand\nnewline") == "tab\tand\nnewline"


def test_a_tool_with_markup_in_its_app_lists_and_shows(tmp_path: Path):
    source = tmp_path / "open_settings.py"
    source.write_text(
        'def open_settings(dev):\n    """Open Settings. Starts: anywhere."""\n'
        '    dev.launch("Settings")\n'
    )
    added = runner.invoke(app, ["tools", "add", str(source), "--app", HOSTILE_APP])
    assert added.exit_code == 0, added.output
    listed = runner.invoke(app, ["tools", "list"])
    assert listed.exit_code == 0 and HOSTILE_APP in listed.output
    shown = runner.invoke(app, ["tools", "show", "open_settings"])
    assert shown.exit_code == 0 and f"app: {HOSTILE_APP}" in shown.output


def test_perceive_prints_an_element_whose_text_is_markup(tmp_path: Path):
    dump = tmp_path / "screen.xml"
    dump.write_text(flat_dump(2).replace("Item 1", "[/bold]").replace("com.x", "com.[/x]"))
    result = runner.invoke(app, ["perceive", str(dump)])
    assert result.exit_code == 0, result.output
    assert "[/bold]" in result.output and "com.[/x]" in result.output
