"""Icon crops: icon-sized marks in a screenshot region that OCR did not read as text.

A canvas or a WebView without accessibility shows buttons as pictures; Mobile-Agent-v2 finds
them with an icon detector. This is a detector without a model: ink that stands out from the
region's background colour is grouped into connected blobs on a coarse grid, and the blobs of
icon size and shape that no text line covers become ``OCRIcon`` elements.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from mobilexperts.perception.elements import Bounds, UIElement

ICON_CLASS = "OCRIcon"
CELL = 6  # px per grid cell
INK_DIFFERENCE = 48  # summed RGB difference from the background that counts as ink
MIN_SIDE, MAX_SIDE = 24, 200  # px
MAX_ASPECT = 2.0
TEXT_MARGIN = 8  # px around a text line that still belongs to it


def _blobs(cells: list[list[bool]]) -> list[tuple[int, int, int, int]]:
    """Bounding boxes (in cells) of the 8-connected groups of set cells."""
    rows, cols = len(cells), len(cells[0]) if cells else 0
    seen = [[False] * cols for _ in range(rows)]
    boxes = []
    for r in range(rows):
        for c in range(cols):
            if not cells[r][c] or seen[r][c]:
                continue
            seen[r][c] = True
            stack, box = [(r, c)], [c, r, c, r]
            while stack:
                y, x = stack.pop()
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
                for dy in (-1, 0, 1):
                    for dx in (-1, 0, 1):
                        ny, nx = y + dy, x + dx
                        if 0 <= ny < rows and 0 <= nx < cols and cells[ny][nx] and not seen[ny][nx]:
                            seen[ny][nx] = True
                            stack.append((ny, nx))
            boxes.append((box[0], box[1], box[2], box[3]))
    return boxes


def _ink_cells(crop: Image.Image) -> list[list[bool]]:
    """Which grid cells of ``crop`` hold ink: a pixel far from the most common colour."""
    import numpy as np

    small = crop.convert("RGB").resize(
        (max(1, crop.width // CELL), max(1, crop.height // CELL)), Image.Resampling.BOX
    )
    colours = small.getcolors(maxcolors=small.width * small.height) or []
    background = np.array(max(colours)[1] if colours else (255, 255, 255), dtype=np.int16)
    difference = np.abs(np.asarray(small, dtype=np.int16) - background).sum(axis=2)
    return (difference >= INK_DIFFERENCE).tolist()


def icon_boxes(
    image: Image.Image, regions: Sequence[Bounds], text: Sequence[Bounds]
) -> list[Bounds]:
    """Icon-sized blobs in ``regions`` of ``image`` that no text line covers, in screen pixels."""
    found: list[Bounds] = []
    for region in regions:
        crop = image.crop((region.x1, region.y1, region.x2, region.y2))
        for cx1, cy1, cx2, cy2 in _blobs(_ink_cells(crop)):
            box = Bounds(
                x1=region.x1 + cx1 * CELL,
                y1=region.y1 + cy1 * CELL,
                x2=region.x1 + (cx2 + 1) * CELL,
                y2=region.y1 + (cy2 + 1) * CELL,
            )
            sides = sorted((box.width, box.height))
            if sides[0] < MIN_SIDE or sides[1] > MAX_SIDE or sides[1] > MAX_ASPECT * sides[0]:
                continue
            x, y = box.center
            if any(
                t.x1 - TEXT_MARGIN <= x < t.x2 + TEXT_MARGIN
                and t.y1 - TEXT_MARGIN <= y < t.y2 + TEXT_MARGIN
                for t in text
            ):
                continue
            found.append(box)
    return found


def icon_elements(boxes: Sequence[Bounds], first_index: int) -> list[UIElement]:
    """Icon boxes as numbered, tappable ``source="ocr"`` elements."""
    return [
        UIElement(index=first_index + i, cls=ICON_CLASS, bounds=box, clickable=True, source="ocr")
        for i, box in enumerate(boxes)
    ]
