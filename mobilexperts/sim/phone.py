"""SimPhone: the simulated phone's state, screen composition and input semantics."""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, Field

from mobilexperts.device.errors import AppNotFoundError, FileNotOnDeviceError, InvalidActionError
from mobilexperts.sim import fonts, system_ui
from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.hierarchy import Window
from mobilexperts.sim.layout import Layout, Node
from mobilexperts.sim.screen import Frame, dialog_window, hit_test, window_root
from mobilexperts.sim.widgets import AppScreen, EditText, SeekBar

START_CLOCK = datetime(2026, 3, 14, 9, 0, tzinfo=UTC).timestamp()
ACTION_SECONDS = 1.0
TOAST_SECONDS = 3.5


class Profile(BaseModel):
    """A screen profile: pixel size and density (dp to px)."""

    name: str
    width: int
    height: int
    density: float
    model: str


PROFILES = {
    "phone": Profile(name="phone", width=1080, height=2400, density=2.625, model="SimDroid 1080"),
    "compact": Profile(name="compact", width=720, height=1600, density=1.75, model="SimDroid 720"),
}


class SystemState(BaseModel):
    """Phone-wide settings that the Settings app edits and the system UI shows."""

    wifi: bool = True
    bluetooth: bool = False
    brightness: float = 0.6
    dark_theme: bool = False
    battery: int = 85


class PhoneState(BaseModel):
    """Everything the phone holds outside the apps' own state."""

    seed: int
    clock: float = START_CLOCK
    foreground: str
    stacks: dict[str, list[Route]] = Field(default_factory=dict)
    recents: list[str] = Field(default_factory=list)
    system: SystemState = Field(default_factory=SystemState)
    clipboard: str = ""
    toast: str = ""
    toast_until: float = 0.0
    shift: bool = False
    files: dict[str, str] = Field(default_factory=dict)


class SimPhone:
    """A deterministic simulated phone: apps with seeded state and a simulated clock."""

    def __init__(
        self,
        seed: int = 0,
        profile: str = "phone",
        apps: Sequence[type[SimApp]] | None = None,
    ) -> None:
        from mobilexperts.sim.apps import default_apps
        from mobilexperts.sim.launcher import Launcher

        if profile not in PROFILES:
            raise InvalidActionError(
                f"unknown screen profile {profile!r}; choose one of {', '.join(PROFILES)}"
            )
        self.profile = PROFILES[profile]
        self.app_classes: list[type[SimApp]] = [
            Launcher,
            *(apps if apps is not None else default_apps()),
        ]
        self.apps: dict[str, SimApp] = {
            cls.package: cls(self, cls.initial_state(random.Random(f"{seed}:{cls.package}")))
            for cls in self.app_classes
        }
        self.state = PhoneState(
            seed=seed,
            foreground=Launcher.package,
            stacks={Launcher.package: [Route(screen=Launcher.start_screen)]},
        )
        self._frame: Frame | None = None

    # -- state -----------------------------------------------------------------------------

    @property
    def clock(self) -> float:
        return self.state.clock

    @property
    def launcher(self) -> SimApp:
        return self.apps[self.app_classes[0].package]

    @property
    def foreground(self) -> SimApp:
        return self.apps[self.state.foreground]

    def stack(self, package: str) -> list[Route]:
        return self.state.stacks.setdefault(package, [])

    def route(self) -> Route:
        """The route on top of the foreground app's back stack."""
        return self.stack(self.state.foreground)[-1]

    def installed(self) -> list[SimApp]:
        """Apps a user can launch, in launcher order."""
        return [app for app in self.apps.values() if app is not self.launcher]

    def state_json(self) -> dict[str, Any]:
        """Every app's state and the phone's, for checkers only: an agent never sees this."""
        out: dict[str, Any] = {
            "foreground": self.state.foreground,
            "system": self.state.system.model_dump(mode="json"),
            "clipboard": self.state.clipboard,
        }
        for app in self.installed():
            out[app.name] = app.state.model_dump(mode="json")
        return out

    def to_json(self) -> dict[str, Any]:
        """The whole phone as JSON; :meth:`load_json` restores it exactly."""
        return {
            "profile": self.profile.name,
            "phone": self.state.model_dump(mode="json"),
            "apps": {pkg: app.state.model_dump(mode="json") for pkg, app in self.apps.items()},
        }

    def load_json(self, data: dict[str, Any]) -> None:
        """Restore a phone saved by :meth:`to_json`."""
        self.profile = PROFILES[data["profile"]]
        self.state = PhoneState.model_validate(data["phone"])
        for pkg, app_state in data["apps"].items():
            if pkg in self.apps:
                app = self.apps[pkg]
                app.state = type(app.state).model_validate(app_state)
        self.changed()

    def changed(self) -> None:
        """Forget the cached screen after any change of state."""
        self._frame = None

    def tick(self, seconds: float = ACTION_SECONDS) -> None:
        self.state.clock += seconds
        self.changed()

    def toast(self, text: str) -> None:
        self.state.toast = text
        self.state.toast_until = self.state.clock + ACTION_SECONDS + TOAST_SECONDS

    # -- screen ----------------------------------------------------------------------------

    def frame(self) -> Frame:
        """The current screen, composed from the foreground app and the system windows."""
        if self._frame is None:
            self._frame = self._compose()
        return self._frame

    def _compose(self) -> Frame:
        p, system = self.profile, self.state.system
        app, route = self.foreground, self.route()
        screen: AppScreen = app.view(route)
        dp = Layout(app.package, p.density).dp
        status_h, nav_h = dp(system_ui.STATUS_BAR_DP), dp(system_ui.NAV_BAR_DP)
        keyboard_h = dp(system_ui.KEYBOARD_DP) if route.focus is not None else 0
        content = (0, status_h, p.width, p.height - nav_h - keyboard_h)
        layout = Layout(app.package, p.density, route.fields, route.focus, route.scroll)
        windows = [
            Window(
                app.package, window_root(layout, screen.body, content, (0, 0, p.width, p.height))
            )
        ]
        if screen.dialog is not None:
            windows.append(
                dialog_window(layout, screen.dialog, p.width * 86 // 100, content, app.package)
            )
        if self.state.toast and self.state.clock < self.state.toast_until:
            toast = system_ui.toast(self.state.toast)
            text_w = fonts.text_width(self.state.toast, layout.text_px("label")) + dp(24)
            width = min(text_w, p.width * 8 // 10)
            height = layout.measure(toast, width)
            bottom = content[3] - dp(48)
            rect = ((p.width - width) // 2, bottom - height, (p.width + width) // 2, bottom)
            windows.append(Window(app.package, window_root(layout, toast, rect), kind="toast"))
        if keyboard_h:
            focused = self._focused_widget(windows)
            windows.append(
                self._keyboard_window(focused, (0, content[3], p.width, p.height - nav_h))
            )
        bars = Layout(system_ui.SYSTEM_UI, p.density)
        bar = system_ui.status_bar(
            self.clock, system.wifi, system.battery, self.notification_count()
        )
        windows.append(
            Window(
                system_ui.SYSTEM_UI, window_root(bars, bar, (0, 0, p.width, status_h)), "statusbar"
            )
        )
        nav = system_ui.nav_bar(
            lambda: self.press("back"), lambda: self.press("home"), lambda: self.press("recent")
        )
        windows.append(
            Window(
                system_ui.SYSTEM_UI,
                window_root(bars, nav, (0, p.height - nav_h, p.width, p.height)),
                "navbar",
            )
        )
        return Frame(
            windows=windows,
            width=p.width,
            height=p.height,
            density=p.density,
            dark=system.dark_theme,
            package=app.package,
            activity=app.activity(route),
            clock=self.clock,
            brightness=system.brightness,
            extras={"dialog": screen.dialog},
        )

    def notification_count(self) -> int:
        return 0

    def _keyboard_window(self, field: EditText | None, rect: tuple[int, int, int, int]) -> Window:
        enter = (
            "Search"
            if field is not None and field.on_submit is not None and not field.multiline
            else "Enter"
        )
        kb = system_ui.keyboard(self._type_key, enter, self.state.shift)
        layout = Layout(system_ui.IME_PACKAGE, self.profile.density)
        return Window(system_ui.IME_PACKAGE, window_root(layout, kb, rect), kind="ime")

    def _focused_widget(self, windows: list[Window] | None = None) -> EditText | None:
        route = self.route()
        if route.focus is None:
            return None
        for window in windows if windows is not None else self.frame().windows:
            for node in window.root.walk():
                if isinstance(node.widget, EditText) and node.widget.field == route.focus:
                    return node.widget
        return None

    # -- input -----------------------------------------------------------------------------

    def _check_point(self, x: int, y: int) -> None:
        if not (0 <= x < self.profile.width and 0 <= y < self.profile.height):
            raise InvalidActionError(
                f"({x}, {y}) is outside the {self.profile.width}x{self.profile.height} screen"
            )

    def tap(self, x: int, y: int) -> None:
        """Touch the top-most clickable element at (x, y); outside a dialog cancels it."""
        self._check_point(x, y)
        hit = hit_test(self.frame(), x, y, lambda n: n.clickable and n.enabled)
        if hit.outside_modal:
            self._cancel_dialog()
        elif hit.node is not None:
            self._activate(hit.node, x)
        self.tick()

    def long_press(self, x: int, y: int, seconds: float = 1.0) -> None:
        self._check_point(x, y)
        hit = hit_test(self.frame(), x, y, lambda n: n.long_clickable and n.enabled)
        widget = hit.node.widget if hit.node is not None else None
        if widget is not None and getattr(widget, "on_long_press", None) is not None:
            widget.on_long_press()
        self.tick(max(seconds, ACTION_SECONDS))

    def _activate(self, node: Node, x: int) -> None:
        widget = node.widget
        if isinstance(widget, EditText):
            self.route().focus = widget.field
        elif isinstance(widget, SeekBar) and widget.on_change is not None:
            x1, _, x2, _ = node.bounds
            widget.on_change(min(max((x - x1) / max(x2 - x1, 1), 0.0), 1.0))
        elif widget is not None and widget.on_tap is not None:
            widget.on_tap()

    def swipe(self, x1: int, y1: int, x2: int, y2: int, seconds: float = 0.3) -> None:
        """Scroll the list under the start point, or slide a seek bar."""
        self._check_point(x1, y1)
        self._check_point(x2, y2)
        frame = self.frame()
        hit = hit_test(frame, x1, y1, lambda n: n.scrollable or isinstance(n.widget, SeekBar))
        node = hit.node
        if node is not None and isinstance(node.widget, SeekBar):
            self._activate(node, x2)
        elif node is not None and abs(y2 - y1) >= abs(x2 - x1):
            route = self.route()
            offset = route.scroll.get(node.scroll_key, 0) + (y1 - y2)
            route.scroll[node.scroll_key] = min(max(offset, 0), node.scroll_max)
        self.tick()

    def input_text(self, text: str, clear: bool = False) -> None:
        """Type ``text`` (any unicode) into the focused field."""
        route = self.route()
        if route.focus is None or self.frame().focused_field() is None:
            raise InvalidActionError("no text field is focused: tap a text field before typing")
        route.fields[route.focus] = ("" if clear else route.fields.get(route.focus, "")) + text
        self.tick()

    def _type_key(self, key: str) -> None:
        route = self.route()
        if key == "shift":
            self.state.shift = not self.state.shift
        elif key == "delete":
            self._delete_char(route)
        elif key == "enter":
            self._enter()
        elif route.focus is not None:
            char = key.upper() if self.state.shift else key
            route.fields[route.focus] = route.fields.get(route.focus, "") + char
            self.state.shift = False

    def _delete_char(self, route: Route) -> None:
        if route.focus is not None:
            route.fields[route.focus] = route.fields.get(route.focus, "")[:-1]

    def _enter(self) -> None:
        route, field = self.route(), self._focused_widget()
        if field is None:
            return
        if field.multiline:
            route.fields[field.field] = route.fields.get(field.field, "") + "\n"
        elif field.on_submit is not None:
            route.focus = None
            field.on_submit()

    def press(self, key: str) -> None:
        """Press a system key: back, home, enter, recent or delete."""
        self.frame()
        if key == "back":
            self._back()
        elif key == "home":
            self.go_home()
        elif key == "recent":
            self.go_home()
            self.launcher.push("recents")
        elif key == "enter":
            self._enter()
        elif key == "delete":
            self._delete_char(self.route())
        else:
            raise InvalidActionError(
                f"unknown key {key!r}; use back, home, enter, recent or delete"
            )
        self.tick()

    def _back(self) -> None:
        route = self.route()
        if route.focus is not None:
            route.focus = None
        elif self.frame().extras.get("dialog") is not None:
            self._cancel_dialog()
        else:
            self.back_in(self.state.foreground)

    def _cancel_dialog(self) -> None:
        dialog = self.frame().extras.get("dialog")
        if dialog is None or not dialog.cancelable:
            return
        if dialog.on_cancel is not None:
            dialog.on_cancel()
        else:
            self.route().dialog = None

    def back_in(self, package: str) -> None:
        """Close the top screen of ``package``; closing the last one returns to the launcher."""
        stack = self.stack(package)
        if len(stack) > 1:
            stack.pop()
        elif package != self.launcher.package:
            stack.clear()
            self.go_home()

    def go_home(self) -> None:
        self.state.foreground = self.launcher.package
        self.state.stacks[self.launcher.package] = [Route(screen=self.launcher.start_screen)]
        self.changed()

    def find_app(self, name: str) -> SimApp:
        """An installed app by label, package or short name (case-insensitive)."""
        wanted = name.strip().lower()
        for app in self.installed():
            if wanted in (app.label.lower(), app.package.lower(), app.name.lower()):
                return app
        labels = ", ".join(sorted(a.label for a in self.installed()))
        raise AppNotFoundError(f"no app called {name!r} is installed; installed apps: {labels}")

    def launch(self, name: str) -> None:
        """Bring an app to the front, starting it on its first screen if it is not running."""
        app = self.find_app(name)
        self.switch_to(app.package)
        self.tick()

    def switch_to(self, package: str) -> None:
        app = self.apps[package]
        if not self.stack(package):
            self.stack(package).append(Route(screen=app.start_screen))
        self.state.foreground = package
        if package in self.state.recents:
            self.state.recents.remove(package)
        self.state.recents.insert(0, package)
        self.changed()

    def wait(self, seconds: float) -> None:
        """Let simulated time pass."""
        if seconds < 0:
            raise InvalidActionError(f"cannot wait a negative time ({seconds} s)")
        self.tick(seconds)

    def read_file(self, path: str) -> bytes:
        """The bytes of a file in the phone's shared storage (stored as latin-1 text)."""
        if path not in self.state.files:
            known = ", ".join(sorted(self.state.files)) or "none"
            raise FileNotOnDeviceError(f"no file {path!r} on the phone; files: {known}")
        return self.state.files[path].encode("latin-1")

    def write_file(self, path: str, data: bytes) -> None:
        """Put a file into the phone's shared storage (downloads, attachments, seeded documents)."""
        self.state.files[path] = data.decode("latin-1")
        self.changed()
