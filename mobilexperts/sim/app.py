"""The base of every SimDroid app: typed state, screens as view functions, a back stack.

An app declares its package, label and a pydantic ``State``; ``initial_state`` seeds it from the
phone's random generator. Each screen is a method ``screen_<name>(route) -> AppScreen | Widget``
that builds widgets from the state; callbacks on those widgets change the state and navigate.
All of an app's mutable data lives in ``state`` and in its routes, so the phone can snapshot and
restore it as JSON.
"""

from __future__ import annotations

import functools
import random
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel, Field

from mobilexperts.sim.widgets import AppScreen, Widget

if TYPE_CHECKING:
    from mobilexperts.sim.phone import SimPhone


class Route(BaseModel):
    """One entry of an app's back stack: a screen, its parameters and its form state."""

    screen: str
    params: dict[str, Any] = Field(default_factory=dict)
    fields: dict[str, str] = Field(default_factory=dict)
    scroll: dict[str, int] = Field(default_factory=dict)
    focus: str | None = None
    dialog: str | None = None
    loading_until: float = 0.0

    def close_dialog(self) -> None:
        """Dismiss the screen's dialog (a Cancel button's callback)."""
        self.dialog = None


class SimApp:
    """Base class of SimDroid apps. Subclasses set the class variables and write screens."""

    name: ClassVar[str]
    package: ClassVar[str]
    label: ClassVar[str]
    icon_glyph: ClassVar[str] = "app"
    icon_color: ClassVar[str] = "#5b6ee1"
    start_screen: ClassVar[str] = "home"
    State: ClassVar[type[BaseModel]]
    preinstalled: ClassVar[bool] = True
    accepts_share: ClassVar[bool] = False

    def __init__(self, phone: SimPhone, state: BaseModel | str) -> None:
        """``state`` is the app's data, or its JSON text to be parsed when first used."""
        self.phone = phone
        self._state: BaseModel | None = None
        self._restored_from: str | None = None
        if isinstance(state, str):
            self.restore_json(state)
        else:
            self.state = state

    @property
    def state(self) -> BaseModel:
        """The app's data. After a restore it is parsed on first use, so a snapshot and a restore
        cost nothing for the apps a step never touched."""
        if self._state is None and self._restored_from is not None:
            self._state = self.State.model_validate_json(self._restored_from)
        self._restored_from = None
        assert self._state is not None, "an app always has a state or its JSON"
        return self._state

    @state.setter
    def state(self, value: BaseModel) -> None:
        self._state, self._restored_from = value, None

    def state_json(self) -> str:
        """The state as JSON text: the restored text itself while nothing has used the state."""
        return self._restored_from or self.state.model_dump_json()

    def restore_json(self, text: str) -> None:
        """Take the state saved as ``text`` by :meth:`state_json`; it is parsed when first used."""
        if text != self._restored_from:
            self._state, self._restored_from = None, text

    @classmethod
    def initial_state(cls, rng: random.Random) -> BaseModel:
        """The seeded data of a fresh install; the default is the State's defaults."""
        return cls.State()

    @classmethod
    def seeded_json(cls, seed: int) -> str:
        """A fresh install's data on a phone of ``seed``, as JSON (made once per app and seed)."""
        return _seeded_json(cls, seed)

    @classmethod
    def seed_files(cls, rng: random.Random) -> dict[str, tuple[bytes, float]]:
        """Files this app puts in shared storage on a fresh phone: path -> (bytes, modified)."""
        return {}

    @property
    def version(self) -> int:
        """The app's layout version: 2 moves or renames a few elements (tool-repair tests)."""
        return self.phone.state.app_version

    def receive_share(self, text: str, subject: str) -> None:
        """Open this app's compose screen filled with shared content (``accepts_share`` apps)."""
        raise NotImplementedError(f"{self.label} does not accept shared content")

    def on_timer(self, event: str, payload: dict[str, Any]) -> None:
        """Handle a timer this app scheduled with ``phone.schedule`` (e.g. an arriving SMS)."""

    @classmethod
    def census(cls) -> list[str]:
        """Every screen the app has (its ``screen_<name>`` methods): the census exploration
        coverage is measured against."""
        return sorted(
            name.removeprefix("screen_") for name in dir(cls) if name.startswith("screen_")
        )

    # -- views -----------------------------------------------------------------------------

    def view(self, route: Route) -> AppScreen:
        """Build the screen for ``route``."""
        method = getattr(self, f"screen_{route.screen}", None)
        if method is None:
            raise KeyError(f"{self.label} has no screen {route.screen!r}")
        built = method(route)
        return built if isinstance(built, AppScreen) else AppScreen(body=built)

    def activity(self, route: Route) -> str:
        """The activity name reported for a screen, e.g. ``com.example.app.ComposeActivity``."""
        words = route.screen.replace("-", "_").split("_")
        return f"{self.package}.{''.join(w.capitalize() for w in words)}Activity"

    # -- navigation and feedback, for callbacks --------------------------------------------

    @property
    def stack(self) -> list[Route]:
        return self.phone.stack(self.package)

    @property
    def route(self) -> Route:
        """The route on top of this app's back stack."""
        return self.stack[-1]

    def push(self, screen: str, **params: Any) -> Route:
        """Open ``screen`` on top of the current one."""
        route = Route(screen=screen, params=params)
        self.stack.append(route)
        self.phone.opened(self, route)
        return route

    def pop(self) -> None:
        """Close the current screen (the app closes when its last screen goes)."""
        self.phone.back_in(self.package)

    def replace(self, screen: str, **params: Any) -> Route:
        """Swap the current screen for ``screen``."""
        self.stack.pop()
        return self.push(screen, **params)

    def reset_to(self, screen: str, **params: Any) -> Route:
        """Clear the back stack down to a single ``screen`` (e.g. switching bottom tabs)."""
        self.stack.clear()
        return self.push(screen, **params)

    def go_tab(self, screen: str) -> None:
        """Switch bottom tab: every tab sits on top of the start screen, so back returns there."""
        self.reset_to(self.start_screen)
        if screen != self.start_screen:
            self.push(screen)

    def on_back(self) -> bool:
        """Handle the back key before the top screen closes (save a draft, shut a drawer).

        Returns True when the app handled it; the default lets the back stack pop.
        """
        return False

    def toast(self, text: str) -> None:
        self.phone.toast(text)

    def now(self) -> float:
        """The phone's simulated clock, in epoch seconds."""
        return self.phone.clock

    def body(self, *children: Widget, **kwargs: Any) -> Widget:
        """Convenience: a full-height column of ``children``."""
        from mobilexperts.sim.widgets import Column

        return Column(children=list(children), **kwargs)


@functools.lru_cache(maxsize=512)
def _seeded_json(cls: type[SimApp], seed: int) -> str:
    return cls.initial_state(random.Random(f"{seed}:{cls.package}")).model_dump_json()
