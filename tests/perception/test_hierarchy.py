"""Parsing every form of uiautomator dump that real phones produce."""

from __future__ import annotations

import pytest
from lxml import etree

from mobilexperts.errors import MobilexpertsError
from mobilexperts.perception import (
    EmptyHierarchyError,
    PerceptionError,
    parse_hierarchy,
    perceive,
)

from .conftest import fixture_bytes


def _compact(xml: bytes) -> bytes:
    """The same document re-serialized on one line, without the XML declaration."""
    parser = etree.XMLParser(remove_blank_text=True)
    return etree.tostring(etree.fromstring(xml, parser))


def test_pretty_printed_dump_with_several_windows_in_any_order():
    hierarchy = parse_hierarchy(fixture_bytes("messaging_ime.xml"))
    kinds = [(w.kind, w.package) for w in hierarchy.windows]
    assert kinds == [
        ("keyboard", "com.google.android.inputmethod.latin"),
        ("app", "com.google.android.apps.messaging"),
        ("system", "com.android.systemui"),
        ("system", "com.android.systemui"),
    ]
    assert hierarchy.rotation == 0


def test_compact_and_pretty_forms_give_the_same_screen():
    pretty = fixture_bytes("messaging_ime.xml")
    compact = _compact(pretty)
    assert b"\n" not in compact and not compact.startswith(b"<?xml")
    assert perceive(compact) == perceive(pretty)


def test_crlf_and_byte_order_mark_change_nothing():
    crlf = fixture_bytes("settings_crlf_bom.xml")
    assert crlf.startswith(b"\xef\xbb\xbf") and b"\r\n" in crlf
    lf = crlf.removeprefix(b"\xef\xbb\xbf").replace(b"\r\n", b"\n")
    screen = perceive(crlf)
    assert screen == perceive(lf)
    assert all("\r" not in el.text for el in screen.elements)


def test_text_and_bytes_input_agree_even_with_an_encoding_declaration():
    data = fixture_bytes("dialog_toast.xml")
    assert data.startswith(b"<?xml version='1.0' encoding='UTF-8'")
    assert perceive(data.decode("utf-8")) == perceive(data)


def test_old_uiautomator_dump_with_naf_nodes_and_console_noise():
    data = fixture_bytes("compact_naf.xml")
    assert data.rstrip().endswith(b"UI hierchary dumped to: /dev/tty")
    hierarchy = parse_hierarchy(data)
    naf = [n for n in hierarchy.windows[0].root.walk() if n.naf]
    assert len(naf) == 2 and all(n.clickable for n in naf)
    screen = perceive(data)
    tappable = [el for el in screen.elements if el.clickable]
    assert [el.center for el in tappable] == [(140, 1900), (940, 1900)]
    assert all(el.label == "" for el in tappable)


@pytest.mark.parametrize("rotation", [0, 1, 2, 3])
def test_rotation_attribute(rotation):
    data = fixture_bytes("dialog_toast.xml").replace(
        b'<hierarchy rotation="0">', f'<hierarchy rotation="{rotation}">'.encode()
    )
    assert perceive(data).rotation == rotation


def test_landscape_dump_swaps_the_reported_portrait_size():
    data = fixture_bytes("landscape_rotation1.xml")
    inferred = perceive(data)
    reported = perceive(data, size=(1080, 2400))
    assert (inferred.width, inferred.height) == (2400, 1080)
    assert (reported.width, reported.height) == (2400, 1080)
    assert reported.rotation == 1
    assert reported.find(desc="Exit full screen").center == (2320, 910)


def test_zero_size_off_screen_and_invisible_nodes_are_skipped():
    screen = perceive(fixture_bytes("settings_crlf_bom.xml"))
    labels = {el.label for el in screen.elements}
    assert {"zero-size", "Hidden", "Offscreen left", "Private DNS"}.isdisjoint(labels)
    advanced = screen.find(text="Advanced")
    assert advanced is not None
    assert advanced.bounds.y2 <= screen.height
    assert all(
        0 <= el.bounds.x1 < el.bounds.x2 <= screen.width
        and 0 <= el.bounds.y1 < el.bounds.y2 <= screen.height
        for el in screen.elements
    )


def test_missing_and_malformed_attributes_get_defaults():
    screen = perceive(fixture_bytes("missing_attributes.xml"))
    assert (screen.width, screen.height) == (720, 1600)
    button = screen.find(text="Continue")
    assert button is not None and button.clickable and button.enabled
    assert screen.find(text="Broken bounds") is None
    assert screen.find(text="No bounds at all") is None
    nameless = screen.find(text="Unknown class")
    assert nameless is not None and nameless.cls == ""
    email = screen.find(resource_id="email")
    assert email is not None and email.editable and email.focused and email.text == ""
    password = screen.find(resource_id="password")
    assert password is not None and password.password


def test_stray_bytes_around_and_inside_the_document():
    clean = fixture_bytes("dialog_toast.xml")
    dirty = (
        b"\x1b[0m\r\nshell noise\n"
        + clean.replace(b'text="Notes"', b'text="No\x00te\x0bs\xff"')
        + b"\nUI hierchary dumped to: /dev/tty\n\x00"
    )
    screen = perceive(dirty)
    assert screen.find(resource_id="title").text == "Notes\ufffd"
    assert len(screen.elements) == len(perceive(clean).elements)


def test_huge_dump_parses_and_keeps_only_what_is_on_screen():
    data = fixture_bytes("huge_feed.xml")
    assert len(data) >= 150_000
    hierarchy = parse_hierarchy(data)
    nodes = sum(1 for w in hierarchy.windows for _ in w.root.walk())
    screen = perceive(data)
    assert nodes >= 400
    assert 0 < len(screen.elements) < nodes // 5
    assert all(el.bounds.y2 <= 2400 for el in screen.elements)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "is empty"),
        (b"  \n\t ", "is empty"),
        (b"error: device offline", "not XML"),
        (b"<hierarchy rotation='0'><node class='x' bounds='[0,0][1,1]'>", "not well-formed"),
        (b"<html><body>502 Bad Gateway</body></html>", "root element is <html>"),
    ],
)
def test_malformed_input_raises_a_typed_error_with_a_clear_message(data, message):
    with pytest.raises(PerceptionError, match=message) as caught:
        parse_hierarchy(data)
    assert isinstance(caught.value, MobilexpertsError)


def test_truncated_dump_is_not_parsed_partially():
    data = fixture_bytes("huge_feed.xml")
    with pytest.raises(PerceptionError, match="not well-formed"):
        parse_hierarchy(data[: len(data) // 2])


@pytest.mark.parametrize("data", [b'<hierarchy rotation="0"/>', b"<hierarchy></hierarchy>"])
def test_hierarchy_without_nodes_is_an_empty_hierarchy_error(data):
    with pytest.raises(EmptyHierarchyError, match="no UI node"):
        perceive(data)
