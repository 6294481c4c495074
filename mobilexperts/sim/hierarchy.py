"""Serialize laid-out windows in exactly the format of uiautomator2's ``dump_hierarchy()``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mobilexperts.sim.layout import Node

XML_HEADER = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>"
_ESCAPES = str.maketrans(
    {
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        '"': "&quot;",
        "\n": "&#10;",
        "\r": "&#13;",
        "\t": "&#9;",
    }
)
# XML 1.0 forbids most control characters; Android's serializer drops them too.
_CONTROL = dict.fromkeys(c for c in range(32) if c not in (9, 10, 13))


@dataclass(slots=True)
class Window:
    """One window of the screen: the app, a dialog, an overlay, the keyboard or a system bar.

    A modal window swallows touches outside it; ``on_cancel`` (if any) runs for such a touch and
    for the back key.
    """

    package: str
    root: Node
    kind: str = "app"
    modal: bool = False
    on_cancel: Callable[[], None] | None = None


def _escape(value: str) -> str:
    return value.translate(_CONTROL).translate(_ESCAPES)


def _flag(value: bool) -> str:
    return "true" if value else "false"


def _write(node: Node, index: int, package: str, depth: int, out: list[str]) -> None:
    x1, y1, x2, y2 = node.bounds
    pad = "  " * depth
    attrs = (
        f'index="{index}" text="{_escape(node.text)}" resource-id="{_escape(node.resource_id)}" '
        f'class="{node.android_class}" package="{package}" content-desc="{_escape(node.desc)}" '
        f'checkable="{_flag(node.checkable)}" checked="{_flag(node.checked)}" '
        f'clickable="{_flag(node.clickable)}" enabled="{_flag(node.enabled)}" '
        f'focusable="{_flag(node.focusable)}" focused="{_flag(node.focused)}" '
        f'scrollable="{_flag(node.scrollable)}" long-clickable="{_flag(node.long_clickable)}" '
        f'password="{_flag(node.password)}" selected="{_flag(node.selected)}" '
        f'visible-to-user="true" bounds="[{x1},{y1}][{x2},{y2}]"'
    )
    if not node.children or getattr(node.widget, "canvas", False):
        out.append(f"{pad}<node {attrs} />")
        return
    out.append(f"{pad}<node {attrs}>")
    for i, child in enumerate(node.children):
        _write(child, i, package, depth + 1, out)
    out.append(f"{pad}</node>")


def dump(windows: Sequence[Window], rotation: int = 0) -> str:
    """The hierarchy XML of ``windows``, bottom-most first, pretty-printed like uiautomator2."""
    out = [XML_HEADER, f'<hierarchy rotation="{rotation}">']
    for window in windows:
        _write(window.root, 0, window.package, 1, out)
    out.append("</hierarchy>")
    return "\n".join(out)
