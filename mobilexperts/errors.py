"""The one base of every error mobilexperts raises on purpose.

Each subsystem defines its own typed errors under :class:`MobilexpertsError`; the CLI prints
their message as one line and never a traceback. A message says what went wrong and, where a
user can act, what to do.
"""


class MobilexpertsError(Exception):
    """Base of all errors raised by mobilexperts."""


class ConfigError(MobilexpertsError):
    """Settings are missing or invalid."""


class TaskSpecError(MobilexpertsError):
    """A task spec file is malformed or names an unknown condition."""


class StorageError(MobilexpertsError):
    """A store on disk could not be read or written."""
