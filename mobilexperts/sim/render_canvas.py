"""Drawing primitives of the SimDroid renderer: an image with an origin, anti-aliased shapes, text.

Painters work in screen coordinates; a :class:`Canvas` made by :meth:`Canvas.clip` covers only a
region (a scrolling list) and translates, so nothing drawn through it leaks outside the region.
Rounded corners, discs and glyphs are stamped through coverage masks drawn at ``SUPERSAMPLE``
times the size and cached, which gives smooth edges at the cost of a dictionary look-up.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFilter

from mobilexperts.sim import fonts, glyphs
from mobilexperts.sim.theme import RGB

SUPERSAMPLE = 4
GRADIENT_STEPS = 48
# Bold text is drawn with an outline of font size / this (Pillow's font has no bold face).
BOLD_STROKE_DIVISOR = 48
Box = tuple[int, int, int, int]
Corners = tuple[bool, bool, bool, bool]
ALL_CORNERS: Corners = (True, True, True, True)

# Characters the built-in font lacks, drawn as something it has.
FALLBACK = {
    "\u2010": "-",
    "\u2011": "-",
    "\u2012": "-",
    "\u2013": "-",
    "\u2014": "-",
    "\u2022": "\u00b7",
    "\u00d7": "x",
    "\u2212": "-",
    "\u20ac": "EUR",
    "\u2192": "->",
    "\u2190": "<-",
    "\u2605": "*",
    "\u2606": "*",
}


@lru_cache(maxsize=1)
def _missing_glyph() -> bytes:
    return bytes(fonts.font(16).getmask("\U000e0001"))


@lru_cache(maxsize=8192)
def _covered(char: str) -> bool:
    return char.isspace() or bytes(fonts.font(16).getmask(char)) != _missing_glyph()


@lru_cache(maxsize=8192)
def displayable(text: str) -> str:
    """``text`` with characters the font lacks replaced by a close match (accents dropped)."""
    if text.isascii():
        return text
    out = []
    for char in text:
        if _covered(char):
            out.append(char)
            continue
        base = unicodedata.normalize("NFKD", char)[:1]
        out.append(FALLBACK.get(char) or (base if base and _covered(base) else char))
    return "".join(out)


@lru_cache(maxsize=256)
def _corners(radius: int, width: int) -> tuple[Image.Image, ...]:
    """Top-left, top-right, bottom-left, bottom-right coverage masks of a rounded corner."""
    size = 2 * radius * SUPERSAMPLE
    big = Image.new("L", (size, size), 0)
    box = (0, 0, size - 1, size - 1)
    if width:
        ImageDraw.Draw(big).ellipse(box, outline=255, width=width * SUPERSAMPLE)
    else:
        ImageDraw.Draw(big).ellipse(box, fill=255)
    full = big.reduce(SUPERSAMPLE)
    r = radius
    return tuple(full.crop((x, y, x + r, y + r)) for x, y in ((0, 0), (r, 0), (0, r), (r, r)))


@lru_cache(maxsize=256)
def _disc(diameter: int) -> Image.Image:
    size = diameter * SUPERSAMPLE
    big = Image.new("L", (size, size), 0)
    ImageDraw.Draw(big).ellipse((0, 0, size - 1, size - 1), fill=255)
    return big.reduce(SUPERSAMPLE)


@lru_cache(maxsize=32)
def _shadow(width: int, height: int, radius: int, blur: int, strength: int) -> Image.Image:
    mask = Image.new("L", (width + 4 * blur, height + 4 * blur), 0)
    box = (2 * blur, 2 * blur, 2 * blur + width - 1, 2 * blur + height - 1)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=radius, fill=strength)
    return mask.filter(ImageFilter.BoxBlur(blur / 2)).filter(ImageFilter.BoxBlur(blur / 2))


def gradient_steps(top: RGB, bottom: RGB) -> list[RGB]:
    """The colours of a vertical gradient, in ``GRADIENT_STEPS`` bands too fine to see.

    Channels are multiples of 4: Pillow's palette mapping looks colours up in cells of 4
    levels, and a colour on a cell corner always maps to itself.
    """
    last = GRADIENT_STEPS - 1

    def level(a: int, b: int, i: int) -> int:
        return min(252, 4 * round((a + (b - a) * i / last) / 4))

    return [
        (level(top[0], bottom[0], i), level(top[1], bottom[1], i), level(top[2], bottom[2], i))
        for i in range(GRADIENT_STEPS)
    ]


@lru_cache(maxsize=16)
def _gradient(width: int, height: int, top: RGB, bottom: RGB) -> Image.Image:
    column = Image.new("RGB", (1, GRADIENT_STEPS))
    column.putdata(gradient_steps(top, bottom))
    return column.resize((width, height), Image.Resampling.NEAREST)


class Canvas:
    """An image whose pixel (0, 0) sits at screen position ``origin``."""

    def __init__(
        self,
        image: Image.Image,
        origin: tuple[int, int] = (0, 0),
        exact_colours: set[RGB] | None = None,
    ) -> None:
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.ox, self.oy = origin
        self.wallpaper: frozenset[RGB] = frozenset()
        """The colours of the wallpaper, once one is painted."""
        self.exact_colours: set[RGB] = exact_colours if exact_colours is not None else set()
        """Colours the PNG palette must contain (theme colours, gradient bands)."""

    def local(self, box: Box) -> Box:
        x1, y1, x2, y2 = box
        return x1 - self.ox, y1 - self.oy, x2 - self.ox, y2 - self.oy

    @contextmanager
    def clip(self, box: Box) -> Iterator[Canvas]:
        """A canvas limited to ``box``: what is drawn on it outside ``box`` is discarded."""
        region = self.local(box)
        layer = Canvas(self.image.crop(region), (box[0], box[1]), self.exact_colours)
        layer.wallpaper = self.wallpaper
        yield layer
        self.image.paste(layer.image, region[:2])

    def pixel(self, x: int, y: int) -> RGB:
        lx = min(max(x - self.ox, 0), self.image.width - 1)
        ly = min(max(y - self.oy, 0), self.image.height - 1)
        red, green, blue = self.image.getpixel((lx, ly))[:3]
        return red, green, blue

    # -- shapes ----------------------------------------------------------------------------

    def rect(self, box: Box, colour: RGB) -> None:
        x1, y1, x2, y2 = self.local(box)
        if x2 > x1 and y2 > y1:
            self.draw.rectangle((x1, y1, x2 - 1, y2 - 1), fill=colour)

    def translucent(self, box: Box, colour: RGB, alpha: int) -> None:
        """Blend ``colour`` over ``box`` with opacity ``alpha`` (0-255)."""
        x1, y1, x2, y2 = self.local(box)
        ImageDraw.Draw(self.image, "RGBA").rectangle(
            (x1, y1, x2 - 1, y2 - 1), fill=(*colour, alpha)
        )

    def stamp(self, mask: Image.Image, x: int, y: int, colour: RGB) -> None:
        """Paint ``colour`` through coverage ``mask`` with its top-left at screen (x, y)."""
        lx, ly = x - self.ox, y - self.oy
        self.image.paste(colour, (lx, ly, lx + mask.width, ly + mask.height), mask)

    def rounded(
        self,
        box: Box,
        radius: int,
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: int = 0,
        corners: Corners = ALL_CORNERS,
    ) -> None:
        """An anti-aliased rounded rectangle; ``radius`` is clamped to half the short side.

        ``corners`` says which corners are rounded: top-left, top-right, bottom-left,
        bottom-right.
        """
        x1, y1, x2, y2 = box
        r = max(0, min(radius, (x2 - x1) // 2, (y2 - y1) // 2))
        if fill is not None:
            self.rect((x1 + r, y1, x2 - r, y2), fill)
            self.rect((x1, y1 + r, x1 + r, y2 - r), fill)
            self.rect((x2 - r, y1 + r, x2, y2 - r), fill)
            self._corners(box, r, 0, fill, corners)
        if outline is not None and width:
            self.rect((x1 + r, y1, x2 - r, y1 + width), outline)
            self.rect((x1 + r, y2 - width, x2 - r, y2), outline)
            self.rect((x1, y1 + r, x1 + width, y2 - r), outline)
            self.rect((x2 - width, y1 + r, x2, y2 - r), outline)
            self._corners(box, r, width, outline, corners)

    def _corners(self, box: Box, r: int, width: int, colour: RGB, corners: Corners) -> None:
        if not r:
            return
        x1, y1, x2, y2 = box
        masks = _corners(r, width)
        for (x, y), mask, round_it in zip(
            ((x1, y1), (x2 - r, y1), (x1, y2 - r), (x2 - r, y2 - r)), masks, corners, strict=True
        ):
            if round_it:
                self.stamp(mask, x, y, colour)
            elif not width:
                self.rect((x, y, x + r, y + r), colour)
            else:
                left, top = x == x1, y == y1
                edge_x = x1 if left else x2 - width
                edge_y = y1 if top else y2 - width
                self.rect((edge_x, y, edge_x + width, y + r), colour)
                self.rect((x, edge_y, x + r, edge_y + width), colour)

    def disc(self, cx: float, cy: float, radius: float, colour: RGB) -> None:
        diameter = max(1, round(2 * radius))
        self.stamp(_disc(diameter), round(cx - diameter / 2), round(cy - diameter / 2), colour)

    def shadow(self, box: Box, radius: int, blur: int, strength: int, dy: int = 0) -> None:
        """A soft shadow under ``box``, offset down by ``dy``."""
        x1, y1, x2, y2 = box
        mask = _shadow(x2 - x1, y2 - y1, radius, max(blur, 1), strength)
        self.stamp(mask, x1 - 2 * blur, y1 - 2 * blur + dy, (0, 0, 0))

    def gradient(self, box: Box, top: RGB, bottom: RGB) -> None:
        x1, y1, x2, y2 = self.local(box)
        self.image.paste(_gradient(x2 - x1, y2 - y1, top, bottom), (x1, y1))
        self.exact_colours.update(gradient_steps(top, bottom))

    def glyph(self, name: str, box: Box, colour: RGB) -> None:
        """Glyph ``name`` centred in ``box`` at the size of its short side."""
        x1, y1, x2, y2 = box
        size = max(1, min(x2 - x1, y2 - y1))
        self.stamp(
            glyphs.mask(name, size), x1 + (x2 - x1 - size) // 2, y1 + (y2 - y1 - size) // 2, colour
        )

    # -- text ------------------------------------------------------------------------------

    def text(
        self, x: float, baseline: float, text: str, px: int, colour: RGB, bold: bool = False
    ) -> None:
        """One line of text with its left end at ``x`` and its baseline at ``baseline``."""
        mask, dx, dy = _text_mask(text, px, bold)
        if mask is not None:
            self.stamp(mask, round(x) + dx, round(baseline) + dy, colour)


@lru_cache(maxsize=1024)
def _text_mask(text: str, px: int, bold: bool) -> tuple[Image.Image | None, int, int]:
    """Coverage mask of one line of text and its offset from the (left, baseline) point.

    Rasterising text is most of a frame's drawing time and screens repeat their strings from
    one observation to the next, so lines are rasterised once and stamped afterwards.
    """
    font, shown = fonts.font(px), displayable(text)
    stroke = max(0.5, px / BOLD_STROKE_DIVISOR) if bold else 0
    box = font.getbbox(shown, anchor="ls", stroke_width=stroke)
    left, top = math.floor(box[0]), math.floor(box[1])
    right, bottom = math.ceil(box[2]), math.ceil(box[3])
    if right <= left or bottom <= top:
        return None, 0, 0
    mask = Image.new("L", (right - left, bottom - top), 0)
    ImageDraw.Draw(mask).text(
        (-left, -top), shown, font=font, fill=255, anchor="ls", stroke_width=stroke, stroke_fill=255
    )
    return mask, left, top


def baseline(top: float, line_height: float, px: int) -> float:
    """Where the baseline of a line of ``px`` text goes to sit centred in a line box."""
    ascent, descent = fonts.font(px).getmetrics()
    return top + (line_height - (ascent + descent)) / 2 + ascent


def text_width(text: str, px: int) -> int:
    return fonts.text_width(displayable(text), px)
