"""The glyph registry: icon names to vector drawings made with Pillow primitives.

A glyph is a function ``(draw, box, colour)`` that draws inside ``box``; icons never contain
text, so OCR reads the labels of a screen while icons need other knowledge. Glyphs are authored
on a 24-unit grid with :class:`~mobilexperts.sim.glyph_pen.Pen` (see ``glyphs_actions`` and
``glyphs_objects``). Add one with :func:`register`. Unknown names draw a neutral placeholder.

The renderer stamps glyphs through :func:`mask`: an anti-aliased coverage mask drawn at
``SUPERSAMPLE`` times the size and reduced, cached per name and pixel size.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from mobilexperts.sim.glyph_pen import Box, GlyphFn, Ink
from mobilexperts.sim.glyphs_actions import ACTION_GLYPHS
from mobilexperts.sim.glyphs_objects import OBJECT_GLYPHS

SUPERSAMPLE = 4
PLACEHOLDER = "placeholder"

REGISTRY: dict[str, GlyphFn] = {**ACTION_GLYPHS, **OBJECT_GLYPHS}

ALIASES = {
    "arrow_back": "back",
    "arrow_forward": "forward",
    "magnifier": "search",
    "more_vert": "more",
    "overflow": "more",
    "favorite": "heart",
    "like": "heart",
    "plus": "add",
    "new": "add",
    "x": "close",
    "cancel": "close",
    "done": "check",
    "delete": "trash",
    "pen": "compose",
    "pencil": "edit",
    "write": "compose",
    "hamburger": "menu",
    "message": "chat",
    "messages": "chat",
    "comment": "chat",
    "sms": "chat",
    "email": "mail",
    "envelope": "mail",
    "inbox": "mail",
    "profile": "person",
    "account": "person",
    "user": "person",
    "contacts": "person",
    "gear": "settings",
    "sun": "brightness",
    "time": "clock",
    "alarm": "clock",
    "pin": "map_pin",
    "place": "map_pin",
    "location": "map_pin",
    "map": "map_pin",
    "shop": "cart",
    "shopping_cart": "cart",
    "store": "bag",
    "market": "bag",
    "document": "file",
    "doc": "file",
    "call": "phone",
    "retweet": "repost",
    "photo": "image",
    "gallery": "image",
    "browser": "globe",
    "web": "globe",
    "notes": "note",
    "reload": "refresh",
    "attachment": "attach",
    "paperclip": "attach",
    "notifications": "bell",
    "notification": "bell",
    "key_return": "enter",
}


def register(name: str, drawing: GlyphFn) -> None:
    """Add (or replace) the glyph ``name``."""
    REGISTRY[name] = drawing
    mask.cache_clear()


def canonical(name: str) -> str:
    """The registered name ``name`` stands for (aliases resolved), or the placeholder's."""
    name = ALIASES.get(name, name)
    return name if name in REGISTRY else PLACEHOLDER


def known(name: str) -> bool:
    return name in REGISTRY or ALIASES.get(name, "") in REGISTRY


def draw_glyph(draw: ImageDraw.ImageDraw, name: str, box: Box, colour: Ink) -> None:
    """Draw glyph ``name`` straight into ``draw`` (no anti-aliasing beyond Pillow's own)."""
    REGISTRY[canonical(name)](draw, box, colour)


@lru_cache(maxsize=1024)
def mask(name: str, size: int) -> Image.Image:
    """An anti-aliased ``size`` x ``size`` coverage mask ("L") of glyph ``name``."""
    big = Image.new("L", (size * SUPERSAMPLE, size * SUPERSAMPLE), 0)
    draw_glyph(ImageDraw.Draw(big), name, (0, 0, size * SUPERSAMPLE, size * SUPERSAMPLE), 255)
    return big.reduce(SUPERSAMPLE)
