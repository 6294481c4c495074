"""The one base of every error mobilexperts raises on purpose.

Each subsystem defines its own typed errors under :class:`MobilexpertsError`; the CLI prints
their message as one line and never a traceback. A message says what went wrong and, where a
user can act, what to do.
"""

EXIT_OK = 0
EXIT_TASK_FAILED = 1
EXIT_USAGE = 2
EXIT_DEVICE = 3
EXIT_MODEL = 4


class MobilexpertsError(Exception):
    """Base of all errors raised by mobilexperts.

    ``exit_code`` is what the CLI exits with: 2 (usage or input) unless a subsystem says
    otherwise (3 for the device, 4 for the model).
    """

    exit_code = EXIT_USAGE


class ConfigError(MobilexpertsError):
    """Settings are missing or invalid."""


class TaskSpecError(MobilexpertsError):
    """A task spec file is malformed or names an unknown condition."""


class StorageError(MobilexpertsError):
    """A store on disk could not be read or written."""
