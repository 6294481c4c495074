"""What an export file may bring into a store: nothing it merely claims.

Every tool (and its setup code) is linted and compiled again, its name and parameters are read
from its code, its description from its docstring, and it comes in as a draft with fresh
statistics and a history that starts at the import, whatever status, admissions, statistics or
device fingerprint the file states. The caller admits it on this device before it is offered.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel

from sandbox import SandboxError, ToolSignature, vet_tool
from tools_store.records import Provenance, ToolParam, ToolVersion, UsageStats, WorkflowTool, now


class ImportRefusal(BaseModel):
    """A tool of an export file that was not imported, and why."""

    name: str
    reason: str


def untrusted_import(
    tool: WorkflowTool, existing: WorkflowTool | None, path: Path
) -> WorkflowTool | ImportRefusal:
    """``tool`` from the file ``path`` as a draft to admit here, or why it is refused."""
    try:
        signature = vet_tool(tool.source)
        if tool.start:
            vet_tool(tool.start)
    except SandboxError as exc:
        return ImportRefusal(name=tool.name, reason=f"its code was refused: {_one_line(exc)}")
    if signature.name != tool.name:
        return ImportRefusal(
            name=tool.name, reason=f"its code defines {signature.name!r}, not {tool.name!r}"
        )
    reason = f"imported from {path.name}; not admitted on this device yet"
    draft = tool.model_copy(
        update={
            "description": " ".join(signature.doc.split()),
            "params": _params(signature, tool.params),
            "provenance": Provenance(origin="imported", instruction=tool.provenance.instruction),
            "status": "draft",
            "status_reason": reason,
            "stats": UsageStats(),
            "version": 1,
            "versions": [ToolVersion(version=1, source=tool.source, reason=reason)],
            "created_at": now(),
            "updated_at": now(),
        }
    )
    if existing is not None:
        draft = existing.revised(draft, reason)
    return draft.model_copy(update={"status_reason": reason})


def _params(signature: ToolSignature, claimed: list[ToolParam]) -> list[ToolParam]:
    """The parameters the code declares, typed as declared, with the file's descriptions and
    examples (admission replays with the examples, so a wrong one keeps the tool a draft)."""
    known = {p.name: p for p in claimed}
    return [
        known[d.name].model_copy(update={"type": d.type})
        if d.name in known
        else ToolParam(name=d.name, type=d.type)  # type: ignore[arg-type]
        for d in signature.params
    ]


def _one_line(exc: SandboxError) -> str:
    problems = getattr(exc, "problems", None) or getattr(exc, "errors", None) or [str(exc)]
    return "; ".join(" ".join(str(p).split()) for p in problems)
