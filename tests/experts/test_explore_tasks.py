"""The offline ``explore_tasks`` role: subtasks phrased as requests from what the crawl found
(forms by their opener and field kinds, item controls, searches), each form and control once."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from experts.explore_tasks import ExploreTasks, ExploreTasksContext, FoundScreen
from experts.portrait import AppRef, ExpertPortrait
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.types import Message, ModelRequest

PORTRAIT = ExpertPortrait(name="Ledger expert", apps=[AppRef(label="Ledger")])


def subtasks(*found: FoundScreen, request: str = "") -> list[str]:
    context = ExploreTasksContext(
        request=request,
        portrait=PORTRAIT,
        installed=["Ledger"],
        found=list(found),
        explored=True,
        budget=10,
    )
    answer = (
        OfflinePolicy()
        .generate(
            ModelRequest(
                role="explore_tasks",
                messages=(Message.user("subtasks"),),
                output_schema=ExploreTasks,
                context=context,
            )
        )
        .output
    )
    return [t.instruction for t in answer.tasks]


def screen(title: str, path: list[str], **kwargs) -> FoundScreen:
    return FoundScreen.model_validate(
        {"app": "Ledger", "title": title, "path": path, "fields": [], "buttons": [], **kwargs}
    )


def test_a_create_form_is_tried_with_its_text_field_its_typed_field_and_both():
    form = screen(
        "Editor", ["New supplier"], fields=["Supplier name", "Phone", "Notes"], buttons=["Save"]
    )
    again = screen("Editor", ["More", "New supplier"], fields=form.fields, buttons=["Save"])
    assert subtasks(form, again) == [
        'Create a supplier "Exploring Ledger" in Ledger',
        "Create a supplier with the number 415-555-0142 in Ledger",
        'Create a supplier "Exploring Ledger" with the number 415-555-0142 in Ledger',
    ]


def test_an_items_controls_become_actions_on_it_by_caption_or_id_but_not_its_states():
    item = screen(
        "Invoice",
        ["Acme Tools"],
        item="Acme Tools",
        actions=[("Navigate up", "navigate up"), ("Not starred", "star"), ("Following", "follow")],
    )
    other = item.model_copy(update={"item": "Bolt Works", "actions": [("Delete", "delete")]})
    assert subtasks(item, other) == ["Star Acme Tools in Ledger", "Delete Bolt Works in Ledger"]


def test_a_control_with_a_place_names_the_item_first_and_odd_items_are_quoted():
    item = screen(
        "File", ["inv_2.pdf"], item="inv_2.pdf", actions=[("Add to favorites", "favorite")]
    )
    assert subtasks(item) == ['Add "inv_2.pdf" to favorites in Ledger']


def test_an_items_edit_form_is_no_create_form_and_a_search_field_is_searched():
    edit = screen("Edit", ["Acme Tools"], item="Acme Tools", fields=["Acme Tools"])
    search = screen("Search", ["Search"], fields=["Search invoices"])
    assert subtasks(edit, search) == ['Search "Exploring Ledger" in Ledger']


def test_a_setting_row_with_one_field_is_set_and_switches_are_turned_the_other_way():
    setting = screen("About", ["About", "Shop name"], item="Shop name", fields=["Main St"])
    switches = screen("Display", ["Display"], toggles=[("Dark theme", False), ("Sounds", True)])
    assert subtasks(setting, switches) == [
        'Set the shop name to "Exploring Ledger" in Ledger',
        "Turn on dark theme in Ledger",
        "Turn off sounds in Ledger",
    ]


def test_the_request_is_rehearsed_first_with_sample_values():
    found = screen("Search", ["Search"], fields=["Search invoices"])
    assert subtasks(found, request='Pay "Acme Tools" in Ledger')[0] == (
        'Pay "Exploring Ledger 1" in Ledger'
    )


def test_an_items_message_field_is_a_reply_to_it():
    thread = screen(
        "Thread", ["Ann Lee"], item="Ann Lee", fields=["Write a reply"], buttons=["Reply"]
    )
    assert subtasks(thread) == ['Reply to Ann Lee saying "Exploring Ledger" in Ledger']


def test_a_form_that_keeps_itself_is_also_made_with_no_values():
    editor = screen("Editor", ["new_sheet"], fields=["Untitled", "Start writing"])
    assert subtasks(editor) == [
        'Create a sheet "Exploring Ledger" in Ledger',
        "Create a sheet in Ledger",
    ]


def test_a_created_things_controls_act_on_a_row_of_its_kind_from_the_first_screen():
    start = screen("Home", [], actions=[("Search", "search"), ("Q3 budget", "sheet row")])
    menu = screen("Editor", ["new_sheet", "More"], actions=[("Delete", "menu delete")])
    assert subtasks(start, menu) == ['Delete "Q3 budget" in Ledger']
    unrelated = start.model_copy(update={"actions": [("Acme Tools", "supplier row")]})
    assert subtasks(unrelated, menu) == []


def test_an_items_first_field_with_a_value_is_asked_once_per_kind_of_screen():
    card = screen("Supplier", ["Acme Tools"], item="Acme Tools", facts=["rating", "since"])
    other = card.model_copy(update={"item": "Bolt Works"})
    row = screen("App", ["Bolt Works, 4.5 stars"], item="Bolt Works, 4.5 stars", facts=["size"])
    control = screen("Call", ["Acme Tools", "Call"], item="Call", facts=["duration"])
    assert subtasks(card, other, row, control) == [
        "What is the rating of Acme Tools in Ledger?",
        "What is the size of Bolt Works in Ledger?",
    ]


def test_an_address_bar_is_also_opened_with_a_site_the_app_showed():
    bar = screen("Tab", [], fields=["Search or type web address"])
    marks = screen("Marks", ["Bookmarks"], actions=[("Notes | notes.example.net", "mark row")])
    assert subtasks(bar, marks) == [
        'Search "Exploring Ledger" in Ledger',
        "Open notes.example.net in Ledger",
    ]
    assert subtasks(bar)[1] == "Open example.org in Ledger"


def test_an_entry_not_ticked_yet_is_ticked_off_by_itself_once_per_kind_of_screen():
    page = screen(
        "Editor",
        ["Packing"],
        item="Packing",
        checks=[("Passport", True), ("Sunscreen", False), ("Charger", False)],
    )
    other = page.model_copy(update={"item": "Errands", "checks": [("Post office", False)]})
    done = screen("Editor", ["Done"], item="Done", checks=[("Taxes", True)])
    assert subtasks(page, other) == ['Tick off "Sunscreen" in Ledger']
    assert subtasks(done) == []


def test_an_item_the_app_lists_itself_is_asked_before_one_a_typed_sample_found():
    start = screen("Home", [], fields=["Search suppliers"])
    found = screen("Supplier", ["Search suppliers", "Bolt Works"], item="Bolt Works")
    kept = screen("Supplier", ["Saved", "Acme Tools"], item="Acme Tools")
    asked = [
        s
        for s in subtasks(
            start,
            found.model_copy(update={"facts": ["rating"]}),
            kept.model_copy(update={"facts": ["rating"]}),
        )
        if s.startswith("What")
    ]
    assert asked == ["What is the rating of Acme Tools in Ledger?"]


def test_a_form_reached_by_typing_into_its_own_field_is_no_form_of_its_own():
    fields = ["Untitled", "Add a line"]
    form = screen("Editor", ["new_sheet"], fields=fields)
    typed = screen("Editor", ["Edit", "Add a line"], fields=[*fields, "Note"])
    assert subtasks(typed) == []
    assert subtasks(form) == [
        'Create a sheet "Exploring Ledger" in Ledger',
        "Create a sheet in Ledger",
    ]


def test_an_items_own_field_that_adds_an_entry_is_tried_once_per_kind_of_screen():
    page = screen(
        "Editor", ["Budget"], item="Budget", fields=["Budget", "Write here", "Add a line"]
    )
    other = page.model_copy(update={"item": "Rent", "fields": ["Rent", "Write here", "Add a line"]})
    plain = screen("Editor", ["Notes"], item="Notes", fields=["Notes", "Write here"])
    assert subtasks(page, other, plain) == ['Add "Exploring Ledger" to my Budget in Ledger']


def test_a_screen_named_for_what_an_item_s_control_does_becomes_that_act_on_the_item():
    place = screen("Place", ["Search", "Old Mill"], item="Old Mill", actions=[("Go", "go")])
    routed = screen("Navigation", ["Search", "Old Mill", "Go"], item="Old Mill")
    profile = screen("Profile", ["Search", "Old Mill", "About"], item="Old Mill")
    assert subtasks(place, routed, profile) == ["Navigate to Old Mill in Ledger"]


def test_a_form_whose_fields_a_request_names_each_is_also_filled_whole():
    form = screen(
        "Compose", ["Compose"], fields=["to", "Subject", "Compose note"], buttons=["Send"]
    )
    assert subtasks(form)[-1] == (
        'Write with the subject "Exploring Ledger 2" saying "Exploring Ledger 3" '
        "to sam.rivera@example.com in Ledger"
    )
