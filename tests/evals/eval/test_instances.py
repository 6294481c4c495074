"""The other instances of the suite's tasks that the warm tool store learns from: the data file,
its loader's errors, and instances that pass their reference solution on SimDroid."""

from __future__ import annotations

import pytest

from evals.eval.instances import (
    instance_of,
    load_instances,
    passes_reference,
    usable_instance,
)
from evals.eval.warm import other_instances, practise_as_team
from evals.tasks import find_task, load_suite
from mobilexperts.config import Settings
from mobilexperts.errors import TaskSpecError
from mobilexperts.sim.device import SimDevice
from tools_store import ToolStore

SUITE = {t.id: t for t in load_suite()}


def test_every_instance_names_a_suite_task_and_changes_its_request_and_a_value():
    table = load_instances()
    assert len(table) >= 60
    for task_id, values in table.items():
        task = SUITE[task_id]
        other = instance_of(task, values)
        assert other.instruction != task.ready.instruction
        assert any(task.params[k] != v for k, v in values.items()), task_id


@pytest.mark.parametrize(
    "task_id",
    [
        "contacts_share_contact",
        "maps_cuisine_near_landmark",
        "chirp_like_latest_by",
        "cross_wifi_password_text",
        "chirp_topic_account",
    ],
)
def test_a_sample_of_instances_passes_its_reference_solution(task_id):
    other = usable_instance(SUITE[task_id], load_instances())
    assert other is not None
    assert other.params != SUITE[task_id].params


def test_an_instance_naming_the_wrong_entity_fails_its_reference():
    task = SUITE["chirp_like_latest_by"]
    right = instance_of(task, {"name": "Umar Xu", "handle": "umarx", "post_id": 18})
    wrong = instance_of(task, {"name": "Umar Xu", "handle": "umarx", "post_id": 5})
    assert passes_reference(right) and not passes_reference(wrong)


def test_instance_of_refuses_unknown_params_and_the_tasks_own_request():
    task = find_task("contacts_favorite")
    with pytest.raises(TaskSpecError, match="no param nickname"):
        instance_of(task, {"nickname": "Hiro"})
    with pytest.raises(TaskSpecError, match="the task's own"):
        instance_of(task, {"name": task.params["name"]})
    assert usable_instance(task, {task.id: {"nickname": "Hiro"}}) is None
    assert usable_instance(task, {}) is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("a: [unclosed\n", "not UTF-8 YAML"),
        ("- just\n- a list\n", "must map task ids"),
        ("chirp_follow: Sami\n", "must map task ids"),
    ],
)
def test_a_bad_instances_file_is_one_clear_line(tmp_path, text, message):
    path = tmp_path / "instances.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(TaskSpecError, match=message) as caught:
        load_instances(path)
    assert "\n" not in str(caught.value)
    with pytest.raises(TaskSpecError, match="instances file"):
        load_instances(tmp_path / "missing.yaml")


def test_the_warm_store_learns_from_the_other_instance_never_the_scored_one():
    tasks = [SUITE["settings_rename_device"], SUITE["clock_weekday_alarms_off"]]
    others = other_instances(tasks)
    assert [o.id for o in others] == ["settings_rename_device"]
    assert others[0].instruction != tasks[0].ready.instruction
    assert others[0].params["name"] == load_instances()["settings_rename_device"]["name"]


def test_a_reference_that_searches_a_first_name_searches_the_new_one():
    task = SUITE["contacts_share_contact"]
    other = instance_of(task, {"name": "Wen Okafor", "friend": "Farid Anders"})
    typed = [step.type for step in other.reference if step.type]
    assert typed == ["Wen", "Farid"]


def test_cross_app_instances_exist_and_each_names_another_recipient_or_value():
    table = load_instances()
    cross = [task_id for task_id in table if SUITE[task_id].complexity == "C3"]
    assert len(cross) >= 10
    for task_id in cross:
        scored = SUITE[task_id].params
        assert all(scored[k] != v for k, v in table[task_id].items()), task_id


def test_a_cross_app_instance_is_practised_as_a_team_whose_node_runs_teach_tools(tmp_path):
    other = usable_instance(SUITE["cross_order_number_text"], load_instances())
    assert other is not None
    settings = Settings(data_dir=tmp_path / "data")
    taught = practise_as_team(other, settings, tmp_path / "run", 30)
    assert taught.task_id == "cross_order_number_text" and taught.verdict == "done"
    assert (tmp_path / "run" / "team.json").is_file()
    store = ToolStore.for_device(SimDevice().info.fingerprint, settings)
    assert taught.learned == sorted(f"{t.name}:{t.status}" for t in store.all())
    assert any(name.endswith(":verified") for name in taught.learned)
