"""A self-check of the tool process's hardening on this host, for diagnostics and tests.

A probe process is hardened exactly as the tool process is, marked as running a tool, and then
attempts each forbidden operation directly, as code that got past RestrictedPython would. The
report says what the kernel and the audit hook let through (nothing, on a healthy host).
"""

from __future__ import annotations

import multiprocessing
import os
import resource
import sys
from collections.abc import Callable
from multiprocessing.connection import Connection

from pydantic import BaseModel

from sandbox import harden
from sandbox.budget import Budget


def _read_a_file() -> bytes:
    with open(sys.executable, "rb") as handle:
        return handle.read(4)


ATTEMPTS: dict[str, Callable[[], object]] = {
    "open": lambda: _read_a_file(),
    "import": lambda: __import__("xml.dom.minidom"),
    "fork": os.fork,
    "system": lambda: os.system("true"),
    "posix_spawn": lambda: os.posix_spawn("/bin/true", ["true"], {}),
    "exec": lambda: os.execv("/bin/true", ["true"]),
    "kill": lambda: os.kill(os.getppid(), 0),
    "getframe": lambda: sys._getframe(0),
    "code object": lambda: (lambda: 0).__code__,
    "compile": lambda: compile("1", "x", "eval"),
    "settrace": lambda: sys.settrace(None),
    "addaudithook": lambda: sys.addaudithook(lambda *args: None),
}
LIMITS = {
    "fsize": resource.RLIMIT_FSIZE,
    "nofile": resource.RLIMIT_NOFILE,
    "nproc": resource.RLIMIT_NPROC,
    "core": resource.RLIMIT_CORE,
}


class HardeningReport(BaseModel):
    """What a hardened process could still do. An outcome is ``"allowed"`` or the name of the
    exception that refused the attempt."""

    descriptors: list[int]
    between_runs: dict[str, str]
    during_run: dict[str, str]
    limits: dict[str, tuple[int, int]]
    own_session: bool
    root: bool

    @property
    def allowed(self) -> list[str]:
        """Operations that went through while a tool was running."""
        return [name for name, outcome in self.during_run.items() if outcome == "allowed"]


def _attempt(names: list[str]) -> dict[str, str]:
    outcomes = {}
    for name in names:
        try:
            ATTEMPTS[name]()
            outcomes[name] = "allowed"
        except BaseException as exc:
            outcomes[name] = type(exc).__name__
    return outcomes


def _probe(conn: Connection) -> None:
    conn = harden.isolate(conn)
    descriptors = sorted(int(fd) for fd in os.listdir(f"/proc/{os.getpid()}/fd"))
    harden.set_static_limits()
    guard = harden.AuditGuard()
    sys.addaudithook(guard)
    between_runs = _attempt(["open", "import"])
    guard.budget = Budget(lines=10, items=10, actions=10)
    during_run = _attempt(list(ATTEMPTS))
    guard.budget = None
    report = HardeningReport(
        descriptors=descriptors,
        between_runs=between_runs,
        during_run=during_run,
        limits={name: resource.getrlimit(limit) for name, limit in LIMITS.items()},
        own_session=os.getsid(0) == os.getpid(),
        root=os.geteuid() == 0,
    )
    conn.send_bytes(report.model_dump_json().encode())


def check_hardening(timeout: float = 30.0) -> HardeningReport:
    """Harden a probe process, let it try every forbidden operation, and report."""
    context = multiprocessing.get_context("spawn")
    parent, child = context.Pipe()
    process = context.Process(target=_probe, args=(child,), daemon=True)
    process.start()
    child.close()
    try:
        if not parent.poll(timeout):
            raise TimeoutError("the hardening probe did not answer")
        return HardeningReport.model_validate_json(parent.recv_bytes())
    finally:
        process.kill()
        process.join()
        parent.close()
