"""Dispatch: each laid-out node goes to the painter of its widget class; containers recurse.

Containers with a ``style`` paint a surface first (:mod:`mobilexperts.sim.render_surfaces`);
scrolling lists paint their children into a layer clipped to the list's visible bounds, so an
item scrolled half out of view never draws over the app bar or the tabs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mobilexperts.sim import render_controls as controls
from mobilexperts.sim.layout import Node
from mobilexperts.sim.render_ctx import Ctx, paint_lines
from mobilexperts.sim.render_surfaces import paint_surface
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
    TabBar,
    Text,
    Widget,
)

Painter = Callable[[Node, Ctx], None]


def paint(node: Node, ctx: Ctx) -> None:
    """Paint ``node`` and its subtree."""
    for cls in type(node.widget).__mro__:
        painter = PAINTERS.get(cls)
        if painter is not None:
            painter(node, ctx)
            return
    if node.lines and node.font_px:
        paint_lines(node, ctx, ctx.ink, False)
    for child in node.children:
        paint(child, ctx)


def paint_container(node: Node, ctx: Ctx) -> None:
    widget: Column | Row = node.widget  # type: ignore[assignment]
    inner = paint_surface(node, widget.style, ctx)
    if widget.selected and not widget.style:
        ctx.canvas.rounded(node.frame, ctx.dp(12), fill=ctx.pal.secondary_container)
        inner = replace(inner, surface=ctx.pal.secondary_container)
    centring = isinstance(widget, Column) and any(_centres(c) for c in widget.children)
    in_row = isinstance(widget, Row)
    for child in node.children:
        text = isinstance(child.widget, Text)
        paint(child, replace(inner, centred=centring and text, middle=in_row and text))


def _centres(widget: Widget) -> bool:
    """A row that centres its content between two flexible spacers (a launcher icon)."""
    if not isinstance(widget, Row) or len(widget.children) < 3:
        return False
    first, last = widget.children[0], widget.children[-1]
    return isinstance(first, Spacer) and isinstance(last, Spacer) and bool(first.flex and last.flex)


def paint_list(node: Node, ctx: Ctx) -> None:
    with ctx.canvas.clip(node.bounds) as layer:
        inner = replace(ctx, canvas=layer, centred=False, middle=False)
        for child in node.children:
            paint(child, inner)


def paint_nothing(node: Node, ctx: Ctx) -> None:
    """Spacers draw nothing."""


PAINTERS: dict[type, Painter] = {
    Column: paint_container,
    Row: paint_container,
    ListView: paint_list,
    Text: controls.paint_text,
    Button: controls.paint_button,
    IconButton: controls.paint_icon_button,
    Icon: controls.paint_icon,
    EditText: controls.paint_edit,
    CheckBox: controls.paint_checkbox,
    Switch: controls.paint_switch,
    SeekBar: controls.paint_seekbar,
    TabBar: controls.paint_tabs,
    Divider: controls.paint_divider,
    Spacer: paint_nothing,
}
