"""The phone side of one fake Android device: a SimDroid phone as adbd and uiautomator2 see it."""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field

from mobilexperts.device.errors import FileNotOnDeviceError
from mobilexperts.sim import system_ui
from mobilexperts.sim.phone import SimPhone

DEVICE_TMP = "/data/local/tmp/"
SYSTEM_IME = f"{system_ui.IME_PACKAGE}/.LatinIME"
ADB_KEYBOARD = "com.github.uiautomator/.AdbKeyboard"
STALL_LIMIT_SECONDS = 120.0


@dataclass
class Faults:
    """Misbehaviour to inject, the way real phones misbehave.

    ``stalled`` names RPC methods (``dumpWindowHierarchy``, ``click``, ...), ``"ping"`` or
    ``"shell"`` that hang without answering until :meth:`FakePhone.release` or the server closes.
    ``empty_dumps`` and ``black_screens`` count the next hierarchy dumps and screenshots that come
    back empty or all black; ``dumps`` are hierarchy dumps to answer instead of the screen's,
    in order (a hostile phone).
    """

    stalled: set[str] = field(default_factory=set)
    empty_dumps: int = 0
    black_screens: int = 0
    dumps: list[str] = field(default_factory=list)


class FakePhone:
    """One phone plugged into a :class:`~mobilexperts.device.fakephone.FakeAdbServer`.

    It owns a :class:`SimPhone` (the screen and apps), the adb-visible properties, the files that
    adb pushes to ``/data/local/tmp`` and whether the on-phone uiautomator2 server runs. Every
    access to the simulated phone goes through :attr:`lock`, as the adb and RPC sides run in
    several threads. ``package_names`` renames SimDroid packages to the real packages they play
    (``{"com.simdroid.mail": "com.google.android.gm"}``): every answer on the wire (package
    lists, focused window, hierarchy dumps) shows the real name, and launching it opens the app.
    """

    def __init__(
        self,
        serial: str = "emulator-5554",
        sim: SimPhone | None = None,
        state: str = "device",
        sdk: int = 34,
        package_names: dict[str, str] | None = None,
    ) -> None:
        self.serial = serial
        self.package_names = dict(package_names or {})
        self.sim = sim if sim is not None else SimPhone()
        self.state = state
        self.lock = threading.RLock()
        self.faults = Faults()
        self.u2_servers = 0
        self.adb_keyboard_installed = False
        self.ime = SYSTEM_IME
        self.tmp_files: dict[str, bytes] = {}
        self.props = {
            "ro.serialno": serial,
            "ro.product.brand": "SimDroid",
            "ro.product.model": self.sim.profile.model,
            "ro.product.name": "simdroid",
            "ro.product.device": "simdroid",
            "ro.product.cpu.abi": "x86_64",
            "ro.build.version.sdk": str(sdk),
            "ro.build.version.release": "14",
            "ro.build.fingerprint": f"simdroid/simdroid/simdroid:14/SIM1/{sdk}:user/release-keys",
        }
        self._released = threading.Event()

    @property
    def u2_running(self) -> bool:
        """Whether the uiautomator2 server runs (it lives as long as the shell that launched it)."""
        return self.u2_servers > 0

    # -- faults ----------------------------------------------------------------------------

    def stall(self, *names: str) -> None:
        """Make these RPC methods (or ``"ping"``, ``"shell"``) hang until :meth:`release`."""
        self._released.clear()
        self.faults.stalled.update(names)

    def release(self) -> None:
        """Stop stalling: every hung request returns and nothing stalls any more."""
        self.faults.stalled.clear()
        self._released.set()

    def hang_if_stalled(self, name: str) -> None:
        """Block the calling server thread while ``name`` is stalled."""
        if name in self.faults.stalled:
            self._released.wait(STALL_LIMIT_SECONDS)

    def take_dump(self) -> str | None:
        """The next injected hierarchy dump, if one is pending."""
        with self.lock:
            return self.faults.dumps.pop(0) if self.faults.dumps else None

    def take_fault(self, kind: str) -> bool:
        """Consume one pending ``empty_dumps`` or ``black_screens`` fault; True if there was one."""
        with self.lock:
            left = getattr(self.faults, kind)
            if left > 0:
                setattr(self.faults, kind, left - 1)
            return left > 0

    # -- files -----------------------------------------------------------------------------

    def read_file(self, path: str) -> bytes:
        """A file as adb sees it; raises FileNotOnDeviceError when there is none."""
        with self.lock:
            if path.startswith(DEVICE_TMP):
                if path not in self.tmp_files:
                    raise FileNotOnDeviceError(path)
                return self.tmp_files[path]
            return self.sim.read_file(path)

    def write_file(self, path: str, data: bytes) -> None:
        with self.lock:
            if path.startswith(DEVICE_TMP):
                self.tmp_files[path] = data
            else:
                self.sim.write_file(path, data)

    def on_wire(self, text: str) -> str:
        """``text`` with every renamed SimDroid package written as the real package it plays."""
        for sim, real in self.package_names.items():
            text = re.sub(rf"{re.escape(sim)}(?![\w])", real, text)
        return text

    def sim_package(self, package: str) -> str:
        """The SimDroid package behind a package name seen on the wire."""
        return next((sim for sim, real in self.package_names.items() if real == package), package)

    def launchable(self) -> list[str]:
        """Packages with a launcher activity, as the wire names them."""
        with self.lock:
            return sorted(self.on_wire(app.package) for app in self.sim.installed())

    def packages(self) -> list[str]:
        """Installed packages, as ``pm list packages`` reports them."""
        with self.lock:
            apps = [self.sim.launcher.package, *self.launchable()]
        extra = [ADB_KEYBOARD.split("/")[0]] if self.adb_keyboard_installed else []
        return sorted({*apps, *extra, system_ui.SYSTEM_UI, system_ui.IME_PACKAGE})

    def input_methods(self) -> list[str]:
        """Enabled and available keyboards, as ``ime list -s -a`` reports them."""
        return [SYSTEM_IME, *([ADB_KEYBOARD] if self.adb_keyboard_installed else [])]
