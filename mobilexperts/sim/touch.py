"""Input semantics of the simulated phone: touches, swipes, typing and keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mobilexperts.device.errors import InvalidActionError
from mobilexperts.sim.app import Route
from mobilexperts.sim.compose import focused_widget
from mobilexperts.sim.layout import Node
from mobilexperts.sim.screen import hit_test
from mobilexperts.sim.state import Overlay
from mobilexperts.sim.widgets import EditText, SeekBar, Text

if TYPE_CHECKING:
    from mobilexperts.sim.state import PhoneState, Profile

ACTION_SECONDS = 1.0
SHADE_EDGE_DP = 40


class TouchInput:
    """Mixin of :class:`~mobilexperts.sim.phone.SimPhone` that turns input into state changes.

    It relies on the phone's ``frame``, ``route``, ``tick``, overlay and navigation methods.
    """

    profile: Profile
    state: PhoneState

    def _check_point(self, x: int, y: int) -> None:
        if not (0 <= x < self.profile.width and 0 <= y < self.profile.height):
            raise InvalidActionError(
                f"({x}, {y}) is outside the {self.profile.width}x{self.profile.height} screen"
            )

    def tap(self, x: int, y: int) -> None:
        """Touch the top-most clickable element at (x, y); outside a modal window cancels it."""
        self._check_point(x, y)
        hit = hit_test(self.frame(), x, y, lambda n: n.clickable and n.enabled)
        if hit.outside_modal:
            if hit.window is not None and hit.window.on_cancel is not None:
                hit.window.on_cancel()
        elif hit.node is not None and not self._loading():
            self._activate(hit.node, x)
        self.tick()

    def long_press(self, x: int, y: int, seconds: float = 1.0) -> None:
        """Long-press: the element's own action, else the copy/paste menu on text."""
        self._check_point(x, y)
        frame = self.frame()
        hit = hit_test(frame, x, y, lambda n: n.long_clickable and n.enabled)
        widget = hit.node.widget if hit.node is not None else None
        if isinstance(widget, EditText):
            self.route().focus = widget.field
            self.open_overlay(
                Overlay(kind="text_menu", data={"field": widget.field, "anchor": [x, y]})
            )
        elif widget is not None and getattr(widget, "on_long_press", None) is not None:
            widget.on_long_press()
        elif not hit.outside_modal:
            text = hit_test(frame, x, y, lambda n: isinstance(n.widget, Text) and bool(n.text)).node
            if text is not None:
                self.open_overlay(
                    Overlay(kind="text_menu", data={"copy": text.text, "anchor": [x, y]})
                )
        self.tick(max(seconds, ACTION_SECONDS))

    def _loading(self) -> bool:
        return self.state.clock < self.route().loading_until

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
        """Scroll the list under the start point, slide a seek bar, or pull down the shade."""
        self._check_point(x1, y1)
        self._check_point(x2, y2)
        frame = self.frame()
        edge = round(SHADE_EDGE_DP * self.profile.density)
        if y1 < edge and y2 - y1 > edge and self.state.overlay is None:
            self.open_overlay(Overlay(kind="shade"))
            self.tick()
            return
        hit = hit_test(frame, x1, y1, lambda n: n.scrollable or isinstance(n.widget, SeekBar))
        node = hit.node
        if node is not None and isinstance(node.widget, SeekBar):
            self._activate(node, x2)
        elif node is not None and abs(y2 - y1) >= abs(x2 - x1):
            if (
                hit.window is not None
                and hit.window.kind == "shade"
                and y1 > y2
                and node.scroll_max == 0
            ):
                self.close_overlay()
            else:
                route = self.route()
                offset = route.scroll.get(node.scroll_key, 0) + (y1 - y2)
                route.scroll[node.scroll_key] = min(max(offset, 0), node.scroll_max)
        elif hit.window is not None and hit.window.kind == "shade" and y1 > y2:
            self.close_overlay()
        self.tick()

    def input_text(self, text: str, clear: bool = False) -> None:
        """Type ``text`` (any unicode) into the focused field."""
        route = self.route()
        if route.focus is None or self.frame().focused_field() is None:
            raise InvalidActionError("no text field is focused: tap a text field before typing")
        before = "" if clear else route.fields.get(route.focus, "")
        self._edit_field(route, route.focus, before + text)
        self.tick()

    def _edit_field(self, route: Route, name: str, value: str) -> None:
        """Set the text of field ``name`` and notify its EditText's ``on_change`` listener."""
        route.fields[name] = value
        for node in self.frame().nodes():
            widget = node.widget
            if isinstance(widget, EditText) and widget.field == name and widget.on_change:
                widget.on_change(value)
                return

    def type_key(self, key: str) -> None:
        """A key of the on-screen keyboard."""
        route = self.route()
        if key == "shift":
            self.state.shift = not self.state.shift
        elif key == "delete":
            self._delete_char(route)
        elif key == "enter":
            self._enter()
        elif route.focus is not None:
            char = key.upper() if self.state.shift else key
            self._edit_field(route, route.focus, route.fields.get(route.focus, "") + char)
            self.state.shift = False

    def _delete_char(self, route: Route) -> None:
        if route.focus is not None:
            self._edit_field(route, route.focus, route.fields.get(route.focus, "")[:-1])

    def _enter(self) -> None:
        route = self.route()
        field = focused_widget(self.frame().windows, route)
        if field is None:
            return
        if field.multiline:
            self._edit_field(route, field.field, route.fields.get(field.field, "") + "\n")
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
            self.open_recents()
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
        modal = next((w for w in reversed(self.frame().windows) if w.modal), None)
        if self.state.overlay is not None:
            self.close_overlay()
        elif route.focus is not None:
            route.focus = None
        elif modal is not None:
            if modal.on_cancel is not None:
                modal.on_cancel()
        elif not self.foreground.on_back():
            self.back_in(self.state.foreground)
