"""A sandbox inherited by a forked process (a pool of evaluation workers) starts a tool process of
its own instead of touching the parent's."""

from __future__ import annotations

import multiprocessing
import sys

import pytest

from sandbox import Sandbox


def _start_in_child(box: Sandbox, parent_worker: int, results: multiprocessing.Queue) -> None:
    try:
        box.start()
        results.put(("ok", box.worker_pid not in (None, parent_worker)))
    except BaseException as exc:  # the parent asserts on what happened here
        results.put(("error", repr(exc)))
    finally:
        box.close()


@pytest.mark.skipif(sys.platform != "linux", reason="fork is the Linux default for pools")
def test_a_forked_copy_starts_its_own_tool_process() -> None:
    context = multiprocessing.get_context("fork")
    with Sandbox() as box:
        box.start()
        parent_worker = box.worker_pid
        assert parent_worker is not None
        results: multiprocessing.Queue = context.Queue()
        child = context.Process(target=_start_in_child, args=(box, parent_worker, results))
        child.start()
        outcome = results.get(timeout=60)
        child.join(timeout=30)
        assert outcome == ("ok", True)
        assert box.worker_pid == parent_worker
