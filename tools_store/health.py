"""Tool health after an app update: every verified tool admitted on another version of its app
than the device now has is admitted again (on SimDroid, on a copy of the phone), so a tool the
update broke is marked ``suspect`` before anyone uses it; a broken tool is then repaired when a
:class:`Repair` is given (its workflow learned again from its own goal), and a tool replaced by
a repair under another name is retired. On a device that cannot be copied, an outdated tool is
marked suspect until ``mobilexperts tools doctor`` re-checks it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from pydantic import BaseModel

from mobilexperts.device import Device
from mobilexperts.sim.device import SimDevice
from sandbox import Sandbox
from tools_store.app_versions import version_on
from tools_store.doctor import recheck_tool
from tools_store.records import ToolStatus, WorkflowTool, now
from tools_store.store import ToolStore


class Repair(Protocol):
    """Learns a broken tool's workflow again on ``device`` and stores what it learned in
    ``store`` (a new version of the tool, or a tool under another name); the tools stored."""

    def __call__(
        self, tool: WorkflowTool, device: Device, store: ToolStore
    ) -> list[WorkflowTool]: ...


class HealthRow(BaseModel):
    """One outdated tool's re-check: the app versions, its status after, and the tool that
    repaired it (itself as a new version, or its replacement) when one did."""

    name: str
    app: str
    admitted_on: str
    installed: str
    after: ToolStatus
    reason: str = ""
    repaired_by: str = ""


def outdated(store: ToolStore, device: Device) -> list[WorkflowTool]:
    """The verified tools of ``store`` admitted on another version of their app than
    ``device`` has now."""
    versions: dict[str, str] = {}
    tools = []
    for tool in store.all():
        if tool.status != "verified" or not tool.app_version:
            continue
        if tool.app not in versions:
            versions[tool.app] = version_on(device, tool.app)
        installed = versions[tool.app]
        if installed and installed != tool.app_version:
            tools.append(tool)
    return tools


def copies_of(device: Device) -> Callable[[], Device] | None:
    """Fresh copies of ``device`` as it is now (SimDroid), or None for a phone that can't be
    copied."""
    if not isinstance(device, SimDevice):
        return None
    snapshot = device.snapshot()

    def copy() -> Device:
        twin = SimDevice()
        twin.restore(snapshot)
        return twin

    return copy


def _suspected(tool: WorkflowTool, installed: str, reason: str) -> WorkflowTool:
    return tool.model_copy(
        update={
            "status": "suspect",
            "status_reason": f"its app changed from version {tool.app_version} to {installed}: "
            + reason,
            "app_version": installed,
            "updated_at": now(),
        }
    )


def _repaired(
    broken: WorkflowTool, device: Device, store: ToolStore, repair: Repair
) -> WorkflowTool | None:
    """The verified tool that now does ``broken``'s work after ``repair``, or None; a
    replacement under another name retires ``broken``."""
    learned = repair(broken, device, store)
    same = store.get(broken.name)
    if same is not None and same.status == "verified":
        return same
    others = [t for t in learned if t.status == "verified" and t.app == broken.app]
    if not others:
        return None
    store.put(broken.retired(f"replaced by {others[0].name} after its app was updated"))
    return others[0]


def refresh_tool(
    tool: WorkflowTool,
    installed: str,
    store: ToolStore,
    device_for: Callable[[], Device] | None,
    sandbox: Sandbox,
    repair: Repair | None = None,
) -> HealthRow:
    """Re-check one outdated ``tool`` on a device from ``device_for`` and repair it when it is
    broken; the store keeps the outcome."""
    if device_for is None:
        checked = _suspected(tool, installed, "re-check it with `mobilexperts tools doctor`")
    else:
        device = device_for()
        try:
            checked = recheck_tool(tool, device, sandbox, store.get)
        finally:
            device.close()
        if checked.status != "verified":
            checked = _suspected(tool, installed, checked.status_reason)
    store.put(checked)
    row = HealthRow(
        name=tool.name,
        app=tool.app_label or tool.app,
        admitted_on=tool.app_version,
        installed=installed,
        after=checked.status,
        reason=checked.status_reason if checked.status != "verified" else "",
    )
    if checked.status == "verified" or repair is None or device_for is None:
        return row
    device = device_for()
    try:
        fixed = _repaired(checked, device, store, repair)
    finally:
        device.close()
    if fixed is None:
        return row
    return row.model_copy(update={"repaired_by": fixed.name})


def refresh(
    store: ToolStore,
    device: Device,
    sandbox: Sandbox,
    repair: Repair | None = None,
    device_for: Callable[[], Device] | None = None,
) -> list[HealthRow]:
    """Re-check (and repair) every tool of ``store`` that ``device``'s app versions outdate,
    each on a fresh device from ``device_for`` (default: copies of ``device``)."""
    device_for = device_for or copies_of(device)
    return [
        refresh_tool(tool, version_on(device, tool.app), store, device_for, sandbox, repair)
        for tool in outdated(store, device)
    ]
