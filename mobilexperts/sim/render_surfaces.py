"""Surfaces painted under styled containers (``Column(style=...)``, ``Row(style=...)``).

A style names a Material surface: its fill and outline colour roles, corner radius, elevation
and the ink that reads on it. Unknown styles paint nothing. The status and navigation bars
take the colour of the app edge they touch (or stay transparent over the wallpaper).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from mobilexperts.sim import theme
from mobilexperts.sim.layout import Node
from mobilexperts.sim.render_canvas import ALL_CORNERS, Corners, gradient_steps
from mobilexperts.sim.render_ctx import Ctx

PILL = -1
RIGHT: Corners = (False, True, False, True)
TOP: Corners = (True, True, False, False)
BOTTOM: Corners = (False, False, True, True)
DARK_INK, LIGHT_INK = (29, 27, 32), (236, 230, 240)


@dataclass(frozen=True, slots=True)
class Surface:
    """How one style looks; colours are palette roles ("" for none)."""

    fill: str
    radius: float = 0
    outline: str = ""
    ink: str = "on_surface"
    muted: str = "on_surface_variant"
    elevation: int = 0
    corners: Corners = ALL_CORNERS


SURFACES = {
    "appbar": Surface("container"),
    "bar": Surface("container"),
    "card": Surface("container_low", 12, elevation=1),
    "filled": Surface("container_highest", 12),
    "outlined": Surface("", 12, outline="outline_variant"),
    "searchbar": Surface("container_high", PILL),
    "dialog": Surface("container_high", 28, elevation=3),
    "sheet": Surface("container_low", 28, elevation=2, corners=TOP),
    "drawer": Surface("container_low", 16, elevation=2, corners=RIGHT),
    "toast": Surface("inverse_surface", PILL, ink="inverse_on_surface", muted="inverse_on_surface"),
    "keyboard": Surface("keyboard"),
    "shade": Surface("container_high", 28, elevation=3, corners=BOTTOM),
    "menu": Surface("container", 8, elevation=2),
    "ad": Surface("container_lowest", 16, elevation=3),
    "chip": Surface("", 8, outline="outline"),
    "fab": Surface(
        "primary_container",
        16,
        ink="on_primary_container",
        muted="on_primary_container",
        elevation=2,
    ),
    "bubble": Surface("container_high", 18),
    "bubble_in": Surface("container_high", 18),
    "bubble_out": Surface("primary", 18, ink="on_primary", muted="on_primary"),
    "banner": Surface(
        "secondary_container", 12, ink="on_secondary_container", muted="on_secondary_container"
    ),
    "highlight": Surface("secondary_container", 12, ink="on_secondary_container"),
    "selected": Surface("secondary_container", 12, ink="on_secondary_container"),
    "primary": Surface(
        "primary_container", 12, ink="on_primary_container", muted="on_primary_container"
    ),
}


def paint_surface(node: Node, style: str, ctx: Ctx) -> Ctx:
    """Paint the surface of ``style`` under ``node``; returns the context for its children."""
    if style == "wallpaper":
        return _wallpaper(ctx)
    if style in ("statusbar", "navbar"):
        return _system_bar(node, style, ctx)
    if style == "scrim":
        ctx.canvas.translucent(node.frame, ctx.pal.shadow, theme.SCRIM_ALPHA)
        return ctx
    surface = SURFACES.get(style)
    if surface is None:
        return ctx
    pal, canvas = ctx.pal, ctx.canvas
    x1, y1, x2, y2 = node.frame
    radius = min(x2 - x1, y2 - y1) // 2 if surface.radius == PILL else ctx.dp(surface.radius)
    fill = getattr(pal, surface.fill) if surface.fill else None
    if surface.elevation >= 2:
        canvas.shadow(
            node.frame,
            radius,
            ctx.dp(4 * surface.elevation),
            40 + 12 * surface.elevation,
            ctx.dp(surface.elevation),
        )
    elif surface.elevation and fill is not None:
        edge = (x1, y1 + ctx.dp(1), x2, y2 + ctx.dp(1))
        shade = theme.blend(ctx.surface, pal.shadow, 0.14)
        canvas.rounded(edge, radius, shade, corners=surface.corners)
    outline = getattr(pal, surface.outline) if surface.outline else None
    canvas.rounded(node.frame, radius, fill, outline, max(1, ctx.dp(1)), surface.corners)
    ink = getattr(pal, surface.ink)
    base = fill if fill is not None else ctx.surface
    muted = getattr(pal, surface.muted)
    if muted == ink:
        muted = theme.blend(ink, base, 0.25)
    return replace(ctx, ink=ink, muted=muted, surface=base, area=style)


def _wallpaper(ctx: Ctx) -> Ctx:
    pal, canvas = ctx.pal, ctx.canvas
    width, height = canvas.image.size
    canvas.gradient(
        (canvas.ox, canvas.oy, canvas.ox + width, canvas.oy + height),
        pal.wallpaper_top,
        pal.wallpaper_bottom,
    )
    canvas.wallpaper = frozenset(gradient_steps(pal.wallpaper_top, pal.wallpaper_bottom))
    ink = pal.on_wallpaper
    return replace(
        ctx,
        ink=ink,
        muted=theme.blend(ink, pal.wallpaper_top, 0.2),
        surface=pal.wallpaper_top,
        area="wallpaper",
    )


def _system_bar(node: Node, style: str, ctx: Ctx) -> Ctx:
    """Bars are transparent over the wallpaper, else coloured like the app edge they touch."""
    x1, y1, _, y2 = node.frame
    colour = ctx.canvas.pixel(x1, y2 if style == "statusbar" else y1 - 1)
    if colour not in ctx.canvas.wallpaper:
        ctx.canvas.rect(node.frame, colour)
    ink = DARK_INK if theme.is_light(colour) else LIGHT_INK
    return replace(ctx, ink=ink, muted=ink, surface=colour, area=style)
