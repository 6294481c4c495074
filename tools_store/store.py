"""The tool store: one JSON file of :class:`WorkflowTool` records per device fingerprint
(``<data dir>/devices/<fingerprint>/tools.json``), written atomically under a file lock with a
schema version (see :mod:`mobilexperts.storage`), and its export/import format.
"""

from __future__ import annotations

import difflib
import json
import os
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError

from mobilexperts.config import Settings, load_settings
from mobilexperts.errors import StorageError
from mobilexperts.files import read_user_file
from mobilexperts.storage import Store
from tools_store.errors import ToolNotFoundError, ToolStoreError
from tools_store.imports import ImportRefusal, untrusted_import
from tools_store.records import ToolOffer, WorkflowTool

TOOLS_FILE = "tools.json"
SCHEMA_VERSION = 1
EXPORT_FORMAT = "mobilexperts-tools"
MAX_EXPORT_BYTES = 64 * 1024 * 1024

StoreStamp = tuple[int, int, int] | None
"""Identifies one state of the store file (inode, mtime, size); ``None`` when absent."""


class ToolExport(BaseModel):
    """The export file: tools with the fingerprint of the device they were admitted on (for
    people to read; an import trusts neither)."""

    format: str = EXPORT_FORMAT
    version: int = SCHEMA_VERSION
    fingerprint: str = ""
    tools: list[WorkflowTool] = Field(default_factory=list)


class ToolStore:
    """Workflow tools keyed by name, in one file."""

    def __init__(self, path: Path, fingerprint: str = "") -> None:
        self.path = Path(path)
        self.fingerprint = fingerprint
        self._store: Store[WorkflowTool] = Store(
            self.path, WorkflowTool, key="name", schema_version=SCHEMA_VERSION
        )

    @classmethod
    def for_device(cls, fingerprint: str, settings: Settings | None = None) -> ToolStore:
        """The store of the device with ``fingerprint`` under the configured data dir."""
        settings = settings or load_settings()
        return cls(settings.device_dir(fingerprint) / TOOLS_FILE, fingerprint)

    # -- reading ---------------------------------------------------------------------------

    def all(self) -> list[WorkflowTool]:
        """Every tool, in the order they were first stored."""
        return list(self._store.snapshot().values())

    def offers(self) -> list[ToolOffer]:
        """The verified tools, as offered to experts and planners."""
        return [tool.offer() for tool in self.all() if tool.status == "verified"]

    def get(self, name: str) -> WorkflowTool | None:
        return self._store.snapshot().get(name)

    def require(self, name: str) -> WorkflowTool:
        """The tool ``name``; a typed error suggests close names otherwise."""
        tool = self.get(name)
        if tool is None:
            names = list(self._store.snapshot())
            close = difflib.get_close_matches(name, names, n=3)
            hint = f"did you mean {', '.join(close)}?" if close else "list them with `tools list`"
            raise ToolNotFoundError(f"no tool named {name!r} in {self.path}; {hint}")
        return tool

    def __len__(self) -> int:
        return len(self._store.snapshot())

    def __contains__(self, name: object) -> bool:
        return name in self._store.snapshot()

    def stamp(self) -> StoreStamp:
        """What changes whenever the file is rewritten, without reading it (for caches)."""
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise StorageError(f"cannot read store {self.path}: {exc.strerror}") from None
        return (st.st_ino, st.st_mtime_ns, st.st_size)

    # -- writing ---------------------------------------------------------------------------

    def put(self, tool: WorkflowTool) -> None:
        """Insert ``tool`` or replace the tool of the same name."""
        self._store.put(tool)

    def put_many(self, tools: Iterable[WorkflowTool]) -> None:
        """Store several tools with one write of the file."""
        self._store.put_many(tools)

    def update(self, name: str, change: Callable[[WorkflowTool], WorkflowTool]) -> WorkflowTool:
        """Replace the tool ``name`` by ``change(tool)`` under the lock (no lost update)."""

        def apply(current: WorkflowTool | None) -> WorkflowTool:
            if current is None:
                raise ToolNotFoundError(f"tool {name!r} was removed from {self.path} meanwhile")
            return change(current)

        return self._store.update(name, apply)

    def delete(self, name: str) -> WorkflowTool:
        """Remove the tool ``name`` and return it."""
        with self._store.batch():
            tool = self.require(name)
            self._store.delete(name)
        return tool

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Several reads and writes under one lock, written once at the end."""
        with self._store.batch():
            yield

    # -- export and import -------------------------------------------------------------------

    def export(self, path: Path, names: list[str] | None = None) -> int:
        """Write the tools (all, or ``names``) to ``path``; how many were written."""
        tools = [self.require(n) for n in names] if names else self.all()
        payload = ToolExport(fingerprint=self.fingerprint, tools=tools)
        try:
            Path(path).write_text(payload.model_dump_json(indent=2), encoding="utf-8")
        except OSError as exc:
            raise ToolStoreError(f"cannot write {path}: {exc.strerror}") from None
        return len(tools)

    def import_file(self, path: Path) -> tuple[list[WorkflowTool], list[ImportRefusal]]:
        """Add the tools of an export file as drafts, each linted and compiled again (see
        :mod:`tools_store.imports`); the tools added and those refused. Nothing the file claims
        (status, admissions, statistics, fingerprint) is kept: admit them here before use."""
        path = Path(path)
        payload = read_export(path)
        imported: list[WorkflowTool] = []
        refused: list[ImportRefusal] = []
        with self.batch():
            for tool in payload.tools:
                outcome = untrusted_import(tool, self.get(tool.name), path)
                if isinstance(outcome, ImportRefusal):
                    refused.append(outcome)
                else:
                    imported.append(outcome)
            self.put_many(imported)
        return imported, refused


def read_export(path: Path) -> ToolExport:
    """Parse an export file; every problem is a one-line :class:`ToolStoreError`."""
    raw = read_user_file(path, "tool export", max_bytes=MAX_EXPORT_BYTES, error=ToolStoreError)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ToolStoreError(f"{path} is not a tool export (invalid JSON: {exc})") from None
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise ToolStoreError(
            f'{path} is not a tool export (no "format": "{EXPORT_FORMAT}"); '
            "create one with `mobilexperts tools export FILE`"
        )
    if data.get("version") != SCHEMA_VERSION:
        raise ToolStoreError(
            f"{path} has export version {data.get('version')!r}; this mobilexperts reads "
            f"version {SCHEMA_VERSION}"
        )
    try:
        return ToolExport.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise ToolStoreError(
            f"{path} holds an invalid tool record ({exc.error_count()} problem(s), first at "
            f"{where}: {first['msg']})"
        ) from None
