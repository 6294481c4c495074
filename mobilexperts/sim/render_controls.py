"""Painters of leaf widgets: text, buttons, keys, icons, fields, toggles, sliders, tabs."""

from __future__ import annotations

from mobilexperts.sim import fonts, glyphs, theme
from mobilexperts.sim.layout import Node
from mobilexperts.sim.render_canvas import baseline, text_width
from mobilexperts.sim.render_ctx import Ctx, centred_label, paint_lines, square
from mobilexperts.sim.theme import RGB
from mobilexperts.sim.widgets import (
    Button,
    CheckBox,
    EditText,
    Icon,
    IconButton,
    Switch,
    Tab,
    TabBar,
    Text,
)

# Labels that are a single symbol are drawn as glyphs (the keyboard's shift and delete keys).
SYMBOL_GLYPHS = {"\u21e7": "shift", "\u232b": "backspace", "\u21b5": "enter", "\u23ce": "enter"}
BAR_AREAS = ("appbar", "navbar", "statusbar", "toast")
WHITE = (255, 255, 255)


def glyph_ink(name: str, ctx: Ctx) -> RGB:
    """The colour of an untinted glyph: its conventional role, or the ink of the surface."""
    role = theme.GLYPH_ROLE.get(name)
    if role is not None:
        return getattr(ctx.pal, role)
    return ctx.ink if ctx.area in BAR_AREAS else ctx.muted


def paint_text(node: Node, ctx: Ctx) -> None:
    widget: Text = node.widget  # type: ignore[assignment]
    colour = ctx.colour(widget.color, ctx.ink)
    paint_lines(node, ctx, colour if widget.enabled else ctx.faded(colour), widget.bold)


def paint_divider(node: Node, ctx: Ctx) -> None:
    x1, y1, x2, _ = node.frame
    ctx.canvas.rect((x1, y1, x2, y1 + max(1, ctx.dp(1))), ctx.pal.outline_variant)


def paint_button(node: Node, ctx: Ctx) -> None:
    """Filled, outlined and text buttons as Material pills; keys when on a keyboard."""
    widget: Button = node.widget  # type: ignore[assignment]
    if ctx.area == "keyboard":
        paint_key(node, ctx)
        return
    pal = ctx.pal
    x1, y1, x2, y2 = node.frame
    height = min(ctx.dp(40), y2 - y1)
    top = y1 + (y2 - y1 - height) // 2
    pill = (x1, top, x2, top + height)
    label = pal.primary
    if widget.variant == "filled":
        fill = pal.primary if widget.enabled else theme.blend(pal.on_surface, ctx.surface, 0.88)
        ctx.canvas.rounded(pill, height // 2, fill=fill)
        label = pal.on_primary
    elif widget.variant == "outlined":
        border = pal.outline if widget.enabled else ctx.faded(pal.outline)
        ctx.canvas.rounded(pill, height // 2, outline=border, width=max(1, ctx.dp(1)))
    if not widget.enabled:
        label = ctx.faded(ctx.ink)
    centred_label(ctx, pill, node.text, node.font_px, label, bold=True)


def paint_key(node: Node, ctx: Ctx) -> None:
    """A keyboard key: a rounded cap with a large letter, a symbol glyph, or a word."""
    widget: Button = node.widget  # type: ignore[assignment]
    pal = ctx.pal
    x1, y1, x2, y2 = node.frame
    label = node.text
    action = bool(widget.desc) and len(label) > 1
    fill = pal.primary if action else pal.function_key if label in SYMBOL_GLYPHS else pal.key
    ctx.canvas.rounded(node.frame, ctx.dp(6), fill=fill)
    ink = pal.on_primary if action else pal.on_surface
    if label in SYMBOL_GLYPHS:
        ctx.canvas.glyph(
            SYMBOL_GLYPHS[label], square((x1 + x2) / 2, (y1 + y2) / 2, ctx.dp(22)), ink
        )
    elif label:
        px = ctx.dp(22) if len(label) == 1 else node.font_px
        centred_label(ctx, node.frame, label, px, ink)


def paint_icon_button(node: Node, ctx: Ctx) -> None:
    """A 24dp glyph; a filled variant when selected (a liked heart); a FAB when 56dp or more."""
    widget: IconButton = node.widget  # type: ignore[assignment]
    pal = ctx.pal
    x1, y1, x2, y2 = node.frame
    name = widget.glyph
    colour = ctx.colour(widget.tint, glyph_ink(name, ctx))
    if min(x2 - x1, y2 - y1) >= ctx.dp(56):
        ctx.canvas.shadow(node.frame, ctx.dp(16), ctx.dp(3), 70, ctx.dp(2))
        ctx.canvas.rounded(node.frame, ctx.dp(16), fill=pal.primary_container)
        colour = ctx.colour(widget.tint, pal.on_primary_container)
    if widget.selected:
        outline = glyphs.ALIASES.get(name, name).removesuffix("_filled")
        if glyphs.known(f"{outline}_filled"):
            role = theme.SELECTED_ROLE.get(outline, "primary")
            name, colour = f"{outline}_filled", ctx.colour(widget.tint, getattr(pal, role))
        else:
            colour = ctx.colour(widget.tint, pal.primary)
    if not widget.enabled:
        colour = ctx.faded(colour)
    ctx.canvas.glyph(name, square((x1 + x2) / 2, (y1 + y2) / 2, ctx.dp(24)), colour)


def paint_icon(node: Node, ctx: Ctx) -> None:
    """Avatars (initials on a coloured disc), app icons, image tiles, tonal list icons, glyphs."""
    widget: Icon = node.widget  # type: ignore[assignment]
    pal, canvas = ctx.pal, ctx.canvas
    x1, y1, x2, y2 = node.frame
    size = min(x2 - x1, y2 - y1)
    cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
    box = square(cx, cy, size)
    if widget.initials:
        canvas.disc(cx, cy, size / 2, ctx.colour(widget.tint, theme.avatar_colour(widget.initials)))
        centred_label(ctx, box, widget.initials.upper()[:2], max(8, round(size * 0.4)), WHITE, True)
    elif not widget.glyph or widget.size >= 96:
        canvas.rounded(box, ctx.dp(12), fill=pal.container_highest)
        glyph_colour = ctx.colour(widget.tint, pal.outline)
        canvas.glyph(widget.glyph or "image", square(cx, cy, round(size * 0.4)), glyph_colour)
    elif widget.tint.startswith("#") and widget.size >= 40:
        radius = size * 2 // 7
        canvas.shadow(box, radius, ctx.dp(2), 60, ctx.dp(1))
        canvas.rounded(box, radius, fill=theme.resolve(pal, widget.tint, pal.primary))
        canvas.glyph(widget.glyph, square(cx, cy, round(size * 0.55)), WHITE)
    elif widget.size >= 36:
        canvas.disc(cx, cy, size / 2, pal.secondary_container)
        glyph_colour = ctx.colour(widget.tint, pal.on_secondary_container)
        canvas.glyph(widget.glyph, square(cx, cy, round(size * 0.6)), glyph_colour)
    else:
        canvas.glyph(widget.glyph, box, ctx.colour(widget.tint, glyph_ink(widget.glyph, ctx)))


def paint_edit(node: Node, ctx: Ctx) -> None:
    """An outlined field (underlined in dialogs, bare in a search bar): value or hint, caret."""
    widget: EditText = node.widget  # type: ignore[assignment]
    pal, canvas = ctx.pal, ctx.canvas
    x1, y1, x2, y2 = node.frame
    focused = node.focused
    stroke = ctx.dp(2) if focused else max(1, ctx.dp(1))
    border = pal.primary if focused else pal.outline
    if ctx.area == "searchbar":
        pad = ctx.dp(4)
    elif ctx.area == "dialog":
        pad = ctx.dp(4)
        canvas.rect((x1, y2 - stroke, x2, y2), border)
    else:
        pad = ctx.dp(16)
        canvas.rounded(node.frame, ctx.dp(4), outline=border, width=stroke)
    hint = not node.text or (node.text == widget.hint and not node.password)
    colour = ctx.muted if hint else ctx.ink
    if not widget.enabled:
        colour = ctx.faded(colour)
    px, width = node.font_px, x2 - x1 - 2 * pad
    line_h = round(px * fonts.LINE_HEIGHT)
    if widget.multiline:
        tops = [y1 + ctx.dp(16) + i * line_h for i in range(len(node.lines))]
        lines = list(node.lines)
    else:
        tops = [y1 + (y2 - y1 - line_h) // 2]
        lines = [_fit(node.text, px, width, keep_end=focused)]
    caret_x, caret_top = x1 + pad, tops[-1] if tops else y1
    for top, line in zip(tops, lines, strict=False):
        if top + line_h > y2:
            break
        if node.password and not hint:
            caret_x = _bullets(ctx, x1 + pad, top + line_h / 2, len(line), colour)
        else:
            canvas.text(x1 + pad, baseline(top, line_h, px), line, px, colour)
            caret_x = x1 + pad + (0 if hint else text_width(line, px))
    if focused:
        caret_x = min(caret_x, x2 - pad)
        canvas.rect(
            (caret_x, caret_top + line_h // 8, caret_x + ctx.dp(2), caret_top + line_h * 7 // 8),
            pal.primary,
        )


def _fit(text: str, px: int, width: int, keep_end: bool) -> str:
    """``text`` trimmed to ``width``: from the start while typing (the caret stays in view)."""
    while text and text_width(text, px) > width:
        text = text[1:] if keep_end else text[:-1]
    return text


def _bullets(ctx: Ctx, x: int, cy: float, count: int, colour: RGB) -> int:
    step, radius = ctx.dp(12), ctx.dp(3.5)
    for i in range(count):
        ctx.canvas.disc(x + radius + i * step, cy, radius, colour)
    return x + count * step


def paint_checkbox(node: Node, ctx: Ctx) -> None:
    widget: CheckBox = node.widget  # type: ignore[assignment]
    pal = ctx.pal
    x1, y1, x2, y2 = node.frame
    size, cy = ctx.dp(18), (y1 + y2) / 2
    box = square(x1 + ctx.dp(4) + size / 2, cy, size)
    if node.checked:
        ctx.canvas.rounded(
            box, ctx.dp(2), fill=pal.primary if widget.enabled else ctx.faded(pal.primary)
        )
        ctx.canvas.glyph("check", square((box[0] + box[2]) / 2, cy, ctx.dp(16)), pal.on_primary)
    else:
        border = pal.on_surface_variant if widget.enabled else ctx.faded(pal.on_surface_variant)
        ctx.canvas.rounded(box, ctx.dp(2), outline=border, width=ctx.dp(2))
    _label(node, ctx, (box[2] + ctx.dp(14), y1, x2, y2), widget.enabled)


def paint_switch(node: Node, ctx: Ctx) -> None:
    widget: Switch = node.widget  # type: ignore[assignment]
    pal, canvas = ctx.pal, ctx.canvas
    x1, y1, x2, y2 = node.frame
    width, height = ctx.dp(52), ctx.dp(32)
    cy = (y1 + y2) // 2
    track = (x2 - width, cy - height // 2, x2, cy - height // 2 + height)
    if node.checked:
        canvas.rounded(track, height // 2, fill=pal.primary)
        canvas.disc(x2 - height / 2, cy, ctx.dp(12), pal.on_primary)
        canvas.glyph("check", square(x2 - height / 2, cy, ctx.dp(16)), pal.primary)
    else:
        canvas.rounded(
            track, height // 2, fill=pal.container_highest, outline=pal.outline, width=ctx.dp(2)
        )
        canvas.disc(track[0] + height / 2, cy, ctx.dp(8), pal.outline)
    _label(node, ctx, (x1, y1, track[0] - ctx.dp(16), y2), widget.enabled)


def _label(node: Node, ctx: Ctx, box: tuple[int, int, int, int], enabled: bool) -> None:
    if not node.text:
        return
    x1, y1, _, y2 = box
    colour = ctx.ink if enabled else ctx.faded(ctx.ink)
    ctx.canvas.text(x1, baseline(y1, y2 - y1, node.font_px), node.text, node.font_px, colour)


def paint_seekbar(node: Node, ctx: Ctx) -> None:
    """A track with its active part and a round thumb at the value (taps map linearly)."""
    pal = ctx.pal
    x1, y1, x2, y2 = node.frame
    value = min(max(getattr(node.widget, "value", 0.0), 0.0), 1.0)
    cy, thick = (y1 + y2) // 2, ctx.dp(4)
    thumb = round(x1 + value * (x2 - x1))
    ctx.canvas.rounded(
        (x1, cy - thick // 2, x2, cy - thick // 2 + thick), thick // 2, fill=pal.secondary_container
    )
    ctx.canvas.rounded(
        (x1, cy - thick // 2, max(thumb, x1 + thick), cy - thick // 2 + thick),
        thick // 2,
        fill=pal.primary,
    )
    ctx.canvas.disc(thumb, cy, ctx.dp(10), pal.primary)


def paint_tabs(node: Node, ctx: Ctx) -> None:
    """Top tabs with an indicator under the selected label, or a bottom navigation bar."""
    bar: TabBar = node.widget  # type: ignore[assignment]
    pal = ctx.pal
    x1, _, x2, y2 = node.frame
    if bar.bottom:
        ctx.canvas.rect(node.frame, pal.container)
    else:
        ctx.canvas.rect((x1, y2 - max(1, ctx.dp(1)), x2, y2), pal.outline_variant)
    for item in node.children:
        tab = item.widget
        if isinstance(tab, Tab):
            (_bottom_tab if bar.bottom else _top_tab)(item, tab, ctx)


def _label_px(item: Node, default: int) -> int:
    """The font size the layout gave a tab's label (its text child)."""
    return next((c.font_px for c in item.children if c.font_px), default)


def _top_tab(item: Node, tab: Tab, ctx: Ctx) -> None:
    pal = ctx.pal
    x1, y1, x2, y2 = item.frame
    colour = pal.primary if tab.selected else ctx.muted
    px, icon = _label_px(item, ctx.dp(14)), ctx.dp(24) if tab.glyph else 0
    gap = ctx.dp(8) if tab.glyph and tab.label else 0
    content = icon + gap + (text_width(tab.label, px) if tab.label else 0)
    left = x1 + (x2 - x1 - content) // 2
    if tab.glyph:
        ctx.canvas.glyph(tab.glyph, square(left + icon / 2, (y1 + y2) / 2, icon), colour)
    if tab.label:
        ctx.canvas.text(
            left + icon + gap, baseline(y1, y2 - y1, px), tab.label, px, colour, tab.selected
        )
    if tab.selected:
        width = max(content, ctx.dp(24))
        ctx.canvas.rounded(
            ((x1 + x2 - width) // 2, y2 - ctx.dp(3), (x1 + x2 + width) // 2, y2 + ctx.dp(3)),
            ctx.dp(3),
            fill=pal.primary,
        )
    _badge(ctx, tab.badge, left + max(icon, content), y1 + ctx.dp(10))


def _bottom_tab(item: Node, tab: Tab, ctx: Ctx) -> None:
    pal = ctx.pal
    x1, y1, x2, _ = item.frame
    cx = (x1 + x2) / 2
    colour = pal.on_secondary_container if tab.selected else ctx.muted
    px = _label_px(item, ctx.dp(12))
    if not tab.glyph:
        label_colour = pal.primary if tab.selected else ctx.muted
        centred_label(ctx, item.frame, tab.label, px, label_colour, tab.selected)
        _badge(ctx, tab.badge, round(cx + text_width(tab.label, px) / 2), y1 + ctx.dp(20))
        return
    pill_top = y1 + ctx.dp(12 if tab.label else 20)
    pill = (round(cx) - ctx.dp(32), pill_top, round(cx) + ctx.dp(32), pill_top + ctx.dp(32))
    if tab.selected:
        ctx.canvas.rounded(pill, ctx.dp(16), fill=pal.secondary_container)
    ctx.canvas.glyph(tab.glyph, square(cx, pill_top + ctx.dp(16), ctx.dp(24)), colour)
    if tab.label:
        label_colour = pal.on_surface if tab.selected else ctx.muted
        centred_label(
            ctx,
            (x1, pill[3] + ctx.dp(2), x2, pill[3] + ctx.dp(20)),
            tab.label,
            px,
            label_colour,
            tab.selected,
        )
    _badge(ctx, tab.badge, round(cx) + ctx.dp(12), pill_top + ctx.dp(6))


def _badge(ctx: Ctx, count: int, cx: int, cy: int) -> None:
    if count <= 0:
        return
    label = str(count) if count < 100 else "99+"
    px = ctx.dp(11)
    width = max(ctx.dp(16), text_width(label, px) + ctx.dp(8))
    box = (cx - ctx.dp(4), cy - ctx.dp(8), cx - ctx.dp(4) + width, cy + ctx.dp(8))
    ctx.canvas.rounded(box, ctx.dp(8), fill=ctx.pal.error)
    centred_label(ctx, box, label, px, theme.readable_on(ctx.pal.error))
