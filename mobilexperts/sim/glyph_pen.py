"""A small pen for authoring glyphs on a 24-unit grid, like Material icon sources.

Glyph drawings say ``pen.line((4, 12), (20, 12))`` in grid units; the pen maps them into the
box it was given and scales stroke widths with it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from PIL import ImageDraw

Box = tuple[float, float, float, float]
Point = tuple[float, float]
Ink = int | tuple[int, ...] | str
GlyphFn = Callable[[ImageDraw.ImageDraw, Box, Ink], None]
"""A registry glyph: draws into ``box`` of ``draw`` with one colour."""

GRID = 24.0
STROKE = 2.0


def rotate(points: Iterable[Point], degrees: float, centre: Point = (12, 12)) -> list[Point]:
    """``points`` turned clockwise by ``degrees`` around ``centre`` (grid units)."""
    rad = math.radians(degrees)
    cos, sin = math.cos(rad), math.sin(rad)
    cx, cy = centre
    return [
        (cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos)
        for x, y in points
    ]


def arc_points(
    centre: Point, radius: float, start: float, end: float, steps: int = 12
) -> list[Point]:
    """Points along a circular arc; angles in degrees, clockwise from three o'clock."""
    cx, cy = centre
    return [
        (
            cx + radius * math.cos(math.radians(start + (end - start) * i / steps)),
            cy + radius * math.sin(math.radians(start + (end - start) * i / steps)),
        )
        for i in range(steps + 1)
    ]


class Pen:
    """Draws grid-unit shapes into ``box`` of ``draw`` with one ink."""

    def __init__(self, draw: ImageDraw.ImageDraw, box: Box, ink: Ink) -> None:
        x1, y1, x2, y2 = box
        self.draw = draw
        self.ink = ink
        self.scale = min(x2 - x1, y2 - y1) / GRID
        self.ox = x1 + ((x2 - x1) - GRID * self.scale) / 2
        self.oy = y1 + ((y2 - y1) - GRID * self.scale) / 2

    def pt(self, point: Point) -> Point:
        return self.ox + point[0] * self.scale, self.oy + point[1] * self.scale

    def px(self, units: float) -> float:
        return units * self.scale

    def dot(self, centre: Point, radius: float) -> None:
        x, y = self.pt(centre)
        r = self.px(radius)
        self.draw.ellipse((x - r, y - r, x + r, y + r), fill=self.ink)

    def line(self, *points: Point, width: float = STROKE, closed: bool = False) -> None:
        """A polyline with round joints and caps (closed: a polygon outline)."""
        mapped = [self.pt(p) for p in points]
        if closed:
            mapped.append(mapped[0])
        self.draw.line(mapped, fill=self.ink, width=max(1, round(self.px(width))), joint="curve")
        if not closed:
            for end in (points[0], points[-1]):
                self.dot(end, width / 2)

    def fill(self, *points: Point) -> None:
        """A filled polygon."""
        self.draw.polygon([self.pt(p) for p in points], fill=self.ink)

    def circle(self, centre: Point, radius: float, width: float | None = STROKE) -> None:
        """A ring of ``width`` (a disc when ``width`` is None)."""
        if width is None:
            self.dot(centre, radius)
            return
        x, y = self.pt(centre)
        r = self.px(radius + width / 2)
        self.draw.ellipse(
            (x - r, y - r, x + r, y + r), outline=self.ink, width=max(1, round(self.px(width)))
        )

    def arc(
        self, centre: Point, radius: float, start: float, end: float, width: float = STROKE
    ) -> None:
        """A circular arc stroked with round caps; angles clockwise from three o'clock."""
        self.line(
            *arc_points(centre, radius, start, end, max(6, int(abs(end - start) / 10))), width=width
        )

    def rect(
        self,
        x1: float,
        y1: float,
        x2: float,
        y2: float,
        radius: float = 0,
        width: float | None = STROKE,
    ) -> None:
        """A (rounded) rectangle outline of ``width``, filled when ``width`` is None."""
        box = (*self.pt((x1, y1)), *self.pt((x2, y2)))
        if width is None:
            self.draw.rounded_rectangle(box, radius=self.px(radius), fill=self.ink)
            return
        half = width / 2
        box = (*self.pt((x1 - half, y1 - half)), *self.pt((x2 + half, y2 + half)))
        self.draw.rounded_rectangle(
            box,
            radius=self.px(radius + half),
            outline=self.ink,
            width=max(1, round(self.px(width))),
        )


def pen_glyph(drawing: Callable[[Pen], None]) -> GlyphFn:
    """Turn a drawing over a :class:`Pen` into a registry glyph ``(draw, box, colour)``."""

    def glyph(draw: ImageDraw.ImageDraw, box: Box, colour: Ink) -> None:
        drawing(Pen(draw, box, colour))

    glyph.__doc__ = drawing.__doc__
    return glyph
