"""Scheduling an evaluation's units: in this process, in ``--jobs`` worker processes, or on a
Ray cluster (``--ray``). Every finished row is handed to ``on_row`` at once, so the caller can
record it before the next one finishes."""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed

from evals.eval.execute import UnitConfig, run_unit
from evals.eval.records import EvalRow, Unit
from evals.tasks import TaskSpec
from mobilexperts.errors import ConfigError

OnRow = Callable[[EvalRow], None]
LOCAL = "local"
"""The ``--ray`` address that starts a Ray cluster on this machine."""


def run_units(
    units: list[Unit],
    tasks: dict[str, TaskSpec],
    config: UnitConfig,
    on_row: OnRow,
    *,
    jobs: int = 1,
    ray_address: str | None = None,
) -> None:
    """Run every unit and report each row; ``ray_address`` (or :data:`LOCAL`) uses Ray with
    ``jobs`` workers on a local cluster, else ``jobs`` > 1 uses worker processes."""
    if ray_address is not None:
        _on_ray(units, tasks, config, on_row, jobs, ray_address)
    elif jobs > 1 and len(units) > 1:
        # Forked workers start with everything imported; units start no thread before them.
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            futures = [pool.submit(run_unit, u, tasks[u.task_id], config) for u in units]
            for future in as_completed(futures):
                on_row(future.result())
    else:
        for unit in units:
            on_row(run_unit(unit, tasks[unit.task_id], config))


def _on_ray(
    units: list[Unit],
    tasks: dict[str, TaskSpec],
    config: UnitConfig,
    on_row: OnRow,
    workers: int,
    address: str,
) -> None:
    try:
        import ray
    except ImportError:
        raise ConfigError(
            "--ray needs Ray: pip install 'mobilexperts[ray]' (on every machine of the cluster)"
        ) from None
    local = address == LOCAL
    started = not ray.is_initialized()
    if started:
        try:
            ray.init(
                address=None if local else address,
                num_cpus=workers if local else None,
                include_dashboard=False,
                log_to_driver=False,
                configure_logging=False,
            )
        except (ConnectionError, ValueError, RuntimeError) as exc:
            raise ConfigError(f"cannot reach the Ray cluster at {address}: {exc}") from None
    try:
        remote = ray.remote(num_cpus=1)(run_unit)
        pending = [remote.remote(u, tasks[u.task_id], config) for u in units]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            on_row(ray.get(done[0]))
    finally:
        if started:
            ray.shutdown()
