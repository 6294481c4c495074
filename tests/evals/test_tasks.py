"""Task specs: loading, templating, malformed files, and that every task is solvable."""

from __future__ import annotations

from pathlib import Path

import pytest

from evals.checker import check, prepare
from evals.reference import run_reference
from evals.tasks import HELDOUT_DIR, HELDOUT_SETS, TaskSpec, load_suite, load_task
from mobilexperts.errors import TaskSpecError
from mobilexperts.sim.device import SimDevice

SUITE = load_suite()
HELDOUT = {name: load_suite(HELDOUT_DIR / name) for name in HELDOUT_SETS}
EVERY = SUITE + [t for tasks in HELDOUT.values() for t in tasks]


def test_suite_is_not_empty_and_ids_are_unique() -> None:
    assert len(SUITE) >= 3
    assert len({t.id for t in EVERY}) == len(EVERY)


def test_held_out_sets_are_the_size_they_promise() -> None:
    suite = {t.id: t for t in SUITE}
    for name, least in (("paraphrases", 25), ("paraphrases2", 10)):
        paraphrased = {t.id.partition("__")[0] for t in HELDOUT[name]}
        assert len(paraphrased) >= least and paraphrased <= set(suite)
        assert len(HELDOUT[name]) >= 3 * len(paraphrased)
        for task in HELDOUT[name]:
            original = suite[task.id.partition("__")[0]]
            assert task.instruction != original.instruction
            assert (task.success, task.params) == (original.success, original.params)
    reworded = [suite[t.id.partition("__")[0]] for t in HELDOUT["paraphrases2"]]
    assert all(t.complexity in ("C1", "C2") for t in reworded)
    assert len({t.apps[0] for t in reworded}) >= 10, "rewordings of tasks of ten different apps"
    assert len(HELDOUT["features"]) >= 20 and len(HELDOUT["cross"]) >= 10
    assert len(HELDOUT["cross3"]) >= 12
    for name in ("cross", "cross3"):
        assert all(len(t.apps) >= 2 for t in HELDOUT[name])
    assert all(t.complexity == "C3" for t in HELDOUT["cross3"])


def test_a_folder_that_does_not_exist_is_one_line_error(tmp_path: Path) -> None:
    with pytest.raises(TaskSpecError, match="no task folder"):
        load_suite(tmp_path / "missing")


@pytest.mark.parametrize("spec", EVERY, ids=[t.id for t in EVERY])
def test_every_task_is_solvable_by_its_reference_and_fails_without(spec: TaskSpec) -> None:
    task = spec.ready
    assert task.reference, "every task ships a reference solution"
    idle = SimDevice(seed=task.seed)
    initial = prepare(task, idle)
    assert not check(task, idle.state(), None, initial).success

    device = SimDevice(seed=task.seed)
    initial = prepare(task, device)
    answer = run_reference(device, task.reference)
    result = check(task, device.state(), answer, initial)
    assert result.success, [c.description for c in result.conditions if not c.passed]
    assert result.process_score == 1.0


def test_params_fill_instruction_and_conditions() -> None:
    spec = load_task(Path("evals/tasks/settings/rename_device.yaml"))
    task = spec.with_params(name="Den")
    assert task.instruction == 'Rename this phone to "Den".'
    assert task.success[0].equals == "Den"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("id: x\ninstruction: [unclosed", "not valid YAML"),
        ("- just\n- a list\n", "must hold a mapping"),
        (
            "id: x\ninstruction: y\ncomplexity: C9\napps: [A]\nsuccess: []\nreference_steps: 1\n",
            "complexity",
        ),
        (
            "id: x\ninstruction: y\ncomplexity: C1\napps: [A]\nreference_steps: 1\n"
            "success: [{path: a.b, resembles: 3}]\n",
            "resembles",
        ),
    ],
)
def test_malformed_task_files_get_one_line_errors(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "task.yaml"
    path.write_text(text)
    with pytest.raises(TaskSpecError, match=message) as info:
        load_task(path)
    assert "\n" not in str(info.value)


def test_missing_task_file() -> None:
    with pytest.raises(TaskSpecError, match="cannot read task file"):
        load_task("no/such/task.yaml")


def test_unknown_placeholder_is_reported() -> None:
    spec = load_task(Path("evals/tasks/settings/rename_device.yaml"))
    broken = spec.model_copy(update={"instruction": "Rename to {nickname}"})
    with pytest.raises(TaskSpecError, match="nickname"):
        broken.with_params()
