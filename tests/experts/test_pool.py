"""The expert pool: portraits per device fingerprint, on the atomic store."""

from __future__ import annotations

import json

import pytest

from experts.pool import ExpertNotFoundError, ExpertPool, ExpertPoolError
from experts.portrait import AppRef, ExpertPortrait
from mobilexperts.errors import StorageError


def portrait(name: str, *labels: str) -> ExpertPortrait:
    return ExpertPortrait(name=name, apps=[AppRef(label=label) for label in labels])


def test_portraits_are_kept_per_device_and_survive_a_new_pool_object(tmp_path):
    ExpertPool.for_device("phone-a").add(portrait("Chirp expert", "Chirp"))
    assert [p.name for p in ExpertPool.for_device("phone-a").all()] == ["Chirp expert"]
    assert ExpertPool.for_device("phone-b").all() == []


def test_a_taken_name_is_refused_and_put_replaces(tmp_path):
    pool = ExpertPool(tmp_path / "experts.json")
    pool.add(portrait("Mail expert", "Mail"))
    with pytest.raises(ExpertPoolError, match="already in the pool"):
        pool.add(portrait("Mail expert", "Pages"))
    pool.put(portrait("Mail expert", "Mail", "Pages"))
    assert pool.require("Mail expert").labels == ["Mail", "Pages"]


def test_covering_matches_labels_in_any_case_and_remove_suggests_close_names(tmp_path):
    pool = ExpertPool(tmp_path / "experts.json")
    pool.add(portrait("Social", "Chirp", "Snapgram"))
    pool.add(portrait("Mail expert", "Mail"))
    assert [p.name for p in pool.covering("snapgram")] == ["Social"]
    with pytest.raises(ExpertNotFoundError, match="did you mean Social"):
        pool.remove("Socail")
    assert pool.remove("Social").name == "Social"
    assert "Social" not in pool and len(pool) == 1


def test_update_changes_one_portrait_under_the_lock(tmp_path):
    pool = ExpertPool(tmp_path / "experts.json")
    pool.add(portrait("Clock expert", "Clock"))
    pool.update("Clock expert", lambda p: p.model_copy(update={"tools": ["set_alarm"]}))
    assert pool.require("Clock expert").tools == ["set_alarm"]


def test_the_file_carries_a_schema_version_and_a_corrupt_one_is_left_alone(tmp_path):
    path = tmp_path / "experts.json"
    ExpertPool(path).add(portrait("Clock expert", "Clock"))
    assert json.loads(path.read_text())["mobilexperts_store"]["schema_version"] == 1
    path.write_text("{not json")
    with pytest.raises(StorageError, match="corrupt"):
        ExpertPool(path).all()
    assert path.read_text() == "{not json"
