"""Re-checking a device's whole tool library: every verified or suspect tool is admitted again
on a fresh simulator (its start state reached by its setup code), so a tool an app update
broke is marked ``suspect`` before anyone uses it, and a suspect tool that works again is
verified. Used by ``mobilexperts tools doctor``.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel

from mobilexperts.device import Device
from mobilexperts.errors import MobilexpertsError
from sandbox import Sandbox
from tools_store.cli_support import admit_here
from tools_store.compose import Lookup, no_library
from tools_store.records import ToolStatus, WorkflowTool, now
from tools_store.store import ToolStore

CHECKED: tuple[ToolStatus, ...] = ("verified", "suspect")


class DoctorRow(BaseModel):
    """One tool's re-check: its status before and after, and why it failed."""

    name: str
    app: str
    before: ToolStatus
    after: ToolStatus
    reason: str = ""


def recheck_tool(
    tool: WorkflowTool, device: Device, sandbox: Sandbox, library: Lookup = no_library
) -> WorkflowTool:
    """``tool`` admitted again on ``device``: verified when its replays hold, else suspect
    with the reason; ``library`` finds the tools it calls."""
    try:
        checked = admit_here(tool, device, sandbox, library=library)
    except MobilexpertsError as exc:
        checked, reason = tool, str(exc)
    else:
        reason = checked.status_reason
        if checked.status == "verified":
            return checked
    return checked.model_copy(
        update={
            "status": "suspect",
            "status_reason": f"re-check failed: {reason}",
            "updated_at": now(),
        }
    )


def recheck(
    store: ToolStore, device_for: Callable[[], Device], sandbox: Sandbox
) -> list[DoctorRow]:
    """Re-check every verified or suspect tool of ``store``, each on a fresh device from
    ``device_for``; the store keeps the new statuses."""
    rows = []
    for tool in store.all():
        if tool.status not in CHECKED:
            continue
        device = device_for()
        try:
            checked = recheck_tool(tool, device, sandbox, store.get)
        finally:
            device.close()
        store.put(checked)
        reason = checked.status_reason if checked.status != "verified" else ""
        rows.append(
            DoctorRow(
                name=tool.name,
                app=tool.app_label or tool.app,
                before=tool.status,
                after=checked.status,
                reason=reason,
            )
        )
    return rows
