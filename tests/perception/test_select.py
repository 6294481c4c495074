"""Choosing, labelling, merging and numbering the elements of a screen."""

from __future__ import annotations

from mobilexperts.perception import perceive

from .conftest import fixture_bytes

ROW = (
    '<node index="{i}" text="" resource-id="" class="android.widget.LinearLayout" '
    'package="com.example" content-desc="" clickable="true" bounds="{bounds}">'
    '<node index="0" text="{title}" class="android.widget.TextView" package="com.example" '
    'bounds="{bounds}"/>'
    '<node index="1" text="{summary}" class="android.widget.TextView" package="com.example" '
    'bounds="{bounds}"/></node>'
)


def _screen_with_rows(*rows: str) -> bytes:
    return (
        '<hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.example" '
        f'bounds="[0,0][1080,2400]">{"".join(rows)}</node></hierarchy>'
    ).encode()


def test_clickable_container_takes_the_text_of_its_children():
    screen = perceive(fixture_bytes("settings_crlf_bom.xml"))
    row = screen.find(text="Bluetooth | Off")
    assert row is not None and row.clickable and row.cls.endswith("LinearLayout")
    assert screen.find(text="Bluetooth") is None
    assert [el for el in screen.elements if el.text in ("Bluetooth", "Off")] == []


def test_a_container_covering_most_of_the_screen_keeps_its_texts_apart():
    small = ROW.format(i=0, bounds="[0,300][1080,500]", title="Small", summary="row")
    backdrop = ROW.format(i=1, bounds="[0,0][1080,2400]", title="Whole", summary="screen")
    screen = perceive(_screen_with_rows(small, backdrop))
    assert screen.find(text="Small | row") is not None
    assert {"Whole", "screen"} <= {el.text for el in screen.elements}
    assert screen.find(text="Whole | screen") is None


def test_a_switch_the_row_toggles_is_folded_into_the_row():
    screen = perceive(fixture_bytes("settings_crlf_bom.xml"))
    wifi, bluetooth = screen.find(text="Wi-Fi | HomeNet"), screen.find(text="Bluetooth | Off")
    assert wifi.checkable and wifi.checked
    assert bluetooth.checkable and not bluetooth.checked
    assert screen.find_all(cls="Switch") == []
    assert not screen.find(text="Hotspot & tethering | Off").checkable


def test_a_clickable_wrapper_of_the_same_size_is_merged_with_its_child():
    screen = perceive(fixture_bytes("messaging_ime.xml"))
    send = [el for el in screen.elements if el.bounds.contains(970, 1365)]
    assert len(send) == 1
    assert send[0].desc == "Send SMS" and send[0].clickable
    assert screen.find(resource_id="send_message_button_container") is None


def test_keyboard_system_dialog_and_toast_windows_are_marked():
    screen = perceive(fixture_bytes("messaging_ime.xml"))
    keys = [el for el in screen.elements if el.window == "keyboard"]
    assert keys and all("inputmethod" in el.package for el in keys)
    assert {el.package for el in screen.elements if el.window == "system"} == {
        "com.android.systemui"
    }
    notes = perceive(fixture_bytes("dialog_toast.xml"))
    assert notes.find(text="Delete").window == "dialog"
    assert notes.find(text="Note archived").window == "overlay"
    assert notes.find(desc="New note").window == "app"


def test_numbering_follows_reading_order_app_first():
    screen = perceive(fixture_bytes("messaging_ime.xml"))
    assert [el.index for el in screen.elements] == list(range(1, len(screen.elements) + 1))
    order = ["app", "dialog", "overlay", "keyboard", "system"]
    ranks = [order.index(el.window) for el in screen.elements]
    assert ranks == sorted(ranks)
    toolbar = [el.label for el in screen.elements[:4]]
    assert toolbar == ["Navigate up", "Alice", "Call", "More options"]
    messages = screen.find_all(resource_id="message_content")
    assert [m.bounds.y1 for m in messages] == sorted(m.bounds.y1 for m in messages)


def test_fixed_elements_keep_their_numbers_when_the_content_changes():
    one = perceive(fixture_bytes("messaging_ime.xml"))
    other = perceive(fixture_bytes("messaging_other_content.xml"))
    assert [(e.index, e.label) for e in one.elements[:5]] == [
        (e.index, e.label) for e in other.elements[:5]
    ]
    assert perceive(fixture_bytes("messaging_ime.xml")) == one


def test_list_content_disabled_and_editable_flags():
    screen = perceive(fixture_bytes("settings_crlf_bom.xml"))
    assert not screen.find(text="Data Saver | Unavailable on this network").enabled
    rows = [el for el in screen.find_all(cls="LinearLayout") if el.window == "app"]
    assert len(rows) == 6 and all(el.in_list for el in rows)
    assert not screen.find(desc="Navigate up").in_list
    chat = perceive(fixture_bytes("messaging_ime.xml"))
    field = chat.find(resource_id="compose_message_text")
    assert field.editable and field.focused and not field.in_list
    assert chat.find(resource_id="messages_list").scrollable
