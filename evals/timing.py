"""Timing helpers shared by the benchmarks: wall-clock times in milliseconds, median and p95."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def timings(fn: Callable[[], object], runs: int) -> list[float]:
    """Wall-clock times of ``runs`` calls of ``fn``, in milliseconds, sorted."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return sorted(times)


def p95(times: list[float]) -> float:
    """95th percentile of ``times``: the value at rank ``int(n * 0.95)``, capped at the last."""
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


def median_p95(times: list[float]) -> tuple[float, float]:
    """Median and p95 of ``times``."""
    return statistics.median(times), p95(times)


def measure(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    """Median and p95 of ``runs`` calls of ``fn``, in milliseconds."""
    return median_p95(timings(fn, runs))
