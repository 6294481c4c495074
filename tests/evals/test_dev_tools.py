"""The warm tool slices (evals/dev/tools*.yaml): suite tasks with new values, whose checkers want
those values (an idle phone fails each) and whose requests never repeat the suite's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from evals.bench_warm import DEV_FILE, load_warm_set, warm_tasks
from evals.checker import check, prepare
from evals.tasks import load_suite
from mobilexperts.sim.device import SimDevice

FILES = sorted(p for p in DEV_FILE.parent.glob("tools*.yaml") if not p.stem.endswith("_sealed"))
SEALED = sorted(DEV_FILE.parent.glob("tools*_sealed.yaml"))
TASKS = [t for path in [*FILES, *SEALED] for t in warm_tasks(load_warm_set(path))]


def _companion(path: Path) -> int:
    """The sealed requests of the companion file a slice's header names, if any."""
    named = re.search(r"sealed companion is evals/dev/(\S+\.yaml)", path.read_text())
    return len(load_warm_set(path.parent / named.group(1)).sealed) if named else 0


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_each_slice_has_a_dev_and_a_sealed_group_of_new_requests(path):
    warm = load_warm_set(path)
    tasks = warm_tasks(warm)
    groups = [g for g, _ in tasks]
    assert groups.count("dev") >= 10 and groups.count("sealed") + _companion(path) >= 8
    suite = {t.instruction.casefold() for t in load_suite()}
    assert not {t.instruction.casefold() for _, t in tasks} & suite
    known = {t.id: set(t.params) for t in load_suite()}
    for item in [*warm.dev, *warm.sealed]:
        assert set(item.params) <= known[item.task], item


@pytest.mark.parametrize("spec", [t for _, t in TASKS], ids=[t.instruction for _, t in TASKS])
def test_an_idle_phone_fails_every_request(spec):
    idle = SimDevice(seed=spec.seed)
    assert not check(spec, idle.state(), None, prepare(spec, idle)).success
