"""Selector resolution on real SimDroid screens: id, text (and label parts), desc, the unique
fallback, index and near."""

from __future__ import annotations

import pytest

from mobilexperts.perception import Screen, perceive_observation
from mobilexperts.sim.device import SimDevice
from sandbox.selectors import describe_screen, label_parts, resolve


def screen_of(app: str) -> Screen:
    device = SimDevice(seed=0)
    device.launch(app)
    return perceive_observation(device.observe())


@pytest.fixture(scope="module")
def chirp() -> Screen:
    return screen_of("Chirp")


@pytest.fixture(scope="module")
def mail() -> Screen:
    return screen_of("Mail")


def ids(screen: Screen, selector: dict) -> str | None:
    element = resolve(screen, selector)
    return element.resource_id.rpartition(":id/")[2] if element else None


def test_id_full_or_short(chirp):
    assert ids(chirp, {"id": "com.simdroid.chirp:id/compose"}) == "compose"
    assert ids(chirp, {"id": "compose"}) == "compose"
    assert ids(chirp, {"id": "chirp:id/compose"}) is None


def test_text_matches_text_label_and_label_parts_ignoring_case(chirp, mail):
    assert ids(chirp, {"text": "following"}) == "feed_following"
    assert ids(chirp, {"text": "  Your   profile "}) == "my_profile"
    assert ids(mail, {"text": "Tara Usman"}) == "conversation"
    assert resolve(mail, {"text": "Tara"}) is None


def test_a_row_caption_matches_its_name_before_a_subtitle_or_figures():
    market = screen_of("Market")
    row = resolve(market, {"id": "app_row", "text": "NoteNest"})
    assert row is not None and row.label.startswith("NoteNest: ")
    assert resolve(market, {"id": "app_row", "text": "Notes"}) is None
    assert label_parts("NoteNest: Notes & Lists, 4.7 stars | Tools") == [
        "NoteNest",
        "Notes & Lists",
        "4.7 stars",
        "Tools",
    ]
    assert label_parts("Meeting: 10:30, room 4 | Sunrise Studio, 88 Market St") == [
        "Meeting: 10:30, room 4",
        "Sunrise Studio",
        "88 Market St",
    ]


def test_desc(chirp):
    assert ids(chirp, {"desc": "Search and Explore"}) == "tab_search"


def test_all_given_keys_must_match(chirp):
    assert ids(chirp, {"id": "tab_home", "text": "Home"}) == "tab_home"
    assert ids(chirp, {"text": "Home"}) == "toolbar_title"


def test_unique_single_key_fallback_but_never_an_arbitrary_row(chirp):
    assert ids(chirp, {"id": "compose", "text": "Write"}) == "compose"
    assert resolve(chirp, {"id": "like", "text": "No such post"}) is None


def test_index_picks_among_matches_in_reading_order(chirp):
    first = resolve(chirp, {"desc": "Like"})
    second = resolve(chirp, {"desc": "Like", "index": 1})
    assert first is not None and second is not None
    assert first.bounds.y1 < second.bounds.y1
    assert resolve(chirp, {"desc": "Like", "index": 40}) is None


def test_near_orders_by_distance_to_the_anchor(chirp):
    row = resolve(chirp, {"text": "Grace Tanaka"})
    like = resolve(chirp, {"desc": "Like", "near": "Grace Tanaka"})
    assert row is not None and like is not None
    assert row.bounds.y1 <= like.bounds.y1 <= row.bounds.y2
    nearest = resolve(chirp, {"near": "Your profile"})
    assert nearest is not None and nearest.clickable
    assert ids(chirp, {"near": "Your profile"}) == "feed_following"
    assert resolve(chirp, {"desc": "Like", "near": "Nobody"}) is None


def test_screen_description_lists_selectable_keys(chirp):
    shown = describe_screen(chirp)
    assert "text='Following' id='feed_following'" in shown
    assert not any("Battery" in line for line in shown)
    assert len(shown) <= 31


def test_near_never_picks_another_rows_control_when_the_anchors_row_is_cut_off():
    device = SimDevice(seed=0)
    device.launch("Chirp")
    cut_off = 0
    for _ in range(6):
        screen = perceive_observation(device.observe())
        rows = [
            el for el in screen.elements if el.resource_id.endswith(":id/post_row") and el.label
        ]
        for row in rows:
            name = label_parts(row.label)[0]
            like = resolve(screen, {"desc": "Like", "near": name})
            own = [
                el
                for el in screen.elements
                if el.desc == "Like" and row.bounds.y1 <= el.bounds.y1 <= row.bounds.y2
            ]
            if like is None:
                cut_off += 1
                assert not own
            else:
                assert row.bounds.y1 <= like.bounds.y1 <= row.bounds.y2
        device.swipe(540, 1600, 540, 700)
    assert cut_off
