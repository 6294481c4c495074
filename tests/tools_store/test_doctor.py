"""``tools doctor``: every verified or suspect tool is admitted again on a fresh simulator; a
tool that no longer works is marked suspect before anyone uses it, one that works stays
verified, and a suspect one that works again is verified."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from mobilexperts.cli import app
from mobilexperts.sim.device import SimDevice
from tools_store import ToolStore
from tools_store.doctor import recheck

runner = CliRunner()


def broken(tool, name: str):
    source = tool.source.replace(":id/post_button'", ":id/no_such_button'")
    source = source.replace(f"def {tool.name}(", f"def {name}(")
    return tool.model_copy(update={"source": source, "name": name})


def test_a_broken_tool_becomes_suspect_and_a_working_one_stays_verified(post_tool, store, sandbox):
    store.put(post_tool)
    store.put(broken(post_tool, "post_broken"))
    store.put(post_tool.model_copy(update={"name": "post_again", "status": "suspect"}))
    rows = {r.name: r for r in recheck(store, SimDevice, sandbox)}
    assert (rows[post_tool.name].before, rows[post_tool.name].after) == ("verified", "verified")
    assert rows["post_broken"].after == "suspect"
    assert "no_such_button" in rows["post_broken"].reason
    assert store.require("post_broken").status == "suspect"
    assert store.require("post_broken").status_reason.startswith("re-check failed")
    assert store.require("post_again").status == "verified"


def test_the_command_prints_a_table_and_json(post_tool):
    store = ToolStore.for_device(SimDevice().info.fingerprint)
    store.put(post_tool)
    store.put(broken(post_tool, "post_broken"))
    shown = runner.invoke(app, ["tools", "doctor"])
    assert shown.exit_code == 0, shown.output
    assert "1 of 2 tools work; 1 marked suspect" in shown.output
    rows = json.loads(runner.invoke(app, ["tools", "doctor", "--json"]).output)
    assert {(r["name"], r["after"]) for r in rows} == {
        (post_tool.name, "verified"),
        ("post_broken", "suspect"),
    }
