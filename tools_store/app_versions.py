"""App versions: a tool is admitted on one version of its app, and an app update (a version
change seen on the device) makes its tools worth re-checking before anyone uses them.

A device that knows its apps' versions implements :class:`AppVersions` (SimDroid does); on one
that does not, tools carry no version and are never taken for outdated.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from mobilexperts.device import Device


@runtime_checkable
class AppVersions(Protocol):
    """A device that tells which version of an app is installed."""

    def app_version(self, package: str) -> str: ...


def version_on(device: Device, package: str) -> str:
    """The version of ``package`` installed on ``device``; "" when the device cannot tell."""
    return device.app_version(package) if isinstance(device, AppVersions) else ""
