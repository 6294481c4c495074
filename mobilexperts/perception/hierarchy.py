"""Parsing uiautomator hierarchy dumps into a tree of windows and nodes.

Accepts every form real phones produce: compact or pretty-printed, CRLF line ends, with or
without an XML declaration, a byte-order mark, control characters or console noise around the
document (``UI hierchary dumped to: /dev/tty``), missing attributes, several top-level windows
(app, dialogs, keyboard, system bars) in any order.

Hostile dumps are bounded: a dump over :data:`MAX_DUMP_BYTES` or with more than
:data:`MAX_NODES` nodes is refused with a clear error before it is converted, conversion is
iterative (a tree thousands of levels deep does not recurse), and reading a screen (parsing,
selecting elements, signing) that runs past its :class:`TimeBudget` stops with
:class:`PerceptionTimeoutError`.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal

from lxml import etree

from mobilexperts.perception.errors import (
    EmptyHierarchyError,
    HierarchyTooLargeError,
    PerceptionError,
    PerceptionTimeoutError,
)

Rect = tuple[int, int, int, int]
WindowKind = Literal["app", "dialog", "overlay", "keyboard", "system"]

SYSTEM_UI_PACKAGE = "com.android.systemui"
TOAST_MESSAGE_ID = "android:id/message"
# A SystemUI window covering this share of the screen is a panel the user works in (the
# notification shade), not a bar.
SYSTEM_PANEL_SHARE = 0.3
_KEYBOARD_MARKERS = ("inputmethod", "honeyboard", "swiftkey", "touchtype", "com.baidu.input")
_EDITABLE_CLASSES = ("EditText", "AutoCompleteTextView", "SearchAutoComplete")
_BOUNDS = re.compile(r"\[(-?\d+),(-?\d+)\]\[(-?\d+),(-?\d+)\]")
# XML 1.0 forbids these bytes; some phones emit them inside text attributes.
_ILLEGAL_BYTES = bytes(c for c in range(32) if c not in (9, 10, 13))
_NO_BOUNDS: Rect = (0, 0, 0, 0)
MAX_DUMP_BYTES = 16 * 1024 * 1024
MAX_NODES = 20_000
# A path longer than this keeps only its tail, so a very deep tree costs linear memory.
MAX_PATH_CHARS = 512
TIME_BUDGET_S = 5.0
# Walks over the nodes look at the clock once per this many nodes.
CLOCK_EVERY = 256


@dataclass(slots=True)
class RawNode:
    """One ``<node>`` of a dump, with its attributes decoded and defaults for missing ones."""

    cls: str
    text: str
    desc: str
    resource_id: str
    package: str
    bounds: Rect
    path: str
    clickable: bool = False
    long_clickable: bool = False
    checkable: bool = False
    checked: bool = False
    scrollable: bool = False
    focused: bool = False
    selected: bool = False
    password: bool = False
    enabled: bool = True
    visible: bool = True
    naf: bool = False
    editable: bool = False
    children: list[RawNode] = field(default_factory=list)

    @property
    def interactive(self) -> bool:
        """Whether an agent can act on this node."""
        return (
            self.clickable
            or self.long_clickable
            or self.scrollable
            or self.editable
            or self.checkable
        )

    def walk(self) -> Iterator[RawNode]:
        """This node and its descendants, depth first in document order (without recursion)."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))


@dataclass(slots=True)
class Window:
    """A top-level ``<node>`` of the dump: one window of the screen."""

    package: str
    kind: WindowKind
    root: RawNode
    order: int


@dataclass(slots=True)
class TimeBudget:
    """The CPU time of this thread that reading one screen may take (CPU time, so a machine
    busy with other work does not make a screen fail). :meth:`check` it every so many nodes."""

    seconds: float = TIME_BUDGET_S
    deadline: float = field(init=False)

    def __post_init__(self) -> None:
        self.deadline = time.thread_time() + self.seconds

    def check(self) -> None:
        """Raise :class:`PerceptionTimeoutError` once the budget is spent."""
        if time.thread_time() > self.deadline:
            raise PerceptionTimeoutError(
                f"reading the screen took longer than its {self.seconds:g} s budget; "
                "dump the screen again"
            )


@dataclass(slots=True)
class Hierarchy:
    """A parsed dump: its windows, the display rotation (0 to 3, quarter turns) and what is
    left of the time budget of reading it."""

    rotation: int
    windows: list[Window]
    budget: TimeBudget = field(default_factory=TimeBudget)

    def screen_size(self, hint: tuple[int, int] | None = None) -> tuple[int, int]:
        """The display size in the dump's (rotated) coordinates.

        ``hint`` is the size the device reports; it is swapped when the dump is rotated the
        other way, and inferred from the windows' bounds when absent.
        """
        width = max((w.root.bounds[2] for w in self.windows), default=0)
        height = max((w.root.bounds[3] for w in self.windows), default=0)
        if hint is None or min(hint) <= 0:
            return width, height
        hw, hh = hint
        if width <= hw and height <= hh:
            return hw, hh
        if width <= hh and height <= hw:
            return hh, hw
        return hw, hh


def parse_hierarchy(data: str | bytes, *, budget_s: float = TIME_BUDGET_S) -> Hierarchy:
    """Parse a uiautomator dump; raise :class:`PerceptionError` when it is not one, is too large
    (:class:`HierarchyTooLargeError`) or takes longer than ``budget_s`` seconds of CPU time
    (:class:`PerceptionTimeoutError`); the rest of the budget goes with the hierarchy."""
    budget = TimeBudget(budget_s)
    if len(data) > MAX_DUMP_BYTES:
        raise HierarchyTooLargeError(
            f"the hierarchy dump is {len(data) / 2**20:.1f} MB, over the "
            f"{MAX_DUMP_BYTES // 2**20} MB a screen may have; dump the screen again or use the "
            "screenshot with OCR"
        )
    raw = _clean(data)
    parser = etree.XMLParser(huge_tree=True, resolve_entities=False, no_network=True)
    try:
        root = etree.fromstring(raw, parser)
    except etree.XMLSyntaxError as exc:
        raise PerceptionError(
            f"the hierarchy dump is not well-formed XML ({exc.msg}); dump the screen again"
        ) from None
    if root.tag == "hierarchy":
        elements = [child for child in root if child.tag == "node"]
    elif root.tag == "node":
        elements = [root]
    else:
        raise PerceptionError(
            f"not a uiautomator hierarchy dump: the root element is <{root.tag}>, "
            "expected <hierarchy>"
        )
    if not elements:
        raise EmptyHierarchyError(
            "the hierarchy dump holds no UI node (a blank, secure or still-loading screen); "
            "wait and dump again, or use the screenshot with OCR"
        )
    count = sum(1 for _ in root.iter("node"))
    if count > MAX_NODES:
        raise HierarchyTooLargeError(
            f"the hierarchy dump has {count} nodes, over the {MAX_NODES} a screen may have; "
            "dump the screen again or use the screenshot with OCR"
        )
    roots = _convert_all(elements, budget)
    return Hierarchy(
        rotation=_rotation(root.get("rotation")), windows=_classify(roots), budget=budget
    )


def _clean(data: str | bytes) -> bytes:
    raw = data.encode("utf-8", "replace") if isinstance(data, str) else bytes(data)
    raw = raw.translate(None, _ILLEGAL_BYTES)
    start, end = raw.find(b"<"), raw.rfind(b">")
    if start < 0 or end < start:
        what = "empty" if not raw.strip() else "not XML"
        raise PerceptionError(f"the hierarchy dump is {what}; expected uiautomator XML")
    raw = raw[start : end + 1]
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        raw = raw.decode("utf-8", "replace").encode("utf-8")
    return raw


def _rotation(value: str | None) -> int:
    try:
        return int(value or 0) % 4
    except ValueError:
        return 0


def _bounds(value: str | None) -> Rect:
    match = _BOUNDS.fullmatch(value.strip()) if value else None
    if match is None:
        return _NO_BOUNDS
    x1, y1, x2, y2 = map(int, match.groups())
    return x1, y1, x2, y2


def _convert_all(elements: list[etree._Element], budget: TimeBudget) -> list[RawNode]:
    """The window roots as :class:`RawNode` trees, converted with an explicit stack."""
    roots = [_node(el, "", i) for i, el in enumerate(elements)]
    stack = list(zip(elements, roots, strict=True))
    done = 0
    while stack:
        el, node = stack.pop()
        done += 1
        if done % CLOCK_EVERY == 0:
            budget.check()
        children = [child for child in el if child.tag == "node"]
        node.children = [_node(child, node.path, i) for i, child in enumerate(children)]
        stack.extend(zip(children, node.children, strict=True))
    return roots


def _node(el: etree._Element, parent_path: str, position: int) -> RawNode:
    """One ``<node>`` without its children."""
    get = dict(el.items()).get
    cls = get("class", "")
    if len(parent_path) > MAX_PATH_CHARS:
        parent_path = "..." + parent_path[-MAX_PATH_CHARS // 2 :]
    return RawNode(
        cls=cls,
        text=get("text", ""),
        desc=get("content-desc", ""),
        resource_id=get("resource-id", ""),
        package=get("package", ""),
        bounds=_bounds(get("bounds")),
        path=f"{parent_path}/{cls.rpartition('.')[2] or 'node'}[{position}]",
        clickable=get("clickable") == "true",
        long_clickable=get("long-clickable") == "true",
        checkable=get("checkable") == "true",
        checked=get("checked") == "true",
        scrollable=get("scrollable") == "true",
        focused=get("focused") == "true",
        selected=get("selected") == "true",
        password=get("password") == "true",
        enabled=get("enabled") != "false",
        visible=get("visible-to-user") != "false",
        naf=get("NAF") == "true",
        editable=cls.endswith(_EDITABLE_CLASSES),
    )


def is_keyboard_package(package: str) -> bool:
    """Whether ``package`` is an input method (on-screen keyboard)."""
    return any(marker in package for marker in _KEYBOARD_MARKERS)


def _classify(roots: list[RawNode]) -> list[Window]:
    """Name each window's role. Dumps list windows in no reliable order, so roles come from
    packages and content: the largest app window is the app, other interactive ones (and large
    SystemUI panels) dialogs, windows with nothing to act on (toasts) overlays."""
    screen_area = max((_area(root.bounds) for root in roots), default=0)
    kinds: list[WindowKind | None] = []
    for root in roots:
        if is_keyboard_package(root.package):
            kinds.append("keyboard")
        elif root.package == SYSTEM_UI_PACKAGE:
            kinds.append(_system_kind(root, screen_area))
        else:
            kinds.append(None)
    app_candidates = [i for i, kind in enumerate(kinds) if kind is None]
    if app_candidates:
        main = max(app_candidates, key=lambda i: (_area(roots[i].bounds), -i))
        for i in app_candidates:
            if i == main:
                kinds[i] = "app"
            else:
                interactive = any(n.interactive for n in roots[i].walk())
                kinds[i] = "dialog" if interactive else "overlay"
    return [
        Window(package=root.package, kind=kind or "app", root=root, order=i)
        for i, (root, kind) in enumerate(zip(roots, kinds, strict=True))
    ]


def _system_kind(root: RawNode, screen_area: int) -> WindowKind:
    """SystemUI draws bars, text toasts and full panels (notification shade, volume dialog)."""
    nodes = list(root.walk())
    interactive = any(n.interactive for n in nodes)
    if not interactive and any(n.resource_id == TOAST_MESSAGE_ID for n in nodes):
        return "overlay"
    if interactive and _area(root.bounds) >= SYSTEM_PANEL_SHARE * screen_area:
        return "dialog"
    return "system"


def _area(rect: Rect) -> int:
    return max(rect[2] - rect[0], 0) * max(rect[3] - rect[1], 0)
