"""OCR with the bundled RapidOCR models, and its use when the hierarchy says too little."""

from __future__ import annotations

import importlib.util
import io
import subprocess
import sys
import uuid

import pytest
from PIL import Image, ImageDraw, ImageFont

from mobilexperts.perception import (
    EmptyHierarchyError,
    OCRUnavailableError,
    PerceptionError,
    load_ocr,
    perceive,
    perceive_observation,
)
from mobilexperts.perception.ocr import (
    LazyOcr,
    OcrReading,
    decode_png,
    merge_ocr,
    needs_ocr,
    read_regions,
    read_screenshot,
)
from mobilexperts.sim.device import SimDevice

from .conftest import fixture_bytes


@pytest.fixture(scope="module")
def engine():
    return load_ocr("rapidocr")


@pytest.fixture(scope="module")
def settings_observation():
    device = SimDevice(seed=0)
    device.launch("Settings")
    return device.observe()


@pytest.fixture(scope="module")
def settings_lines(engine, settings_observation):
    return read_regions(engine, decode_png(settings_observation.screenshot))


def _web_page_png() -> bytes:
    """A 1080x2400 screenshot whose web view shows text that the hierarchy does not have."""
    image = Image.new("RGB", (1080, 2400), "white")
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default(size=56)
    draw.text((80, 420), "Weekly specials", fill="black", font=font)
    draw.text((80, 640), "Pumpkin soup", fill="black", font=font)
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def test_ocr_reads_a_simdroid_screenshot_with_bounds(settings_lines, settings_observation):
    screen = perceive_observation(settings_observation)
    row = screen.find(text="Network & internet | Wi\u2011Fi on, HomeNet")
    network = [line for line in settings_lines if "Network" in line.text]
    assert len(network) == 1
    assert row.bounds.contains(*network[0].bounds.center)
    assert network[0].score > 0.5


def test_a_rich_hierarchy_is_not_ocred(settings_observation):
    calls: list[int] = []

    def read_text(regions):
        calls.append(1)
        return OcrReading(lines=[])

    screen = perceive(settings_observation.xml, read_text=read_text)
    assert calls == []
    assert all(el.source == "hierarchy" for el in screen.elements)


def test_a_blank_web_view_gets_ocr_elements(engine):
    xml = fixture_bytes("webview_blank.xml")
    plain = perceive(xml)
    assert needs_ocr(plain.elements, plain.width, plain.height)
    png = _web_page_png()
    screen = perceive(xml, read_text=lambda regions: read_screenshot(engine, png, regions))
    found = screen.elements[len(plain.elements) :]
    assert screen.elements[: len(plain.elements)] == plain.elements
    soup = next(el for el in found if "Pumpkin" in el.text)
    assert soup.source == "ocr" and soup.index == len(plain.elements) + found.index(soup) + 1
    web = screen.find(cls="WebView")
    assert web.bounds.contains(*soup.center)


def test_poor_hierarchies_are_detected():
    for name in ("webview_blank.xml", "compact_naf.xml"):
        screen = perceive(fixture_bytes(name))
        assert needs_ocr(screen.elements, screen.width, screen.height), name
    for name in ("settings_crlf_bom.xml", "messaging_ime.xml", "dialog_toast.xml"):
        screen = perceive(fixture_bytes(name))
        assert not needs_ocr(screen.elements, screen.width, screen.height), name


def test_text_the_hierarchy_already_shows_is_not_repeated(settings_lines, settings_observation):
    elements = perceive(settings_observation.xml).elements
    merged = merge_ocr(elements, OcrReading(lines=settings_lines))
    added = merged[len(elements) :]
    assert not any("Network" in el.text for el in added)
    assert len(added) < len(settings_lines)
    assert [el.index for el in merged] == list(range(1, len(merged) + 1))


def test_an_empty_hierarchy_with_a_screenshot_is_read_by_ocr(settings_lines):
    empty = b'<?xml version="1.0"?><hierarchy rotation="0"></hierarchy>'
    with pytest.raises(EmptyHierarchyError):
        perceive(empty)
    screen = perceive(
        empty, size=(1080, 2400), read_text=lambda regions: OcrReading(lines=settings_lines)
    )
    assert screen.elements and all(el.source == "ocr" for el in screen.elements)
    assert screen.find(text="Display") is not None


def test_unreadable_screenshot_and_unknown_backend():
    with pytest.raises(PerceptionError, match="not a readable image"):
        decode_png(b"\x89PNG\r\n\x1a\n truncated")
    with pytest.raises(OCRUnavailableError, match="unknown OCR backend 'tesseract'"):
        load_ocr("tesseract")


@pytest.mark.skipif(importlib.util.find_spec("paddleocr") is not None, reason="paddleocr installed")
def test_paddleocr_backend_says_how_to_get_it():
    with pytest.raises(OCRUnavailableError, match="paddleocr is not installed"):
        load_ocr("paddleocr")


def test_a_canvas_region_is_read_into_text_and_icon_elements(engine):
    phone = SimDevice()
    phone.launch("Maps")
    obs = phone.observe()
    plain = perceive_observation(obs)
    screen = perceive_observation(obs, engine)
    canvas = screen.find(resource_id="map_view").bounds
    added = screen.elements[len(plain.elements) :]
    texts = [e for e in added if e.cls == "OCRText"]
    icons = [e for e in added if e.cls == "OCRIcon"]
    assert {"Lotus Thai Kitchen", "Seoul Bowl"} <= {e.text for e in texts}
    assert len(icons) == len(texts), "one pin icon beside each drawn place name"
    assert all(e.source == "ocr" and e.clickable and canvas.contains(*e.center) for e in added)
    assert not any("Restaurants" in e.text for e in added), "only the canvas is read"


def test_a_missing_backend_says_how_to_install_it_and_perception_goes_on():
    lazy = LazyOcr("paddleocr")
    assert importlib.util.find_spec("paddleocr") is None
    phone = SimDevice()
    phone.launch("Maps")
    screen = perceive_observation(phone.observe(), lazy)
    assert lazy.reads == 1 and "mobilexperts[paddle]" in lazy.missing
    assert all(e.source == "hierarchy" for e in screen.elements)


def test_without_rapidocr_the_error_names_the_extra():
    code = (
        "import sys; sys.modules['rapidocr'] = None\n"
        "from mobilexperts.perception import load_ocr\n"
        "load_ocr('rapidocr')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert "pip install 'mobilexperts[ocr]'" in done.stderr


class _CountingEngine:
    """The real RapidOCR engine, counting the images it is given."""

    name = "rapidocr"

    def __init__(self, real) -> None:
        self.real, self.images = real, 0

    def read_image(self, image: Image.Image):
        self.images += 1
        return self.real.read_image(image)


def test_a_screen_seen_again_is_not_read_again(engine):
    lazy = LazyOcr()
    lazy._engine = counting = _CountingEngine(engine)
    marked = f"Zorb {uuid.uuid4().hex[:6]}"
    screen = Image.new("RGB", (480, 160), "white")
    font = ImageFont.load_default(size=40)
    ImageDraw.Draw(screen).text((20, 60), marked, fill="black", font=font)
    first = lazy.read_image(screen)
    assert counting.images == 1
    again = lazy.read_image(screen.copy())
    assert counting.images == 1, "the same screen is read once"
    assert again == first and again, "its lines come back as read"
    other = Image.new("RGB", (480, 160), "white")
    ImageDraw.Draw(other).text((20, 60), "Pumpkin soup", fill="black")
    lazy.read_image(other)
    assert counting.images == 2, "a different image is read"
    assert lazy.reads == 3
