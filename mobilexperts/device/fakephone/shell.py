"""The ``adb shell`` commands that uiautomator2, adbutils and mobilexperts run, as Android 14
answers them."""

from __future__ import annotations

import base64
import hashlib
import re
import shlex
from collections.abc import Callable

from mobilexperts.device.errors import AppNotFoundError, FileNotOnDeviceError
from mobilexperts.device.fakephone.phone import ADB_KEYBOARD, FakePhone

EXIT_MARKER = re.compile(r";\s*echo X4EXIT:\$\?\s*$")
U2_SERVER = re.compile(r"app_process\s.*com\.wetest\.uia2\.Main")
BROADCAST_OK = 'Broadcast completed: result=-1, data="success"\n'
BROADCAST_IGNORED = "Broadcast completed: result=0\n"

Result = tuple[str, int]


def is_u2_server_launch(command: str) -> bool:
    """True for the command uiautomator2 runs to start its server on the phone."""
    return U2_SERVER.search(command) is not None


def run(phone: FakePhone, command: str) -> bytes:
    """Run one shell command line; the bytes adbd would stream back before closing."""
    marked = EXIT_MARKER.search(command)
    line = command[: marked.start()] if marked else command
    try:
        args = shlex.split(line)
    except ValueError as exc:
        output, code = f"/system/bin/sh: syntax error: {exc}\n", 2
    else:
        output, code = _dispatch(phone, args)
    if marked:
        output += f"X4EXIT:{code}\n"
    return output.encode("utf-8")


def _dispatch(phone: FakePhone, args: list[str]) -> Result:
    if not args:
        return "", 0
    handler = COMMANDS.get(args[0])
    if handler is None:
        return f"/system/bin/sh: {args[0]}: inaccessible or not found\n", 127
    with phone.lock:
        return handler(phone, args[1:])


def _getprop(phone: FakePhone, args: list[str]) -> Result:
    if args:
        return phone.props.get(args[0], "") + "\n", 0
    return "".join(f"[{k}]: [{v}]\n" for k, v in sorted(phone.props.items())), 0


def _toybox(phone: FakePhone, args: list[str]) -> Result:
    if args[:1] != ["md5sum"] or len(args) != 2:
        return "toybox: unsupported command\n", 1
    path = args[1]
    try:
        digest = hashlib.md5(phone.read_file(path)).hexdigest()
    except FileNotOnDeviceError:
        return f"md5sum: {path}: No such file or directory\n", 1
    return f"{digest}  {path}\n", 0


def _pm(phone: FakePhone, args: list[str]) -> Result:
    packages = phone.packages()
    if args[:2] == ["list", "packages"]:
        wanted = [a for a in args[2:] if not a.startswith("-")]
        shown = [p for p in packages if all(w in p for w in wanted)]
        return "".join(f"package:{p}\n" for p in shown), 0
    if args[:1] == ["path"] and len(args) == 2:
        if args[1] in packages:
            return f"package:/data/app/~~sim/{args[1]}-1/base.apk\n", 0
        return "", 1
    return f"Unknown command: {' '.join(args)}\n", 1


def _dumpsys(phone: FakePhone, args: list[str]) -> Result:
    sim = phone.sim
    width, height = sim.profile.width, sim.profile.height
    if args[:1] == ["window"]:
        frame = sim.frame()
        activity = frame.activity
        return (
            phone.on_wire(
                "WINDOW MANAGER WINDOWS (dumpsys window windows)\n"
                f"  mCurrentFocus=Window{{5e1f2a u0 {frame.package}/{activity}}}\n"
                f"  mFocusedApp=ActivityRecord{{77aa01 u0 {frame.package}/{activity} t12}}\n"
            ),
            0,
        )
    if args[:1] == ["display"]:
        return (
            "DISPLAY MANAGER (dumpsys display)\n"
            "  mViewports=[DisplayViewport{type=INTERNAL, valid=true, isActive=true, "
            f"displayId=0, orientation=0, deviceWidth={width}, deviceHeight={height}}}]\n"
            "  orientation=0\n",
            0,
        )
    if args[:1] == ["package"] and len(args) == 2:
        if args[1] not in phone.packages():
            return "", 0
        return (
            f"Packages:\n  Package [{args[1]}] (5d1c0e):\n"
            "    versionCode=1 minSdk=26 targetSdk=34\n"
            "    versionName=1.0\n    pkgFlags=[ HAS_CODE ALLOW_CLEAR_USER_DATA ]\n"
            "    firstInstallTime=2026-03-01 09:00:00\n    lastUpdateTime=2026-03-01 09:00:00\n",
            0,
        )
    return f"Can't find service: {' '.join(args[:1])}\n", 0


def _wm(phone: FakePhone, args: list[str]) -> Result:
    if args == ["size"]:
        return f"Physical size: {phone.sim.profile.width}x{phone.sim.profile.height}\n", 0
    return "", 0


def _launch(phone: FakePhone, package: str) -> bool:
    package = phone.sim_package(package)
    if package == phone.sim.launcher.package:
        phone.sim.press("home")
        return True
    try:
        phone.sim.launch(package)
    except AppNotFoundError:
        return False
    return True


def _monkey(phone: FakePhone, args: list[str]) -> Result:
    package = args[args.index("-p") + 1] if "-p" in args[:-1] else ""
    if package and _launch(phone, package):
        return "  bash arg: -p\n  bash arg: " + package + "\nEvents injected: 1\n", 0
    return "** No activities found to run, monkey aborted.\n", 252


def _am(phone: FakePhone, args: list[str]) -> Result:
    if args[:1] == ["broadcast"] and "-a" in args[:-1]:
        extras = {
            args[i + 1]: args[i + 2] for i, flag in enumerate(args[:-2]) if flag in ("--es", "--ei")
        }
        return _adb_keyboard(phone, args[args.index("-a") + 1], extras), 0
    if args[:1] == ["start"] and "-n" in args[:-1]:
        component = args[args.index("-n") + 1]
        if _launch(phone, component.split("/", 1)[0]):
            return f"Starting: Intent {{ cmp={component} }}\n", 0
        return f"Error: Activity class {{{component}}} does not exist.\n", 1
    return f"Unknown command: {' '.join(args)}\n", 1


def _adb_keyboard(phone: FakePhone, action: str, extras: dict[str, str]) -> str:
    """uiautomator2's AdbKeyboard IME: it acts only while it is the current keyboard."""
    if phone.ime != ADB_KEYBOARD or not action.startswith("ADB_KEYBOARD_"):
        return BROADCAST_IGNORED
    focused = phone.sim.frame().focused_field() is not None
    if action == "ADB_KEYBOARD_INPUT_TEXT" and focused:
        phone.sim.input_text(base64.b64decode(extras.get("text", "")).decode("utf-8"))
    elif action == "ADB_KEYBOARD_CLEAR_TEXT" and focused:
        phone.sim.input_text("", clear=True)
    elif action == "ADB_KEYBOARD_HIDE" and focused:
        phone.sim.press("back")
    return BROADCAST_OK


def _cmd(phone: FakePhone, args: list[str]) -> Result:
    """``cmd package query-activities --brief -a MAIN -c LAUNCHER``: the launcher activities."""
    if args[:2] != ["package", "query-activities"]:
        return f"Can't find service: {' '.join(args[:1])}\n", 20
    if "android.intent.category.LAUNCHER" not in args:
        return "No activities found\n", 0
    found = [
        "priority=0 preferredOrder=0 match=0x108000 specificIndex=-1 isDefault=false\n"
        f"  {package}/.MainActivity\n"
        for package in phone.launchable()
    ]
    return f"{len(found)} activities found:\n" + "".join(found), 0


def _ime(phone: FakePhone, args: list[str]) -> Result:
    if args[:1] == ["list"]:
        return "".join(f"{ime}\n" for ime in phone.input_methods()), 0
    if args[:1] in (["enable"], ["set"]) and len(args) == 2:
        if args[1] not in phone.input_methods():
            return f"Unknown input method {args[1]} cannot be enabled for user #0\n", 1
        if args[0] == "set":
            phone.ime = args[1]
        return f"Input method {args[1]}: selected\n", 0
    return "", 0


def _settings(phone: FakePhone, args: list[str]) -> Result:
    if args[1:3] == ["secure", "default_input_method"]:
        if args[0] == "get":
            return phone.ime + "\n", 0
        if args[0] == "put" and len(args) == 4:
            phone.ime = args[3]
            return "", 0
    return "null\n", 0


COMMANDS: dict[str, Callable[[FakePhone, list[str]], Result]] = {
    "getprop": _getprop,
    "toybox": _toybox,
    "pm": _pm,
    "dumpsys": _dumpsys,
    "wm": _wm,
    "monkey": _monkey,
    "am": _am,
    "ime": _ime,
    "cmd": _cmd,
    "settings": _settings,
}
