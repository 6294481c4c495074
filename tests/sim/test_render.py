"""The Pillow renderer: every reachable screen renders in both themes and both profiles; icons
are drawn without text; text is drawn where the hierarchy says; lists clip their items."""

from __future__ import annotations

import dataclasses
import importlib.util
import io
from collections.abc import Iterator
from typing import ClassVar

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageStat
from pydantic import BaseModel

from mobilexperts.sim import glyphs
from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.layout import Node
from mobilexperts.sim.phone import SimPhone
from mobilexperts.sim.render import render, render_png
from mobilexperts.sim.screen import Frame
from mobilexperts.sim.widgets import Column, IconButton, ListView, Row, Text, Widget

PROFILES = {"phone": (1080, 2400), "compact": (720, 1600)}
# The crawl taps what an app shows, not keyboard keys or the system bars.
SYSTEM_WINDOWS = ("ime", "statusbar", "navbar")
MAX_TAPS_PER_SCREEN = 30
SPEC_GLYPHS = (
    "compose",
    "search",
    "back",
    "more",
    "heart",
    "send",
    "share",
    "home",
    "bell",
    "mail",
    "person",
    "settings",
    "wifi",
    "bluetooth",
    "battery",
    "brightness",
    "info",
    "add",
    "close",
    "check",
    "trash",
    "star",
    "reply",
    "attach",
    "refresh",
    "menu",
    "chat",
    "calendar",
    "clock",
    "camera",
    "download",
    "map_pin",
    "cart",
    "folder",
    "file",
    "phone",
    "play",
    "code",
    "edit",
    "app",
)


# One worker crawls each profile's screens once for every test here (--dist loadgroup).
pytestmark = pytest.mark.xdist_group("simdroid_render")


def screen_key(frame: Frame) -> tuple[object, ...]:
    return frame.package, frame.activity, tuple(w.kind for w in frame.windows)


def centre(node: Node) -> tuple[int, int]:
    x1, y1, x2, y2 = node.bounds
    return (x1 + x2) // 2, (y1 + y2) // 2


def reachable_frames(profile: str, depth: int = 2) -> list[Frame]:
    """Each distinct screen reached by tapping every clickable element, ``depth`` taps deep,
    from the home screen and from every app's first screen (plus scrolled lists, typed text
    and the notification shade)."""
    phone = SimPhone(profile=profile)
    start = phone.snapshot()
    frames: dict[tuple[object, ...], Frame] = {}
    frontier = []

    def visit(level: int) -> None:
        key = screen_key(phone.frame())
        if key not in frames:
            frames[key] = phone.frame()
            frontier.append((phone.snapshot(), level))

    visit(0)
    width, height = PROFILES[profile]
    phone.swipe(width // 2, 5, width // 2, height // 2)
    visit(depth)
    for app in phone.installed():
        phone.restore(start)
        phone.launch(app.label)
        visit(0)
    while frontier:
        snapshot, level = frontier.pop(0)
        if level >= depth:
            continue
        phone.restore(snapshot)
        targets = [
            centre(n)
            for w in phone.frame().windows
            if w.kind not in SYSTEM_WINDOWS
            for n in w.root.walk()
            if n.clickable and n.enabled
        ][:MAX_TAPS_PER_SCREEN]
        for x, y in targets:
            phone.restore(snapshot)
            phone.tap(x, y)
            if phone.frame().focused_field() is not None:
                phone.input_text("Crème brûlée, 3 €")
            visit(level + 1)
        phone.restore(snapshot)
        lists = [n for n in phone.frame().nodes() if n.scrollable]
        if lists:
            x, y = centre(lists[0])
            phone.swipe(x, lists[0].bounds[3] - 10, x, y)
            frames.setdefault((*screen_key(phone.frame()), "scrolled"), phone.frame())
    return list(frames.values())


@pytest.fixture(scope="module", params=sorted(PROFILES))
def profile_frames(request: pytest.FixtureRequest) -> tuple[str, list[Frame]]:
    return request.param, reachable_frames(request.param)


def themed(frame: Frame, dark: bool) -> Frame:
    return dataclasses.replace(frame, dark=dark)


def test_every_reachable_screen_renders_in_light_and_dark(
    profile_frames: tuple[str, list[Frame]],
) -> None:
    profile, frames = profile_frames
    apps = len(SimPhone().installed())
    assert len(frames) > 2 * apps, "the crawl should reach several screens per app"
    for frame in frames:
        light, dark = render(themed(frame, False)), render(themed(frame, True))
        assert light.size == dark.size == PROFILES[profile]
        assert light.mode == "RGB"
        assert ImageChops.difference(light, dark).getbbox() is not None, frame.activity


def test_png_decodes_to_the_screen_size_and_matches_the_render(
    profile_frames: tuple[str, list[Frame]],
) -> None:
    profile, frames = profile_frames
    firsts = {f.package: f for f in reversed(frames)}
    for frame in firsts.values():
        for dark in (False, True):
            png = Image.open(io.BytesIO(render_png(themed(frame, dark))))
            assert png.format == "PNG"
            assert png.size == PROFILES[profile]
            diff = ImageChops.difference(png.convert("RGB"), render(themed(frame, dark)))
            assert max(ImageStat.Stat(diff).mean) < 0.5, "the palette keeps the colours"


def blank(image: Image.Image) -> bool:
    low, high = zip(*image.getextrema(), strict=True)
    return max(h - lo for lo, h in zip(low, high, strict=True)) < 40


def test_text_is_drawn_at_every_text_views_bounds() -> None:
    phone = SimPhone()
    for app in phone.installed():
        phone.launch(app.label)
        frame = phone.frame()
        image = render(frame)
        texts = [
            n
            for n in frame.windows[0].root.walk()
            if n.android_class == "android.widget.TextView"
            and n.text.strip()
            and n.bounds == n.frame
        ]
        assert texts, app.label
        for node in texts:
            crop = image.crop(node.bounds)
            assert not blank(crop), f"{app.label}: no text drawn for {node.text!r}"
        phone.press("home")


class ProbeState(BaseModel):
    glyph: str = "search"
    desc: str = "Search the catalogue"
    liked: bool = False


class ProbeApp(SimApp):
    """A small app built on the toolkit, for probing the renderer."""

    name: ClassVar[str] = "probe"
    package: ClassVar[str] = "com.example.probe"
    label: ClassVar[str] = "Probe"
    State: ClassVar[type[BaseModel]] = ProbeState
    state: ProbeState

    def screen_home(self, route: Route) -> Widget:
        rows: list[Widget] = [Text(id="row", text=f"Row number {i}") for i in range(40)]
        return Column(
            children=[
                Row(
                    id="toolbar",
                    style="appbar",
                    height=64,
                    children=[
                        Text(id="title", text="Probe", flex=1),
                        IconButton(id="probe_icon", glyph=self.state.glyph, desc=self.state.desc),
                        IconButton(id="like", glyph="heart", selected=self.state.liked),
                    ],
                ),
                ListView(id="rows", flex=1, children=rows),
            ]
        )


@pytest.fixture
def probe() -> SimPhone:
    phone = SimPhone(apps=[ProbeApp])
    phone.launch("Probe")
    return phone


def node_by_id(frame: Frame, name: str) -> Node:
    return next(n for n in frame.nodes() if n.resource_id.endswith(f"/{name}"))


def icon_crop(phone: SimPhone, **state: object) -> Image.Image:
    for key, value in state.items():
        setattr(phone.apps[ProbeApp.package].state, key, value)
    phone.changed()
    frame = phone.frame()
    return render(frame).crop(node_by_id(frame, "probe_icon").bounds)


def test_icon_buttons_draw_their_glyph_and_never_their_description(probe: SimPhone) -> None:
    search = icon_crop(probe, desc="Search the catalogue")
    assert not blank(search)
    assert ImageChops.difference(search, icon_crop(probe, desc="Find")).getbbox() is None
    assert ImageChops.difference(search, icon_crop(probe, glyph="compose")).getbbox()


def test_unknown_glyphs_draw_a_placeholder_and_registered_ones_replace_it(
    probe: SimPhone,
) -> None:
    unknown = icon_crop(probe, glyph="no_such_glyph")
    assert not blank(unknown)
    assert ImageChops.difference(unknown, icon_crop(probe, glyph="placeholder")).getbbox() is None

    def bar(draw: ImageDraw.ImageDraw, box: tuple[float, ...], colour: object) -> None:
        x1, y1, x2, y2 = box
        draw.rectangle((x1, (y1 + y2) / 2 - 2, x2, (y1 + y2) / 2 + 2), fill=colour)

    glyphs.register("probe_bar", bar)
    try:
        drawn = icon_crop(probe, glyph="probe_bar")
        assert ImageChops.difference(drawn, unknown).getbbox() is not None
    finally:
        del glyphs.REGISTRY["probe_bar"]
        glyphs.mask.cache_clear()


def test_selected_heart_is_filled(probe: SimPhone) -> None:
    def heart(liked: bool) -> Image.Image:
        probe.apps[ProbeApp.package].state.liked = liked
        probe.changed()
        frame = probe.frame()
        return render(frame).crop(node_by_id(frame, "like").bounds)

    def ink(image: Image.Image) -> int:
        background = Image.new(image.mode, image.size, image.getpixel((0, 0)))
        diff = ImageChops.difference(image, background).convert("L")
        return image.width * image.height - diff.histogram()[0]

    assert ink(heart(True)) > 1.5 * ink(heart(False))


@pytest.mark.parametrize("name", SPEC_GLYPHS)
def test_every_glyph_the_apps_need_is_drawn(name: str) -> None:
    assert glyphs.known(name)
    mask = glyphs.mask(name, 48)
    assert mask.getbbox() is not None
    assert ImageChops.difference(mask, glyphs.mask("placeholder", 48)).getbbox() is not None


def test_registered_glyphs_are_all_different() -> None:
    masks = {name: glyphs.mask(name, 32).tobytes() for name in glyphs.REGISTRY}
    assert len(set(masks.values())) == len(masks)


def test_list_items_scrolled_under_the_app_bar_are_clipped(probe: SimPhone) -> None:
    before = probe.frame()
    toolbar = node_by_id(before, "toolbar").bounds
    rows = node_by_id(before, "rows")
    x, y = centre(rows)
    probe.swipe(x, y + 200, x, y - 37)
    after = probe.frame()
    items = [n for n in node_by_id(after, "rows").children]
    assert items[0].frame[1] < rows.bounds[1] < items[0].frame[3], "an item is half scrolled out"
    assert (
        ImageChops.difference(render(before).crop(toolbar), render(after).crop(toolbar)).getbbox()
        is None
    )


def ocr_texts(image: Image.Image) -> Iterator[str]:
    """Text lines read by whichever RapidOCR package is installed."""
    import numpy as np

    try:
        from rapidocr import RapidOCR

        yield from RapidOCR()(np.asarray(image)).txts or ()
    except ImportError:
        from rapidocr_onnxruntime import RapidOCR

        result, _ = RapidOCR()(np.asarray(image))
        yield from (line[1] for line in result or ())


def test_ocr_reads_labels_but_not_icon_descriptions(probe: SimPhone) -> None:
    if not any(importlib.util.find_spec(n) for n in ("rapidocr", "rapidocr_onnxruntime")):
        pytest.skip("no OCR package installed")
    phone = SimPhone()
    phone.launch("Settings")
    frame = phone.frame()
    image = render(frame)
    label = node_by_id(frame, "toolbar").bounds
    read = " ".join(ocr_texts(image.crop((0, 0, frame.width, label[3] + 600))))
    assert "Settings" in read
    assert "Network" in read
    icon = icon_crop(probe, glyph="search", desc="Search the catalogue")
    assert "catalogue" not in " ".join(ocr_texts(icon))
