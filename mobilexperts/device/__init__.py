"""Devices: the Protocol, observations and typed errors."""

from mobilexperts.device.base import KEYS, Device, DeviceInfo, Key, Observation
from mobilexperts.device.errors import (
    AppNotFoundError,
    DeviceDisconnectedError,
    DeviceError,
    DeviceNotFoundError,
    DeviceTimeoutError,
    FileNotOnDeviceError,
    InvalidActionError,
    ObservationError,
)

__all__ = [
    "KEYS",
    "AppNotFoundError",
    "Device",
    "DeviceDisconnectedError",
    "DeviceError",
    "DeviceInfo",
    "DeviceNotFoundError",
    "DeviceTimeoutError",
    "FileNotOnDeviceError",
    "InvalidActionError",
    "Key",
    "Observation",
    "ObservationError",
]
