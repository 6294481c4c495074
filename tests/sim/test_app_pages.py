"""Pages, driven the way an agent drives it: read the XML, tap, type, swipe, then check state."""

from __future__ import annotations

import pytest
from lxml import etree

from evals.reference import bounds, long_press, nodes, scroll_to, tap, texts
from mobilexperts.sim.device import SimDevice

SEEDED_PAGES = 16


def top(node: etree._Element) -> int:
    return bounds(node)[1]


def bottom(node: etree._Element) -> int:
    return bounds(node)[3]


def pages(device: SimDevice) -> dict:
    return device.state()["pages"]


def page(device: SimDevice, title: str) -> dict:
    return next(p for p in pages(device)["pages"] if p["title"] == title)


@pytest.fixture
def device() -> SimDevice:
    d = SimDevice(seed=0)
    d.launch("Pages")
    return d


def test_seed_is_deterministic_varied_and_serialisable() -> None:
    state = pages(SimDevice(seed=0))
    assert state == pages(SimDevice(seed=0))
    assert state != pages(SimDevice(seed=1))
    assert len(state["pages"]) == SEEDED_PAGES
    assert len({p["title"] for p in state["pages"]}) == SEEDED_PAGES
    assert 2 <= sum(p["favorite"] for p in state["pages"]) <= 4
    assert all(p["body"] or p["todos"] for p in state["pages"])
    assert any(p["parent"] is not None for p in state["pages"]) and state["trash"] == []
    phone, copy = SimDevice(seed=3).phone, SimDevice(seed=0).phone
    copy.load_json(phone.to_json())
    assert copy.state_json()["pages"] == phone.state_json()["pages"]


def test_home_lists_favorites_and_private_with_an_unlabelled_new_page_icon(
    device: SimDevice,
) -> None:
    titles = texts(device, "title")
    assert titles[: titles.index("Weekly team sync", 1)].count("Weekly team sync") == 1
    assert [
        n.get("text") for n in nodes(device, text="Favorites") + nodes(device, text="Private")
    ] == [
        "Favorites",
        "Private",
    ]
    assert texts(device, "summary")[0].startswith("Edited ")
    icon = nodes(device, id="new_page")[0]
    assert (icon.get("text"), icon.get("content-desc"), icon.get("clickable")) == ("", "", "true")
    assert nodes(device, id="search")[0].get("content-desc") == "Search"


def test_create_a_page_with_title_and_body_then_leave_by_back(device: SimDevice) -> None:
    tap(device, id="new_page")
    assert device.observe().activity == "com.simdroid.pages.EditorActivity"
    title = nodes(device, id="page_title")[0]
    assert (title.get("text"), title.get("focused")) == ("Untitled", "true")
    device.input_text("Quarterly goals")
    tap(device, id="page_body")
    device.input_text("Ship the beta.\nHire two engineers.")
    device.press("back")
    assert nodes(device, id="page_body")[0].get("focused") == "false"
    device.press("back")
    assert device.observe().activity == "com.simdroid.pages.HomeActivity"
    created = pages(device)["pages"][-1]
    assert (created["title"], created["body"]) == (
        "Quarterly goals",
        "Ship the beta.\nHire two engineers.",
    )
    assert len(pages(device)["pages"]) == SEEDED_PAGES + 1
    scroll_to(device, text="Quarterly goals")
    row = nodes(device, text="Quarterly goals")[0].getparent().getparent()
    assert "Edited just now" in [n.get("text") for n in row.iter("node")]


def test_an_empty_new_page_from_the_list_entry_stays_untitled(device: SimDevice) -> None:
    scroll_to(device, text="New page")
    tap(device, text="New page")
    device.press("back")
    tap(device, id="navigate_up")
    assert pages(device)["pages"][-1]["title"] == "Untitled"
    scroll_to(device, text="Untitled")
    tap(device, text="Untitled")
    assert texts(device, "page_title") == ["Untitled"]
    assert texts(device, "page_body") == ["Tap here to start writing"]


def test_edits_autosave_when_leaving_by_home(device: SimDevice) -> None:
    tap(device, text="Reading list")
    tap(device, id="page_body")
    device.input_text("Books to read this year. Ask Tara for more.", clear=True)
    device.press("home")
    assert page(device, "Reading list")["body"] == "Books to read this year. Ask Tara for more."
    device.launch("Pages")
    assert texts(device, "page_body") == ["Books to read this year. Ask Tara for more."]


def test_clearing_the_title_falls_back_to_untitled(device: SimDevice) -> None:
    tap(device, text="To-do list")
    tap(device, id="page_title")
    device.input_text("", clear=True)
    assert texts(device, "page_title") == ["Untitled"]
    assert pages(device)["pages"][2]["title"] == "Untitled"


def test_todos_toggle_and_add_with_enter(device: SimDevice) -> None:
    tap(device, text="To-do list")
    first = page(device, "To-do list")["todos"][1]
    assert first["done"] is False
    tap(device, text=first["text"])
    assert page(device, "To-do list")["todos"][1]["done"] is True
    assert nodes(device, text=first["text"])[0].get("checked") == "true"
    tap(device, id="new_todo")
    field_bottom = bottom(nodes(device, id="new_todo")[0])
    assert field_bottom <= top(nodes(device, id="keyboard_view")[0]), (
        "the focused field is kept in view"
    )
    device.input_text("Buy stamps")
    device.press("enter")
    assert nodes(device, id="new_todo")[0].get("focused") == "true"
    device.press("enter")
    todos = page(device, "To-do list")["todos"]
    assert todos[-1] == {"text": "Buy stamps", "done": False} and len(todos) == 6


def test_search_filters_by_title_and_body_and_remembers_queries(device: SimDevice) -> None:
    tap(device, desc="Search")
    assert nodes(device, id="search_input")[0].get("focused") == "true"
    assert "Recently edited" in [n.get("text") for n in nodes(device, contains="Recently")]
    device.input_text("bananas")
    assert texts(device, "title") == ["Banana bread"]
    assert texts(device, "summary") == [
        "3 ripe bananas, 250 g flour, 2 eggs. Bake 55 min at 175 C."
    ]
    device.press("enter")
    assert pages(device)["recent_searches"] == ["bananas"]
    tap(device, id="search_input")
    device.input_text("zeppelin", clear=True)
    assert texts(device, "title") == [] and nodes(device, contains="No results")
    device.input_text("", clear=True)
    assert texts(device, "title") == ["bananas"]
    device.input_text("grocery", clear=True)
    tap(device, text="Grocery list")
    assert texts(device, "page_title") == ["Grocery list"]


def test_favorite_and_duplicate_from_the_more_menu(device: SimDevice) -> None:
    tap(device, text="To-do list")
    tap(device, desc="More")
    tap(device, text="Add to Favorites")
    assert page(device, "To-do list")["favorite"] is True
    tap(device, desc="More")
    assert nodes(device, text="Remove from Favorites")
    tap(device, text="Duplicate")
    titles = [p["title"] for p in pages(device)["pages"]]
    assert titles[2:4] == ["To-do list", "To-do list (1)"]
    assert page(device, "To-do list (1)")["todos"] == page(device, "To-do list")["todos"]
    tap(device, id="navigate_up")
    favorites = texts(device, "title")[: texts(device, "title").index("Weekly team sync", 1)]
    assert "To-do list" in favorites


def test_delete_asks_first_and_takes_sub_pages_to_trash_then_restore(device: SimDevice) -> None:
    scroll_to(device, text="Recipes")
    tap(device, text="Recipes")
    assert len(nodes(device, id="subpage")) == 2
    assert {"Banana bread", "Weeknight curry"} <= set(texts(device, "title"))
    tap(device, desc="More")
    tap(device, text="Delete")
    assert nodes(device, text="Delete this page?")
    tap(device, text="Cancel")
    assert page(device, "Recipes")
    tap(device, desc="More")
    tap(device, text="Delete")
    tap(device, text="Delete")
    assert device.observe().activity == "com.simdroid.pages.HomeActivity"
    state = pages(device)
    assert [p["title"] for p in state["trash"]] == ["Recipes", "Banana bread", "Weeknight curry"]
    assert all(p["deleted"] is not None for p in state["trash"])
    assert not {"Recipes", "Banana bread"} & {p["title"] for p in state["pages"]}
    scroll_to(device, text="Trash")
    tap(device, text="Trash")
    assert texts(device, "title") == ["Recipes", "Banana bread", "Weeknight curry"]
    tap(device, desc="Restore")
    state = pages(device)
    assert (
        state["trash"] == []
        and page(device, "Banana bread")["parent"] == page(device, "Recipes")["id"]
    )
    assert nodes(device, text="Trash is empty")


def test_move_a_page_into_another_and_open_it_as_a_sub_page(device: SimDevice) -> None:
    long_press(device, text="Travel plans: Lisbon", nth=1)
    assert nodes(device, text="Move to")
    tap(device, text="Move to")
    assert nodes(device, text="Top level of your workspace")
    tap(device, id="move_search")
    device.input_text("proj")
    assert texts(device, "title") == ["Projects", "Project Atlas roadmap"]
    tap(device, text="Projects")
    assert page(device, "Travel plans: Lisbon")["parent"] == page(device, "Projects")["id"]
    assert device.observe().activity == "com.simdroid.pages.HomeActivity"
    private = texts(device, "title")[texts(device, "title").index("Weekly team sync", 1) :]
    assert "Travel plans: Lisbon" not in private
    scroll_to(device, text="Projects")
    tap(device, text="Projects")
    assert len(nodes(device, id="subpage")) == 2 and "Travel plans: Lisbon" in texts(
        device, "title"
    )
    tap(device, text="Travel plans: Lisbon")
    assert texts(device, "toolbar_title") == ["Projects"]
    device.press("back")
    assert texts(device, "page_title") == ["Projects"]
    device.press("back")
    device.press("back")
    assert device.observe().package == "com.simdroid.launcher"


def test_back_closes_the_menu_before_the_page(device: SimDevice) -> None:
    tap(device, text="Reading list")
    tap(device, desc="More")
    device.press("back")
    assert nodes(device, text="Duplicate") == []
    assert device.observe().activity == "com.simdroid.pages.EditorActivity"


def menu_items(device: SimDevice) -> list[str]:
    """The page menu's entries, top to bottom, by resource-id."""
    root = etree.fromstring(device.observe().xml.encode())
    ids = [n.get("resource-id").rsplit("/", 1)[-1] for n in root.iter("node")]
    return [rid for rid in ids if rid.startswith("menu_")]


def test_version_2_renames_new_page_and_reorders_the_menu_but_pages_still_work() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Pages")
    assert v1.observe().xml != v2.observe().xml
    assert nodes(v1, id="new_page") and not nodes(v2, id="new_page")
    scroll_to(v2, text="Add a page")
    assert not nodes(v2, text="New page")

    tap(v2, text="Add a page")
    v2.input_text("Version two notes")
    tap(v2, id="page_body")
    v2.input_text("Still autosaves.")
    assert not nodes(v2, desc="More")
    tap(v2, desc="More actions")
    assert menu_items(v2) == ["menu_move", "menu_favorite", "menu_delete", "menu_duplicate"]
    tap(v1, text="To-do list")
    tap(v1, desc="More")
    assert menu_items(v1) == ["menu_favorite", "menu_duplicate", "menu_move", "menu_delete"]
    assert not nodes(v2, text="Delete")
    tap(v2, text="Move to Trash")
    assert nodes(v2, text="Move to Trash?")
    tap(v2, text="Move to Trash")
    state = pages(v2)
    assert state["trash"][-1]["title"] == "Version two notes"
    assert state["trash"][-1]["body"] == "Still autosaves."
    assert len(state["pages"]) == SEEDED_PAGES

    tap(v2, id="create_page")
    v2.input_text("Kept")
    v2.press("back")
    v2.press("back")
    assert pages(v2)["pages"][-1]["title"] == "Kept"
