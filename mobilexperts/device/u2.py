"""U2Device: a real Android phone behind the ``Device`` Protocol, over uiautomator2 3.x.

Every call to the phone runs under our own deadline (see :mod:`mobilexperts.device.deadline`);
after a timeout or a broken connection the next call reconnects. Failures surface as the typed
errors of :mod:`mobilexperts.device.errors`, with a message that says what to do.

What typing changes on the phone: uiautomator2 3.x ``send_keys`` puts the text on the phone's
**clipboard** (replacing what was there) and pastes it into the focused field. When the
clipboard cannot be read back (common on Android 10+), or when its AdbKeyboard input method is
already installed, uiautomator2 instead **installs the AdbKeyboard IME** (package
``com.github.uiautomator``) and **makes it the default keyboard**, then types through it; switch
the keyboard back in Settings > System > Keyboard when you are done.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import posixpath
import re
import time
from collections.abc import Callable
from typing import Any, TypeVar

import adbutils
import uiautomator2
from PIL import Image
from pydantic import BaseModel, ConfigDict, Field

from mobilexperts.device.adb import adb_client, choose_serial, list_phones
from mobilexperts.device.apps import labels, resolve_package
from mobilexperts.device.base import KEYS, DeviceInfo, Key, Observation
from mobilexperts.device.deadline import call_with_deadline
from mobilexperts.device.errors import (
    AppNotFoundError,
    DeviceDisconnectedError,
    DeviceError,
    DeviceTimeoutError,
    FileNotOnDeviceError,
    InvalidActionError,
    ObservationError,
)
from mobilexperts.device.u2_errors import CHECK_CONNECTION, RESTART_SERVER, translate

T = TypeVar("T")
MAX_DEPTH = 50
BLACK_LEVEL = 8
ROTATION = re.compile(r'<hierarchy[^>]*\brotation="(\d)"')
FIRST_PACKAGE = re.compile(r'<node [^>]*\bpackage="([^"]*)"')
PROPERTY = re.compile(r"^\[([^\]]+)\]: \[(.*)\]\s*$", re.MULTILINE)
VERSION_NAME = re.compile(r"^\s*versionName=(\S+)", re.MULTILINE)


class U2Settings(BaseModel):
    """Where adb listens and how long the phone may take."""

    model_config = ConfigDict(frozen=True)

    adb_host: str | None = Field(None, description="default: $ANDROID_ADB_SERVER_HOST or 127.0.0.1")
    adb_port: int | None = Field(None, description="default: $ANDROID_ADB_SERVER_PORT or 5037")
    server_port: int = Field(9008, description="port of the uiautomator2 server on the phone")
    call_timeout: float = Field(20.0, gt=0, description="seconds one call may take")
    connect_timeout: float = Field(60.0, gt=0, description="seconds to (re)start the server")
    observe_attempts: int = Field(3, ge=1, description="tries for a non-empty, non-black look")
    retry_delay: float = Field(0.5, ge=0, description="seconds between those tries")


class U2Device:
    """A phone reached through adb and the uiautomator2 server (pushed and started on connect)."""

    def __init__(self, serial: str | None = None, settings: U2Settings | None = None) -> None:
        """Connect to the phone with ``serial``, or to the only phone adb lists."""
        self.settings = settings or U2Settings()
        self._adb = adb_client(self.settings.adb_host, self.settings.adb_port)
        self._serial = choose_serial(self._adb, serial)
        self._driver: uiautomator2.Device | None = None
        self._closed = False
        self._actions = 0
        self._packages: list[str] = []
        self._launchable: list[str] = []
        self._start_driver()
        try:
            self._info = self._call("read its model and screen size", self._read_info)
        except DeviceError:
            self.close()
            raise
        self._screen = (self._info.width, self._info.height)

    @property
    def info(self) -> DeviceInfo:
        return self._info

    # -- observing -------------------------------------------------------------------------

    def observe(self) -> Observation:
        """The hierarchy now, the foreground app, and a screenshot fetched on first access.

        The screenshot can only show the screen as it is when it is fetched, so reading
        ``observation.screenshot`` after acting on the phone raises ObservationError.
        """
        xml = self._hierarchy()
        foreground = self._call("read the foreground app", _foreground)
        package, activity = foreground or (_first_package(xml), "")
        width, height = self._info.width, self._info.height
        match = ROTATION.search(xml[:300])
        if match and int(match.group(1)) % 2:
            width, height = height, width
        self._screen = (width, height)
        stamp = self._actions
        return Observation(
            xml=xml,
            package=package,
            activity=activity,
            width=width,
            height=height,
            screenshot_source=lambda: self._screenshot(stamp),
        )

    def _hierarchy(self) -> str:
        # The RPC itself rather than ``dump_hierarchy()``, which retries an empty dump with
        # 1 s sleeps and then returns it: we bound the retries and fail clearly instead.
        attempts = self.settings.observe_attempts
        for attempt in range(attempts):
            if attempt:
                time.sleep(self.settings.retry_delay)
            xml = self._call(
                "dump the screen hierarchy",
                lambda d: d.jsonrpc.dumpWindowHierarchy(False, MAX_DEPTH),
            )
            if isinstance(xml, str) and "<node" in xml:
                return xml
        raise ObservationError(
            f"phone {self._serial} returned an empty screen hierarchy {attempts} times; wake and "
            f"unlock it; {RESTART_SERVER}"
        )

    def _screenshot(self, stamp: int) -> bytes:
        if stamp != self._actions:
            raise ObservationError(
                "the screenshot of an observation was requested after the phone was acted on; a "
                "real phone only shows its current screen: read `observation.screenshot` before "
                "acting, or observe again"
            )
        attempts = self.settings.observe_attempts
        for attempt in range(attempts):
            if attempt:
                time.sleep(self.settings.retry_delay)
            image: Image.Image = self._call("take a screenshot", lambda d: d.screenshot())
            if image.convert("L").getextrema()[1] > BLACK_LEVEL:
                out = io.BytesIO()
                image.save(out, "PNG", compress_level=1)
                return out.getvalue()
        raise ObservationError(
            f"phone {self._serial} sent an all-black screenshot {attempts} times: its screen may "
            "be off or locked (wake and unlock it), or the app forbids screenshots (FLAG_SECURE, "
            "e.g. banking apps; the hierarchy still works there)"
        )

    # -- acting ----------------------------------------------------------------------------

    def tap(self, x: int, y: int) -> None:
        self._check_point(x, y)
        self._act("tap", lambda d: d.click(int(x), int(y)))

    def long_press(self, x: int, y: int, seconds: float = 1.0) -> None:
        self._check_point(x, y)
        self._check_duration(seconds)
        self._act("long-press", lambda d: d.long_click(int(x), int(y), duration=seconds), seconds)

    def swipe(self, x1: int, y1: int, x2: int, y2: int, seconds: float = 0.3) -> None:
        self._check_point(x1, y1)
        self._check_point(x2, y2)
        self._check_duration(seconds)
        points = (int(x1), int(y1), int(x2), int(y2))
        self._act("swipe", lambda d: d.swipe(*points, duration=seconds), seconds)

    def input_text(self, text: str, clear: bool = False) -> None:
        """Type ``text`` (any unicode) into the focused field; see the module doc for what this
        changes on the phone (clipboard, or the AdbKeyboard input method). With no focused
        field nothing is typed and no error is raised (Android ignores the paste): observe."""
        self._act("type text", lambda d: d.send_keys(text, clear=clear))

    def press(self, key: Key) -> None:
        if key not in KEYS:
            raise InvalidActionError(f"unknown key {key!r}; use one of {', '.join(KEYS)}")
        self._act(f"press {key}", lambda d: d.press(key))

    def launch(self, app: str) -> None:
        """Open an app by package name or by label (matched against the installed packages)."""
        try:
            package = resolve_package(app, self._installed(refresh=False))
        except AppNotFoundError:
            package = resolve_package(app, self._installed(refresh=True))
        command = ["monkey", "-p", package, "-c", "android.intent.category.LAUNCHER", "1"]
        output = self._act(f"launch {package}", lambda d: d.shell(command).output)
        if "No activities found" in output:
            raise AppNotFoundError(f"{package} is installed but has no launcher activity to open")

    def apps(self) -> list[str]:
        """The launcher labels of the apps the launcher shows (``Gmail``, ``Chrome``; see
        :mod:`mobilexperts.device.apps` for how a package's label is found)."""
        if not self._launchable:
            self._launchable = sorted(self._call("list launcher apps", _launcher_packages))
        return labels(self._launchable or self._installed(refresh=False))

    def app_version(self, package: str) -> str:
        """The installed version name of ``package`` ("" when it is not installed)."""
        command = ["dumpsys", "package", package]
        output = self._call(f"read the version of {package}", lambda d: d.shell(command).output)
        match = VERSION_NAME.search(output)
        return match.group(1) if match else ""

    def wait(self, seconds: float) -> None:
        self._check_duration(seconds)
        self._actions += 1
        time.sleep(seconds)

    def read_file(self, path: str) -> bytes:
        """Pull a file with adb sync (app-private files under /data need a rooted phone)."""

        def pull(driver: uiautomator2.Device) -> bytes:
            try:
                return driver.adb_device.sync.read_bytes(path)
            except adbutils.AdbError as exc:
                message = str(exc.args[0]) if exc.args else ""
                if "No such file" in message:
                    folder = posixpath.dirname(path) or "/"
                    raise FileNotOnDeviceError(
                        f"no file {path!r} on phone {self._serial}; list the folder with "
                        f"`adb shell ls {folder}`"
                    ) from exc
                if "failed" in message:
                    raise DeviceError(
                        f"cannot read {path!r} on phone {self._serial} ({message}); files private "
                        "to an app need root: copy the file to /sdcard first"
                    ) from exc
                raise

        return self._call(f"read {path}", pull)

    def close(self) -> None:
        """Stop the uiautomator2 server if this device started it, and forget the connection."""
        if self._closed:
            return
        self._closed = True
        driver, self._driver = self._driver, None
        if driver is not None:
            with contextlib.suppress(Exception):
                call_with_deadline(lambda: driver.stop_uiautomator(wait=False), 5.0, "stop")

    # -- plumbing --------------------------------------------------------------------------

    def _check_point(self, x: int, y: int) -> None:
        width, height = self._screen
        if not (0 <= x < width and 0 <= y < height):
            raise InvalidActionError(f"({x}, {y}) is outside the {width}x{height} screen")

    def _check_duration(self, seconds: float) -> None:
        if seconds < 0:
            raise InvalidActionError(f"a duration cannot be negative ({seconds} s)")

    def _installed(self, refresh: bool) -> list[str]:
        """Installed packages (``pm list packages``), cached until ``refresh``."""
        if refresh or not self._packages:
            self._packages = self._call("list installed apps", lambda d: d.app_list())
        return self._packages

    def _act(self, what: str, fn: Callable[[uiautomator2.Device], T], seconds: float = 0.0) -> T:
        self._actions += 1
        return self._call(what, fn, seconds)

    def _call(self, what: str, fn: Callable[[uiautomator2.Device], T], extra: float = 0.0) -> T:
        """Run ``fn(driver)`` under the deadline; map failures; reconnect next time if broken."""
        if self._closed:
            raise DeviceDisconnectedError(f"the connection to phone {self._serial} was closed")
        if self._driver is None:
            self._reconnect()
        driver = self._driver
        try:
            return call_with_deadline(lambda: fn(driver), self.settings.call_timeout + extra, what)
        except Exception as exc:
            error = translate(exc, self._serial, what)
            if error is None:
                raise
            if isinstance(error, DeviceTimeoutError | DeviceDisconnectedError):
                self._driver = None
            if error is exc:
                raise
            raise error from exc

    def _start_driver(self) -> None:
        device = self._adb.device(self._serial)
        port = self.settings.server_port
        try:
            self._driver = call_with_deadline(
                lambda: uiautomator2.connect(device, port=port),
                self.settings.connect_timeout,
                "start the uiautomator2 server",
            )
        except Exception as exc:
            error = translate(exc, self._serial, "start the uiautomator2 server")
            if error is None:
                raise
            raise error from exc

    def _reconnect(self) -> None:
        try:
            phones = {p.serial: p for p in list_phones(self._adb)}
        except DeviceError as exc:
            raise DeviceDisconnectedError(str(exc)) from exc
        phone = phones.get(self._serial)
        if phone is None or not phone.ready:
            state = "gone from adb's list" if phone is None else f"{phone.state}: {phone.hint}"
            raise DeviceDisconnectedError(f"phone {self._serial} is {state}; {CHECK_CONNECTION}")
        self._start_driver()

    def _read_info(self, driver: uiautomator2.Device) -> DeviceInfo:
        # One ``getprop`` for all properties: ``driver.device_info`` runs six adb shells.
        props = dict(PROPERTY.findall(driver.shell("getprop").output))
        screen: dict[str, Any] = driver.info
        width, height = int(screen["displayWidth"]), int(screen["displayHeight"])
        if int(screen.get("displayRotation") or 0) % 2:
            width, height = height, width
        model = props.get("ro.product.model", "")
        identity = (
            f"{props.get('ro.serialno') or self._serial}|{props.get('ro.product.brand')}|{model}"
        )
        sdk = props.get("ro.build.version.sdk", "")
        return DeviceInfo(
            serial=self._serial,
            model=model or "Android phone",
            width=width,
            height=height,
            fingerprint="android-" + hashlib.sha256(identity.encode()).hexdigest()[:16],
            sdk=int(sdk) if sdk.isdigit() else None,
        )


def _foreground(driver: uiautomator2.Device) -> tuple[str, str] | None:
    """(package, activity) in front, or None when Android will not say (lock screen, some ROMs)."""
    try:
        current = driver.app_current()
    except (adbutils.AdbError, uiautomator2.exceptions.DeviceError) as exc:
        if "focused app" in str(exc):
            return None
        raise
    return current["package"], current["activity"]


def _first_package(xml: str) -> str:
    match = FIRST_PACKAGE.search(xml)
    return match.group(1) if match else ""


LAUNCHER_QUERY = [
    "cmd",
    "package",
    "query-activities",
    "--brief",
    "-a",
    "android.intent.action.MAIN",
    "-c",
    "android.intent.category.LAUNCHER",
]
_COMPONENT = re.compile(r"^\s*([A-Za-z][\w]*(?:\.[\w]+)+)/[\w.$]+\s*$", re.MULTILINE)


def _launcher_packages(driver: uiautomator2.Device) -> set[str]:
    """The packages with a launcher activity (``package/activity`` lines of
    ``cmd package query-activities``); empty where the command is missing (Android < 7)."""
    return set(_COMPONENT.findall(driver.shell(LAUNCHER_QUERY).output))
