"""Pillow renderer: a laid-out frame to a PNG a person recognises as a phone screen."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from mobilexperts.sim import fonts
from mobilexperts.sim.screen import Frame


def render(frame: Frame) -> Image.Image:
    """Draw every window of ``frame``."""
    image = Image.new("RGB", (frame.width, frame.height), "#101418" if frame.dark else "#fdfbff")
    draw = ImageDraw.Draw(image)
    ink = "#e6e1e5" if frame.dark else "#1b1b1f"
    for node in frame.nodes():
        if node.clickable:
            draw.rectangle(node.bounds, outline="#79747e")
        if node.lines and node.font_px:
            x1, y1, _, _ = node.frame
            for i, line in enumerate(node.lines):
                draw.text(
                    (x1 + 8, y1 + i * int(node.font_px * fonts.LINE_HEIGHT)),
                    line,
                    font=fonts.font(node.font_px),
                    fill=ink,
                )
    return image


def render_png(frame: Frame) -> bytes:
    """The frame as PNG bytes."""
    out = io.BytesIO()
    render(frame).save(out, "PNG", compress_level=1)
    return out.getvalue()
