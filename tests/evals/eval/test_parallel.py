"""Runs spread over worker processes or a local Ray cluster give the serial results, task by
task (units share nothing but read-only knowledge)."""

from __future__ import annotations

import pytest

from evals.eval.execute import UnitConfig
from evals.eval.records import EvalRow, Unit
from evals.eval.runner import LOCAL, run_units
from evals.tasks import find_task
from mobilexperts.config import Settings

TASKS = {t: find_task(t).ready for t in ("chirp_post", "mail_star_email")}
UNITS = [
    Unit(method=m, task_id=t) for m in ("mobile-agent-v2", "team-no-exploration") for t in TASKS
]


def _outcomes(rows: list[EvalRow]) -> dict[str, tuple]:
    return {
        r.key: (r.success, r.process_score, r.reasoning_steps, r.calls, r.tool_calls, r.error)
        for r in rows
    }


def _run(tmp_path, name: str, units: list[Unit] = UNITS, **how) -> dict[str, tuple]:
    folder = tmp_path / name
    folder.mkdir()
    config = UnitConfig(
        folder=folder, settings=Settings(data_dir=folder / "d"), max_steps={"C1": 15, "C2": 15}
    )
    rows: list[EvalRow] = []
    run_units(units, TASKS, config, rows.append, **how)
    assert sorted(r.key for r in rows) == sorted(u.key for u in units)
    return _outcomes(rows)


# The tests compare with one serial run: they run on one worker so it is made once.
pytestmark = pytest.mark.xdist_group("evals_parallel")


@pytest.fixture(scope="module")
def serial(tmp_path_factory):
    return _run(tmp_path_factory.mktemp("serial"), "serial")


def test_worker_processes_agree_with_the_serial_run(tmp_path, serial):
    assert _run(tmp_path, "jobs", jobs=2) == serial


def test_a_local_ray_cluster_of_two_workers_agrees_with_the_serial_run(tmp_path, serial):
    pytest.importorskip("ray")
    team = [u for u in UNITS if u.method == "team-no-exploration"]
    ray_rows = _run(tmp_path, "ray", team, jobs=2, ray_address=LOCAL)
    assert ray_rows == {key: row for key, row in serial.items() if key in ray_rows}
