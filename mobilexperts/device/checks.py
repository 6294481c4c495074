"""Doctor checks of the phone side: the adb server, and uiautomator2 on each ready phone."""

from __future__ import annotations

import shutil

import adbutils

from mobilexperts.device.adb import (
    AdbPhone,
    adb_address,
    adb_client,
    adb_reachable,
    list_phones,
)
from mobilexperts.device.errors import DeviceError
from mobilexperts.doctor import CheckResult

PLATFORM_TOOLS = "https://developer.android.com/tools/releases/platform-tools"
PLUG_IN = (
    "plug in a phone with USB debugging enabled (Settings > Developer options) and accept the "
    "prompt; `adb devices` should list it as 'device'"
)


def check_adb() -> CheckResult:
    """The adb server answers (we never start one), and which phones it lists."""
    client = adb_client()
    binary = shutil.which("adb")
    if not adb_reachable(client):
        return CheckResult(
            name="adb",
            ok=False,
            detail=f"no adb server answers at {adb_address(client)}"
            + ("" if binary else "; no `adb` on PATH"),
            fix="run `adb start-server`"
            if binary
            else f"install platform-tools ({PLATFORM_TOOLS}) and run `adb start-server`",
        )
    try:
        version = client.server_version()
        phones = list_phones(client)
    except (adbutils.AdbError, DeviceError) as exc:
        return CheckResult(
            name="adb",
            ok=False,
            detail=f"the adb server at {adb_address(client)} misbehaves: {exc}",
            fix="restart it: `adb kill-server && adb start-server`",
        )
    return CheckResult(
        name="adb",
        ok=True,
        detail=f"server version {version} at {adb_address(client)}; {_summary(phones)}",
    )


def check_uiautomator2() -> list[CheckResult]:
    """Connect to every ready phone (starting its uiautomator2 server) and dump its screen."""
    from mobilexperts.device.u2 import U2Device, U2Settings

    client = adb_client()
    if not adb_reachable(client):
        return [
            CheckResult(
                name="uiautomator2",
                ok=False,
                detail="skipped: adb is not reachable",
                fix="fix adb first",
            )
        ]
    phones = list_phones(client)
    ready = [p for p in phones if p.ready]
    if not ready:
        return [
            CheckResult(
                name="uiautomator2", ok=False, detail=f"skipped: {_summary(phones)}", fix=PLUG_IN
            )
        ]
    results = []
    for phone in ready:
        name = f"uiautomator2 {phone.serial}"
        try:
            device = U2Device(phone.serial, U2Settings(call_timeout=10.0, connect_timeout=45.0))
            try:
                info, observation = device.info, device.observe()
            finally:
                device.close()
        except DeviceError as exc:
            results.append(
                CheckResult(name=name, ok=False, detail="the phone cannot be driven", fix=str(exc))
            )
            continue
        results.append(
            CheckResult(
                name=name,
                ok=True,
                detail=f"{info.model}, {info.width}x{info.height}, SDK {info.sdk}; the server "
                f"answers (foreground: {observation.package or 'unknown'})",
            )
        )
    return results


def _summary(phones: list[AdbPhone]) -> str:
    if not phones:
        return "no phone connected"
    parts = [p.serial if p.ready else f"{p.serial} ({p.state}: {p.hint})" for p in phones]
    ready = sum(p.ready for p in phones)
    return f"{ready} of {len(phones)} phone(s) ready: {', '.join(parts)}"
