"""Repairing a tool an app update broke: an expert runs the tool's own goal (the request it was
learned from) on the updated app, without tools, and a judged success is learned again, so the
broken tool gets a new version (or a replacement) admitted on the new layout.
"""

from __future__ import annotations

from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from mobilexperts.device import Device
from mobilexperts.llm.types import Model
from sandbox import Sandbox
from tools_store import SnapshotRecorder, ToolStore, WorkflowTool, learn_from_run


class GoalRepair:
    """A :class:`tools_store.health.Repair` that re-runs the broken tool's goal with ``model``."""

    def __init__(
        self, model: Model, sandbox: Sandbox | None = None, settings: ExpertSettings | None = None
    ) -> None:
        self.model = model
        self.sandbox = sandbox
        self.settings = settings or ExpertSettings(vision=False, tools=False)

    def __call__(self, tool: WorkflowTool, device: Device, store: ToolStore) -> list[WorkflowTool]:
        """The tools learned from running ``tool``'s goal on ``device`` (none when the tool has
        no recorded goal or the run was not judged a success)."""
        goal = tool.provenance.instruction
        if not goal:
            return []
        device.press("home")
        recorder = SnapshotRecorder(device)
        expert = Expert(
            device, self.model, self.settings, helpers=ExpertHelpers(self.model), sink=recorder
        )
        run = expert.act(goal)
        return learn_from_run(run, device, self.model, store, recorder, sandbox=self.sandbox)
