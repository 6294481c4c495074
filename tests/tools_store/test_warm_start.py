"""Warm start: a ToolKit over a store with tools starts its sandbox's tool process in the
background, so the run's first tool use finds it running; an empty store starts nothing."""

from __future__ import annotations

from sandbox import Sandbox
from tools_store import ToolKit, ToolKitSettings


def test_a_store_with_tools_starts_the_tool_process_in_the_background(post_tool, store):
    store.put(post_tool)
    with Sandbox() as sandbox:
        assert sandbox.worker_pid is None
        kit = ToolKit(store, sandbox)
        assert kit.warming is not None
        kit.warming.join(timeout=30)
        assert sandbox.worker_pid is not None


def test_an_empty_store_or_a_kit_told_not_to_starts_nothing(post_tool, store):
    with Sandbox() as sandbox:
        assert ToolKit(store, sandbox).warming is None
        store.put(post_tool)
        cold = ToolKit(store, sandbox, ToolKitSettings(warm_start=False))
        assert cold.warming is None and sandbox.worker_pid is None
