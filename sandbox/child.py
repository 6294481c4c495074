"""The tool process: hardens itself once, then runs the tools the parent sends, one at a time.

Everything the child needs is imported before the audit hook is installed; afterwards it can
import, open or spawn nothing. A run compiles the source itself (never a code object from
outside), defines the function in fresh restricted globals, and calls it with the ``dev``
facade under the run's limits, the line tracer and the strict audit mode.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from sandbox import harden
from sandbox.budget import Budget, ToolAbort
from sandbox.compile import compile_tool
from sandbox.errors import ToolCompileError
from sandbox.facade import Dev, VerbChannel
from sandbox.protocol import MAX_MESSAGE_BYTES, decode, encode
from sandbox.runtime import CappedPrintCollector, line_tracer, restricted_globals

RUN_RECURSION_LIMIT = 200
STARTUP_RECURSION_LIMIT = sys.getrecursionlimit()
MAX_ERROR_CHARS = 2000
MAX_RESULT_ITEMS = 10_000
MAX_RESULT_DEPTH = 10
MAX_RESULT_INT = 2**63


def child_main(conn: Connection) -> None:
    """Entry point of the spawned process."""
    conn = harden.isolate(conn)
    harden.set_static_limits()
    guard = harden.AuditGuard()
    sys.addaudithook(guard)
    conn.send_bytes(encode({"op": "ready"}))
    while True:
        try:
            request = decode(conn.recv_bytes(MAX_MESSAGE_BYTES))
        except EOFError:
            return
        try:
            done = run_request(conn, request, guard)
        except Exception as exc:
            done = {"op": "done", "error": _error("sandbox", f"the sandbox failed: {exc!r}")}
        conn.send_bytes(encode(done))


def _error(kind: str, message: str, line: int | None = None, budget: str | None = None) -> dict:
    return {"kind": kind, "message": message[:MAX_ERROR_CHARS], "line": line, "budget": budget}


def run_request(conn: Connection, request: dict, guard: harden.AuditGuard) -> dict[str, object]:
    """Run one tool and describe the outcome as a ``done`` message."""
    limits = request["limits"]
    printer = CappedPrintCollector(limits["output_chars"])
    budget = Budget(limits["lines"], limits["iterations"], limits["actions"])
    try:
        code = compile_tool(request["source"])
    except ToolCompileError as exc:
        return {"op": "done", "error": _error("compile", str(exc))}
    scope = restricted_globals(budget, printer)
    exec(code, scope)
    function = scope.get(request["function"])
    if not callable(function):
        return {"op": "done", "error": _error("compile", "the tool function is missing")}
    scopes, tools = [scope], {}
    for name, source in request.get("callees", {}).items():
        try:
            callee = restricted_globals(budget, printer)
            exec(compile_tool(source), callee)
        except ToolCompileError as exc:
            return {"op": "done", "error": _error("compile", f"the tool {name}: {exc}")}
        scopes.append(callee)
        tools[name] = callee.get(name)
    dev = Dev(VerbChannel(conn, budget, tools))
    tracer = line_tracer(budget, scopes)
    value, error = _call(function, dev, request["args"], tracer, budget, guard, limits)
    printed = printer() + ("\n[output truncated]" if printer.truncated else "")
    if error is not None:
        return {"op": "done", "printed": printed, "error": error}
    return {"op": "done", "value": value, "printed": printed}


def _call(
    function: Callable[..., object],
    dev: Dev,
    args: dict[str, object],
    tracer: Callable[..., object],
    budget: Budget,
    guard: harden.AuditGuard,
    limits: dict[str, Any],
) -> tuple[object, dict | None]:
    """Call the tool and turn its return value into JSON data, both under the run's limits.

    The outcome comes from the budget, not from how the call ended: an abort the tool swallowed
    (``try: ... finally: return x``) still fails the run.
    """
    harden.limit_run(limits["memory_mb"], limits["cpu_seconds"])
    sys.settrace(tracer)
    sys.setrecursionlimit(RUN_RECURSION_LIMIT)
    guard.budget = budget
    try:
        value = function(dev, **args)
        if budget.abort is not None:
            raise budget.abort
        return _serialized(value), None
    except ToolAbort as exc:
        return None, _error(exc.kind, exc.message, budget.line, exc.budget)
    except MemoryError:
        return None, _error("budget", "the tool ran out of memory", budget.line, "memory")
    except RecursionError:
        return None, _error("runtime", "RecursionError: data nested too deeply", budget.line)
    except Exception as exc:
        return None, _error("runtime", _describe(exc), budget.line)
    finally:
        guard.budget = None
        sys.settrace(None)
        sys.setrecursionlimit(STARTUP_RECURSION_LIMIT)
        harden.lift_run_limits()


def _serialized(value: object) -> object:
    """``value`` as JSON data that fits a message; raises :class:`ToolAbort` otherwise."""
    try:
        plain = _plain(value, 0, [MAX_RESULT_ITEMS])
    except ValueError as exc:
        raise ToolAbort("result", str(exc)) from None
    if len(encode({"value": plain})) > MAX_MESSAGE_BYTES // 2:
        raise ToolAbort("result", "the return value is too large; return less data")
    return plain


def _describe(exc: Exception) -> str:
    """``Type: message``, cut to :data:`MAX_ERROR_CHARS` before the message is copied."""
    try:
        message = str(exc)[:MAX_ERROR_CHARS]
    except MemoryError:
        message = "(a message too large to show)"
    except Exception:
        message = "(a message that cannot be shown)"
    return f"{type(exc).__name__}: {message}"


def _plain(value: object, depth: int, room: list[int]) -> object:
    """``value`` as JSON data (tuples become lists); ``ValueError`` for anything else."""
    room[0] -= 1
    if room[0] < 0 or depth > MAX_RESULT_DEPTH:
        raise ValueError("the return value is too large or too deeply nested")
    if value is None or type(value) in (bool, str):
        return value
    if type(value) is int:
        if abs(value) >= MAX_RESULT_INT:
            raise ValueError("returned integers must fit in 64 bits")
        return value
    if type(value) is float:
        if not math.isfinite(value):
            raise ValueError("returned numbers must be finite")
        return value
    if type(value) in (list, tuple):
        return [_plain(item, depth + 1, room) for item in value]
    if type(value) is dict:
        if not all(type(key) is str for key in value):
            raise ValueError("returned dicts must have str keys")
        return {key: _plain(item, depth + 1, room) for key, item in value.items()}
    raise ValueError(
        f"a tool may return None, bool, int, float, str, or lists/dicts of those, "
        f"not {type(value).__name__}"
    )
