"""A simulator session persisted on disk, so consecutive CLI commands continue on one phone."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from filelock import FileLock

from mobilexperts.errors import StorageError
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.options import SimOptions
from mobilexperts.sim.phone import SimPhone


class SimSession:
    """Load a SimDroid phone from ``path`` (or start a fresh one) and save it back atomically."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lock = FileLock(str(path) + ".lock")

    def load(self) -> SimDevice:
        """The saved phone, or a fresh one (seed 0) when there is no session yet."""
        if not self.path.exists():
            return SimDevice(seed=0)
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            phone = SimPhone(seed=int(data["phone"]["seed"]), profile=data["profile"])
            phone.load_json(data)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise StorageError(
                f"the simulator session {self.path} is unreadable ({type(exc).__name__}: {exc}); "
                "run `mobilexperts sim reset` to start a new one (the old file is kept as .bad)"
            ) from exc
        return SimDevice(phone=phone)

    def save(self, device: SimDevice) -> None:
        """Write the phone atomically (temp file + rename)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(device.phone.to_json(), ensure_ascii=False)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".session-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(text)
            os.replace(tmp, self.path)
        except OSError as exc:
            Path(tmp).unlink(missing_ok=True)
            raise StorageError(f"cannot save the simulator session to {self.path}: {exc}") from exc

    def reset(self, options: SimOptions) -> SimDevice:
        """Start over with a fresh phone; an unreadable old session is kept beside as ``.bad``."""
        if self.path.exists():
            try:
                json.loads(self.path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                self.path.replace(self.path.with_suffix(".bad"))
        device = options.build()
        self.save(device)
        return device
