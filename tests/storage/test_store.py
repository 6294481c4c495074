"""The storage class: records round-trip, versions are checked, bad files are never overwritten."""

from __future__ import annotations

import json

import pytest
from pydantic import BaseModel, ConfigDict

from mobilexperts.errors import StorageError
from mobilexperts.storage import Store


class Entry(BaseModel):
    model_config = ConfigDict(frozen=True)

    key: str
    value: int
    note: str = ""


class Mutable(BaseModel):
    name: str
    tags: list[str] = []


def entries(path, version=1, **options) -> Store[Entry]:
    return Store(path, model=Entry, key="key", schema_version=version, **options)


def test_records_round_trip_through_a_new_store(tmp_path):
    path = tmp_path / "deep" / "entries.json"
    store = entries(path)
    assert store.all() == [] and store.get("a") is None and not path.exists()
    store.put(Entry(key="a", value=1))
    store.put(Entry(key="b", value=2, note="ünïcode"))
    store.put(Entry(key="a", value=3))
    reopened = entries(path)
    assert [(e.key, e.value) for e in reopened.all()] == [("a", 3), ("b", 2)]
    assert reopened.get("b").note == "ünïcode"
    assert "a" in reopened and len(reopened) == 2
    assert reopened.delete("a") is True and reopened.delete("a") is False
    assert [e.key for e in entries(path).all()] == ["b"]


def test_the_file_carries_its_schema_version(tmp_path):
    path = tmp_path / "entries.json"
    entries(path, version=3).put(Entry(key="a", value=1))
    header = json.loads(path.read_text())["mobilexperts_store"]
    assert header == {"schema_version": 3, "record": "Entry", "key": "key"}


def test_update_reads_and_writes_one_record(tmp_path):
    store = entries(tmp_path / "entries.json")
    bump = lambda old: Entry(key="n", value=(old.value if old else 0) + 1)  # noqa: E731
    store.update("n", bump)
    assert store.update("n", bump).value == 2
    assert entries(tmp_path / "entries.json").get("n").value == 2
    with pytest.raises(ValueError, match="returned the record 'm'"):
        store.update("n", lambda old: Entry(key="m", value=0))
    assert store.get("m") is None


def test_a_batch_writes_once_and_nothing_when_it_fails(tmp_path):
    path = tmp_path / "entries.json"
    store = entries(path)
    store.put(Entry(key="seed", value=0))
    before = path.stat().st_ino
    with store.batch():
        for n in range(5):
            store.put(Entry(key=f"k{n}", value=n))
        assert store.get("k4").value == 4
        assert path.stat().st_ino == before
    assert len(entries(path)) == 6 and path.stat().st_ino != before
    with pytest.raises(RuntimeError), store.batch():
        store.put(Entry(key="lost", value=9))
        store.delete("seed")
        raise RuntimeError("boom")
    assert "lost" not in entries(path) and "seed" in entries(path)


def test_mutable_records_come_back_as_copies(tmp_path):
    store = Store(tmp_path / "m.json", model=Mutable, key="name")
    store.put(Mutable(name="x", tags=["a"]))
    store.get("x").tags.append("changed")
    assert store.get("x").tags == ["a"]


def test_a_newer_schema_version_is_refused_and_kept(tmp_path):
    path = tmp_path / "entries.json"
    entries(path, version=2).put(Entry(key="a", value=1))
    original = path.read_bytes()
    old = entries(path, version=1)
    with pytest.raises(StorageError) as caught:
        old.all()
    message = str(caught.value)
    assert str(path) in message and "schema version 2" in message and "upgrade" in message
    with pytest.raises(StorageError):
        old.put(Entry(key="b", value=2))
    assert path.read_bytes() == original


def test_an_older_version_is_migrated_or_refused(tmp_path):
    path = tmp_path / "entries.json"
    entries(path, version=1).put(Entry(key="a", value=5))
    with pytest.raises(StorageError, match="no migration from version 1 to 2"):
        entries(path, version=2).all()
    double = {1: lambda record: record | {"value": record["value"] * 2}}
    store = entries(path, version=2, migrations=double)
    assert store.get("a").value == 10
    store.put(Entry(key="b", value=1))
    assert json.loads(path.read_text())["mobilexperts_store"]["schema_version"] == 2
    assert entries(path, version=2).get("a").value == 10


@pytest.mark.parametrize(
    "content, problem",
    [
        (b'{"tables": ', "not valid JSON"),
        (b"[1, 2]", "no mobilexperts store header"),
        (b'{"mobilexperts_store": {"schema_version": "x"}, "tables": {}}', "is not a number"),
    ],
)
def test_a_corrupt_file_is_reported_and_never_overwritten(tmp_path, content, problem):
    path = tmp_path / "entries.json"
    path.write_bytes(content)
    store = entries(path)
    with pytest.raises(StorageError) as caught:
        store.put(Entry(key="a", value=1))
    message = str(caught.value)
    assert str(path) in message and problem in message and "move it aside" in message
    assert path.read_bytes() == content


def test_an_invalid_record_names_its_key(tmp_path):
    path = tmp_path / "entries.json"
    entries(path).put(Entry(key="good", value=1))
    document = json.loads(path.read_text())
    document["tables"]["records"]["2"] = {"key": "bad", "value": "many"}
    path.write_text(json.dumps(document))
    with pytest.raises(StorageError, match=r"record 'bad' that is not a valid Entry"):
        entries(path).all()


def test_a_store_of_another_record_type_is_refused(tmp_path):
    path = tmp_path / "store.json"
    Store(path, model=Mutable, key="name").put(Mutable(name="x"))
    with pytest.raises(StorageError, match="holds 'Mutable' records, not 'Entry'"):
        entries(path).all()


def test_a_held_lock_times_out_with_a_clear_error(tmp_path):
    import filelock

    path = tmp_path / "entries.json"
    holder = filelock.FileLock(str(path) + ".lock", thread_local=False)
    store = entries(path, lock_timeout_s=0.05)
    with holder, pytest.raises(StorageError, match="stayed locked by another process"):
        store.put(Entry(key="a", value=1))
    store.put(Entry(key="a", value=1))
    assert store.get("a").value == 1


def test_the_key_must_be_a_field():
    with pytest.raises(ValueError, match="no field 'id'"):
        Store("x.json", model=Entry, key="id")


def test_an_unusable_location_is_a_storage_error(tmp_path):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    store = entries(blocker / "entries.json")
    with pytest.raises(StorageError, match=r"cannot read store .*blocker/entries\.json"):
        store.all()
    with pytest.raises(StorageError, match=r"cannot lock store .*blocker/entries\.json"):
        store.put(Entry(key="a", value=1))
