"""Reading a file a user names (a dump, a tool, an export, a task): only a regular file, only up
to a size, so a FIFO, a device such as ``/dev/zero`` or a huge file is refused at once with a
one-line error instead of blocking or exhausting memory."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from mobilexperts.errors import MobilexpertsError


def read_user_file(
    path: Path, what: str, *, max_bytes: int, error: type[MobilexpertsError]
) -> bytes:
    """The bytes of the regular file ``path`` (``what`` names it in messages: "task file");
    raises ``error`` when it cannot be read, is not a regular file or is over ``max_bytes``."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as exc:
        raise error(f"cannot read {what} {path}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise error(
            f"{what} {path} is not a regular file (a folder, pipe or device); "
            "save it to a file and give that"
        )
    with os.fdopen(fd, "rb") as handle:
        try:
            data = handle.read(max_bytes + 1)
        except OSError as exc:
            raise error(f"cannot read {what} {path}: {exc.strerror or exc}") from None
    if len(data) > max_bytes:
        raise error(f"{what} {path} is larger than {max_bytes} bytes, too large to be one")
    return data
