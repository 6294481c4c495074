"""What a new user installs: the size of a fresh venv and how fast ``mobilexperts --help`` is.

Creates a fresh venv in a temporary folder, installs the committed tree of this checkout into
it (``git archive HEAD``, then ``pip install .``, then with the ``[ocr]`` extra unless
``--base-only``), and prints the venv's size on disk and the
median and p95 wall time of ``mobilexperts --help`` and ``--version`` (target: --help < 0.5 s).
Run: ``python -m evals.bench_install [--base-only]``.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from evals.timing import median_p95

ROOT = Path(__file__).resolve().parents[1]
RUNS = 10


def size_mb(folder: Path) -> float:
    total = sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return total / 1e6


def install(venv: Path, spec: str) -> float:
    """Seconds ``pip install spec`` takes in ``venv``."""
    start = time.perf_counter()
    done = subprocess.run(
        [str(venv / "bin" / "pip"), "install", "-q", "--disable-pip-version-check", spec],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        sys.exit(f"pip install {spec} failed:\n{done.stderr}")
    return time.perf_counter() - start


def cli_times(venv: Path, *args: str) -> tuple[list[float], list[float]]:
    """Wall and CPU (user + system) times in ms of running ``mobilexperts ARGS``, after one
    warm-up run. CPU time does not grow when other processes share the machine; wall does."""
    command = [str(venv / "bin" / "mobilexperts"), *args]
    env = {**os.environ, "COLUMNS": "80"}
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env)
    wall, cpu = [], []
    for _ in range(RUNS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env)
        wall.append((time.perf_counter() - start) * 1000)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        used = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        cpu.append(used * 1000)
    return wall, cpu


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="mobilexperts-bench-") as folder:
        source, venv = Path(folder) / "src", Path(folder) / "venv"
        source.mkdir()
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", "HEAD"], check=True, capture_output=True
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(source)], input=archive, check=True)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        empty = size_mb(venv)
        seconds = install(venv, str(source))
        base = size_mb(venv)
        print(f"fresh venv: {empty:.0f} MB empty; `pip install .` {seconds:.0f} s")
        print(f"installed size (base): {base:.0f} MB (+{base - empty:.0f} MB over an empty venv)")
        print(f"load average now: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
        for args in (("--help",), ("--version",), ("run", "--help")):
            wall, cpu = cli_times(venv, *args)
            (wm, wp), (cm, cp) = median_p95(wall), median_p95(cpu)
            print(
                f"mobilexperts {' '.join(args)}: wall median {wm:.0f} ms (p95 {wp:.0f}), "
                f"CPU median {cm:.0f} ms (p95 {cp:.0f})"
            )
        if "--base-only" not in sys.argv:
            seconds = install(venv, f"{source}[ocr]")
            print(f"installed size with [ocr]: {size_mb(venv):.0f} MB (+{seconds:.0f} s)")


if __name__ == "__main__":
    main()
