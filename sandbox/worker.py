"""The parent's handle on one warm tool process, started with the ``spawn`` method.

The child never imports the parent's ``__main__``: a user's script without an
``if __name__ == "__main__":`` guard would otherwise run again inside it.

The process imports the restricted runtime and hardens itself once; it then runs tools one at a
time until it is killed (after a timeout, a protocol violation or a crash) and replaced.
Nothing the child sends is unpickled: messages are JSON bytes read with a size cap.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import time
import types
from multiprocessing.process import BaseProcess

from sandbox.child import child_main
from sandbox.protocol import MAX_MESSAGE_BYTES, encode

# A child that closed its pipe gets this long to finish exiting, so its exit code (e.g. the
# SIGXCPU of the CPU limit) can be reported before it is killed.
EXIT_GRACE_SECONDS = 0.5


def start_without_main(process: BaseProcess) -> None:
    """Start a spawn-method ``process`` without it importing the parent's ``__main__``.

    ``spawn`` reads ``sys.modules["__main__"]`` when the process starts to tell the child which
    script to import; a bare stand-in for that moment tells it none.
    """
    main = sys.modules["__main__"]
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        process.start()
    finally:
        sys.modules["__main__"] = main


class WorkerGone(Exception):
    """The tool process exited or closed its pipe; ``exitcode`` tells how."""

    def __init__(self, exitcode: int | None) -> None:
        super().__init__(f"the tool process exited (code {exitcode})")
        self.exitcode = exitcode

    @property
    def cpu_limit(self) -> bool:
        """Killed by the kernel for exceeding RLIMIT_CPU."""
        return self.exitcode == -signal.SIGXCPU


class Worker:
    """One spawned tool process and the parent's end of its pipe."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.owner_pid = os.getpid()
        self.conn, child_end = context.Pipe(duplex=True)
        self.process = context.Process(
            target=child_main, args=(child_end,), name="mobilexperts-tool", daemon=True
        )
        start_without_main(self.process)
        child_end.close()
        self.ready = False

    def wait_ready(self, timeout: float) -> None:
        """Block until the child has started and hardened itself."""
        deadline = time.monotonic() + timeout
        while not self.ready:
            data = self.receive(deadline - time.monotonic())
            if data is None:
                self.kill()
                raise WorkerGone(None)
            self.ready = data == encode({"op": "ready"})
            if not self.ready:
                self.kill()
                raise WorkerGone(self.process.exitcode)

    def send(self, message: dict[str, object]) -> None:
        """Send one message; :class:`WorkerGone` if the child is gone."""
        try:
            self.conn.send_bytes(encode(message))
        except OSError:
            raise WorkerGone(self.kill()) from None

    def receive(self, timeout: float) -> bytes | None:
        """The next message, or None if none arrives within ``timeout`` seconds."""
        try:
            if not self.conn.poll(max(timeout, 0.0)):
                return None
            return self.conn.recv_bytes(MAX_MESSAGE_BYTES)
        except (EOFError, OSError):
            raise WorkerGone(self.kill(grace=EXIT_GRACE_SECONDS)) from None

    def kill(self, grace: float = 0.0) -> int | None:
        """Kill the process (after ``grace`` seconds for it to exit by itself), reap it and
        close the pipe; returns its exit code. Never blocks on a live process. In a forked copy
        of the parent the process is not ours: only the pipe's copy is closed."""
        if not self.owned:
            self.conn.close()
            return None
        deadline = time.monotonic() + grace
        while self.process.exitcode is None and time.monotonic() < deadline:
            time.sleep(0.005)
        if self.process.exitcode is None:
            self.process.kill()
        self.process.join()
        self.conn.close()
        return self.process.exitcode

    @property
    def owned(self) -> bool:
        """Whether this process started the child (a forked copy of the parent did not)."""
        return os.getpid() == self.owner_pid

    @property
    def alive(self) -> bool:
        return self.owned and not self.conn.closed and self.process.is_alive()
