"""Typed device errors, shared by SimDroid and real phones."""

from mobilexperts.errors import EXIT_DEVICE, EXIT_USAGE, MobilexpertsError


class DeviceError(MobilexpertsError):
    """Something went wrong talking to a phone."""

    exit_code = EXIT_DEVICE


class DeviceNotFoundError(DeviceError):
    """No phone with the requested serial is connected."""


class DeviceDisconnectedError(DeviceError):
    """The phone went away in the middle of a run."""


class DeviceTimeoutError(DeviceError):
    """The phone did not answer within our deadline."""


class InvalidActionError(DeviceError):
    """An action that cannot be performed: a tap off screen, text with no focused field, ..."""

    exit_code = EXIT_USAGE


class AppNotFoundError(DeviceError):
    """The app to launch is not installed."""

    exit_code = EXIT_USAGE


class FileNotOnDeviceError(DeviceError):
    """``read_file`` asked for a path that does not exist on the phone."""

    exit_code = EXIT_USAGE


class ObservationError(DeviceError):
    """The phone returned an unusable observation (empty hierarchy, black screenshot)."""
