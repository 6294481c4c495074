"""``mobilexperts perceive`` through the root app, and its one-line errors from ``main()``."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from mobilexperts.cli import app
from mobilexperts.perception import PerceptionError, perceive
from mobilexperts.sim.device import SimDevice

from .conftest import FIXTURES

runner = CliRunner()


@pytest.fixture(scope="module")
def saved_screen(tmp_path_factory):
    """A SimDroid screen saved as a real phone's dump and screenshot would be."""
    device = SimDevice(seed=0)
    device.launch("Settings")
    observation = device.observe()
    folder = tmp_path_factory.mktemp("saved")
    (folder / "settings.xml").write_text(observation.xml, encoding="utf-8")
    (folder / "settings.png").write_bytes(observation.screenshot)
    return folder


def test_table_of_numbered_elements_and_signature():
    dump = FIXTURES / "dialog_toast.xml"
    result = runner.invoke(app, ["perceive", str(dump)], env={"COLUMNS": "160"})
    assert result.exit_code == 0, result.output
    assert perceive(dump.read_bytes()).signature in result.output
    assert "Delete note?" in result.output and "button1" in result.output


def test_json_output():
    dump = FIXTURES / "settings_crlf_bom.xml"
    result = runner.invoke(app, ["perceive", str(dump), "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.output)
    screen = perceive(dump.read_bytes())
    assert payload["signature"] == screen.signature
    assert [e["index"] for e in payload["elements"]] == [e.index for e in screen.elements]
    wifi = next(e for e in payload["elements"] if e["label"] == "Wi-Fi | HomeNet")
    assert wifi["class"] == "android.widget.LinearLayout"
    assert wifi["clickable"] and wifi["checked"]
    assert wifi["bounds"] == [0, 300, 1080, 500]
    required = {"index", "class", "text", "desc", "resource_id", "bounds", "clickable"}
    assert all(required <= set(e) for e in payload["elements"])
    assert "ocr" not in payload


def test_png_gives_an_annotated_copy_and_ocr_text(saved_screen):
    png = saved_screen / "settings.png"
    result = runner.invoke(
        app, ["perceive", str(saved_screen / "settings.xml"), "--png", str(png), "--json"]
    )
    assert result.exit_code == 0, result.output
    payload = json.loads(result.output)
    annotated = saved_screen / "settings.annotated.png"
    assert payload["annotated"] == str(annotated)
    assert annotated.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert annotated.read_bytes() != png.read_bytes()
    assert any(line["text"] == "Network & internet" for line in payload["ocr"])


def test_png_with_out_and_table_output(saved_screen, tmp_path):
    out = tmp_path / "marked.png"
    result = runner.invoke(
        app,
        [
            "perceive",
            str(saved_screen / "settings.xml"),
            "--png",
            str(saved_screen / "settings.png"),
            "--out",
            str(out),
        ],
        env={"COLUMNS": "160"},
    )
    assert result.exit_code == 0, result.output
    assert out.is_file()
    assert "OCR text" in result.output and "About phone" in result.output


def test_out_without_png_is_refused():
    result = runner.invoke(app, ["perceive", str(FIXTURES / "compact_naf.xml"), "--out", "x.png"])
    assert isinstance(result.exception, PerceptionError)
    assert "--png" in str(result.exception)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "is empty"),
        (b"<hierarchy><node class='a'", "not well-formed XML"),
        (b'<hierarchy rotation="0"/>', "holds no UI node"),
    ],
)
def test_main_prints_one_line_errors(tmp_path, content, message):
    dump = tmp_path / "dump.xml"
    dump.write_bytes(content)
    done = subprocess.run(
        [sys.executable, "-c", "from mobilexperts.cli import main; main()", "perceive", str(dump)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.startswith("error: ") and message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr and done.stdout == ""
