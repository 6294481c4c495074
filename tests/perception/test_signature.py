"""Screen signatures: the same screen with other content agrees, distinct screens differ.

The SimDroid tests run over every screen reachable from the home screen and each app's first
screen (see ``walk`` in conftest): each is shown with other list items (the same taps on a phone
of another seed), scrolled, with text typed and the keyboard up, and with a toast.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
from collections import defaultdict

import pytest
from lxml import etree

from mobilexperts.perception import perceive
from mobilexperts.sim.phone import SimPhone

from .conftest import FIXTURES, fixture_bytes, perceive_phone, replay, screen_key

# One worker walks SimDroid's screens once for every test here (pytest runs with --dist loadgroup).
pytestmark = pytest.mark.xdist_group("simdroid_walk")

DISTINCT_DUMPS = [
    "messaging_ime.xml",
    "settings_crlf_bom.xml",
    "landscape_rotation1.xml",
    "webview_blank.xml",
    "dialog_toast.xml",
    "missing_attributes.xml",
    "compact_naf.xml",
    "huge_feed.xml",
]


def _without_window(xml: bytes, text: str) -> bytes:
    """The dump without the top-level window that shows ``text``."""
    root = etree.fromstring(xml)
    window = next(w for w in root if w.xpath(".//node[@text=$t]", t=text))
    root.remove(window)
    return etree.tostring(root)


def test_same_screen_with_other_messages_text_scroll_and_no_keyboard():
    one = perceive(fixture_bytes("messaging_ime.xml"))
    other = perceive(fixture_bytes("messaging_other_content.xml"))
    assert {e.label for e in one.elements} != {e.label for e in other.elements}
    assert one.keyboard_shown and not other.keyboard_shown
    assert one.signature == other.signature


def test_a_toast_does_not_change_the_signature_but_a_dialog_does():
    xml = fixture_bytes("dialog_toast.xml")
    with_both = perceive(xml).signature
    without_toast = _without_window(xml, "Note archived")
    assert perceive(without_toast).signature == with_both
    assert perceive(_without_window(without_toast, "Delete")).signature != with_both


def test_fixture_screens_all_differ():
    signatures = [perceive(fixture_bytes(name)).signature for name in DISTINCT_DUMPS]
    assert len(set(signatures)) == len(DISTINCT_DUMPS)
    assert all(len(s) == 16 and int(s, 16) >= 0 for s in signatures)


def test_the_activity_tells_apart_screens_of_the_same_layout():
    xml = fixture_bytes("settings_crlf_bom.xml")
    assert perceive(xml, activity="a.Network").signature != perceive(xml, activity="a.Bt").signature


def test_signature_is_the_same_in_another_process():
    path = str(FIXTURES / "huge_feed.xml")
    code = (
        "from pathlib import Path; from mobilexperts.perception import perceive; "
        f"print(perceive(Path({path!r}).read_bytes()).signature)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONHASHSEED": "12345", "PATH": ""},
    )
    assert out.stdout.strip() == perceive(fixture_bytes("huge_feed.xml")).signature


def test_every_simdroid_app_is_reached(sim_walk):
    packages = {visit.key[0] for visit in sim_walk}
    assert {app.package for app in SimPhone(seed=0).installed()} <= packages
    assert any(visit.key[2] for visit in sim_walk), "no in-app dialog was reached"
    assert any(visit.key[3] for visit in sim_walk), "no system overlay was reached"


def test_distinct_simdroid_screens_have_distinct_signatures(sim_walk):
    screens_by_signature = defaultdict(set)
    for visit in sim_walk:
        screens_by_signature[visit.signature].add(visit.key)
    shared = {sig: keys for sig, keys in screens_by_signature.items() if len(keys) > 1}
    assert shared == {}


def test_simdroid_screens_with_other_list_items_keep_their_signature(sim_walk):
    compared, content_differed = 0, 0
    reached: dict[int, dict] = {1: {}, 2: {}}
    for visit, seed in itertools.product(sim_walk, (1, 2)):
        phone = replay(seed, visit.path, reached[seed])
        if phone is None or screen_key(phone) != visit.key:
            continue
        screen = perceive_phone(phone)
        original = SimPhone(seed=0)
        original.restore(visit.snapshot)
        labels = {e.label for e in perceive_phone(original).elements}
        content_differed += labels != {e.label for e in screen.elements}
        compared += 1
        assert screen.signature == visit.signature, (visit.key, seed, visit.path)
    assert compared >= len(sim_walk)
    assert content_differed >= len(sim_walk) // 2


def test_simdroid_screens_scrolled_keep_their_signature(sim_walk):
    phone, scrolled = SimPhone(seed=0), 0
    for visit in sim_walk:
        phone.restore(visit.snapshot)
        lists = [e for e in perceive_phone(phone).elements if e.scrollable and e.window == "app"]
        for area in lists:
            phone.restore(visit.snapshot)
            before = perceive_phone(phone)
            b = area.bounds
            phone.swipe(b.center[0], b.y2 - b.height // 5, b.center[0], b.y1 + b.height // 5)
            after = perceive_phone(phone)
            if screen_key(phone) != visit.key:
                continue
            scrolled += before.elements != after.elements
            assert after.signature == visit.signature, (visit.key, area.resource_id)
    assert scrolled >= 3


def test_simdroid_screens_with_typed_text_and_keyboard_keep_their_signature(sim_walk):
    phone, typed = SimPhone(seed=0), 0
    for visit in sim_walk:
        phone.restore(visit.snapshot)
        screen = perceive_phone(phone)
        top = "dialog" if any(e.window == "dialog" for e in screen.elements) else "app"
        fields = [e for e in screen.elements if e.editable and e.window == top]
        for field in fields:
            phone.restore(visit.snapshot)
            phone.tap(*field.center)
            phone.input_text("Lunch at 12:30 with Sam? 🍜")
            screen = perceive_phone(phone)
            if screen_key(phone) != visit.key:
                continue
            typed += screen.keyboard_shown
            assert screen.signature == visit.signature, (visit.key, field.resource_id)
    assert typed >= 3


def test_simdroid_screens_with_a_toast_keep_their_signature(sim_walk):
    phone = SimPhone(seed=0)
    for visit in sim_walk:
        phone.restore(visit.snapshot)
        phone.toast("Saved to drafts")
        screen = perceive_phone(phone)
        assert screen.find(text="Saved to drafts") is not None, visit.key
        assert screen.signature == visit.signature, visit.key
