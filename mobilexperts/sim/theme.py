"""Light and dark colour palettes for the SimDroid renderer (Material 3 baseline tones).

Widgets name colours (``Text.color="muted"``, ``IconButton.tint="primary"``); :func:`resolve`
turns a name, an alias or a ``#rrggbb`` value into RGB for the current palette.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, fields

from PIL import ImageColor

RGB = tuple[int, int, int]


def hex_rgb(value: str) -> RGB:
    """``#rrggbb`` (or any colour Pillow knows) as an RGB tuple."""
    red, green, blue = ImageColor.getrgb(value)[:3]
    return red, green, blue


@dataclass(frozen=True, slots=True)
class Palette:
    """Every colour role the renderer paints with."""

    primary: RGB
    on_primary: RGB
    primary_container: RGB
    on_primary_container: RGB
    secondary: RGB
    secondary_container: RGB
    on_secondary_container: RGB
    tertiary: RGB
    error: RGB
    success: RGB
    warning: RGB
    like: RGB
    star: RGB
    surface: RGB
    on_surface: RGB
    on_surface_variant: RGB
    container_lowest: RGB
    container_low: RGB
    container: RGB
    container_high: RGB
    container_highest: RGB
    outline: RGB
    outline_variant: RGB
    inverse_surface: RGB
    inverse_on_surface: RGB
    on_wallpaper: RGB
    wallpaper_top: RGB
    wallpaper_bottom: RGB
    keyboard: RGB
    key: RGB
    function_key: RGB
    shadow: RGB


def _on_cell_corner(value: str) -> RGB:
    """A colour moved (by at most 2 levels a channel) to a multiple of 4 in every channel.

    PNG palette mapping in Pillow looks colours up in cells of 4 levels, evaluated at the
    cell's corner: theme colours on corners are kept exactly, even when two are close.
    """
    red, green, blue = (min(252, 4 * round(c / 4)) for c in hex_rgb(value))
    return red, green, blue


def _palette(**values: str) -> Palette:
    return Palette(**{name: _on_cell_corner(value) for name, value in values.items()})


LIGHT = _palette(
    primary="#6750a4",
    on_primary="#ffffff",
    primary_container="#eaddff",
    on_primary_container="#21005d",
    secondary="#625b71",
    secondary_container="#e8def8",
    on_secondary_container="#1d192b",
    tertiary="#7d5260",
    error="#b3261e",
    success="#2e7d32",
    warning="#b26a00",
    like="#e0245e",
    star="#f4a100",
    surface="#fef7ff",
    on_surface="#1d1b20",
    on_surface_variant="#49454f",
    container_lowest="#ffffff",
    container_low="#f7f2fa",
    container="#f3edf7",
    container_high="#ece6f0",
    container_highest="#e6e0e9",
    outline="#79747e",
    outline_variant="#cac4d0",
    inverse_surface="#322f35",
    inverse_on_surface="#f5eff7",
    on_wallpaper="#ffffff",
    wallpaper_top="#4a3c8c",
    wallpaper_bottom="#c58fb1",
    keyboard="#e9e4ef",
    key="#ffffff",
    function_key="#d5cde3",
    shadow="#000000",
)

DARK = _palette(
    primary="#d0bcff",
    on_primary="#381e72",
    primary_container="#4f378b",
    on_primary_container="#eaddff",
    secondary="#ccc2dc",
    secondary_container="#4a4458",
    on_secondary_container="#e8def8",
    tertiary="#efb8c8",
    error="#f2b8b5",
    success="#81c784",
    warning="#ffb74d",
    like="#ff6f9c",
    star="#ffd54f",
    surface="#141218",
    on_surface="#e6e0e9",
    on_surface_variant="#cac4d0",
    container_lowest="#0f0d13",
    container_low="#1d1b20",
    container="#211f26",
    container_high="#2b2930",
    container_highest="#36343b",
    outline="#938f99",
    outline_variant="#49454f",
    inverse_surface="#e6e0e9",
    inverse_on_surface="#322f35",
    on_wallpaper="#ffffff",
    wallpaper_top="#1b1238",
    wallpaper_bottom="#4d2f56",
    keyboard="#1e1c22",
    key="#3b3941",
    function_key="#2c2a33",
    shadow="#000000",
)

# Names apps use that are not palette roles.
ALIASES = {
    "muted": "on_surface_variant",
    "accent": "primary",
    "link": "primary",
    "ink": "on_surface",
    "text": "on_surface",
    "danger": "error",
    "liked": "like",
    "favorite": "star",
}
ROLES = frozenset(f.name for f in fields(Palette))

# Opacity (0-255) of the scrim that dims what lies under a modal dialog or a drawer.
SCRIM_ALPHA = 82

# Glyphs whose conventional colour is a palette role rather than the surrounding ink.
GLYPH_ROLE = {"dot": "primary"}

# Filled glyph variants drawn in their own colour when the widget is selected.
SELECTED_ROLE = {"heart": "like", "star": "star"}

AVATAR_COLOURS = tuple(
    hex_rgb(c)
    for c in (
        "#c2185b",
        "#7b1fa2",
        "#512da8",
        "#303f9f",
        "#1976d2",
        "#0288d1",
        "#00796b",
        "#388e3c",
        "#689f38",
        "#e64a19",
        "#5d4037",
        "#455a64",
    )
)


def palette(dark: bool) -> Palette:
    return DARK if dark else LIGHT


def resolve(pal: Palette, name: str, default: RGB) -> RGB:
    """A colour name, alias or ``#hex`` value in ``pal``; ``default`` when empty or unknown."""
    if not name:
        return default
    if name.startswith("#"):
        try:
            return hex_rgb(name)
        except ValueError:
            return default
    role = ALIASES.get(name, name)
    return getattr(pal, role) if role in ROLES else default


def blend(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved a fraction ``t`` of the way towards ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def is_light(colour: RGB) -> bool:
    """Whether dark ink reads better than light ink on ``colour``."""
    red, green, blue = colour
    return 0.299 * red + 0.587 * green + 0.114 * blue > 150


def readable_on(colour: RGB) -> RGB:
    """Near-black or white, whichever reads on ``colour``."""
    return (29, 27, 32) if is_light(colour) else (255, 255, 255)


def avatar_colour(initials: str) -> RGB:
    """A stable colour for an avatar, derived from its initials."""
    return AVATAR_COLOURS[zlib.crc32(initials.upper().encode()) % len(AVATAR_COLOURS)]
