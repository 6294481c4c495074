"""Screenshots for the wire: downscaled to a maximum side, as base64 PNG data URLs."""

from __future__ import annotations

import base64
import io
from collections.abc import Sequence

from PIL import Image, UnidentifiedImageError

from mobilexperts.llm.errors import ModelError
from mobilexperts.llm.types import ImagePart


def shrink_factor(images: Sequence[ImagePart], max_side: int) -> float:
    """One factor (>= 1) for all images of a request, so their coordinates agree."""
    longest = max((max(_size(image)) for image in images), default=0)
    return max(1.0, longest / max_side)


def image_scale(images: Sequence[ImagePart], shrink: float) -> float:
    """Screen pixels per pixel of the image the model sees (from the first image)."""
    if not images:
        return 1.0
    first = images[0]
    width, _ = _size(first)
    return first.screen_width / max(1, round(width / shrink))


def data_url(image: ImagePart, shrink: float) -> str:
    """``image`` as a ``data:image/png;base64,...`` URL, scaled down by ``shrink``."""
    png = image.png
    if shrink > 1.0:
        with _open(image) as picture:
            width, height = picture.size
            target = (max(1, round(width / shrink)), max(1, round(height / shrink)))
            buffer = io.BytesIO()
            picture.resize(target, Image.Resampling.LANCZOS).save(buffer, format="PNG")
            png = buffer.getvalue()
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def _size(image: ImagePart) -> tuple[int, int]:
    with _open(image) as picture:
        return picture.size


def _open(image: ImagePart) -> Image.Image:
    try:
        return Image.open(io.BytesIO(image.png))
    except (UnidentifiedImageError, OSError) as exc:
        raise ModelError(
            f"an image part of the request is not a readable image ({exc}); "
            "pass PNG bytes such as Observation.screenshot"
        ) from None
