"""Set-of-mark screenshots: each element's box and index number drawn on the PNG."""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import ImageDraw, ImageFont

from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.ocr import decode_png

# Box colours by what the element is: acted on, typed into, read, or found by OCR.
COLOURS = {"act": "#e8453c", "edit": "#1e88e5", "read": "#2e9d4f", "ocr": "#f29900"}


def _colour(el: UIElement) -> str:
    if el.source == "ocr":
        return COLOURS["ocr"]
    if el.editable:
        return COLOURS["edit"]
    if el.clickable or el.long_clickable or el.checkable or el.scrollable:
        return COLOURS["act"]
    return COLOURS["read"]


def annotate(png: bytes, elements: Sequence[UIElement]) -> bytes:
    """A copy of the screenshot ``png`` with a box and the index of every element drawn on it."""
    image = decode_png(png)
    draw = ImageDraw.Draw(image)
    scale = max(image.width, image.height) / 2400
    line = max(2, round(4 * scale))
    font = ImageFont.load_default(size=max(12, round(36 * scale)))
    for el in elements:
        b = el.bounds
        colour = _colour(el)
        draw.rectangle((b.x1, b.y1, b.x2 - 1, b.y2 - 1), outline=colour, width=line)
        tag = str(el.index)
        left, top, right, bottom = draw.textbbox((0, 0), tag, font=font)
        pad = line
        w, h = right - left + 2 * pad, bottom - top + 2 * pad
        x = min(max(b.x1, 0), max(image.width - w, 0))
        y = min(max(b.y1, 0), max(image.height - h, 0))
        draw.rectangle((x, y, x + w, y + h), fill=colour)
        draw.text((x + pad - left, y + pad - top), tag, fill="white", font=font)
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()
