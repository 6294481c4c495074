"""Workflow tools: synthesis from trajectories, admission, retrieval, use, versions, the store.

The expert's side: :class:`ToolKit` offers verified tools in the decide context and runs
``UseTool``; :class:`SnapshotRecorder` keeps a run's screens and snapshots; after a successful
run :func:`learn_from_run` synthesizes, admits and stores its tools.
"""

from tools_store.admission import AdmissionSettings, admit, fresh_args
from tools_store.compile import synthesize_tool_offline
from tools_store.draft import ToolDraft
from tools_store.errors import ToolNotFoundError, ToolSourceError, ToolStoreError, ToolUseError
from tools_store.helpers import ToolKit, ToolKitSettings
from tools_store.learn import LearnSettings, learn_from_run
from tools_store.recording import SnapshotRecorder
from tools_store.records import (
    AdmissionResult,
    Provenance,
    ReplayResult,
    ScreenCondition,
    ToolOffer,
    ToolParam,
    ToolVersion,
    UsageStats,
    WorkflowTool,
)
from tools_store.retrieval import ToolIndex
from tools_store.store import ToolStore
from tools_store.synthesis import synthesize
from tools_store.use import ToolOutcome, use_tool

__all__ = [
    "AdmissionResult",
    "AdmissionSettings",
    "LearnSettings",
    "Provenance",
    "ReplayResult",
    "ScreenCondition",
    "SnapshotRecorder",
    "ToolDraft",
    "ToolIndex",
    "ToolKit",
    "ToolKitSettings",
    "ToolNotFoundError",
    "ToolOffer",
    "ToolOutcome",
    "ToolParam",
    "ToolSourceError",
    "ToolStore",
    "ToolStoreError",
    "ToolUseError",
    "ToolVersion",
    "UsageStats",
    "WorkflowTool",
    "admit",
    "fresh_args",
    "learn_from_run",
    "synthesize",
    "synthesize_tool_offline",
    "use_tool",
]
