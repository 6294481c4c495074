"""SimPhone: the simulated phone's state, navigation, system services and snapshots."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from mobilexperts.device.errors import AppNotFoundError, FileNotOnDeviceError, InvalidActionError
from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.compose import compose
from mobilexperts.sim.screen import Frame
from mobilexperts.sim.state import (
    PROFILES,
    START_CLOCK,
    Notification,
    Overlay,
    Perturbations,
    PhoneState,
    Profile,
    SystemState,
    Timer,
)
from mobilexperts.sim.touch import ACTION_SECONDS, TouchInput

__all__ = ["PROFILES", "START_CLOCK", "PhoneSnapshot", "Profile", "SimPhone", "SystemState"]

TOAST_SECONDS = 3.5
PhoneSnapshot = tuple[Profile, str, dict[str, str]]


class SimPhone(TouchInput):
    """A deterministic simulated phone: apps with seeded state and a simulated clock."""

    def __init__(
        self,
        seed: int = 0,
        profile: str = "phone",
        apps: Sequence[type[SimApp]] | None = None,
        perturb: Perturbations | None = None,
        app_version: int = 1,
    ) -> None:
        from mobilexperts.sim.apps import default_apps
        from mobilexperts.sim.launcher import Launcher

        if profile not in PROFILES:
            raise InvalidActionError(
                f"unknown screen profile {profile!r}; choose one of {', '.join(PROFILES)}"
            )
        if app_version not in (1, 2):
            raise InvalidActionError(f"unknown app version {app_version}; use 1 or 2")
        self.profile = PROFILES[profile]
        self.app_classes: list[type[SimApp]] = [
            Launcher,
            *(apps if apps is not None else default_apps()),
        ]
        self.apps: dict[str, SimApp] = {
            cls.package: cls(self, cls.seeded_json(seed)) for cls in self.app_classes
        }
        self.state = PhoneState(
            seed=seed,
            foreground=Launcher.package,
            stacks={Launcher.package: [Route(screen=Launcher.start_screen)]},
            installed=[c.package for c in self.app_classes[1:] if c.preinstalled],
            perturb=perturb or Perturbations(),
            app_version=app_version,
        )
        for cls in self.app_classes:
            seeded = cls.seed_files(random.Random(f"{seed}:{cls.package}:files"))
            for path, (data, modified) in seeded.items():
                self.state.files[path] = data.decode("latin-1")
                self.state.file_times[path] = modified
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
        return [self.apps[p] for p in self.state.installed if p in self.apps]

    def install(self, package: str) -> None:
        """Install an app (the app market does this); it appears on the launcher."""
        if package not in self.apps:
            raise AppNotFoundError(f"no app with package {package!r} exists to install")
        if package not in self.state.installed:
            self.state.installed.append(package)
        self.changed()

    def uninstall(self, package: str) -> None:
        """Remove an app from the launcher; its data goes back to a fresh install's."""
        if package not in self.apps:
            raise AppNotFoundError(f"no app with package {package!r} exists to uninstall")
        if package in self.state.installed:
            self.state.installed.remove(package)
        if package in self.state.recents:
            self.state.recents.remove(package)
        self.state.stacks.pop(package, None)
        self.apps[package].restore_json(type(self.apps[package]).seeded_json(self.state.seed))
        self.changed()

    def state_json(self) -> dict[str, Any]:
        """Every app's state and the phone's, for checkers only: an agent never sees this."""
        out: dict[str, Any] = {
            "foreground": self.state.foreground,
            "system": self.state.system.model_dump(mode="json"),
            "clipboard": self.state.clipboard,
            "installed": list(self.state.installed),
            "storage": sorted(self.state.files),
            "notifications": [n.model_dump(mode="json") for n in self.state.notifications],
        }
        for app in self.apps.values():
            if app is not self.launcher:
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

    def snapshot(self) -> PhoneSnapshot:
        """An in-memory copy of the whole phone, for exploration rollback and tool admission.

        States are kept as JSON text, so nothing a later change does can reach into them.
        """
        apps = {package: app.state_json() for package, app in self.apps.items()}
        return (self.profile, self.state.model_dump_json(), apps)

    def restore(self, snapshot: PhoneSnapshot) -> None:
        """Return to a :meth:`snapshot`; the snapshot stays valid for further restores."""
        profile, state, apps = snapshot
        self.profile = profile
        self.state = PhoneState.model_validate_json(state)
        for package, app_state in apps.items():
            self.apps[package].restore_json(app_state)
        self.changed()

    def changed(self) -> None:
        """Forget the cached screen after any change of state."""
        self._frame = None

    def tick(self, seconds: float = ACTION_SECONDS) -> None:
        """Let ``seconds`` of simulated time pass, firing due timers."""
        self.state.clock += seconds
        due = [t for t in self.state.timers if t.at <= self.state.clock]
        if due:
            self.state.timers = [t for t in self.state.timers if t.at > self.state.clock]
            for timer in sorted(due, key=lambda t: t.at):
                if timer.package in self.apps:
                    self.apps[timer.package].on_timer(timer.event, timer.payload)
        self.changed()

    def wait(self, seconds: float) -> None:
        """Let simulated time pass."""
        if seconds < 0:
            raise InvalidActionError(f"cannot wait a negative time ({seconds} s)")
        self.tick(seconds)

    def frame(self) -> Frame:
        """The current screen, composed from the foreground app and the system windows."""
        if self._frame is None:
            self._frame = compose(self)
        return self._frame

    # -- system services for apps ----------------------------------------------------------

    def toast(self, text: str) -> None:
        self.state.toast = text
        self.state.toast_until = self.state.clock + ACTION_SECONDS + TOAST_SECONDS

    def new_id(self) -> int:
        self.state.next_id += 1
        return self.state.next_id

    def notify(
        self, package: str, title: str, text: str, screen: str | None = None, **params: Any
    ) -> None:
        """Post a notification; tapping it in the shade opens ``package`` at ``screen``."""
        note = Notification(
            id=self.new_id(),
            package=package,
            title=title,
            text=text,
            time=self.clock,
            screen=screen,
            params=params,
        )
        self.state.notifications.append(note)
        self.changed()

    def schedule(self, package: str, after: float, event: str, **payload: Any) -> None:
        """Call ``on_timer(event, payload)`` of ``package`` after ``after`` simulated seconds."""
        self.state.timers.append(
            Timer(at=self.clock + after, package=package, event=event, payload=payload)
        )

    def share(self, text: str, subject: str = "") -> None:
        """Open the share sheet for ``text``."""
        self.open_overlay(Overlay(kind="share", data={"text": text, "subject": subject}))

    def deliver_share(self, package: str) -> None:
        overlay = self.state.overlay
        data = overlay.data if overlay is not None else {}
        self.close_overlay()
        self.switch_to(package)
        self.apps[package].receive_share(str(data.get("text", "")), str(data.get("subject", "")))

    def open_notification(self, note_id: int) -> None:
        note = next(n for n in self.state.notifications if n.id == note_id)
        self.state.notifications.remove(note)
        self.close_overlay()
        self.switch_to(note.package)
        if note.screen is not None:
            self.apps[note.package].push(note.screen, **note.params)

    def clear_notifications(self) -> None:
        self.state.notifications.clear()
        self.close_overlay()

    def toggle_wifi(self) -> None:
        self.state.system.wifi = not self.state.system.wifi

    def toggle_bluetooth(self) -> None:
        self.state.system.bluetooth = not self.state.system.bluetooth

    def copy_selection(self) -> None:
        overlay = self.state.overlay
        if overlay is not None:
            self.state.clipboard = str(overlay.data.get("copy", ""))
            self.toast("Copied")
        self.close_overlay()

    def paste_into_field(self) -> None:
        route = self.route()
        overlay = self.state.overlay
        field = str(overlay.data.get("field")) if overlay is not None else None
        if field:
            self._edit_field(route, field, route.fields.get(field, "") + self.state.clipboard)
            route.focus = field
        self.close_overlay()

    def select_all(self) -> None:
        overlay = self.state.overlay
        if overlay is not None:
            text = self.route().fields.get(str(overlay.data.get("field")), "")
            self.state.overlay = Overlay(kind="text_menu", data={**overlay.data, "copy": text})
            self.changed()

    def open_overlay(self, overlay: Overlay) -> None:
        self.state.overlay = overlay
        self.changed()

    def close_overlay(self) -> None:
        self.state.overlay = None
        self.changed()

    def read_file(self, path: str) -> bytes:
        """The bytes of a file in the phone's shared storage."""
        if path not in self.state.files:
            known = ", ".join(sorted(self.state.files)) or "none"
            raise FileNotOnDeviceError(f"no file {path!r} on the phone; files: {known}")
        return self.state.files[path].encode("latin-1")

    def write_file(self, path: str, data: bytes) -> None:
        """Put a file into shared storage (downloads, attachments, seeded documents)."""
        self.state.files[path] = data.decode("latin-1")
        self.state.file_times[path] = self.clock
        self.changed()

    def delete_file(self, path: str) -> None:
        """Remove a file from shared storage."""
        self.read_file(path)
        del self.state.files[path]
        self.state.file_times.pop(path, None)
        self.changed()

    # -- navigation ------------------------------------------------------------------------

    def opened(self, app: SimApp, route: Route) -> None:
        """A screen was opened: the place where seeded perturbations strike."""
        if app is self.launcher:
            return
        self.state.events += 1
        rng = random.Random(f"{self.state.seed}:perturb:{self.state.events}")
        perturb = self.state.perturb
        if perturb.loading and rng.random() < perturb.loading:
            route.loading_until = self.clock + ACTION_SECONDS + perturb.loading_seconds
        if perturb.popups and rng.random() < perturb.popups and self.state.overlay is None:
            kind = rng.choice(("rate", "permission", "ad"))
            self.state.overlay = Overlay(kind="popup", data={"kind": kind, "label": app.label})

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
        self.state.overlay = None
        self.changed()

    def open_recents(self) -> None:
        self.go_home()
        self.launcher.push("recents")

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
        self.state.overlay = None
        self.state.foreground = package
        if not self.stack(package):
            app.push(app.start_screen)
        if package in self.state.recents:
            self.state.recents.remove(package)
        self.state.recents.insert(0, package)
        self.changed()
