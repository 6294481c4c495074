"""Icon signatures: a small perceptual hash of an element's screenshot crop.

An icon with neither resource-id nor content-desc is recognised by what it looks like: the
difference hash (dHash) of its crop, 64 bits as 16 hex digits. Near-identical crops (another
theme's anti-aliasing, a pressed state) differ in a few bits; :func:`hamming` measures that.
"""

from __future__ import annotations

from PIL import Image, ImageStat

from mobilexperts.perception.elements import Bounds
from mobilexperts.perception.ocr import decode_png

HASH_SIDE = 8
MAX_ICON_SIDE = 400
"""Crops larger than this (in screen pixels) are rows or panels, not icons."""
MAX_ICON_ASPECT = 3.0
MIN_CONTRAST = 2.0
"""A crop whose thumbnail is this flat (grey-level standard deviation) shows no picture."""


def icon_hash(image: Image.Image, bounds: Bounds) -> str | None:
    """The dHash of ``bounds`` in the greyscale ``image``; ``None`` for no icon-like crop."""
    box = (
        max(bounds.x1, 0),
        max(bounds.y1, 0),
        min(bounds.x2, image.width),
        min(bounds.y2, image.height),
    )
    width, height = box[2] - box[0], box[3] - box[1]
    if width <= 1 or height <= 1 or max(width, height) > MAX_ICON_SIDE:
        return None
    if max(width, height) / min(width, height) > MAX_ICON_ASPECT:
        return None
    thumb = image.crop(box).resize((HASH_SIDE + 1, HASH_SIDE), Image.Resampling.BILINEAR)
    if ImageStat.Stat(thumb).stddev[0] < MIN_CONTRAST:
        return None
    pixels = thumb.tobytes()
    bits = 0
    for row in range(HASH_SIDE):
        offset = row * (HASH_SIDE + 1)
        for column in range(HASH_SIDE):
            left, right = pixels[offset + column], pixels[offset + column + 1]
            bits = (bits << 1) | (left > right)
    return f"{bits:016x}"


def hamming(first: str, second: str) -> int:
    """How many of the 64 bits of two icon hashes differ."""
    return (int(first, 16) ^ int(second, 16)).bit_count()


class IconHasher:
    """Icon hashes of one screenshot at a time: the PNG is decoded once and each crop hashed
    once, however often the same observation is asked about."""

    def __init__(self) -> None:
        self._png: bytes | None = None
        self._image: Image.Image | None = None
        self._hashes: dict[Bounds, str | None] = {}

    def hash(self, png: bytes, bounds: Bounds) -> str | None:
        if png != self._png:
            self._png, self._image, self._hashes = png, None, {}
        if bounds not in self._hashes:
            if self._image is None:
                self._image = decode_png(png).convert("L")
            self._hashes[bounds] = icon_hash(self._image, bounds)
        return self._hashes[bounds]
