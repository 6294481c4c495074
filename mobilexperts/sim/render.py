"""Pillow renderer: a laid-out frame to a PNG a person recognises as a phone screen.

Windows are painted bottom-most first: the app, a dialog over a scrim, a toast, the keyboard,
then the status and navigation bars. Sizes scale with ``frame.density``; colours come from the
light or dark palette (``frame.dark``). Text uses Pillow's built-in scalable font; icons are
vector glyphs without any text (:mod:`mobilexperts.sim.glyphs`).

The PNG is palette-based: Pillow spends ~30-40 ms choosing a filter per row of a 1080x2400 RGB
PNG, while the same screen mapped to 256 colours encodes in ~5 ms. The palette holds every theme
colour and gradient band, plus an octree palette of a quarter-size copy of the screen for
anti-aliased edges and content colours (mean error about 1 level in 255).
"""

from __future__ import annotations

import io
from dataclasses import astuple, dataclass
from functools import lru_cache

from PIL import Image

from mobilexperts.sim import theme
from mobilexperts.sim.render_canvas import Canvas
from mobilexperts.sim.render_ctx import Ctx
from mobilexperts.sim.render_widgets import paint
from mobilexperts.sim.screen import Frame
from mobilexperts.sim.theme import RGB, Palette

PALETTE_SIZE = 256
SAMPLE_REDUCTION = 4
PNG_COMPRESS_LEVEL = 1
# Modal windows that float over the app without dimming it.
UNDIMMED_KINDS = frozenset({"text_menu"})


@dataclass(slots=True)
class Painted:
    """A painted screen and the colours its PNG palette must hold exactly."""

    image: Image.Image
    exact_colours: set[RGB]


@lru_cache(maxsize=2)
def _theme_colours(pal: Palette) -> frozenset[RGB]:
    return frozenset(astuple(pal))


def paint_frame(frame: Frame) -> Painted:
    """Draw every window of ``frame`` into an RGB image of the screen's size."""
    pal = theme.palette(frame.dark)
    image = Image.new("RGB", (frame.width, frame.height), pal.surface)
    canvas = Canvas(image, exact_colours=set(_theme_colours(pal)))
    ctx = Ctx(
        canvas,
        pal,
        frame.density,
        ink=pal.on_surface,
        muted=pal.on_surface_variant,
        surface=pal.surface,
    )
    for window in frame.windows:
        if window.modal and window.kind not in UNDIMMED_KINDS:
            canvas.translucent((0, 0, frame.width, frame.height), pal.shadow, theme.SCRIM_ALPHA)
        paint(window.root, ctx)
    return Painted(image, canvas.exact_colours)


def render(frame: Frame) -> Image.Image:
    """The frame as an RGB image (full colour, before palette mapping)."""
    return paint_frame(frame).image


def to_palette(painted: Painted) -> Image.Image:
    """The painted screen mapped to 256 colours: exact ones first, the rest from an octree.

    Exact colours sit on Pillow's 4-level lookup cells' corners (see :mod:`theme`), so pixels
    of those colours map to themselves whatever the octree adds.
    """
    fixed = sorted(painted.exact_colours)[: PALETTE_SIZE // 2]
    free = PALETTE_SIZE - len(fixed)
    sample = painted.image.reduce(SAMPLE_REDUCTION).quantize(free, method=Image.Quantize.FASTOCTREE)
    colours = [c for rgb in fixed for c in rgb] + sample.getpalette()[: 3 * free]
    colours += colours[-3:] * (PALETTE_SIZE - len(colours) // 3)
    palette = Image.new("P", (1, 1))
    palette.putpalette(colours)
    return painted.image.quantize(palette=palette, dither=Image.Dither.NONE)


def encode_png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=PNG_COMPRESS_LEVEL)
    return out.getvalue()


def render_png(frame: Frame) -> bytes:
    """The frame as PNG bytes (8-bit palette)."""
    return encode_png(to_palette(paint_frame(frame)))
