"""The judge's dev slices (evals/dev/judge4.yaml and its sealed slice): each case loads as a
judge case with a unique id, and its checker fails on an idle phone with no answer given."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from evals.bench_judge import JudgeCase, JudgeSlice
from evals.checker import check, prepare
from evals.tasks import TaskSpec
from mobilexperts.sim.device import SimDevice

DEV = Path(__file__).parents[2] / "evals" / "dev"
SLICES = [DEV / "judge4.yaml", DEV / "judge4_sealed.yaml"]


def _cases(path: Path) -> list[JudgeCase]:
    loaded = JudgeSlice.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    return [*loaded.cases, *loaded.sealed]


CASES = [case for path in SLICES for case in _cases(path)]


def test_the_slices_hold_cases_with_unique_ids() -> None:
    ids = [case.id for case in CASES]
    assert len(ids) >= 20
    assert len(set(ids)) == len(ids)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_a_case_is_not_done_on_an_idle_phone(case: JudgeCase) -> None:
    data = case.model_dump(exclude={"stops", "claim"}, exclude_unset=True)
    task = TaskSpec.model_validate(data).ready
    sim = SimDevice(seed=task.seed)
    initial = prepare(task, sim)
    assert not check(task, sim.state(), "", initial).success
