"""The adb server as mobilexperts sees it: is it reachable, which phones it lists, which to use.

We never start an adb server on our own (adbutils would, with whichever ``adb`` binary it
finds, which is how "adb server version doesn't match" fights begin): when none answers, the
error says how to start one.
"""

from __future__ import annotations

import socket

import adbutils
from pydantic import BaseModel

from mobilexperts.device.errors import DeviceNotFoundError

PROBE_SECONDS = 1.0
STATE_HINTS = {
    "unauthorized": "unlock the phone and accept the 'Allow USB debugging?' prompt",
    "offline": "unplug and replug the cable, or run `adb reconnect`",
    # adb's state "no permissions (...)" reaches us cut at the first space by adbutils
    "no": "your user may not access the USB device: set up udev rules "
    "(https://developer.android.com/studio/run/device)",
    "authorizing": "wait a moment: adb is still authorising the phone",
}


class AdbPhone(BaseModel):
    """One line of ``adb devices -l``."""

    serial: str
    state: str
    model: str = ""

    @property
    def ready(self) -> bool:
        return self.state == "device"

    @property
    def hint(self) -> str:
        """What to do about a phone that is not ready ("" when it is)."""
        return (
            "" if self.ready else STATE_HINTS.get(self.state, f"adb reports it as {self.state!r}")
        )


def adb_client(host: str | None = None, port: int | None = None) -> adbutils.AdbClient:
    """A client of the adb server at host:port (default ``$ANDROID_ADB_SERVER_HOST``/``PORT``)."""
    return adbutils.AdbClient(host=host, port=port)


def adb_address(client: adbutils.AdbClient) -> str:
    return f"{client.host}:{client.port}"


def adb_reachable(client: adbutils.AdbClient) -> bool:
    """True when something accepts connections at the adb server's address."""
    try:
        with socket.create_connection((client.host, client.port), timeout=PROBE_SECONDS):
            return True
    except OSError:
        return False


def unreachable_message(client: adbutils.AdbClient) -> str:
    return (
        f"no adb server answers at {adb_address(client)}: start it with `adb start-server` "
        "(install Android platform-tools if `adb` is missing), or set ANDROID_ADB_SERVER_PORT "
        "to where yours listens"
    )


def list_phones(client: adbutils.AdbClient) -> list[AdbPhone]:
    """Every phone the adb server knows, ready or not; DeviceNotFoundError if it is unreachable."""
    if not adb_reachable(client):
        raise DeviceNotFoundError(unreachable_message(client))
    try:
        infos = client.list(extended=True)
    except adbutils.AdbError as exc:
        raise DeviceNotFoundError(
            f"the adb server at {adb_address(client)} failed to list phones ({exc}); "
            "restart it with `adb kill-server && adb start-server`"
        ) from exc
    return [
        AdbPhone(serial=i.serial, state=i.state, model=i.tags.get("model", "").replace("_", " "))
        for i in infos
    ]


def choose_serial(client: adbutils.AdbClient, serial: str | None) -> str:
    """The serial to use: the one asked for, else the only ready phone; clear errors otherwise."""
    phones = list_phones(client)
    if serial is not None:
        phone = next((p for p in phones if p.serial == serial), None)
        if phone is None:
            known = ", ".join(p.serial for p in phones) or "none"
            raise DeviceNotFoundError(
                f"no phone with serial {serial!r} is connected (adb lists: {known}); check the "
                "cable and run `adb devices`"
            )
        if not phone.ready:
            raise DeviceNotFoundError(f"phone {serial} is {phone.state}: {phone.hint}")
        return serial
    ready = [p for p in phones if p.ready]
    if len(ready) == 1:
        return ready[0].serial
    if len(ready) > 1:
        serials = ", ".join(p.serial for p in ready)
        raise DeviceNotFoundError(
            f"several phones are connected ({serials}): choose one by its serial"
        )
    waiting = "; ".join(f"{p.serial} is {p.state}: {p.hint}" for p in phones)
    raise DeviceNotFoundError(
        "no phone is connected"
        + (f" and ready ({waiting})" if waiting else "")
        + ": plug one in with USB debugging enabled and authorised, then check `adb devices`"
    )
