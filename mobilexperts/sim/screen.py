"""Composing a whole screen from windows, and finding what a touch lands on."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from mobilexperts.sim import hierarchy
from mobilexperts.sim.hierarchy import Window
from mobilexperts.sim.layout import Layout, Node, Rect
from mobilexperts.sim.widgets import Button, Column, Dialog, Row, Spacer, Text, Widget

DIALOG_BUTTON_IDS = ("android:id/button1", "android:id/button2", "android:id/button3")


@dataclass
class Frame:
    """Everything visible at one moment: windows bottom-most first, plus what the renderer needs."""

    windows: list[Window]
    width: int
    height: int
    density: float
    dark: bool
    package: str
    activity: str
    clock: float
    brightness: float = 1.0
    extras: dict[str, object] = field(default_factory=dict)

    @cached_property
    def xml(self) -> str:
        return hierarchy.dump(self.windows)

    def nodes(self):
        """Every node of every window, bottom-most window first."""
        for window in self.windows:
            yield from window.root.walk()

    def focused_field(self) -> Node | None:
        return next(
            (n for n in self.nodes() if n.focused and n.android_class.endswith("EditText")), None
        )


def window_root(layout: Layout, content: Widget, rect: Rect, screen: Rect | None = None) -> Node:
    """Lay ``content`` out in ``rect``; app windows (given the ``screen``) get a decor view."""
    body = layout.place(content, rect, rect)
    children = [body] if body is not None else []
    if screen is None:
        return Node(
            widget=None,
            android_class="android.widget.FrameLayout",
            frame=rect,
            bounds=rect,
            children=children,
        )
    content_node = Node(
        widget=None,
        android_class="android.widget.FrameLayout",
        frame=rect,
        bounds=rect,
        resource_id="android:id/content",
        children=children,
    )
    decor_box = Node(
        widget=None,
        android_class="android.widget.LinearLayout",
        frame=screen,
        bounds=screen,
        children=[content_node],
    )
    return Node(
        widget=None,
        android_class="android.widget.FrameLayout",
        frame=screen,
        bounds=screen,
        children=[decor_box],
    )


def dialog_window(layout: Layout, dialog: Dialog, width: int, area: Rect, package: str) -> Window:
    """A centred modal dialog inside ``area``."""
    buttons = [
        Button(
            id=b.id or DIALOG_BUTTON_IDS[min(i, 2)],
            text=b.text,
            variant="text",
            on_tap=b.on_tap,
            enabled=b.enabled,
        )
        for i, b in enumerate(dialog.buttons)
    ]
    parts: list[Widget] = []
    if dialog.title:
        parts.append(Text(id="android:id/alertTitle", text=dialog.title, style="title", bold=True))
    if dialog.message:
        parts.append(Text(id="android:id/message", text=dialog.message))
    parts.extend(dialog.children)
    if buttons:
        parts.append(Row(children=[Spacer(flex=1), *buttons], spacing=8))
    content = Column(padding=24, spacing=12, style="dialog", children=parts)
    height = min(layout.measure(content, width), area[3] - area[1])
    x1 = (area[0] + area[2] - width) // 2
    y1 = (area[1] + area[3] - height) // 2
    rect = (x1, y1, x1 + width, y1 + height)
    return Window(
        package=package, root=window_root(layout, content, rect), kind="dialog", modal=True
    )


def contains(bounds: Rect, x: int, y: int) -> bool:
    return bounds[0] <= x < bounds[2] and bounds[1] <= y < bounds[3]


def deepest(node: Node, x: int, y: int, wanted: Callable[[Node], bool]) -> Node | None:
    """The top-most descendant of ``node`` at (x, y) for which ``wanted`` holds."""
    if not contains(node.bounds, x, y):
        return None
    for child in reversed(node.children):
        found = deepest(child, x, y, wanted)
        if found is not None:
            return found
    return node if wanted(node) else None


@dataclass(slots=True)
class Hit:
    """What a touch lands on: a node, the outside of a modal window, or nothing."""

    node: Node | None = None
    window: Window | None = None
    outside_modal: bool = False


def hit_test(frame: Frame, x: int, y: int, wanted: Callable[[Node], bool]) -> Hit:
    """Find the top-most node at (x, y) that ``wanted`` accepts, honouring modal windows."""
    for window in reversed(frame.windows):
        if window.kind == "toast":
            continue
        if contains(window.root.bounds, x, y):
            return Hit(node=deepest(window.root, x, y, wanted), window=window)
        if window.modal:
            return Hit(window=window, outside_modal=True)
    return Hit()
