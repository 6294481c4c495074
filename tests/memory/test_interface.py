"""Interface memory: element keys, confidence from reflection evidence, hints, persistence."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

from memory.icons import IconHasher, hamming
from memory.interface import Confidence, InterfaceMemory
from mobilexperts.config import Settings
from mobilexperts.errors import StorageError
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.elements import Bounds, UIElement
from mobilexperts.sim.device import SimDevice

APP = "org.example.notes"


def element(index: int, box: tuple[int, int, int, int], **fields) -> UIElement:
    x1, y1, x2, y2 = box
    values = {"cls": "android.widget.ImageButton", "clickable": True} | fields
    return UIElement(index=index, bounds=Bounds(x1=x1, y1=y1, x2=x2, y2=y2), **values)


def screenshot(icons: dict[tuple[int, int, int, int], str], shift: int = 0) -> bytes:
    """A white screen with simple drawn icons: a plus, a cross or a ring in each box."""
    image = Image.new("RGB", (600, 1000), "white")
    draw = ImageDraw.Draw(image)
    for (x1, y1, x2, y2), shape in icons.items():
        cx, cy, r = (x1 + x2) // 2 + shift, (y1 + y2) // 2, (x2 - x1) // 3
        if shape == "plus":
            draw.rectangle((cx - r, cy - 6, cx + r, cy + 6), fill="black")
            draw.rectangle((cx - 6, cy - r, cx + 6, cy + r), fill="black")
        elif shape == "cross":
            draw.line((cx - r, cy - r, cx + r, cy + r), fill="black", width=12)
            draw.line((cx - r, cy + r, cx + r, cy - r), fill="black", width=12)
        else:
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline="black", width=10)
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


@pytest.fixture
def memory(tmp_path) -> InterfaceMemory:
    return InterfaceMemory(tmp_path / "interface.json")


def test_keys_prefer_id_then_desc_then_caption_then_icon(memory):
    plus_box, ring_box = (40, 40, 140, 140), (200, 40, 300, 140)
    png = screenshot({plus_box: "plus", ring_box: "ring"})
    assert memory.key_for(element(1, plus_box, resource_id=f"{APP}:id/add", desc="Add")) == (
        f"id:{APP}:id/add"
    )
    assert memory.key_for(element(1, plus_box, desc=" Add note ")) == "desc:Add note"
    assert memory.key_for(element(1, plus_box, text="Save")) == "text:Save"
    assert memory.key_for(element(1, plus_box, label="Ana | 3 new messages")) is None
    assert memory.key_for(element(1, plus_box)) is None
    plus_key = memory.key_for(element(1, plus_box), png)
    ring_key = memory.key_for(element(2, ring_box), png)
    assert plus_key.startswith("icon:") and ring_key.startswith("icon:") and plus_key != ring_key
    assert memory.key_for(element(3, (0, 300, 600, 700)), png) is None
    assert memory.key_for(element(4, (400, 600, 500, 700)), png) is None


def test_icon_hashes_tolerate_small_shifts_and_tell_shapes_apart():
    box = Bounds(x1=40, y1=40, x2=140, y2=140)
    hasher = IconHasher()
    plus = hasher.hash(screenshot({(40, 40, 140, 140): "plus"}), box)
    shifted = hasher.hash(screenshot({(40, 40, 140, 140): "plus"}, shift=3), box)
    cross = hasher.hash(screenshot({(40, 40, 140, 140): "cross"}), box)
    assert hamming(plus, shifted) <= 6 < hamming(plus, cross)


def test_reflection_evidence_makes_a_function_verified_and_counts(memory):
    memory.hypothesize(APP, "desc:Add", "creates a note", label="Add")
    assert memory.lookup(APP, "desc:Add").confidence is Confidence.HYPOTHESIZED
    first = memory.record_effect(
        APP, "desc:Add", before_signature="list", after_signature="editor", after_title="New note"
    )
    assert (first.confidence, first.description, first.evidence) == (
        Confidence.VERIFIED,
        'opens "New note"',
        1,
    )
    again = memory.record_effect(APP, "desc:Add", before_signature="list", after_signature="editor")
    assert again.evidence == 2 and again.description == 'opens "New note"'  # the first words
    moved = memory.record_effect(
        APP, "desc:Add", before_signature="list", after_signature="camera", description="scans"
    )
    assert (moved.evidence, moved.description) == (1, "scans")
    memory.hypothesize(APP, "desc:Add", "deletes everything")
    assert memory.lookup(APP, "desc:Add").description == "scans"
    in_place = memory.record_effect(APP, "id:star", before_signature="list", after_signature="list")
    assert in_place.description == "changes the current screen in place"


def test_a_wrong_guess_is_ruled_out_and_a_contradicted_fact_is_doubted(memory):
    memory.hypothesize(APP, "icon:00ff", "opens settings")
    wrong = memory.mark_wrong(APP, "icon:00ff")
    assert wrong.confidence is Confidence.UNCHARTED and wrong.ruled_out == ("opens settings",)
    memory.mark_wrong(APP, "icon:00ff", expected="shares the note")
    assert memory.lookup(APP, "icon:00ff").ruled_out == ("opens settings", "shares the note")
    for _ in range(2):
        memory.record_effect(APP, "id:menu", before_signature="a", after_signature="menu")
    assert memory.mark_wrong(APP, "id:menu").confidence is Confidence.VERIFIED
    doubted = memory.mark_wrong(APP, "id:menu")
    assert doubted.confidence is Confidence.HYPOTHESIZED and doubted.description


def test_hints_show_known_elements_of_the_screen_best_first(memory):
    memory.record_effect(APP, f"id:{APP}:id/compose", before_signature="a", after_signature="b",
                         description="opens the compose screen")  # fmt: skip
    memory.record_effect(APP, f"id:{APP}:id/compose", before_signature="a", after_signature="b")
    memory.hypothesize(APP, "desc:Archive", "moves the note to the archive")
    memory.hypothesize("org.example.other", "desc:Back up", "uploads notes")
    screen = [
        element(1, (0, 0, 100, 100), desc="Archive"),
        element(2, (0, 100, 100, 200), desc="Back up"),
        element(7, (0, 200, 100, 300), resource_id=f"{APP}:id/compose"),
        element(8, (0, 300, 100, 400), text="Unknown"),
        element(9, (0, 400, 100, 500), resource_id=f"{APP}:id/compose"),
    ]
    hints = memory.hints(APP, screen)
    assert [hint.line for hint in hints] == [
        '[1] "Archive": moves the note to the archive (hypothesized)',
        "[7] icon (id compose): opens the compose screen (verified x2)",
    ]
    assert [hint.index for hint in memory.hints(APP, screen, limit=1)] == [7]
    assert memory.hints("org.example.empty", screen) == []


def test_icons_are_found_again_on_a_later_screenshot(memory):
    box = (40, 40, 140, 140)
    first = screenshot({box: "plus", (200, 40, 300, 140): "ring"})
    icon = element(3, box)
    memory.record_effect(APP, memory.key_for(icon, first), before_signature="a",
                         after_signature="b", after_title="Search")  # fmt: skip
    later = screenshot({box: "plus", (200, 40, 300, 140): "ring"}, shift=2)
    ring = element(4, (200, 40, 300, 140))
    assert [h.line for h in memory.hints(APP, [icon, ring], later)] == [
        '[3] icon: opens "Search" (verified x1)'
    ]
    uncharted = memory.uncharted(APP, [icon, ring, element(5, (0, 0, 10, 10), text="OK")], later)
    assert [(hint.index, hint.line) for hint in uncharted] == [(4, "[4] icon: function unknown")]
    assert uncharted[0].element.startswith("icon:")


def test_uncharted_lists_label_less_icons_and_what_was_ruled_out(memory):
    icons = [element(1, (0, 0, 90, 90), resource_id=f"{APP}:id/more"), element(2, (0, 0, 9, 9))]
    assert [hint.index for hint in memory.uncharted(APP, icons)] == [1, 2]
    memory.hypothesize(APP, f"id:{APP}:id/more", "opens the menu")
    assert [hint.index for hint in memory.uncharted(APP, icons)] == [2]
    memory.mark_wrong(APP, f"id:{APP}:id/more")
    lines = [hint.line for hint in memory.uncharted(APP, icons)]
    assert lines[0] == "[1] icon (id more): function unknown (not: opens the menu)"


def test_memory_persists_per_device_and_another_process_sees_writes(memory):
    settings = Settings()
    mine = InterfaceMemory.for_device("phone-a", settings)
    mine.hypothesize(APP, "desc:Pin", "pins the note")
    assert mine.store.path == settings.device_dir("phone-a") / "interface.json"
    assert InterfaceMemory.for_device("phone-a").lookup(APP, "desc:Pin").description == (
        "pins the note"
    )
    assert InterfaceMemory.for_device("phone-b").lookup(APP, "desc:Pin") is None
    other_view = InterfaceMemory(mine.store.path)
    assert other_view.hints(APP, [element(1, (0, 0, 9, 9), desc="Pin")])
    mine.record_effect(APP, "desc:Pin", before_signature="a", after_signature="a")
    assert other_view.lookup(APP, "desc:Pin").confidence is Confidence.VERIFIED
    assert [e.element for e in other_view.entries(APP)] == ["desc:Pin"]


def test_a_corrupt_memory_file_is_an_error_not_a_reset(tmp_path):
    path = tmp_path / "interface.json"
    path.write_text("{broken")
    with pytest.raises(StorageError, match=r"interface\.json is corrupt"):
        InterfaceMemory(path).hints(APP, [])
    assert path.read_text() == "{broken"


def test_on_the_simulator_a_tapped_icon_becomes_a_verified_hint(memory):
    device = SimDevice()
    device.launch("Chirp")
    feed = perceive_observation(device.observe())
    uncharted = memory.uncharted(feed.package, feed.elements)
    compose = feed.find(resource_id="compose")
    avatars = feed.find_all(resource_id="avatar")
    assert compose.index in [hint.index for hint in uncharted] and len(avatars) > 1
    assert [h.index for h in uncharted if h.element.endswith("/avatar")] == [avatars[0].index]
    device.tap(*compose.center)
    editor = perceive_observation(device.observe())
    memory.record_effect(
        feed.package,
        memory.key_for(compose),
        before_signature=feed.signature,
        after_signature=editor.signature,
        description="opens the editor for a new post",
    )
    hints = memory.hints(feed.package, feed.elements)
    assert [hint.line for hint in hints] == [
        f"[{compose.index}] icon (id compose): opens the editor for a new post (verified x1)"
    ]
    assert compose.index not in [
        hint.index for hint in memory.uncharted(feed.package, feed.elements)
    ]
