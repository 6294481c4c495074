"""Perception: hierarchy dumps and screenshots -> numbered elements, signatures, descriptions."""

from mobilexperts.perception.annotate import annotate
from mobilexperts.perception.describe import describe, describe_html
from mobilexperts.perception.elements import Bounds, UIElement
from mobilexperts.perception.errors import (
    ElementNotFoundError,
    EmptyHierarchyError,
    OCRUnavailableError,
    PerceptionError,
)
from mobilexperts.perception.hierarchy import Hierarchy, parse_hierarchy
from mobilexperts.perception.ocr import OcrEngine, OcrLine, load_ocr
from mobilexperts.perception.screen import Screen, perceive, perceive_observation
from mobilexperts.perception.signature import Anchor

__all__ = [
    "Anchor",
    "Bounds",
    "ElementNotFoundError",
    "EmptyHierarchyError",
    "Hierarchy",
    "OCRUnavailableError",
    "OcrEngine",
    "OcrLine",
    "PerceptionError",
    "Screen",
    "UIElement",
    "annotate",
    "describe",
    "describe_html",
    "load_ocr",
    "parse_hierarchy",
    "perceive",
    "perceive_observation",
]
