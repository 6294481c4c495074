"""The tool store: records round-trip through the file, per device, schema-versioned; a
corrupt file is reported and never overwritten; exports move tools between stores."""

from __future__ import annotations

import json

import pytest

from mobilexperts.config import load_settings
from mobilexperts.errors import StorageError
from mobilexperts.perception import Anchor
from tools_store import (
    AdmissionResult,
    ScreenCondition,
    ToolNotFoundError,
    ToolParam,
    ToolStore,
    ToolStoreError,
    ToolVersion,
    WorkflowTool,
)

SOURCE = (
    'def greet(dev, message: str):\n    """Greet. Starts: home. Ends: home."""\n    dev.back()\n'
)


def make_tool(name: str = "greet", app: str = "com.example.app", **extra) -> WorkflowTool:
    fields = {"description": "Greet someone. Starts: home. Ends: home.", **extra}
    return WorkflowTool(
        name=name,
        app=app,
        params=[ToolParam(name="message", example="hello", choices=["hi"])],
        precondition=ScreenCondition(
            package=app, signatures=["abc"], anchors=[Anchor(resource_id=f"{app}:id/title")]
        ),
        postcondition=ScreenCondition(package=app, shows=["{message}"]),
        source=SOURCE.replace("greet", name),
        versions=[ToolVersion(version=1, source=SOURCE.replace("greet", name), reason="test")],
        **fields,
    )


def test_a_tool_round_trips_through_the_file(store):
    tool = make_tool().with_admission(AdmissionResult(admitted=True))
    store.put(tool)
    again = ToolStore(store.path).get("greet")
    assert again == tool
    assert again.status == "verified" and again.precondition.anchors[0].resource_id.endswith(
        "title"
    )
    header = json.loads(store.path.read_text())["mobilexperts_store"]
    assert header["schema_version"] == 1 and header["record"] == "WorkflowTool"


def test_updates_and_deletes_are_kept_and_missing_tools_are_named(store):
    store.put_many([make_tool("greet"), make_tool("greet_back")])
    store.update("greet", lambda t: t.used(False, "boom"))
    assert ToolStore(store.path).require("greet").stats.failures == 1
    assert store.delete("greet_back").name == "greet_back"
    with pytest.raises(ToolNotFoundError, match="did you mean greet"):
        store.require("greet_bak")
    assert [t.name for t in ToolStore(store.path).all()] == ["greet"]


def test_storing_many_tools_replaces_those_already_stored(store):
    store.put_many([make_tool("greet"), make_tool("wave")])
    changed = make_tool("greet", description="Greet warmly.")
    store.put_many([changed, make_tool("nod"), make_tool("nod", description="Nod twice.")])
    again = ToolStore(store.path)
    assert [t.name for t in again.all()] == ["greet", "wave", "nod"]
    assert again.require("greet").description == "Greet warmly."
    assert again.require("nod").description == "Nod twice."


def test_the_store_of_a_device_lives_under_its_fingerprint(isolated_data_dir):
    store = ToolStore.for_device("sim-1234")
    assert store.path == load_settings().device_dir("sim-1234") / "tools.json"
    assert store.path.is_relative_to(isolated_data_dir)


def test_a_corrupt_store_is_reported_and_left_untouched(store):
    store.put(make_tool())
    store.path.write_text('{"mobilexperts_store": {"schema_version": 1, "record": "WorkflowTo')
    damaged = store.path.read_bytes()
    with pytest.raises(StorageError, match=r"corrupt.*left untouched"):
        store.all()
    with pytest.raises(StorageError, match="corrupt"):
        store.put(make_tool("other"))
    assert store.path.read_bytes() == damaged


def test_a_store_from_a_newer_version_is_not_overwritten(store):
    store.put(make_tool())
    document = json.loads(store.path.read_text())
    document["mobilexperts_store"]["schema_version"] = 99
    store.path.write_text(json.dumps(document))
    with pytest.raises(StorageError, match="newer"):
        store.put(make_tool("other"))
    assert json.loads(store.path.read_text())["mobilexperts_store"]["schema_version"] == 99


def test_export_and_import_keep_tools_as_drafts_to_admit_again(store, tmp_path):
    verified = make_tool().with_admission(AdmissionResult(admitted=True))
    store.put(verified)
    exported = tmp_path / "tools-export.json"
    assert store.export(exported) == 1
    for fingerprint in ("test-device", "another-phone"):
        other = ToolStore(tmp_path / fingerprint / "tools.json", fingerprint=fingerprint)
        (imported,), refused = other.import_file(exported)
        assert refused == [] and imported.status == "draft"
        assert "not admitted on this device" in imported.status_reason
        assert other.get("greet").source == verified.source


def test_a_broken_export_file_is_a_clear_error(store, tmp_path):
    path = tmp_path / "not-tools.json"
    path.write_text('{"tools": []}')
    with pytest.raises(ToolStoreError, match="not a tool export"):
        store.import_file(path)
    path.write_text("{nope")
    with pytest.raises(ToolStoreError, match="invalid JSON"):
        store.import_file(path)


def test_versions_keep_history_and_reset_the_statistics():
    tool = make_tool().with_admission(AdmissionResult(admitted=True)).used(True)
    rewrite = tool.revised(make_tool(description="Greet better."), "re-synthesized")
    assert rewrite.version == 2 and rewrite.status == "draft"
    assert [v.version for v in rewrite.versions] == [1, 2]
    assert rewrite.versions[0].stats.successes == 1 and rewrite.stats.uses == 0
    assert rewrite.versions[0].admission.admitted


def test_consecutive_failures_make_a_verified_tool_suspect():
    tool = make_tool().with_admission(AdmissionResult(admitted=True))
    tool = tool.used(False, "a").used(False, "b")
    assert tool.status == "verified"
    tool = tool.used(False, "c")
    assert tool.status == "suspect" and "3 times" in tool.status_reason
    assert tool.stats.consecutive_failures == 3 and tool.stats.last_error == "c"
    assert make_tool().used(True).stats.consecutive_failures == 0
