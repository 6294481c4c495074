"""Systematic exploration: every screen and element of an app, effects in interface memory; on
a real phone (the fake phone side of uiautomator2) nothing destructive is tapped."""

from __future__ import annotations

import pytest

from experts.crawl import Crawler, CrawlSettings
from experts.crawl_elements import fact, risky
from experts.expert import Expert, ExpertSettings
from experts.helpers import ExpertHelpers
from memory.interface import Confidence, InterfaceMemory
from mobilexperts.device.fakephone import FakeAdbServer, FakePhone
from mobilexperts.device.u2 import U2Device, U2Settings
from mobilexperts.llm import OfflinePolicy
from mobilexperts.perception.elements import Bounds, UIElement
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.phone import SimPhone
from tests.experts.shelf import ShelfApp

PACKAGE = ShelfApp.package


@pytest.fixture
def memory(tmp_path) -> InterfaceMemory:
    return InterfaceMemory(tmp_path / "interface.json")


def screens_of(crawl) -> set[str]:
    return {
        s.activity.rpartition(".")[2].removesuffix("Activity").lower()
        for s in crawl.screens.values()
    }


def test_the_simulator_crawl_reaches_every_screen_and_undoes_what_it_did(memory):
    device = SimDevice(phone=SimPhone(seed=1, apps=[ShelfApp]))
    crawl = Crawler(device, memory).run("Shelf")
    assert screens_of(crawl) == set(ShelfApp.census())
    assert crawl.package == PACKAGE and not crawl.exhausted
    form = next(s for s in crawl.screens.values() if s.activity.endswith("FormActivity"))
    assert form.path == ["Add item"] and form.fields == ["Item name"] and form.buttons == ["Save"]
    described = {e.label: (e.confidence, e.description) for e in memory.entries(PACKAGE)}
    assert described["Add item"] == (Confidence.VERIFIED, 'opens "Form" (Save)')
    assert described["Sort by name"] == (Confidence.VERIFIED, "changes the screen in place")
    state = device.state()["shelf"]
    assert state["items"] == ["Lantern", "Compass", "Rope"] and not state["sorted_by_name"]


def test_the_action_budget_ends_a_crawl_and_says_so(memory):
    device = SimDevice(phone=SimPhone(seed=1, apps=[ShelfApp]))
    crawl = Crawler(device, memory, CrawlSettings(max_actions=3)).run("Shelf")
    assert crawl.exhausted and crawl.actions <= 3


def test_risky_reads_captions_ids_and_descriptions():
    def element(**fields) -> UIElement:
        return UIElement(
            index=0, cls="android.widget.Button", bounds=Bounds(x1=0, y1=0, x2=9, y2=9), **fields
        )

    assert risky(element(text="Delete account"))
    assert risky(element(desc="Buy now"))
    assert risky(element(resource_id="com.x:id/send_button"))
    assert not risky(element(text="Preferences"))


def test_on_a_real_phone_nothing_destructive_is_tapped_and_the_crawl_backs_out(memory):
    phone = FakePhone("emulator-5554", SimPhone(seed=1, apps=[ShelfApp]))
    with FakeAdbServer([phone]) as adb:
        device = U2Device(settings=U2Settings(adb_port=adb.port, retry_delay=0.0))
        try:
            crawl = Crawler(device, memory).run("Shelf")
        finally:
            device.close()
    state = phone.sim.apps[PACKAGE].state
    assert state.pressed == []
    assert state.items == ["Lantern", "Compass", "Rope"]
    assert {"settings", "form", "detail"} <= screens_of(crawl)
    skipped = {t.label for t in crawl.tried if t.outcome == "skipped"}
    assert skipped == {"Delete account", "Buy now", "Send", "Save"}
    guessed = {e.label: e.confidence for e in memory.entries(PACKAGE)}
    assert guessed["Delete account"] is Confidence.HYPOTHESIZED


def test_a_read_only_value_with_a_digit_is_a_fact_named_by_its_id():
    def element(rid: str, text: str, clickable: bool = False) -> UIElement:
        bounds = Bounds(x1=0, y1=0, x2=10, y2=10)
        return UIElement(
            index=1, cls="TextView", text=text, resource_id=rid, bounds=bounds, clickable=clickable
        )

    app = "org.example.ledger"
    assert fact(element(f"{app}:id/birthday_value", "January 5"), app) == "birthday"
    assert fact(element(f"{app}:id/place_rating", "4.5"), app) == "place rating"
    assert fact(element(f"{app}:id/review_count", "(1,833)"), app) == ""
    assert fact(element(f"{app}:id/place_title", "Pier 39"), app) == ""
    assert fact(element(f"{app}:id/category", "Park"), app) == ""
    assert fact(element(f"{app}:id/size", "55 MB", clickable=True), app) == ""
    assert fact(element("com.android.systemui:id/clock", "9:00"), app) == ""
    assert fact(element(f"{app}:id/post_text", "Ran 10 km today, legs are jelly"), app) == ""
    assert fact(element(f"{app}:id/post_time", "7:30 AM"), app) == ""


def test_a_known_screen_about_another_row_with_new_controls_is_kept_apart(memory):
    crawl = Crawler(SimDevice(), memory, CrawlSettings()).run("Chirp")
    profiles = [s for s in crawl.screens.values() if s.activity.endswith("ProfileActivity")]
    assert profiles and not any(caption == "Follow" for p in profiles for caption, _ in p.actions)
    others = [s for s in crawl.about_items if s.activity.endswith("ProfileActivity")]
    other = next(s for s in others if ("Follow", "follow button") in s.actions)
    assert other.signature == profiles[0].signature and other.item


def test_rows_are_tried_until_an_item_control_shows_its_other_state(memory):
    """The first rows of a list may all be in one state (favorites listed first): rows are
    tried further until an item's screen shows the control the other way, so both actions
    are seen."""
    crawl = Crawler(SimDevice(), memory).run("Contacts")
    items = [*crawl.screens.values(), *crawl.about_items]
    shown = {caption for s in items for caption, name in s.actions if name == "favorite"}
    assert {"Remove from favorites", "Add to favorites"} <= shown


def test_what_an_opened_screen_offers_leads_a_later_run_there(memory):
    """The crawl notes what each screen it opened offers; a run after it goes straight to the
    screen offering the thing the request names, and a later run's reflection keeps that."""
    device = SimDevice()
    start = device.snapshot()
    Crawler(device, memory).run("Settings")
    about = next(e for e in memory.entries() if e.label.startswith("About phone"))
    assert "Device name" in about.description
    device.restore(start)
    model = OfflinePolicy()
    run = Expert(device, model, ExpertSettings(vision=False), ExpertHelpers(model, memory)).act(
        'Set the device name to "Den Tablet" in Settings'
    )
    assert run.done and device.state()["settings"]["device_name"] == "Den Tablet"
    tapped = [s.target.label.split(" | ")[0] for s in run.steps if s.operation.kind == "tap"]
    assert tapped[:2] == ["About phone", "Device name"]
    assert "Device name" in memory.lookup(about.package, about.element).description


def test_a_searched_word_and_more_rows_reach_items_whose_screens_differ(memory):
    """With no rows on its first screen the crawl searches a word of a chip group, so results
    list places; a control changing an item's screen (Save) makes no item of its own; rows
    whose screens offer nothing of their own are tried further, to an installable listing."""
    maps = Crawler(SimDevice(), memory).run("Maps")
    assert maps.sample == "Restaurants"
    places = [
        s
        for s in [*maps.screens.values(), *maps.about_items]
        if s.activity.endswith("PlaceActivity")
    ]
    assert any(("Save", "save button") in s.actions for s in places)
    assert all(s.item not in {"Saved", "Save", "Directions", "Share"} for s in places)
    market = Crawler(SimDevice(), memory).run("Market")
    listings = [s for s in market.about_items if s.activity.endswith("AppActivity")]
    assert any(caption == "Install" for s in listings for caption, _ in s.actions)


def test_while_a_menu_is_open_only_its_items_are_tapped(memory):
    """The app's own elements under an open menu are covered: a tap meant for one of them
    lands on the menu, so the crawl does not try them (the Move screen is reached by "Move to",
    never by the field under it)."""
    crawl = Crawler(SimDevice(), memory).run("Pages")
    moves = [s for s in crawl.screens.values() if s.activity.endswith("MoveActivity")]
    assert moves and all(s.path[-1] == "Move to" for s in moves)


def test_a_menu_over_the_same_screen_offers_no_way_on(memory):
    """A menu's choices are seen when it opens; noted as what its button offers they would read
    as a way to the things they name."""
    Crawler(SimDevice(), memory).run("Pages")
    (more,) = {e.description for e in memory.entries() if e.label == "More"}
    assert more == 'opens "Editor"'
