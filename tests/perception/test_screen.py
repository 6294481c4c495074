"""The Screen object's lookups, and the prompt descriptions of a screen."""

from __future__ import annotations

import pytest

from mobilexperts.perception import (
    ElementNotFoundError,
    describe,
    describe_html,
    perceive,
    perceive_observation,
)
from mobilexperts.sim.device import SimDevice

from .conftest import fixture_bytes


@pytest.fixture(scope="module")
def chat():
    return perceive(fixture_bytes("messaging_ime.xml"))


def test_find_by_text_id_desc_and_class(chat):
    assert chat.find(text="alice").resource_id.endswith(":id/conversation_title")
    assert chat.find(text="  Yes!   Where? | 7:03 PM").clickable
    assert chat.find(resource_id="action_call") == chat.find(
        resource_id="com.google.android.apps.messaging:id/action_call"
    )
    assert chat.find(desc="more options").label == "More options"
    assert chat.find(cls="EditText") == chat.find(cls="android.widget.EditText")
    assert len(chat.find_all(resource_id="message_content")) == 3
    assert chat.find(text="Call", resource_id="conversation_title") is None
    assert chat.find(text="no such thing") is None


def test_focused_field_and_keyboard(chat):
    assert chat.focused_field().resource_id.endswith(":id/compose_message_text")
    assert chat.keyboard_shown
    idle = perceive(fixture_bytes("messaging_other_content.xml"))
    assert idle.focused_field() is None
    assert not idle.keyboard_shown


def test_by_index(chat):
    assert chat.by_index(2).label == "Alice"
    last = len(chat.elements)
    with pytest.raises(ElementNotFoundError, match=f"no element \\[{last + 1}\\].*1 to {last}"):
        chat.by_index(last + 1)
    with pytest.raises(ElementNotFoundError):
        chat.by_index(0)


def test_anchors_hold_on_the_same_screen_and_not_on_another(chat):
    other_content = perceive(fixture_bytes("messaging_other_content.xml"))
    assert other_content.has_anchors(chat.anchors)
    assert not perceive(fixture_bytes("dialog_toast.xml")).has_anchors(chat.anchors)
    assert all(not a.text or a.text == a.text.strip() for a in chat.anchors)


def test_one_line_description(chat):
    lines = describe(chat.elements).splitlines()
    assert (
        '[9] EditText "See you at 7" id=compose_message_text (460,1365) '
        "clickable long-clickable editable focused"
    ) in lines
    assert '[1] ImageButton "Navigate up" (73,173) clickable' in lines
    assert "(keyboard: 30 elements not listed)" in lines
    assert not any('"q"' in line for line in lines)
    with_keys = describe(chat.elements, keyboard=True, system=True).splitlines()
    assert "-- keyboard --" in with_keys and "-- system bars --" in with_keys
    assert any(line.startswith('[13] Key "q"') for line in with_keys)


def test_description_groups_dialogs_and_toasts():
    screen = perceive(fixture_bytes("dialog_toast.xml"))
    lines = describe(screen.elements).splitlines()
    assert lines.index("-- dialog --") < lines.index("-- overlay (toast) --")
    assert '[8] Button "Delete" id=button1 (825,1410) clickable' in lines


def test_html_description():
    settings = perceive(fixture_bytes("settings_crlf_bom.xml"))
    html = describe_html(settings.elements).splitlines()
    assert '<p id=2 resource-id="collapsing_toolbar_title">Network &amp; internet</p>' in html
    assert "<checkbox id=4 checked>Wi-Fi | HomeNet</checkbox>" in html
    assert "<button id=1>Navigate up</button>" in html
    assert '<scroller id=3 resource-id="recycler_view"></scroller>' in html
    chat = perceive(fixture_bytes("messaging_ime.xml"))
    assert (
        '<input id=9 resource-id="compose_message_text" long-clickable focused>See you at 7</input>'
    ) in describe_html(chat.elements).splitlines()


def test_perceive_an_observation_of_the_simulated_phone():
    device = SimDevice(seed=0)
    device.launch("Settings")
    screen = perceive_observation(device.observe())
    assert screen.package == "com.android.settings"
    assert screen.activity
    assert (screen.width, screen.height) == (device.info.width, device.info.height)
    assert screen.find(text="Display | Dark theme, brightness").clickable
