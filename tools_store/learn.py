"""Learning from a finished expert run: synthesize tools from its trajectory, admit them, and
keep them in the device's tool store.

The lead calls, after a successful run::

    recorder = SnapshotRecorder(device, inner=run_sink)          # before Expert.act
    run = Expert(device, model, settings, helpers, sink=recorder).act(instruction)
    learned = learn_from_run(run, device, model, store, recorder)

A tool of the same name and app replaces a draft or suspect one as its next version (the
history is kept); a verified or retired tool is left alone; a tool of another app or signature
under a taken name gets a numbered name.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, Field

from mobilexperts.device import Device
from mobilexperts.llm.types import Model
from mobilexperts.trajectory import ExpertRun
from sandbox import Sandbox
from tools_store.admission import AdmissionSettings, admit
from tools_store.recording import SnapshotRecorder
from tools_store.records import WorkflowTool
from tools_store.store import ToolStore
from tools_store.synthesis import synthesize


class LearnSettings(BaseModel):
    """Whether and how a run's trajectory becomes tools."""

    enabled: bool = True
    admit: bool = True
    min_actions: int = Field(default=2, ge=1)
    repairs: int = Field(default=1, ge=0)
    admission: AdmissionSettings = Field(default_factory=AdmissionSettings)


def renamed(tool: WorkflowTool, name: str) -> WorkflowTool:
    """``tool`` under another name (its function renamed too)."""
    source = re.sub(rf"\bdef\s+{re.escape(tool.name)}\s*\(", f"def {name}(", tool.source, count=1)
    versions = [v.model_copy(update={"source": source}) for v in tool.versions[-1:]]
    return tool.model_copy(update={"name": name, "source": source, "versions": versions})


def _same_tool(a: WorkflowTool, b: WorkflowTool) -> bool:
    return a.app == b.app and [p.usage() for p in a.params] == [p.usage() for p in b.params]


def place(draft: WorkflowTool, store: ToolStore) -> WorkflowTool | None:
    """What to admit for ``draft`` given the store: the draft, a new version of the draft or
    suspect tool it rewrites, the stored draft again (same code), or None (a verified or
    retired tool is left alone)."""
    existing = store.get(draft.name)
    if existing is None:
        return draft
    if not _same_tool(existing, draft):
        number = 2
        while f"{draft.name}_{number}" in store:
            candidate = store.get(f"{draft.name}_{number}")
            if candidate is not None and _same_tool(candidate, draft):
                return place(renamed(draft, candidate.name), store)
            number += 1
        return renamed(draft, f"{draft.name}_{number}")
    if existing.status in ("verified", "retired"):
        return None
    if existing.status == "draft" and existing.source == draft.source:
        return existing
    reason = draft.versions[-1].reason if draft.versions else "re-synthesized"
    return existing.revised(draft, f"re-synthesized ({existing.status}): {reason}")


def learn_from_run(
    run: ExpertRun,
    device: Device,
    model: Model,
    store: ToolStore,
    snapshots: SnapshotRecorder | None = None,
    *,
    settings: LearnSettings | None = None,
    sandbox: Sandbox | None = None,
    run_id: str = "",
) -> list[WorkflowTool]:
    """Synthesize, admit and store the tools of a successful ``run``; the tools stored (each
    verified, or a draft whose ``status_reason`` says why not). ``snapshots`` is the run's
    :class:`SnapshotRecorder`: its screens make the conditions and its snapshots the replays."""
    settings = settings or LearnSettings()
    if not settings.enabled or not run.done:
        return []
    drafts = synthesize(
        run,
        model,
        snapshots,
        device.apps(),
        min_actions=settings.min_actions,
        repairs=settings.repairs,
        run_id=run_id,
    )
    stored = []
    for draft in drafts:
        candidate = place(draft, store)
        if candidate is None:
            continue
        if settings.admit:
            first = candidate.provenance.steps[0] if candidate.provenance.steps else None
            start = snapshots.snapshot_before(first) if snapshots and first else None
            candidate = admit(
                candidate,
                device,
                start,
                sandbox=sandbox,
                settings=settings.admission,
                library=store.get,
            )
        store.put(candidate)
        stored.append(candidate)
    return stored
