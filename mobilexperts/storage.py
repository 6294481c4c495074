"""The one storage class: pydantic records as tinydb documents in a JSON file, safe on disk.

A :class:`Store` keeps records of one pydantic model, each identified by a string field (its
key), in one JSON file::

    store = Store(path, model=Entry, key="key", schema_version=1)
    store.put(Entry(key="a", ...))
    with store.batch():
        store.put(...)
        store.update("a", lambda old: ...)

Every write replaces the file atomically (a temp file in the same folder, then ``os.replace``)
under a file lock, so two processes never lose each other's writes and a killed process never
leaves a half-written file. Reads take no lock: they see the file before or after a write, and a
file that has not changed since the last read is not parsed again. The file carries a header
with the schema version; a file of a newer or unknown version, or a corrupt one, raises
:class:`StorageError` and is never overwritten.
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from types import MappingProxyType
from typing import Any, Generic, TypeVar

import filelock
from pydantic import BaseModel, ValidationError
from tinydb import where
from tinydb.storages import Storage
from tinydb.table import Table

from mobilexperts.errors import StorageError

RecordT = TypeVar("RecordT", bound=BaseModel)
Migration = Callable[[dict[str, Any]], dict[str, Any]]
"""Turns one record (as a dict) of schema version ``v`` into one of version ``v + 1``."""

HEADER_FIELD = "mobilexperts_store"
TABLES_FIELD = "tables"
RECORDS_TABLE = "records"
DEFAULT_LOCK_TIMEOUT_S = 30.0


class AtomicJSONStorage(Storage):
    """A tinydb storage writing the whole file atomically, with a versioned header.

    File format: ``{"mobilexperts_store": {"schema_version": 1, ...}, "tables": {...}}``.
    Inside :meth:`held`, reads and writes go to memory and the file is written once at the end.
    Locking is the caller's job (:class:`Store` writes under a file lock).
    """

    def __init__(
        self,
        path: Path,
        header: Mapping[str, Any],
        migrations: Mapping[int, Migration] | None = None,
    ) -> None:
        super().__init__()
        self.path = path
        self.header = header
        self.migrations = dict(migrations or {})
        self._held: dict[str, Any] | None = None
        self._dirty = False

    def read(self) -> dict[str, Any] | None:
        if self._held is not None:
            return self._held
        return self.load()

    def write(self, data: dict[str, dict[str, Any]]) -> None:
        if self._held is not None:
            self._held, self._dirty = data, True
            return
        self._dump(data)

    @contextmanager
    def held(self) -> Iterator[None]:
        """Buffer every write of the block in memory; write the file once if the block ends
        normally, not at all if it raises."""
        self._held, self._dirty = self.load() or {}, False
        try:
            yield
            if self._dirty:
                self._dump(self._held)
        finally:
            self._held, self._dirty = None, False

    def load(self) -> dict[str, Any] | None:
        """The tables in the file (``None`` when it does not exist), migrated to this version."""
        return self.parse(self.read_raw())

    def read_raw(self) -> bytes:
        """The file's bytes (empty when it does not exist)."""
        try:
            return self.path.read_bytes()
        except FileNotFoundError:
            return b""
        except OSError as exc:
            raise StorageError(f"cannot read store {self.path}: {exc.strerror}") from None

    def parse(self, raw: bytes) -> dict[str, Any] | None:
        """The tables in ``raw`` file bytes, checked and migrated to this schema version."""
        if not raw.strip():
            return None
        try:
            document = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise self._corrupt(f"not valid JSON: {exc}") from None
        header = document.get(HEADER_FIELD) if isinstance(document, dict) else None
        tables = document.get(TABLES_FIELD) if isinstance(document, dict) else None
        if not isinstance(header, dict) or not isinstance(tables, dict):
            raise self._corrupt("no mobilexperts store header")
        version = header.get("schema_version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise self._corrupt(f"schema version {version!r} is not a number")
        if header.get("record") != self.header["record"]:
            raise StorageError(
                f"store {self.path} holds {header.get('record')!r} records, not "
                f"{self.header['record']!r}; it was left untouched: check which file is meant"
            )
        return self._migrated(tables, version)

    def _migrated(self, tables: dict[str, Any], version: int) -> dict[str, Any]:
        current = self.header["schema_version"]
        if version > current:
            raise StorageError(
                f"store {self.path} has schema version {version}, newer than this version of "
                f"mobilexperts understands ({current}); upgrade mobilexperts, or use another "
                "data dir (the file was left untouched)"
            )
        for step in range(version, current):
            migrate = self.migrations.get(step)
            if migrate is None:
                raise StorageError(
                    f"store {self.path} has schema version {version} and no migration from "
                    f"version {step} to {step + 1} exists; move the file aside to start empty "
                    "(it was left untouched)"
                )
            tables = {
                name: {doc_id: migrate(dict(doc)) for doc_id, doc in table.items()}
                for name, table in tables.items()
            }
        return tables

    def _dump(self, tables: dict[str, Any]) -> None:
        document = {HEADER_FIELD: dict(self.header), TABLES_FIELD: tables}
        data = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=self.path.parent, prefix=f".{self.path.name}.")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
            os.replace(temp, self.path)
        except OSError as exc:
            Path(temp).unlink(missing_ok=True)
            raise StorageError(f"cannot write store {self.path}: {exc.strerror}") from None
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise

    def _corrupt(self, reason: str) -> StorageError:
        return StorageError(
            f"store {self.path} is corrupt ({reason}); it was left untouched: move it aside to "
            "start with an empty store, or restore it from a backup"
        )


class Store(Generic[RecordT]):
    """Records of ``model`` keyed by their string field ``key``, in one JSON file at ``path``.

    Records come back as the stored instances when ``model`` is frozen, else as copies.
    """

    def __init__(
        self,
        path: Path,
        model: type[RecordT],
        key: str,
        schema_version: int = 1,
        *,
        migrations: Mapping[int, Migration] | None = None,
        lock_timeout_s: float = DEFAULT_LOCK_TIMEOUT_S,
    ) -> None:
        if key not in model.model_fields:
            raise ValueError(f"{model.__name__} has no field {key!r} to key records by")
        self.path = Path(path)
        self.model = model
        self.key = key
        header = {"schema_version": schema_version, "record": model.__name__, "key": key}
        self._storage = AtomicJSONStorage(self.path, header, migrations)
        self._table = Table(self._storage, RECORDS_TABLE, cache_size=0)
        self._lock_path = self.path.with_name(self.path.name + ".lock")
        self._file_lock = filelock.FileLock(self._lock_path, timeout=lock_timeout_s)
        self._thread_lock = threading.RLock()
        self._depth = 0
        self._owner: int | None = None
        self._cache_raw = b""
        self._cache: Mapping[str, RecordT] = MappingProxyType({})
        self._copies = not model.model_config.get("frozen", False)

    # -- reading ---------------------------------------------------------------------------

    def snapshot(self) -> Mapping[str, RecordT]:
        """All records by key, read-only; the same object while the file is unchanged. Inside
        a batch, its own thread sees the batch's uncommitted writes."""
        if self._owner == threading.get_ident():
            return self._parse(self._storage.read())
        raw = self._storage.read_raw()
        if raw != self._cache_raw:
            self._cache = self._parse(self._storage.parse(raw))
            self._cache_raw = raw
        return self._cache

    def all(self) -> list[RecordT]:
        """Every record, in the order they were first written."""
        return [self._out(record) for record in self.snapshot().values()]

    def get(self, key: str) -> RecordT | None:
        record = self.snapshot().get(key)
        return None if record is None else self._out(record)

    def __len__(self) -> int:
        return len(self.snapshot())

    def __contains__(self, key: object) -> bool:
        return key in self.snapshot()

    # -- writing ---------------------------------------------------------------------------

    def put(self, record: RecordT) -> None:
        """Insert ``record``, or replace the record with the same key."""
        if not isinstance(record, self.model):
            raise TypeError(f"{self.path} stores {self.model.__name__}, not {type(record)}")
        document = record.model_dump(mode="json")
        with self.batch():
            self._table.upsert(document, where(self.key) == document[self.key])

    def put_many(self, records: Iterable[RecordT]) -> None:
        """Insert or replace several records with one write; new records are inserted in one
        pass, so a bulk import stays linear in the size of the store."""
        with self.batch():
            documents = (self._storage.read() or {}).get(RECORDS_TABLE, {}).values()
            known = {document.get(self.key) for document in documents}
            new: dict[str, dict[str, Any]] = {}
            for record in records:
                if not isinstance(record, self.model):
                    raise TypeError(f"{self.path} stores {self.model.__name__}, not {type(record)}")
                if getattr(record, self.key) in known:
                    self.put(record)
                else:
                    new[getattr(record, self.key)] = record.model_dump(mode="json")
            self._table.insert_multiple(new.values())

    def delete(self, key: str) -> bool:
        """Remove the record ``key``; whether there was one."""
        with self.batch():
            return bool(self._table.remove(where(self.key) == key))

    def update(self, key: str, change: Callable[[RecordT | None], RecordT]) -> RecordT:
        """Replace the record ``key`` by ``change(current)`` (``None`` when there is none),
        reading and writing under one lock so no concurrent write is lost."""
        with self.batch():
            current = self.snapshot().get(key)
            new = change(None if current is None else self._out(current))
            if getattr(new, self.key) != key:
                raise ValueError(
                    f"update of {key!r} returned the record {getattr(new, self.key)!r}"
                )
            self.put(new)
            return new

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Hold the lock for several reads and writes; the file is written once, at the end,
        and not at all when the block raises. Batches nest."""
        with self._thread_lock:
            if self._depth:
                self._depth += 1
                try:
                    yield
                finally:
                    self._depth -= 1
                return
            with self._locked(), self._storage.held():
                # A fresh table: tinydb remembers the next document id, which another
                # process may have used since.
                self._table = Table(self._storage, RECORDS_TABLE, cache_size=0)
                self._depth, self._owner = 1, threading.get_ident()
                try:
                    yield
                finally:
                    self._depth, self._owner = 0, None

    # -- internals -------------------------------------------------------------------------

    @contextmanager
    def _locked(self) -> Iterator[None]:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._file_lock.acquire()
        except filelock.Timeout:
            raise StorageError(
                f"store {self.path} stayed locked by another process for "
                f"{self._file_lock.timeout:g} s (lock file {self._lock_path}); wait for that "
                "process to finish, or delete the lock file if no mobilexperts process runs"
            ) from None
        except OSError as exc:
            raise StorageError(f"cannot lock store {self.path}: {exc}") from None
        try:
            yield
        finally:
            self._file_lock.release()

    def _parse(self, tables: dict[str, Any] | None) -> Mapping[str, RecordT]:
        documents = (tables or {}).get(RECORDS_TABLE, {})
        records: dict[str, RecordT] = {}
        for document in documents.values():
            try:
                record = self.model.model_validate(document)
            except ValidationError as exc:
                key = document.get(self.key) if isinstance(document, dict) else None
                raise StorageError(
                    f"store {self.path} holds a record {key!r} that is not a valid "
                    f"{self.model.__name__} ({exc.error_count()} problem(s), first: "
                    f"{exc.errors()[0]['msg']}); it was left untouched: fix or move the file aside"
                ) from None
            records[getattr(record, self.key)] = record
        return MappingProxyType(records)

    def _out(self, record: RecordT) -> RecordT:
        return record.model_copy(deep=True) if self._copies else record
