"""Hardening of the tool process, applied once at startup and around every run.

At startup the child leaves the parent's session, points stdin/stdout/stderr at ``/dev/null``,
keeps only its pipe (and a read-only ``/proc/self/statm``), and sets kernel limits: no file
writes (RLIMIT_FSIZE 0), no new descriptors (RLIMIT_NOFILE), no core dumps, no new processes
(RLIMIT_NPROC 0, which the kernel ignores for root, so the audit hook refuses fork/exec/spawn
too). An audit hook then refuses every event outside a short allowlist: no ``open``, no
``import``, no sockets, subprocesses, signals or ``ctypes``; while tool code runs not even
``compile``, ``exec``, frame access or ``sys.settrace``.

Around each run, RLIMIT_AS caps memory at the current footprint plus the run's headroom and
RLIMIT_CPU caps CPU seconds (SIGXCPU kills the process).
"""

from __future__ import annotations

import math
import os
import resource
from multiprocessing.connection import Connection

from sandbox.budget import Budget, ToolAbort

CONN_FD = 3
STATM_FD = 4
MB = 1024 * 1024
PAGE = os.sysconf("SC_PAGE_SIZE")

# Events the child's own code raises between runs (compiling and defining the tool, setting
# the run's limits, starting and stopping the tracer). Nothing else is allowed after startup,
# and nothing at all while tool code runs.
BETWEEN_RUNS = frozenset({"compile", "exec", "resource.setrlimit", "sys.settrace"})


class AuditGuard:
    """An audit hook that refuses everything but the child's own compile/exec between runs.

    ``budget`` is the running tool's budget (None between runs). Once that run is aborted, the
    interpreter may drop the line tracer (it does so when the tracer raises the abort).
    """

    def __init__(self) -> None:
        self.budget: Budget | None = None

    def __call__(self, event: str, args: tuple[object, ...]) -> None:
        budget = self.budget
        if budget is None and event in BETWEEN_RUNS:
            return
        if budget is not None and budget.abort is not None and event == "sys.settrace":
            return
        raise ToolAbort("sandbox", f"the sandbox refused the operation {event!r}")


def isolate(conn: Connection) -> Connection:
    """New session, null stdio, only the pipe left open (as fd 3); returns the new pipe end."""
    os.setsid()
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)
    if devnull > 2:
        os.close(devnull)
    if conn.fileno() != CONN_FD:
        os.dup2(conn.fileno(), CONN_FD)
        conn.close()
    statm = os.open("/proc/self/statm", os.O_RDONLY)
    if statm != STATM_FD:
        os.dup2(statm, STATM_FD)
        os.close(statm)
    os.closerange(STATM_FD + 1, resource.getrlimit(resource.RLIMIT_NOFILE)[1])
    return Connection(CONN_FD)


def set_static_limits() -> None:
    """Limits that hold for the whole life of the process."""
    resource.setrlimit(resource.RLIMIT_NOFILE, (STATM_FD + 1, STATM_FD + 1))
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_NPROC, (0, 0))


def virtual_memory() -> int:
    """The process's current address-space size in bytes."""
    return int(os.pread(STATM_FD, 64, 0).split()[0]) * PAGE


def _set_soft(limit: int, soft: int) -> None:
    hard = resource.getrlimit(limit)[1]
    resource.setrlimit(limit, (soft if hard == resource.RLIM_INFINITY else min(soft, hard), hard))


def limit_run(memory_mb: int, cpu_seconds: int) -> None:
    """Cap memory and CPU for the run about to start."""
    _set_soft(resource.RLIMIT_AS, virtual_memory() + memory_mb * MB)
    usage = resource.getrusage(resource.RUSAGE_SELF)
    _set_soft(resource.RLIMIT_CPU, math.ceil(usage.ru_utime + usage.ru_stime) + cpu_seconds)


def lift_run_limits() -> None:
    """Give the child's own code room again once the tool has stopped."""
    for limit in (resource.RLIMIT_AS, resource.RLIMIT_CPU):
        hard = resource.getrlimit(limit)[1]
        resource.setrlimit(limit, (hard, hard))
