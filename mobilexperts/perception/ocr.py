"""OCR: text with bounds read from a screenshot, for screens whose hierarchy is empty or poor.

The default backend is RapidOCR (PP-OCR models run by onnxruntime); its wheel ships the models,
so it works offline. PaddleOCR is an optional backend, used only when it is installed together
with its models.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import lru_cache
from typing import Protocol

import numpy as np
from PIL import Image, UnidentifiedImageError
from pydantic import BaseModel, ConfigDict

from mobilexperts.perception.elements import Bounds, UIElement
from mobilexperts.perception.errors import OCRUnavailableError, PerceptionError

OCR_CLASS = "OCRText"
BACKENDS = ("rapidocr", "paddleocr")
# A screen is poor when fewer app elements than this carry a label...
MIN_LABELLED = 3
# ...or when an element covering this share of the screen has no labelled element inside.
BLANK_REGION_SHARE = 0.3


class OcrLine(BaseModel):
    """One line of text found in a screenshot."""

    model_config = ConfigDict(frozen=True)

    text: str
    bounds: Bounds
    score: float


class OcrEngine(Protocol):
    """Reads lines of text from a PNG screenshot."""

    name: str

    def read(self, png: bytes) -> list[OcrLine]: ...


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
                f"rapidocr cannot be imported ({exc}); install it with "
                "`pip install rapidocr onnxruntime`"
            ) from None
        try:
            self._engine = RapidOCR(params={"Global.log_level": "error", "Global.use_cls": False})
        except Exception as exc:
            raise OCRUnavailableError(f"rapidocr could not load its models: {exc}") from None

    def read(self, png: bytes) -> list[OcrLine]:
        image = np.asarray(decode_png(png))[:, :, ::-1]
        result = self._engine(np.ascontiguousarray(image))
        if result.boxes is None:
            return []
        return [
            OcrLine(text=text.strip(), bounds=_box_bounds(box), score=float(score))
            for box, text, score in zip(result.boxes, result.txts, result.scores, strict=True)
            if text.strip()
        ]


class PaddleOcrEngine:
    """PaddleOCR 3.x, when it is installed with its models (it downloads them otherwise)."""

    name = "paddleocr"

    def __init__(self) -> None:
        try:
            from paddleocr import PaddleOCR
        except ImportError:
            raise OCRUnavailableError(
                "paddleocr is not installed; install paddleocr and paddlepaddle with their "
                "models, or use the default backend rapidocr"
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

    def read(self, png: bytes) -> list[OcrLine]:
        image = np.ascontiguousarray(np.asarray(decode_png(png))[:, :, ::-1])
        lines: list[OcrLine] = []
        for page in self._engine.predict(image):
            for text, score, poly in zip(
                page["rec_texts"], page["rec_scores"], page["rec_polys"], strict=True
            ):
                if text.strip():
                    lines.append(
                        OcrLine(text=text.strip(), bounds=_box_bounds(poly), score=float(score))
                    )
        return lines


@lru_cache(maxsize=2)
def load_ocr(backend: str = "rapidocr") -> OcrEngine:
    """The OCR engine for ``backend``, loaded once per process (loading models takes a while)."""
    if backend == "rapidocr":
        return RapidOcrEngine()
    if backend == "paddleocr":
        return PaddleOcrEngine()
    choices = ", ".join(BACKENDS)
    raise OCRUnavailableError(f"unknown OCR backend {backend!r}; choose one of {choices}")


def needs_ocr(elements: list[UIElement], width: int, height: int) -> bool:
    """Whether the hierarchy says too little: few labels, or a large region with none."""
    content = [e for e in elements if e.window in ("app", "dialog") and e.source == "hierarchy"]
    labelled = [e for e in content if e.label or e.text.strip() or e.desc.strip()]
    if len(labelled) < MIN_LABELLED:
        return True
    large = BLANK_REGION_SHARE * max(width * height, 1)
    for region in content:
        if region.bounds.area >= large and not any(
            e is not region and region.bounds.contains(*e.center) for e in labelled
        ):
            return True
    return False


def ocr_elements(lines: list[OcrLine], first_index: int = 1) -> list[UIElement]:
    """OCR lines as numbered ``source="ocr"`` text elements."""
    return [
        UIElement(
            index=first_index + i,
            cls=OCR_CLASS,
            text=line.text,
            label=line.text,
            bounds=line.bounds,
            source="ocr",
        )
        for i, line in enumerate(lines)
    ]


def merge_ocr(elements: list[UIElement], lines: list[OcrLine]) -> list[UIElement]:
    """``elements`` followed by the OCR lines that no labelled element already shows."""

    def known(line: OcrLine) -> bool:
        x, y = line.bounds.center
        wanted = " ".join(line.text.split()).casefold()
        return any(
            e.bounds.contains(x, y) and wanted in " ".join((e.label or e.text).split()).casefold()
            for e in elements
        )

    fresh = [line for line in lines if not known(line)]
    return [*elements, *ocr_elements(fresh, len(elements) + 1)]
