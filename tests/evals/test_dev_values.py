"""The value-commit dev slice and its sealed slice (evals/dev/values*.yaml): every request's
checker fails on an idle phone and passes once its reference solution has run."""

from __future__ import annotations

from pathlib import Path

import pytest

from evals.bench_team import load_dev
from evals.checker import check, prepare
from evals.reference import run_reference
from evals.tasks import TaskSpec
from mobilexperts.sim.device import SimDevice

DEV = Path(__file__).parents[2] / "evals" / "dev"
SLICES = [t for name in ("values.yaml", "values_sealed.yaml") for t in load_dev(DEV / name)]


@pytest.mark.parametrize("spec", SLICES, ids=[t.id for t in SLICES])
def test_every_value_request_is_solvable_by_its_reference_and_fails_without(
    spec: TaskSpec,
) -> None:
    task = spec.ready
    idle = SimDevice(seed=task.seed)
    assert not check(task, idle.state(), None, prepare(task, idle)).success
    device = SimDevice(seed=task.seed)
    initial = prepare(task, device)
    answer = run_reference(device, task.reference)
    assert check(task, device.state(), answer, initial).success
