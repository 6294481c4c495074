"""The expert pool (MobileExperts §3.1, Figure 1): the portraits of one device's experts.

One JSON file of :class:`ExpertPortrait` records per device fingerprint
(``<data dir>/devices/<fingerprint>/experts.json``), written atomically under a file lock with
a schema version (see :mod:`mobilexperts.storage`).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from pathlib import Path

from experts.portrait import ExpertPortrait
from mobilexperts.config import Settings, load_settings
from mobilexperts.errors import MobilexpertsError
from mobilexperts.storage import Store

POOL_FILE = "experts.json"
SCHEMA_VERSION = 1


class ExpertPoolError(MobilexpertsError):
    """An expert could not be found, added or changed in the pool."""


class ExpertNotFoundError(ExpertPoolError):
    """No expert of that name is in the pool."""


class ExpertPool:
    """The experts of one device, keyed by name, in one file."""

    def __init__(self, path: Path, fingerprint: str = "") -> None:
        self.path = Path(path)
        self.fingerprint = fingerprint
        self._store: Store[ExpertPortrait] = Store(
            self.path, ExpertPortrait, key="name", schema_version=SCHEMA_VERSION
        )

    @classmethod
    def for_device(cls, fingerprint: str, settings: Settings | None = None) -> ExpertPool:
        """The pool of the device with ``fingerprint`` under the configured data dir."""
        settings = settings or load_settings()
        return cls(settings.device_dir(fingerprint) / POOL_FILE, fingerprint)

    def all(self) -> list[ExpertPortrait]:
        """Every expert, in the order they joined the pool."""
        return self._store.all()

    def get(self, name: str) -> ExpertPortrait | None:
        return self._store.get(name)

    def require(self, name: str) -> ExpertPortrait:
        """The expert ``name``; a typed error suggests close names otherwise."""
        portrait = self.get(name)
        if portrait is None:
            close = difflib.get_close_matches(name, list(self._store.snapshot()), n=3)
            hint = f"did you mean {', '.join(close)}?" if close else "list them with `experts list`"
            raise ExpertNotFoundError(f"no expert named {name!r} in {self.path}; {hint}")
        return portrait

    def covering(self, label: str) -> list[ExpertPortrait]:
        """The experts whose apps include the app labelled ``label`` (case-insensitive)."""
        wanted = label.casefold()
        return [p for p in self.all() if any(a.label.casefold() == wanted for a in p.apps)]

    def __len__(self) -> int:
        return len(self._store)

    def __contains__(self, name: object) -> bool:
        return name in self._store

    def add(self, portrait: ExpertPortrait) -> None:
        """Add a new expert; a name already taken is an error (use :meth:`put` to replace)."""
        with self._store.batch():
            if portrait.name in self._store:
                raise ExpertPoolError(
                    f"an expert named {portrait.name!r} is already in the pool; remove it "
                    "first or choose another name"
                )
            self._store.put(portrait)

    def put(self, portrait: ExpertPortrait) -> None:
        """Insert ``portrait`` or replace the expert of the same name."""
        self._store.put(portrait)

    def update(
        self, name: str, change: Callable[[ExpertPortrait], ExpertPortrait]
    ) -> ExpertPortrait:
        """Replace the expert ``name`` by ``change(portrait)`` under the lock."""

        def apply(current: ExpertPortrait | None) -> ExpertPortrait:
            if current is None:
                raise ExpertNotFoundError(f"expert {name!r} was removed from {self.path}")
            return change(current)

        return self._store.update(name, apply)

    def remove(self, name: str) -> ExpertPortrait:
        """Remove the expert ``name`` and return its portrait."""
        with self._store.batch():
            portrait = self.require(name)
            self._store.delete(name)
        return portrait
