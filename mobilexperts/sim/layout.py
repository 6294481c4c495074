"""The layout step: widget trees in, laid-out :class:`Node` trees with pixel bounds out.

``frame`` is where a node is drawn; ``bounds`` is its visible part (clipped by scrolling lists
and the window), which is what the uiautomator dump reports. Nodes entirely out of view are
dropped, as a RecyclerView recycles them on a real phone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mobilexperts.sim import fonts
from mobilexperts.sim.widgets import (
    Button,
    CheckBox,
    Column,
    Divider,
    EditText,
    Icon,
    IconButton,
    ListView,
    Row,
    SeekBar,
    Spacer,
    Switch,
    Tab,
    TabBar,
    Text,
    Widget,
)

Rect = tuple[int, int, int, int]

# Natural heights in dp.
BUTTON_H, ICON_BUTTON, EDIT_H, EDIT_MULTI_H, TOGGLE_H, SEEK_H = 48, 48, 56, 140, 56, 48
TAB_H, BOTTOM_TAB_H, TEXT_VPAD, BUTTON_HPAD = 48, 72, 4, 24


@dataclass(slots=True)
class Node:
    """One laid-out element: everything the dump, the renderer and hit-testing need."""

    widget: Widget | Tab | None
    android_class: str
    frame: Rect
    bounds: Rect
    resource_id: str = ""
    text: str = ""
    desc: str = ""
    children: list[Node] = field(default_factory=list)
    clickable: bool = False
    long_clickable: bool = False
    checkable: bool = False
    checked: bool = False
    focusable: bool = False
    focused: bool = False
    scrollable: bool = False
    password: bool = False
    enabled: bool = True
    selected: bool = False
    lines: tuple[str, ...] = ()
    font_px: int = 0
    scroll_key: str = ""
    scroll_max: int = 0

    def walk(self):
        """This node and all its descendants, depth first."""
        yield self
        for child in self.children:
            yield from child.walk()


def intersect(a: Rect, b: Rect) -> Rect | None:
    """The overlap of two rects, or None when they do not overlap."""
    x1, y1, x2, y2 = max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])
    return (x1, y1, x2, y2) if x1 < x2 and y1 < y2 else None


class Layout:
    """Lays out one window's widget tree for a package, a density and a route's form state."""

    def __init__(
        self,
        package: str,
        density: float,
        fields: dict[str, str] | None = None,
        focus: str | None = None,
        scroll: dict[str, int] | None = None,
    ) -> None:
        self.package = package
        self.density = density
        self.fields = fields or {}
        self.focus = focus
        self.scroll = scroll or {}

    def dp(self, value: float) -> int:
        return round(value * self.density)

    def text_px(self, style: str) -> int:
        return self.dp(fonts.STYLE_SP[style])

    def resource_id(self, name: str) -> str:
        if not name:
            return ""
        return name if ":" in name else f"{self.package}:id/{name}"

    # -- measuring -------------------------------------------------------------------------

    def _text_lines(self, w: Text, width: int) -> tuple[str, ...]:
        lines = fonts.wrap(w.text, self.text_px(w.style), max(width, 1))
        return lines[: w.max_lines] if w.max_lines else lines

    def _line_height(self, px: int) -> int:
        return round(px * fonts.LINE_HEIGHT)

    def measure(self, w: Widget, width: int) -> int:
        """Natural height in pixels of ``w`` at ``width``."""
        if w.height is not None:
            return self.dp(w.height)
        if isinstance(w, Column):
            inner = width - 2 * self.dp(w.padding)
            heights = [self.measure(c, inner) for c in w.children]
            return (
                sum(heights)
                + self.dp(w.spacing) * max(len(heights) - 1, 0)
                + 2 * self.dp(w.padding)
            )
        if isinstance(w, Row):
            widths = self._row_widths(w, width)
            heights = [self.measure(c, cw) for c, cw in zip(w.children, widths, strict=True)]
            return max(heights, default=0) + 2 * self.dp(w.padding)
        if isinstance(w, ListView):
            inner = width - 2 * self.dp(w.padding)
            heights = [self.measure(c, inner) for c in w.children]
            return sum(heights) + self.dp(w.spacing) * max(len(heights) - 1, 0)
        if isinstance(w, Text):
            px = self.text_px(w.style)
            return len(self._text_lines(w, width)) * self._line_height(px) + 2 * self.dp(TEXT_VPAD)
        if isinstance(w, EditText):
            if not w.multiline:
                return self.dp(EDIT_H)
            px = self.text_px("body")
            value = self.fields.get(w.field, "") or w.hint
            lines = fonts.wrap(value, px, max(width - 2 * self.dp(16), 1))
            return max(self.dp(EDIT_MULTI_H), len(lines) * self._line_height(px) + self.dp(32))
        if isinstance(w, TabBar):
            return self.dp(BOTTOM_TAB_H if w.bottom else TAB_H)
        if isinstance(w, Icon):
            return self.dp(w.size)
        if isinstance(w, Divider):
            return max(1, self.dp(1))
        if isinstance(w, Spacer):
            return 0
        return self.dp(
            {
                Button: BUTTON_H,
                IconButton: ICON_BUTTON,
                CheckBox: TOGGLE_H,
                Switch: TOGGLE_H,
                SeekBar: SEEK_H,
            }.get(type(w), BUTTON_H)
        )

    def natural_width(self, w: Widget, available: int) -> int | None:
        """Width a non-flex child of a Row asks for; None means it takes a flex share."""
        if w.width is not None:
            return self.dp(w.width)
        if w.flex:
            return None
        if isinstance(w, IconButton):
            return self.dp(ICON_BUTTON)
        if isinstance(w, Icon):
            return self.dp(w.size)
        if isinstance(w, Button):
            return fonts.text_width(w.text, self.text_px("label")) + 2 * self.dp(BUTTON_HPAD)
        if isinstance(w, Text):
            return min(fonts.text_width(w.text, self.text_px(w.style)), available)
        if isinstance(w, Spacer):
            return 0
        return None

    def _row_widths(self, row: Row, width: int) -> list[int]:
        available = (
            width - 2 * self.dp(row.padding) - self.dp(row.spacing) * max(len(row.children) - 1, 0)
        )
        wanted = [self.natural_width(c, available) for c in row.children]
        fixed = sum(x for x in wanted if x is not None)
        if fixed > available:  # shrink text children first, then everything proportionally
            texts = [
                i for i, c in enumerate(row.children) if isinstance(c, Text) and c.width is None
            ]
            excess = fixed - available
            for i in texts:
                cut = min(excess, wanted[i] or 0)
                wanted[i] = (wanted[i] or 0) - cut
                excess -= cut
            fixed = sum(x for x in wanted if x is not None)
        spare = max(available - fixed, 0)
        weights = [
            (c.flex or 1) if x is None else 0 for c, x in zip(row.children, wanted, strict=True)
        ]
        total = sum(weights) or 1
        return [
            x if x is not None else spare * wt // total
            for x, wt in zip(wanted, weights, strict=True)
        ]

    # -- placing ---------------------------------------------------------------------------

    def place(self, w: Widget, frame: Rect, clip: Rect) -> Node | None:
        """Lay ``w`` out in ``frame``; None when it is entirely clipped away."""
        bounds = intersect(frame, clip)
        if bounds is None:
            return None
        node = Node(
            widget=w,
            android_class=getattr(w, "android_class_name", "") or w.android_class,
            frame=frame,
            bounds=bounds,
            resource_id=self.resource_id(w.id),
            desc=w.desc,
            clickable=w.on_tap is not None,
            long_clickable=w.on_long_press is not None,
            enabled=w.enabled,
            selected=w.selected,
        )
        node.focusable = node.clickable
        x1, _, x2, _ = frame
        if isinstance(w, Column):
            self._place_column(w, node, clip)
        elif isinstance(w, Row):
            self._place_row(w, node, clip)
        elif isinstance(w, ListView):
            self._place_list(w, node, clip)
        elif isinstance(w, TabBar):
            self._place_tabs(w, node, clip)
        elif isinstance(w, Text):
            node.font_px = self.text_px(w.style)
            node.lines = self._text_lines(w, x2 - x1)
            node.text = w.text
        elif isinstance(w, Button):
            node.text, node.clickable, node.focusable = w.text, True, True
            node.font_px = self.text_px("label")
            node.lines = (w.text,)
        elif isinstance(w, EditText):
            self._fill_edit(w, node)
        elif isinstance(w, CheckBox | Switch):
            node.text, node.checkable, node.checked = w.text, True, w.checked
            node.clickable = node.focusable = w.on_tap is not None
            node.font_px = self.text_px("body")
            node.lines = (w.text,)
        elif isinstance(w, SeekBar):
            node.clickable = node.focusable = w.on_change is not None
            node.text = f"{round(w.value * 100)}"
        return node

    def _fill_edit(self, w: EditText, node: Node) -> None:
        value = self.fields.get(w.field, "")
        node.clickable = node.focusable = node.long_clickable = True
        node.focused = self.focus == w.field
        node.password = w.password
        node.text = ("\u2022" * len(value) if w.password else value) or w.hint
        node.font_px = self.text_px("body")
        inner = node.frame[2] - node.frame[0] - 2 * self.dp(16)
        node.lines = (
            fonts.wrap(node.text, node.font_px, max(inner, 1)) if w.multiline else (node.text,)
        )

    def _place_column(self, w: Column, node: Node, clip: Rect) -> None:
        x1, y1, x2, y2 = node.frame
        pad, gap = self.dp(w.padding), self.dp(w.spacing)
        inner = x2 - x1 - 2 * pad
        heights = [0 if c.flex else self.measure(c, inner) for c in w.children]
        weights = sum(c.flex for c in w.children)
        spare = (y2 - y1) - 2 * pad - sum(heights) - gap * max(len(heights) - 1, 0)
        y = y1 + pad
        for child, height in zip(w.children, heights, strict=True):
            if child.flex:
                height = max(spare, 0) * child.flex // weights
            placed = self.place(child, (x1 + pad, y, x2 - pad, y + height), node.bounds)
            if placed is not None:
                node.children.append(placed)
            y += height + gap

    def _place_row(self, w: Row, node: Node, clip: Rect) -> None:
        x1, y1, x2, y2 = node.frame
        pad, gap = self.dp(w.padding), self.dp(w.spacing)
        widths = self._row_widths(w, x2 - x1)
        inner_h = y2 - y1 - 2 * pad
        x = x1 + pad
        for child, width in zip(w.children, widths, strict=True):
            height = min(self.measure(child, width), inner_h) if not child.flex else inner_h
            top = y1 + pad + (inner_h - height) // 2
            placed = self.place(child, (x, top, x + width, top + height), node.bounds)
            if placed is not None:
                node.children.append(placed)
            x += width + gap

    def _place_list(self, w: ListView, node: Node, clip: Rect) -> None:
        x1, y1, x2, y2 = node.frame
        pad, gap = self.dp(w.padding), self.dp(w.spacing)
        inner = x2 - x1 - 2 * pad
        heights = [self.measure(c, inner) for c in w.children]
        content = sum(heights) + gap * max(len(heights) - 1, 0) + 2 * pad
        node.scroll_key = w.id
        node.scroll_max = max(content - (y2 - y1), 0)
        node.scrollable = node.scroll_max > 0
        offset = min(self.scroll.get(w.id, 0), node.scroll_max)
        if self.focus is not None:
            offset = min(self._reveal_focus(w, heights, pad, gap, offset, y2 - y1), node.scroll_max)
        y = y1 + pad - offset
        for child, height in zip(w.children, heights, strict=True):
            if y + height > node.bounds[1] and y < node.bounds[3]:
                placed = self.place(child, (x1 + pad, y, x2 - pad, y + height), node.bounds)
                if placed is not None:
                    node.children.append(placed)
            y += height + gap

    def _reveal_focus(
        self, w: ListView, heights: list[int], pad: int, gap: int, offset: int, view: int
    ) -> int:
        """The scroll offset that keeps the end of the focused field's row in view (the cursor
        stays visible above the keyboard, as Android scrolls a focused view on screen)."""
        top = pad
        for child, height in zip(w.children, heights, strict=True):
            if self._holds_focus(child):
                bottom = top + height
                if bottom > offset + view:
                    return bottom - view
                return max(top, bottom - view) if bottom <= offset else offset
            top += height + gap
        return offset

    def _holds_focus(self, w: Widget) -> bool:
        if isinstance(w, EditText):
            return w.field == self.focus
        return any(self._holds_focus(c) for c in getattr(w, "children", ()))

    def _place_tabs(self, w: TabBar, node: Node, clip: Rect) -> None:
        x1, y1, x2, y2 = node.frame
        count = max(len(w.tabs), 1)
        for i, tab in enumerate(w.tabs):
            frame = (x1 + (x2 - x1) * i // count, y1, x1 + (x2 - x1) * (i + 1) // count, y2)
            bounds = intersect(frame, node.bounds)
            if bounds is None:
                continue
            item = Node(
                widget=tab,
                android_class="android.widget.FrameLayout"
                if w.bottom
                else "android.widget.LinearLayout",
                frame=frame,
                bounds=bounds,
                resource_id=self.resource_id(tab.id),
                desc=tab.desc,
                clickable=tab.on_tap is not None,
                focusable=tab.on_tap is not None,
                selected=tab.selected,
            )
            if tab.label:
                px = self.text_px("caption" if w.bottom else "label")
                item.children.append(
                    Node(
                        widget=None,
                        android_class="android.widget.TextView",
                        frame=frame,
                        bounds=bounds,
                        text=tab.label,
                        selected=tab.selected,
                        lines=(tab.label,),
                        font_px=px,
                    )
                )
            node.children.append(item)
