"""Maps, driven the way an agent drives it: read the XML, tap, type, swipe, then check state."""

from __future__ import annotations

import random

import pytest
from lxml import etree

from evals.reference import nodes, on_screen, scroll_to, tap, texts
from mobilexperts.sim.apps.maps.seed import seed_state
from mobilexperts.sim.device import SimDevice

PACKAGE = "com.simdroid.maps"


@pytest.fixture
def device() -> SimDevice:
    d = SimDevice(seed=0)
    d.launch("Maps")
    return d


def travel_modes(device: SimDevice) -> list[str]:
    """The travel-mode tabs, left to right, by resource-id."""
    root = etree.fromstring(device.observe().xml.encode())
    prefix = f"{PACKAGE}:id/mode_"
    found = root.xpath(f'//node[starts-with(@resource-id, "{prefix}")]/@resource-id')
    return [rid.removeprefix(prefix) for rid in found]


def search(device: SimDevice, query: str, field: str = "search_omnibox") -> None:
    tap(device, id=field)
    device.input_text(query, clear=True)
    device.press("enter")


def maps(device: SimDevice) -> dict:
    return device.state()["maps"]


def place_named(device: SimDevice, name: str) -> dict:
    return next(p for p in maps(device)["places"] if p["name"] == name)


def test_seed_is_deterministic_and_spread_over_the_campus() -> None:
    state = seed_state(random.Random(0))
    assert state == seed_state(random.Random(0))
    assert state != seed_state(random.Random(1))
    assert len(state.places) >= 30
    cuisines = {p.cuisine for p in state.places if p.category == "restaurant"}
    assert {"Xinjiang", "Sichuan", "Italian", "Mexican", "Thai"} <= cuisines
    assert {p.category for p in state.places} == {
        "restaurant",
        "coffee",
        "gas",
        "hotel",
        "landmark",
    }
    assert all(p.reviews for p in state.places)
    assert "Northgate University" in {p.name for p in state.places}
    phone, copy = SimDevice(seed=2).phone, SimDevice(seed=0).phone
    copy.load_json(phone.to_json())
    assert copy.state_json()["maps"] == phone.state_json()["maps"]


def test_find_xinjiang_food_near_campus_and_walk_there(device: SimDevice) -> None:
    assert nodes(device, id="search_omnibox")[0].get("text") == "Search here"
    search(device, "Xinjiang food near Northgate University")
    names = texts(device, "place_name")
    assert "Kashgar Kitchen" in names and "Tianshan Noodle House" in names
    assert "Silk Road Grill" not in names  # Xinjiang, but across town
    assert maps(device)["recent_searches"][0] == "Xinjiang food near Northgate University"

    tap(device, text="Kashgar Kitchen")
    kashgar = place_named(device, "Kashgar Kitchen")
    assert texts(device, "place_title") == ["Kashgar Kitchen"]
    assert texts(device, "place_category") == ["$$ \u00b7 Xinjiang"]
    assert texts(device, "rating")[0] == "4.6"
    assert texts(device, "review_count")[0] == f"({kashgar['review_count']:,})"
    assert on_screen(device, text=kashgar["address"])

    tap(device, text="Directions")
    assert texts(device, "origin") == ["Your location"]
    assert texts(device, "destination") == ["Kashgar Kitchen"]
    assert travel_modes(device) == ["drive", "transit", "walk", "bike"]
    drive = texts(device, "route_summary")[0]
    tap(device, contains="Walk ")
    assert texts(device, "route_summary")[0] != drive
    tap(device, text="Start")

    navigation = maps(device)["navigation"]
    assert (navigation["place_id"], navigation["place"], navigation["mode"]) == (
        kashgar["id"],
        "Kashgar Kitchen",
        "walk",
    )
    assert device.observe().activity == f"{PACKAGE}.NavigationActivity"
    assert texts(device, "next_turn")[0].startswith("Walk ")
    tap(device, text="Exit")
    assert maps(device)["navigation"] is None
    assert [t["place"] for t in maps(device)["trips"]] == ["Kashgar Kitchen"]


def test_near_search_keeps_places_around_the_landmark_nearest_first(device: SimDevice) -> None:
    phone_state = device.phone.apps[PACKAGE].state
    found = phone_state.search("thai near riverside park")
    park = next(p for p in phone_state.places if p.name == "Riverside Park")
    assert [p.name for p in found] == ["Bangkok Street"]
    coffee = phone_state.search("coffee near the central station")
    assert coffee and all(p.area == "Central Station" for p in coffee)
    distances = [p.km_from(park.x, park.y) for p in phone_state.search("near Riverside Park")]
    assert distances == sorted(distances)
    assert phone_state.search("pizza near Atlantis") == []


def test_category_chip_and_filters(device: SimDevice) -> None:
    tap(device, text="Coffee")
    assert nodes(device, id="search_omnibox")[0].get("text") == "Coffee"
    coffee = {p["name"] for p in maps(device)["places"] if p["category"] == "coffee"}
    assert set(texts(device, "place_name")) == coffee
    tap(device, text="Top rated")
    assert all(float(r) >= 4.5 for r in texts(device, "rating"))
    assert len(texts(device, "place_name")) < len(coffee)
    tap(device, text="Top rated")
    tap(device, text="Open now")
    assert all(t.startswith("Open") for t in texts(device, "open_status"))


def test_empty_search_does_nothing_and_unknown_place_says_so(device: SimDevice) -> None:
    search(device, "   ")
    assert device.observe().activity == f"{PACKAGE}.MapsActivity"
    assert maps(device)["recent_searches"] == ["coffee", "gas station"]
    search(device, "zzxq diner")
    assert texts(device, "no_results") == ["No results for \u201czzxq diner\u201d"]
    search(device, "Sichuan")
    assert "Chengdu Pepper" in texts(device, "place_name")


def test_scroll_the_restaurant_list_to_a_far_place(device: SimDevice) -> None:
    tap(device, text="Restaurants")
    assert not on_screen(device, text="Siam Garden")
    scroll_to(device, text="Siam Garden")
    tap(device, text="Siam Garden")
    assert texts(device, "place_title") == ["Siam Garden"]
    scroll_to(device, text="Reviews")
    reviews = place_named(device, "Siam Garden")["reviews"]
    scroll_to(device, text=reviews[-1]["text"])
    device.press("back")
    assert device.observe().activity == f"{PACKAGE}.ResultsActivity"
    device.press("back")
    assert device.observe().activity == f"{PACKAGE}.MapsActivity"


def test_save_a_place_and_find_it_in_saved(device: SimDevice) -> None:
    tap(device, text="Saved")
    assert texts(device, "place_name") == ["Riverside Park", "Bean Counter Coffee"]
    tap(device, text="Explore")
    search(device, "Taco Norte")
    tap(device, id="place_name", text="Taco Norte")
    tap(device, text="Save")
    assert on_screen(device, text="Saved to Starred places")
    assert texts(device, "save_button") == ["Saved"]
    taco = place_named(device, "Taco Norte")
    assert maps(device)["saved"][0] == taco["id"]
    device.press("back")
    device.press("back")
    tap(device, text="Saved")
    assert texts(device, "place_name")[0] == "Taco Norte"
    tap(device, text="Taco Norte")
    tap(device, text="Saved")
    assert taco["id"] not in maps(device)["saved"]


def test_opening_hours_follow_the_phone_clock(device: SimDevice) -> None:
    search(device, "Kashgar Kitchen")
    assert texts(device, "open_status")[0] == "Closed \u00b7 Opens 11 AM"
    device.wait(3 * 3600)
    device.press("back")
    search(device, "Kashgar Kitchen")
    assert texts(device, "open_status")[0] == "Open \u00b7 Closes 10 PM"


def test_start_from_the_place_page_and_resume_from_home(device: SimDevice) -> None:
    search(device, "Northgate University")
    tap(device, id="place_name", text="Northgate University")
    tap(device, text="Start")
    assert maps(device)["navigation"]["mode"] == "drive"
    device.press("back")
    device.press("back")
    device.press("back")
    assert on_screen(device, text="Navigating to Northgate University")
    tap(device, text="Resume")
    assert device.observe().activity == f"{PACKAGE}.NavigationActivity"


def test_share_a_place_into_mail(device: SimDevice) -> None:
    search(device, "Trattoria Lucia")
    tap(device, id="place_name", text="Trattoria Lucia")
    tap(device, text="Share")
    assert on_screen(device, text="Share") and on_screen(device, desc="Messages")
    tap(device, desc="Mail")
    assert device.observe().package == "com.simdroid.mail"
    tap(device, id="to")
    device.input_text("sam.lee@example.org")
    tap(device, desc="Send")
    sent = device.state()["mail"]["sent"][0]
    lucia = place_named(device, "Trattoria Lucia")
    assert sent["to"] == "sam.lee@example.org" and sent["subject"] == "Trattoria Lucia"
    assert lucia["address"] in sent["body"]
    assert f"https://maps.simdroid.example/place/{lucia['id']}" in sent["body"]


def test_share_a_place_into_messages(device: SimDevice) -> None:
    contact = device.state()["contacts"]["contacts"][0]
    search(device, "Bangkok Street")
    tap(device, id="place_name", text="Bangkok Street")
    tap(device, text="Share")
    tap(device, desc="Messages")
    tap(device, id="recipient")
    device.input_text(contact["first"])
    tap(device, text=f"{contact['first']} {contact['last']}")
    tap(device, desc="Send SMS")
    thread = device.state()["messages"]["threads"][0]
    assert thread["address"] == contact["phone"]
    assert "Bangkok Street" in thread["messages"][-1]["text"]
    assert place_named(device, "Bangkok Street")["address"] in thread["messages"][-1]["text"]


def test_version_2_moves_elements_and_the_main_flow_still_works() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Maps")
    assert v1.observe().xml != v2.observe().xml
    assert nodes(v2, id="search_omnibox") == []
    assert nodes(v2, id="search_box")[0].get("text") == "Search Maps"

    search(v2, "Chengdu Pepper", field="search_box")
    tap(v2, id="place_name", text="Chengdu Pepper")
    assert nodes(v2, text="Directions") == [] and nodes(v2, text="Save") == []
    tap(v2, desc="More options")
    tap(v2, text="Save")
    assert place_named(v2, "Chengdu Pepper")["id"] in maps(v2)["saved"]
    tap(v2, text="Route")
    assert travel_modes(v2) == ["transit", "drive", "walk", "bike"]
    tap(v2, contains="Bike ")
    tap(v2, text="Start")
    assert (maps(v2)["navigation"]["place"], maps(v2)["navigation"]["mode"]) == (
        "Chengdu Pepper",
        "bike",
    )
