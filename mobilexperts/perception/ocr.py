"""OCR fusion: text and icons read from a screenshot where the hierarchy says too little.

A screen needs OCR when its hierarchy is sparse, or when a large region (a canvas, a map, a
game, a WebView without accessibility) has no labelled element inside. Only those regions are
read; the text lines found there, and icon-sized marks that are not text, become numbered
``source="ocr"`` elements an expert can tap.

The default backend is RapidOCR (PP-OCR models run by onnxruntime, the ``mobilexperts[ocr]``
extra); its wheel ships the models, so it works offline. PaddleOCR (``mobilexperts[paddle]``)
is a selectable backend that downloads its models on first use.
"""

from __future__ import annotations

import hashlib
import io
import logging
from collections import OrderedDict
from collections.abc import Sequence
from functools import lru_cache
from typing import Protocol

from PIL import Image, UnidentifiedImageError
from pydantic import BaseModel, ConfigDict

from mobilexperts.perception.elements import Bounds, UIElement
from mobilexperts.perception.errors import OCRUnavailableError, PerceptionError
from mobilexperts.perception.icons import icon_boxes, icon_elements

logger = logging.getLogger(__name__)
OCR_CLASS = "OCRText"
BACKENDS = ("rapidocr", "paddleocr")
INSTALL_HINT = "install it with `pip install 'mobilexperts[ocr]'`"
# A screen is poor when fewer app elements than this carry a label...
MIN_LABELLED = 3
# ...or when an element covering this share of the screen has no labelled element inside...
BLANK_REGION_SHARE = 0.3
# ...or when a view that draws its own content (a canvas) covers this share with none.
CANVAS_SHARE = 0.05
CANVAS_CLASSES = ("WebView", "SurfaceView", "TextureView", "GLSurfaceView")
KEPT_READINGS = 64
"""Images whose OCR lines are kept per process (a screen seen again is not read again)."""
_kept: OrderedDict[tuple[str, str], list[OcrLine]] = OrderedDict()


class OcrLine(BaseModel):
    """One line of text found in a screenshot."""

    model_config = ConfigDict(frozen=True)

    text: str
    bounds: Bounds
    score: float


class OcrReading(BaseModel):
    """What OCR found in the regions it read: text lines and icon boxes, in screen pixels."""

    model_config = ConfigDict(frozen=True)

    lines: list[OcrLine]
    icons: list[Bounds] = []


class OcrEngine(Protocol):
    """Reads lines of text from a screenshot (an RGB image), in the image's coordinates."""

    name: str

    def read_image(self, image: Image.Image) -> list[OcrLine]: ...


def read_regions(
    engine: OcrEngine, image: Image.Image, regions: Sequence[Bounds] = ()
) -> list[OcrLine]:
    """The lines ``engine`` reads in each of ``regions`` (the whole image when none), in
    screen coordinates."""
    lines: list[OcrLine] = []
    for region in regions or [Bounds(x1=0, y1=0, x2=image.width, y2=image.height)]:
        crop = image.crop((region.x1, region.y1, region.x2, region.y2))
        for line in engine.read_image(crop):
            b = line.bounds
            moved = Bounds(
                x1=b.x1 + region.x1, y1=b.y1 + region.y1, x2=b.x2 + region.x1, y2=b.y2 + region.y1
            )
            lines.append(line.model_copy(update={"bounds": moved}))
    return lines


def decode_png(png: bytes) -> Image.Image:
    """The screenshot as an RGB image; a typed error when the bytes are not an image."""
    try:
        image = Image.open(io.BytesIO(png))
        image.load()
    except UnidentifiedImageError:
        raise PerceptionError("the screenshot is not a readable image (expected a PNG)") from None
    except (OSError, ValueError) as exc:
        raise PerceptionError(f"the screenshot is not a readable image ({exc})") from None
    return image.convert("RGB")


def _box_bounds(points: Sequence[Sequence[float]]) -> Bounds:
    xs = [round(float(p[0])) for p in points]
    ys = [round(float(p[1])) for p in points]
    return Bounds(x1=min(xs), y1=min(ys), x2=max(xs), y2=max(ys))


class RapidOcrEngine:
    """RapidOCR with the PP-OCR models bundled in the ``rapidocr`` wheel."""

    name = "rapidocr"

    def __init__(self) -> None:
        try:
            from rapidocr import RapidOCR
        except ImportError as exc:
            raise OCRUnavailableError(
                f"OCR needs rapidocr, which cannot be imported ({exc}); {INSTALL_HINT}"
            ) from None
        try:
            self._engine = RapidOCR(params={"Global.log_level": "error", "Global.use_cls": False})
        except Exception as exc:
            raise OCRUnavailableError(f"rapidocr could not load its models: {exc}") from None

    def read_image(self, image: Image.Image) -> list[OcrLine]:
        import numpy as np

        pixels = np.asarray(image.convert("RGB"))[:, :, ::-1]
        result = self._engine(np.ascontiguousarray(pixels))
        if result.boxes is None:
            return []
        return [
            OcrLine(text=text.strip(), bounds=_box_bounds(box), score=float(score))
            for box, text, score in zip(result.boxes, result.txts, result.scores, strict=True)
            if text.strip()
        ]


class PaddleOcrEngine:
    """PaddleOCR 3.x (``mobilexperts[paddle]``); it downloads its models on first use."""

    name = "paddleocr"

    def __init__(self) -> None:
        try:
            from paddleocr import PaddleOCR
        except ImportError:
            raise OCRUnavailableError(
                "paddleocr is not installed; install it with `pip install 'mobilexperts[paddle]'` "
                "(it downloads its models on first use), or use the default backend rapidocr"
            ) from None
        try:
            self._engine = PaddleOCR(
                use_doc_orientation_classify=False,
                use_doc_unwarping=False,
                use_textline_orientation=False,
            )
        except Exception as exc:
            raise OCRUnavailableError(
                f"paddleocr could not load its models ({exc}); put them in its model "
                "directory, or use the default backend rapidocr"
            ) from None

    def read_image(self, image: Image.Image) -> list[OcrLine]:
        import numpy as np

        pixels = np.ascontiguousarray(np.asarray(image.convert("RGB"))[:, :, ::-1])
        lines: list[OcrLine] = []
        for page in self._engine.predict(pixels):
            for text, score, poly in zip(
                page["rec_texts"], page["rec_scores"], page["rec_polys"], strict=True
            ):
                if text.strip():
                    lines.append(
                        OcrLine(text=text.strip(), bounds=_box_bounds(poly), score=float(score))
                    )
        return lines


class LazyOcr:
    """An OCR backend loaded when a screen first needs it. ``reads`` counts the regions read.

    The lines of the last :data:`KEPT_READINGS` images read are kept per process by the
    image's digest, so a screen seen again (an empty search page revisited, the same map) is
    not read again. When the backend is not installed, it reads nothing and ``missing`` says
    why; the warning is logged once, and the hierarchy alone is used.
    """

    def __init__(self, backend: str = "rapidocr") -> None:
        self.name = backend
        self.reads = 0
        self.missing = ""
        self._engine: OcrEngine | None = None

    def read_image(self, image: Image.Image) -> list[OcrLine]:
        self.reads += 1
        key = (self.name, _image_digest(image))
        if key in _kept:
            _kept.move_to_end(key)
            return list(_kept[key])
        if self._engine is None and not self.missing:
            try:
                self._engine = load_ocr(self.name)
            except OCRUnavailableError as exc:
                self.missing = str(exc)
                logger.warning("a screen needs OCR, which is off: %s", exc)
        if self._engine is None:
            return []
        lines = self._engine.read_image(image)
        _kept[key] = lines
        while len(_kept) > KEPT_READINGS:
            _kept.popitem(last=False)
        return list(lines)


def _image_digest(image: Image.Image) -> str:
    """A digest of an image's size, mode and pixels."""
    digest = hashlib.blake2b(image.tobytes(), digest_size=16)
    digest.update(f"{image.size}{image.mode}".encode())
    return digest.hexdigest()


@lru_cache(maxsize=2)
def load_ocr(backend: str = "rapidocr") -> OcrEngine:
    """The OCR engine for ``backend``, loaded once per process (loading models takes a while)."""
    if backend == "rapidocr":
        return RapidOcrEngine()
    if backend == "paddleocr":
        return PaddleOcrEngine()
    choices = ", ".join(BACKENDS)
    raise OCRUnavailableError(f"unknown OCR backend {backend!r}; choose one of {choices}")


def _labelled(el: UIElement) -> bool:
    return bool(el.label or el.text.strip() or el.desc.strip())


def ocr_regions(elements: list[UIElement], width: int, height: int) -> list[Bounds]:
    """Where the hierarchy says too little: the whole screen when few elements carry a label,
    else every large region, or canvas-like view, with no labelled element inside (largest
    first, nested ones dropped). Empty when the hierarchy is enough."""
    content = [e for e in elements if e.window in ("app", "dialog") and e.source == "hierarchy"]
    labelled = [e for e in content if _labelled(e) and not e.cls.endswith(CANVAS_CLASSES)]
    if len(labelled) < MIN_LABELLED:
        return [Bounds(x1=0, y1=0, x2=width, y2=height)]
    screen = max(width * height, 1)
    regions: list[Bounds] = []
    for region in sorted(content, key=lambda e: -e.bounds.area):
        share = region.bounds.area / screen
        canvas = region.cls.endswith(CANVAS_CLASSES) and share >= CANVAS_SHARE
        if not (canvas or share >= BLANK_REGION_SHARE):
            continue
        if any(e is not region and region.bounds.contains(*e.center) for e in labelled):
            continue
        if not any(r.contains(*region.bounds.center) for r in regions):
            regions.append(region.bounds)
    return regions


def needs_ocr(elements: list[UIElement], width: int, height: int) -> bool:
    """Whether the hierarchy says too little: few labels, or a large region with none."""
    return bool(ocr_regions(elements, width, height))


def ocr_elements(lines: list[OcrLine], first_index: int = 1) -> list[UIElement]:
    """OCR lines as numbered ``source="ocr"`` text elements. The screenshot cannot tell what
    takes a tap, so they are offered as tappable."""
    return [
        UIElement(
            index=first_index + i,
            cls=OCR_CLASS,
            text=line.text,
            label=line.text,
            bounds=line.bounds,
            clickable=True,
            source="ocr",
        )
        for i, line in enumerate(lines)
    ]


def read_screenshot(engine: OcrEngine, png: bytes, regions: Sequence[Bounds] = ()) -> OcrReading:
    """Text lines and icon boxes in ``regions`` of a PNG screenshot (all of it when none)."""
    image = decode_png(png)
    lines = read_regions(engine, image, regions)
    if isinstance(engine, LazyOcr) and engine.missing:
        return OcrReading(lines=[])  # no text to tell icons from words: the hierarchy alone
    return fuse(image, lines, regions)


def fuse(image: Image.Image, lines: Sequence[OcrLine], regions: Sequence[Bounds]) -> OcrReading:
    """The ``lines`` inside ``regions`` (all when none), with the icons found there."""
    regions = regions or [Bounds(x1=0, y1=0, x2=image.width, y2=image.height)]
    inside = [line for line in lines if any(r.contains(*line.bounds.center) for r in regions)]
    return OcrReading(
        lines=inside, icons=icon_boxes(image, regions, [line.bounds for line in inside])
    )


def merge_ocr(elements: list[UIElement], reading: OcrReading) -> list[UIElement]:
    """``elements``, then the OCR lines that no labelled element already shows, then icons."""
    lines = reading.lines

    def known(line: OcrLine) -> bool:
        x, y = line.bounds.center
        wanted = " ".join(line.text.split()).casefold()
        return any(
            e.bounds.contains(x, y) and wanted in " ".join((e.label or e.text).split()).casefold()
            for e in elements
        )

    fresh = ocr_elements([line for line in lines if not known(line)], len(elements) + 1)
    icons = icon_elements(reading.icons, len(elements) + len(fresh) + 1)
    return [*elements, *fresh, *icons]
