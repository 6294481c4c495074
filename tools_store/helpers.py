"""The tool store's side of the expert's ``Helpers``: offering tools and running them.

:class:`ToolKit` implements ``tools(screen, instruction)`` and ``run_tool(device, op)`` of the
expert's ``Helpers`` Protocol (``experts.helpers.ExpertHelpers(model, memory, tools=toolkit)``
delegates to it). Use one ToolKit per device store; it remembers which tools were already tried
for an instruction, so a tool that failed (or ran) is not offered again for the same request
(call :meth:`ToolKit.reset` between two runs of the very same instruction). A ToolKit over a
store with tools starts the sandbox's tool process in the background as it is made, so a tool
use does not pay for the process's startup.

Health: :meth:`ToolKit.watch` (called with the run's device, at the latest by the first tool
use) re-checks in the background every tool whose app was updated since its admission (see
:mod:`tools_store.health`), repairing broken ones when the ToolKit has a ``repair``; until its
re-check is over such a tool is neither offered nor run.
"""

from __future__ import annotations

import threading

from pydantic import BaseModel, Field

from mobilexperts.device import Device
from mobilexperts.operations import UseTool
from mobilexperts.perception import Screen
from sandbox import Sandbox, ToolLimits, default_sandbox
from tools_store.errors import ToolUseError
from tools_store.health import HealthRow, Repair, outdated, refresh
from tools_store.records import ToolOffer
from tools_store.retrieval import ToolIndex
from tools_store.store import ToolStore
from tools_store.use import DEFAULT_SUSPECT_AFTER, ToolOutcome, use_tool


class ToolKitSettings(BaseModel):
    """How tools are offered and run during expert runs."""

    offer_limit: int = Field(default=15, ge=0)
    """Tools looked up by words for a request, for the expert to rank by meaning."""
    warm_start: bool = True
    health: bool = True
    suspect_after: int = Field(default=DEFAULT_SUSPECT_AFTER, ge=1)
    limits: ToolLimits = Field(default_factory=ToolLimits)


class ToolKit:
    """Verified tools for the expert: retrieval for the decide context, and UseTool."""

    def __init__(
        self,
        store: ToolStore,
        sandbox: Sandbox | None = None,
        settings: ToolKitSettings | None = None,
        repair: Repair | None = None,
    ) -> None:
        self.store = store
        self.index = ToolIndex(store)
        self.sandbox = sandbox
        self.settings = settings or ToolKitSettings()
        self.repair = repair
        self._instruction = ""
        self._tried: set[tuple[str, str]] = set()
        self.warming: threading.Thread | None = None
        self.checking: threading.Thread | None = None
        self.health: list[HealthRow] = []
        self._held: set[str] = set()
        if self.settings.warm_start:
            self.warm_up()

    def warm_up(self) -> None:
        """Start the sandbox's tool process in the background when the store has tools, so
        the run's first tool use finds it warm."""
        if len(self.store) == 0 or self.warming is not None:
            return
        sandbox = self.sandbox or default_sandbox()
        self.warming = threading.Thread(target=sandbox.start, name="sandbox-warm", daemon=True)
        self.warming.start()

    def watch(self, device: Device) -> None:
        """Start re-checking, in the background, the tools ``device``'s app updates outdated
        (once per ToolKit)."""
        if not self.settings.health or self.checking is not None:
            return
        stale = outdated(self.store, device)
        self._held = {t.name for t in stale}
        self.checking = threading.Thread(
            target=self._check, args=(device,), name="tool-health", daemon=True
        )
        if stale:
            self.checking.start()

    def _check(self, device: Device) -> None:
        try:
            sandbox = self.sandbox or default_sandbox()
            self.health = refresh(self.store, device, sandbox, self.repair)
        finally:
            self._held = set()

    def settle(self) -> list[HealthRow]:
        """Wait for the background re-check; its rows."""
        if self.checking is not None and self.checking.is_alive():
            self.checking.join()
        return self.health

    def reset(self) -> None:
        """Forget which tools were tried (for a new run of an instruction already seen)."""
        self._tried.clear()

    def tools(self, screen: Screen, instruction: str) -> list[ToolOffer]:
        """Verified tools that fit the task and can start on ``screen``, best first."""
        self._instruction = instruction
        limit = self.settings.offer_limit
        found = self.index.search(instruction, screen, k=limit + len(self._tried))
        skip = {name for said, name in self._tried if said == instruction} | self._held
        fresh = [t for t in found if t.name not in skip]
        return [t.offer() for t in fresh[:limit]]

    def run_tool(self, device: Device, op: UseTool) -> ToolOutcome:
        """Run the verified tool ``op.name``: what it did (its note for the expert, the value it
        returned), or :class:`ToolUseError` (with the failing step) so the expert carries on
        without it."""
        self.watch(device)
        if op.name in self._held:
            self.settle()
        tool = self.store.get(op.name)
        if tool is None:
            raise ToolUseError(op.name, "there is no such tool; use one of the tools listed")
        if tool.status != "verified":
            why = f" ({tool.status_reason})" if tool.status_reason else ""
            raise ToolUseError(op.name, f"it is {tool.status}{why}, not verified")
        self._tried.add((self._instruction, tool.name))
        outcome = use_tool(
            self.store,
            tool,
            op.args,
            device,
            sandbox=self.sandbox,
            limits=self.settings.limits,
            suspect_after=self.settings.suspect_after,
        )
        if not outcome.ok:
            raise ToolUseError(
                tool.name, outcome.failure(), outcome.failed_step, outcome.side_effects
            )
        return outcome
