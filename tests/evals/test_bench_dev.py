"""The dev sets' loading: a rewording that names other values than its suite task's carries
them (``params``) into its checker, and the app-choice slice's checkers fail on an idle phone."""

from __future__ import annotations

import pytest

from evals.bench_dev import DEV_DIR, DevSet, Rewording, dev_tasks, load_dev_set
from evals.checker import check, prepare
from evals.tasks import TaskSpec
from mobilexperts.sim.device import SimDevice


def test_a_rewording_checks_the_values_it_names() -> None:
    dev = DevSet(
        rewordings=[
            Rewording(
                task="maps_save_from_map",
                instruction="keep the blorp cafe among my places",
                params={"place": "Seoul Bowl", "place_id": 23},
            )
        ]
    )
    [(_, task)] = dev_tasks(dev)
    assert task.instruction == "keep the blorp cafe among my places"
    assert task.success[0].equals == 23


def _judge6() -> list[TaskSpec]:
    tasks = []
    for name in ("judge6", "judge6_sealed"):
        dev = load_dev_set(DEV_DIR / f"{name}.yaml")
        tasks += [task for _, task in dev_tasks(dev)]
    return tasks


@pytest.mark.parametrize("task", _judge6(), ids=lambda t: t.id)
def test_a_judge6_request_is_not_done_on_an_idle_phone(task: TaskSpec) -> None:
    sim = SimDevice(seed=task.seed)
    initial = prepare(task, sim)
    assert not check(task, sim.state(), "", initial).success
