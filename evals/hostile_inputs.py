"""A corpus of bad inputs a user can hand the command line (hostile or broken files, FIFOs,
devices, markup, format specs, forged tool exports) and a way to run each one, in-process for
the tests or in a child process with a timeout for ``evals.bench_hardening`` (which counts
hangs). An outcome is good when the command ends, with success or a one-line error, and never
with an internal error or a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel
from typer.testing import CliRunner

from evals.hostile import deep_dump, flat_dump
from mobilexperts.cli import app
from mobilexperts.errors import MobilexpertsError
from mobilexperts.perception.hierarchy import MAX_NODES

TOOL = (
    "def open_settings(dev):\n"
    '    """Open Settings. Starts: anywhere."""\n'
    '    dev.launch("Settings")\n'
)
FORGED_EXPORT = json.dumps(
    {
        "format": "mobilexperts-tools",
        "version": 1,
        "fingerprint": "",
        "tools": [
            {
                "name": "open_settings",
                "description": "Open Settings",
                "app": "com.android.settings",
                "status": "verified",
                "source": "import os\n" + TOOL + "    os.system('x')\n",
            }
        ],
    }
)


@dataclass(frozen=True)
class BadInput:
    """One command line with a bad input in it."""

    name: str
    args: list[str]


class InputOutcome(BaseModel):
    """How a command with a bad input ended."""

    name: str
    outcome: str
    seconds: float
    hung: bool = False
    internal_error: bool = False


def bad_inputs(folder: Path) -> list[BadInput]:
    """The corpus, its files written under ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    fifo = folder / "screen.fifo"
    if not fifo.exists():
        os.mkfifo(fifo)
    files = {
        "huge.xml": flat_dump(MAX_NODES + 1),
        "deep.xml": deep_dump(3000),
        "markup.xml": flat_dump(2).replace("Item 1", "[/bold]").replace("com.x", "com.[/x]"),
        "empty.xml": "",
        "garbage.xml": "\x00\x01<<not xml>>\x1b[31m",
        "entities.xml": '<!DOCTYPE h [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>'
        '<hierarchy><node text="&b;&b;&b;" bounds="[0,0][10,10]"/></hierarchy>',
        "tool.py": TOOL,
        "latin1.py": "",
        "bad_export.json": FORGED_EXPORT,
        "not_json.json": "{nope",
        "format.yaml": "id: t\ninstruction: 'Send {name:>900000000}'\ncomplexity: C1\n"
        "apps: [Messages]\nparams: {name: Ann}\nreference_steps: 1\n"
        "success: [{path: messages, contains: x}]\n",
    }
    for name, text in files.items():
        (folder / name).write_text(text)
    (folder / "latin1.py").write_bytes("def caf\xe9(dev): pass".encode("latin-1"))
    f = {name: str(folder / name) for name in files}
    return [
        BadInput("perceive a FIFO", ["perceive", str(fifo)]),
        BadInput("perceive /dev/zero", ["perceive", "/dev/zero"]),
        BadInput("perceive a folder", ["perceive", str(folder)]),
        BadInput("perceive a missing file", ["perceive", str(folder / "missing.xml")]),
        BadInput("perceive 20k+ nodes", ["perceive", f["huge.xml"]]),
        BadInput("perceive 3000 levels", ["perceive", f["deep.xml"]]),
        BadInput("perceive markup text", ["perceive", f["markup.xml"]]),
        BadInput("perceive an empty file", ["perceive", f["empty.xml"]]),
        BadInput("perceive binary garbage", ["perceive", f["garbage.xml"]]),
        BadInput("perceive entity expansion", ["perceive", f["entities.xml"]]),
        BadInput("tools add from a FIFO", ["tools", "add", str(fifo), "--app", "Settings"]),
        BadInput("tools add /dev/zero", ["tools", "add", "/dev/zero", "--app", "Settings"]),
        BadInput("tools add non-UTF-8", ["tools", "add", f["latin1.py"], "--app", "Settings"]),
        BadInput("tools add markup app", ["tools", "add", f["tool.py"], "--app", "com.x.[/x]"]),
        BadInput("tools list after markup", ["tools", "list"]),
        BadInput("tools show after markup", ["tools", "show", "open_settings"]),
        BadInput("tools import forged", ["tools", "import", f["bad_export.json"]]),
        BadInput("tools import not JSON", ["tools", "import", f["not_json.json"]]),
        BadInput("tools import a FIFO", ["tools", "import", str(fifo)]),
        BadInput("run a format-spec task", ["run", "--task", f["format.yaml"], "--max-steps", "1"]),
        BadInput("run a FIFO task", ["run", "--task", str(fifo), "--max-steps", "1"]),
    ]


def run_in_process(case: BadInput) -> InputOutcome:
    """Run ``case`` through the CLI in this process (it cannot detect a hang)."""
    started = time.monotonic()
    result = CliRunner().invoke(app, case.args)
    error = result.exception
    internal = error is not None and not isinstance(error, SystemExit | MobilexpertsError)
    message = "ok" if error is None else f"{type(error).__name__}: {error}"
    return InputOutcome(
        name=case.name,
        outcome=_first_line(message),
        seconds=round(time.monotonic() - started, 2),
        internal_error=internal,
    )


def run_in_child(case: BadInput, env: dict[str, str], timeout: float) -> InputOutcome:
    """Run ``case`` as ``python -m mobilexperts.cli`` and kill it after ``timeout`` seconds."""
    started = time.monotonic()
    command = [sys.executable, "-m", "mobilexperts.cli", *case.args]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return InputOutcome(name=case.name, outcome="hung", seconds=timeout, hung=True)
    text = done.stderr.strip() or done.stdout.strip()
    internal = "internal error" in text or "Traceback" in text
    return InputOutcome(
        name=case.name,
        outcome=f"exit {done.returncode}: {_first_line(text)}",
        seconds=round(time.monotonic() - started, 2),
        internal_error=internal,
    )


def _first_line(text: str, limit: int = 110) -> str:
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line if len(line) <= limit else line[: limit - 3] + "..."
