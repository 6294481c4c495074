"""The team's dev cross-app set (evals/dev/cross.yaml) and its sealed slice: every request's
checker fails on an idle phone and passes once its reference solution has run."""

from __future__ import annotations

from pathlib import Path

import pytest

from evals.bench_team import DEV_SEALED, load_dev
from evals.checker import check, prepare
from evals.reference import run_reference
from evals.tasks import TaskSpec
from mobilexperts.sim.device import SimDevice

VALUES = [
    Path(__file__).parents[2] / "evals" / "dev" / f"values{s}.yaml"
    for s in ("", "_sealed", "2", "2_sealed", "3", "3_sealed", "4", "4_sealed", "5", "5_sealed")
]
CROSS9 = Path(__file__).parents[2] / "evals" / "dev" / "cross9.yaml"
DEV = [
    *load_dev(),
    *(
        task
        for n in range(9, 70)
        if (path := CROSS9.with_name(f"cross{n}.yaml")).exists()
        for task in load_dev(path)
    ),
    *(task for path in VALUES for task in load_dev(path)),
]
SEALED = [
    *load_dev(DEV_SEALED),
    *(
        task
        for n in range(2, 70)
        if (path := DEV_SEALED.with_name(f"cross_sealed{n}.yaml")).exists()
        for task in load_dev(path)
    ),
]


def test_the_dev_set_holds_cross_app_requests_with_unique_ids() -> None:
    assert len(DEV) >= 15
    assert len({t.id for t in DEV}) == len(DEV)
    assert all(t.apps for t in DEV)
    assert sum(len(t.apps) >= 2 for t in DEV) >= 0.95 * len(DEV)  # a few read and reply in one
    assert not {t.id for t in DEV} & {t.id for t in SEALED}


@pytest.mark.parametrize("spec", DEV + SEALED, ids=[t.id for t in DEV + SEALED])
def test_every_dev_request_is_solvable_by_its_reference_and_fails_without(spec: TaskSpec) -> None:
    task = spec.ready
    idle = SimDevice(seed=task.seed)
    assert not check(task, idle.state(), None, prepare(task, idle)).success

    device = SimDevice(seed=task.seed)
    initial = prepare(task, device)
    answer = run_reference(device, task.reference)
    result = check(task, device.state(), answer, initial)
    assert result.success, [c.description for c in result.conditions if not c.passed]
