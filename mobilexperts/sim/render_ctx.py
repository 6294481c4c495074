"""The painting context shared by the renderer's painters, and text helpers."""

from __future__ import annotations

from dataclasses import dataclass

from mobilexperts.sim import fonts, theme
from mobilexperts.sim.layout import TEXT_VPAD, Node
from mobilexperts.sim.render_canvas import Box, Canvas, baseline, text_width
from mobilexperts.sim.theme import RGB, Palette

ELLIPSIS = "..."


@dataclass(frozen=True, slots=True)
class Ctx:
    """Where a painter paints: the canvas, the palette, and the surface under the node.

    ``ink`` and ``muted`` are the text colours that read on ``surface``; ``area`` names the
    styled surface the node sits in (keyboard, dialog, searchbar, appbar, statusbar...).
    """

    canvas: Canvas
    pal: Palette
    density: float
    ink: RGB
    muted: RGB
    surface: RGB
    area: str = ""
    centred: bool = False
    middle: bool = False

    def dp(self, value: float) -> int:
        return round(value * self.density)

    def colour(self, name: str, default: RGB) -> RGB:
        """A named colour as seen on this surface (``muted`` follows the surface's ink)."""
        if name == "muted":
            return self.muted
        return theme.resolve(self.pal, name, default)

    def faded(self, colour: RGB) -> RGB:
        """``colour`` as a disabled element shows it."""
        return theme.blend(colour, self.surface, 0.55)


def square(cx: float, cy: float, size: int) -> Box:
    """A ``size`` square centred on (cx, cy)."""
    x, y = round(cx - size / 2), round(cy - size / 2)
    return x, y, x + size, y + size


def paint_lines(node: Node, ctx: Ctx, colour: RGB, bold: bool) -> None:
    """Draw ``node.lines`` top-down from its frame; the last line ends in an ellipsis if cut."""
    x1, y1, x2, y2 = node.frame
    px = node.font_px
    line_h = round(px * fonts.LINE_HEIGHT)
    lines = list(node.lines)
    if lines and len(fonts.wrap(node.text, px, max(x2 - x1, 1))) > len(lines):
        lines[-1] = _with_ellipsis(lines[-1], px, x2 - x1)
    top = y1 + ctx.dp(TEXT_VPAD)
    if ctx.middle:
        top = max(top, y1 + (y2 - y1 - line_h * len(lines)) // 2)
    for i, line in enumerate(lines):
        x = x1
        if ctx.centred:
            x = x1 + max(0, (x2 - x1 - text_width(line, px)) // 2)
        ctx.canvas.text(x, baseline(top + i * line_h, line_h, px), line, px, colour, bold)


def _with_ellipsis(line: str, px: int, width: int) -> str:
    while line and text_width(line + ELLIPSIS, px) > width:
        line = line[:-1]
    return line.rstrip() + ELLIPSIS


def centred_label(ctx: Ctx, box: Box, label: str, px: int, colour: RGB, bold: bool = False) -> None:
    """One line of text centred in ``box``."""
    x1, y1, x2, y2 = box
    x = x1 + (x2 - x1 - text_width(label, px)) / 2
    ctx.canvas.text(x, baseline(y1, y2 - y1, px), label, px, colour, bold)
