"""Running a workflow tool: lint, compile, then the warm tool process with verbs proxied to the
device the caller owns.

The parent never waits on the child without a timeout: it polls the pipe against two clocks,
the run's wall clock and the child's compute time between verb calls, and kills the child when
either runs out. A killed or crashed child is replaced by a fresh one at once, so the next run
finds a warm process.
"""

from __future__ import annotations

import atexit
import threading
import time
from functools import lru_cache

from pydantic import BaseModel, ConfigDict, JsonValue

from mobilexperts.device import Device
from sandbox.compile import compile_tool
from sandbox.errors import (
    FailedStep,
    SandboxError,
    ToolBudgetError,
    ToolCompileError,
    ToolRuntimeError,
    ToolTimeoutError,
)
from sandbox.host import INFRASTRUCTURE_ERRORS, ActionRecord, VerbHost
from sandbox.limits import ToolLimits
from sandbox.lint import ToolSignature, lint_tool
from sandbox.protocol import DoneMessage, VerbMessage, parse_child_message
from sandbox.tool_args import check_args
from sandbox.worker import Worker, WorkerGone

STARTUP_TIMEOUT_SECONDS = 30.0


class ToolRunResult(BaseModel):
    """The outcome of one tool run. ``error`` is None exactly when ``ok``."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    ok: bool
    value: JsonValue = None
    printed: str = ""
    actions: list[ActionRecord] = []
    failed_step: FailedStep | None = None
    error: SandboxError | None = None
    duration: float = 0.0

    def raise_for_error(self) -> None:
        """Raise the run's typed error, if any."""
        if self.error is not None:
            raise self.error


@lru_cache(maxsize=256)
def vet_tool(source: str) -> ToolSignature:
    """Lint and compile ``source`` (cached); raise the typed error of the first failing gate."""
    signature = lint_tool(source)
    compile_tool(source)
    return signature


class Sandbox:
    """Runs tools, one at a time, in a warm, hardened child process (thread-safe)."""

    def __init__(self, startup_timeout: float = STARTUP_TIMEOUT_SECONDS) -> None:
        self.startup_timeout = startup_timeout
        self._worker: Worker | None = None
        self._lock = threading.Lock()

    def start(self) -> None:
        """Spawn the worker now, so the first run does not pay for its startup."""
        with self._lock:
            self._ready_worker()

    @property
    def worker_pid(self) -> int | None:
        """The pid of the current tool process, if one is running."""
        worker = self._worker
        return worker.process.pid if worker is not None and worker.alive else None

    def close(self) -> None:
        """Stop the worker process."""
        with self._lock:
            if self._worker is not None:
                self._worker.kill()
                self._worker = None

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def run(
        self,
        source: str,
        args: dict[str, object],
        device: Device,
        limits: ToolLimits | None = None,
        callees: list[str] | None = None,
    ) -> ToolRunResult:
        """Run the tool in ``source`` with ``args`` on ``device``, the tools in ``callees``
        (sources) callable with ``dev.run_tool``; never raises for the tool's own faults (they
        are in the result), only for device infrastructure errors."""
        started = time.monotonic()
        limits = limits or ToolLimits()
        try:
            signature = vet_tool(source)
            check_args(signature, args)
            called = {vet_tool(callee).name: callee for callee in callees or []}
        except SandboxError as exc:
            return ToolRunResult(ok=False, error=exc, duration=time.monotonic() - started)
        request = {
            "op": "run",
            "source": source,
            "function": signature.name,
            "args": args,
            "limits": limits.model_dump(),
            "callees": called,
        }
        host = VerbHost(device, limits)
        with self._lock:
            done, killed = self._exchange(request, host, limits)
        error, step = _outcome(done, killed, host)
        if error is not None and step is None:
            step = _code_step(source, len(host.actions) + 1, getattr(error, "line", None))
        return ToolRunResult(
            ok=error is None,
            value=done.value if done is not None and error is None else None,
            printed=done.printed if done is not None else "",
            actions=host.actions,
            failed_step=step if error is not None else None,
            error=error,
            duration=time.monotonic() - started,
        )

    def _ready_worker(self) -> Worker:
        if self._worker is None or not self._worker.alive:
            if self._worker is not None:
                self._worker.kill()
            self._worker = Worker()
        try:
            self._worker.wait_ready(self.startup_timeout)
        except WorkerGone as gone:
            self._worker = None
            raise SandboxError(
                f"the tool process could not start ({gone}); check that Python can spawn "
                "processes here"
            ) from None
        return self._worker

    def _exchange(
        self, request: dict[str, object], host: VerbHost, limits: ToolLimits
    ) -> tuple[DoneMessage | None, SandboxError | None]:
        worker = self._ready_worker()
        try:
            return _converse(worker, request, host, limits), None
        except WorkerGone as gone:
            stopped: SandboxError = _death_error(gone, limits)
        except SandboxError as exc:
            stopped = exc
        except BaseException:
            self._replace(worker)
            raise
        self._replace(worker)
        return None, stopped

    def _replace(self, worker: Worker) -> None:
        """Kill a worker whose run did not end cleanly and spawn its successor at once."""
        worker.kill()
        self._worker = Worker()


def _converse(
    worker: Worker, request: dict[str, object], host: VerbHost, limits: ToolLimits
) -> DoneMessage:
    """Send the run and serve its verbs until it is done; kill on any deadline."""
    worker.send(request)
    started = time.monotonic()
    computed = 0.0
    while True:
        wall_left = limits.wall_seconds - (time.monotonic() - started)
        compute_left = limits.compute_seconds - computed
        if compute_left <= 0:
            raise ToolTimeoutError(
                f"the tool computed for more than {limits.compute_seconds:g} s between device "
                "actions and was stopped; remove long loops and heavy computation"
            )
        if wall_left <= 0:
            raise ToolTimeoutError(
                f"the tool ran longer than {limits.wall_seconds:g} s and was stopped"
            )
        waited_from = time.monotonic()
        data = worker.receive(min(wall_left, compute_left))
        computed += time.monotonic() - waited_from
        if data is None:
            continue
        try:
            message = parse_child_message(data)
        except ValueError:
            raise ToolRuntimeError("the tool process sent a malformed message") from None
        if isinstance(message, DoneMessage):
            return message
        if not isinstance(message, VerbMessage):
            raise ToolRuntimeError("the tool process sent an unexpected message")
        worker.send(host.handle(message))


def _outcome(
    done: DoneMessage | None, killed: SandboxError | None, host: VerbHost
) -> tuple[SandboxError | None, FailedStep | None]:
    """The run's error and failing step. A verb the parent refused fails the run whatever the
    child reports; device infrastructure errors are raised, not blamed on the tool."""
    if killed is not None or done is None:
        return killed, None
    failure = host.failure
    if isinstance(failure, INFRASTRUCTURE_ERRORS):
        raise failure
    if isinstance(failure, SandboxError):
        return failure, host.failed_step
    info = done.error
    if info is None:
        return None, None
    if info.kind == "compile":
        return ToolCompileError([info.message]), None
    if info.kind == "budget":
        return ToolBudgetError(info.budget or "unknown", info.message), None
    return ToolRuntimeError(info.message, info.line), None


def _death_error(gone: WorkerGone, limits: ToolLimits) -> SandboxError:
    if gone.cpu_limit:
        return ToolBudgetError(
            "cpu", f"the tool used more than {limits.cpu_seconds} s of CPU and was stopped"
        )
    return ToolRuntimeError(
        f"the tool process died unexpectedly (exit code {gone.exitcode}); "
        "the tool may exhaust memory or crash the interpreter"
    )


def _code_step(source: str, index: int, line: int | None) -> FailedStep:
    lines = source.splitlines()
    if line is not None and 1 <= line <= len(lines):
        return FailedStep(index, line, lines[line - 1].strip())
    return FailedStep(index, None, f"(code after step {index - 1})")


_default_sandbox: Sandbox | None = None
_default_lock = threading.Lock()


def default_sandbox() -> Sandbox:
    """The process-wide sandbox used by :func:`run_tool` (stopped at exit)."""
    global _default_sandbox
    with _default_lock:
        if _default_sandbox is None:
            _default_sandbox = Sandbox()
            atexit.register(_default_sandbox.close)
        return _default_sandbox


def run_tool(
    source: str, args: dict[str, object], device: Device, limits: ToolLimits | None = None
) -> ToolRunResult:
    """Run a workflow tool in the default sandbox; see :meth:`Sandbox.run`."""
    return default_sandbox().run(source, args, device, limits)
