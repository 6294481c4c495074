"""Shop, driven the way an agent drives it: read the XML, tap, type, swipe, then check state."""

from __future__ import annotations

import json
import random

import pytest

from evals.reference import nodes, on_screen, scroll_to, tap, texts, type_into
from mobilexperts.sim.apps.shop.seed import seed_state
from mobilexperts.sim.apps.shop.state import card_errors, luhn_ok
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.state import START_CLOCK

PACKAGE = "com.simdroid.shop"
CARD = "4111 1111 1111 1111"


@pytest.fixture
def device() -> SimDevice:
    d = SimDevice(seed=0)
    d.launch("Shop")
    return d


def search(device: SimDevice, query: str) -> None:
    type_into(device, "search_src_text", query)
    device.press("enter")


def shop(device: SimDevice) -> dict:
    return device.state()["shop"]


def product_named(device: SimDevice, name: str) -> dict:
    return next(p for p in shop(device)["products"] if p["name"] == name)


def prices(device: SimDevice) -> list[float]:
    return [float(t.strip("$").replace(",", "")) for t in texts(device, "product_price")]


def test_seed_has_a_varied_catalogue_and_is_deterministic() -> None:
    state = seed_state(random.Random(0))
    assert state == seed_state(random.Random(0))
    assert state.products[0].reviews != seed_state(random.Random(1)).products[0].reviews
    assert len(state.products) >= 40
    assert {"Laptops", "Headphones", "Phones", "Home & Kitchen"} == set(state.categories)
    raptors = [p for p in state.products if p.line == "Raptor"]
    latest = max(raptors, key=lambda p: p.release_year)
    assert len(raptors) >= 3 and latest.price < max(p.price for p in raptors)
    assert (
        len({p.line for p in state.products if p.brand == "Voltra" and p.category == "Laptops"})
        == 3
    )
    assert state.cart and len(state.orders) == 2 and not state.cards
    phone, copy = SimDevice(seed=2).phone, SimDevice(seed=0).phone
    copy.load_json(phone.to_json())
    assert copy.state_json()["shop"] == phone.state_json()["shop"]


def test_buy_earbuds_with_a_new_card_after_a_bad_number(device: SimDevice) -> None:
    search(device, "wireless earbuds")
    assert texts(device, "result_count") == ["6 results"]
    tap(device, text="Sonara Pods Lite")
    assert texts(device, "price") == ["$59.99"]
    tap(device, text="Buy now")
    assert device.observe().activity == f"{PACKAGE}.CheckoutActivity"
    assert texts(device, "ship_street") == ["742 Elm St"]

    tap(device, text="Place your order")
    assert texts(device, "payment_error") == ["Add a payment method to place your order."]
    tap(device, text="Add a credit or debit card")
    type_into(device, "card_name", "Alex Morgan")
    type_into(device, "card_number", "4111 1111 1111 1112")
    type_into(device, "card_expiry", "08/28")
    type_into(device, "card_cvv", "123")
    number, cvv = nodes(device, id="card_number")[0], nodes(device, id="card_cvv")[0]
    assert (number.get("password"), cvv.get("password")) == ("true", "true")
    assert number.get("text") == "\u2022" * 19 and cvv.get("text") == "\u2022" * 3
    assert nodes(device, id="card_expiry")[0].get("password") == "false"
    tap(device, text="Add your card")
    assert texts(device, "card_number_error") == ["Enter a valid card number"]
    assert shop(device)["cards"] == []

    type_into(device, "card_number", CARD)
    tap(device, text="Add your card")
    assert device.observe().activity == f"{PACKAGE}.CheckoutActivity"
    assert nodes(device, text="Visa ending in 1111")[0].get("checked") == "true"
    assert texts(device, "order_total") == ["$64.79"]
    tap(device, text="Place your order")

    assert texts(device, "order_confirmation") == ["Order placed, thank you!"]
    state = shop(device)
    order = state["orders"][0]
    assert [(i["name"], i["quantity"]) for i in order["items"]] == [("Sonara Pods Lite", 1)]
    assert (order["total"], order["card"]["last4"], order["status"]) == (64.79, "1111", "Ordered")
    assert len(state["cart"]) == 1, "Buy now leaves the cart alone"
    phone_json = json.dumps(device.phone.to_json())
    assert "4111111111111111" not in phone_json and CARD not in phone_json
    assert device.state()["notifications"][-1]["title"] == "Order placed"


def test_checkout_from_the_cart_validates_the_address(device: SimDevice) -> None:
    tap(device, desc="Cart, 1 items")
    tap(device, text="Proceed to checkout")
    type_into(device, "ship_zip", "9401")
    device.press("back")
    tap(device, text="Place your order")
    assert texts(device, "ship_zip_error") == ["Enter a 5-digit ZIP code"]
    assert len(shop(device)["orders"]) == 2
    type_into(device, "ship_zip", "94110")
    device.press("back")
    tap(device, text="Add a credit or debit card")
    type_into(device, "card_name", "Alex Morgan")
    type_into(device, "card_number", "5555555555554444")
    type_into(device, "card_expiry", "11/27")
    type_into(device, "card_cvv", "321")
    tap(device, text="Add your card")
    tap(device, text="Place your order")
    state = shop(device)
    assert state["cart"] == [] and state["orders"][0]["address"]["zip"] == "94110"
    assert state["orders"][0]["card"]["brand"] == "Mastercard"
    tap(device, text="Continue shopping")
    tap(device, desc="Cart, 0 items")
    assert texts(device, "empty_cart") == ["Your Shop Cart is empty"]


def test_sort_by_price_and_filter_by_stars(device: SimDevice) -> None:
    search(device, "electric kettle")
    assert len(prices(device)) == 4
    tap(device, id="sort_button")
    tap(device, text="Price: Low to High")
    assert prices(device) == sorted(prices(device))
    assert texts(device, "sort_button") == ["Sort: Price: Low to High"]
    cheapest = texts(device, "product_title")[0]
    tap(device, text="4\u2605 & up")
    assert texts(device, "product_title")[0] != cheapest
    assert all(float(r) >= 4.0 for r in texts(device, "rating"))
    tap(device, id="sort_button")
    tap(device, text="Avg. Customer Review")
    ratings = [float(r) for r in texts(device, "rating")]
    assert ratings == sorted(ratings, reverse=True)


def test_cart_quantities_subtotal_and_delete(device: SimDevice) -> None:
    search(device, "Auralis Wave 700")
    tap(device, id="product_title", text="Auralis Wave 700")
    tap(device, text="Add to cart")
    tap(device, text="Add to cart")
    assert on_screen(device, text="Added to cart")
    tap(device, desc="Cart, 3 items")
    assert texts(device, "subtotal") == ["Subtotal ($329.97)"]
    assert texts(device, "quantity") == ["1", "2"]
    tap(device, desc="Decrease quantity")
    assert texts(device, "quantity") == ["1", "1"]
    tap(device, desc="Delete", nth=1)
    assert on_screen(device, text="Auralis Wave 700 was removed from Shopping Cart")
    assert [line["name"] for line in shop(device)["cart"]] == ["Lumen LED Desk Lamp"]
    tap(device, desc="Increase quantity")
    assert shop(device)["cart"][0]["quantity"] == 2
    assert texts(device, "subtotal") == ["Subtotal ($59.98)"]


def test_latest_model_is_found_on_its_product_page(device: SimDevice) -> None:
    tap(device, text="Laptops")
    scroll_to(device, text="Voltra Raptor 16 Gen 10")
    tap(device, text="Voltra Raptor 16 Gen 10")
    assert texts(device, "price") == ["$1,649.99"]
    scroll_to(device, text="Release year")
    assert "2025" in texts(device, "spec_value")
    assert product_named(device, "Voltra Raptor 16 Gen 10")["price_text"] == "1,649.99"


def test_favourite_heart_has_no_label_and_fills_the_list(device: SimDevice) -> None:
    search(device, "Crispo Mini Air Fryer")
    tap(device, id="product_title", text="Crispo Mini Air Fryer")
    heart = nodes(device, id="wishlist_toggle")[0]
    assert (heart.get("text"), heart.get("content-desc"), heart.get("selected")) == (
        "",
        "",
        "false",
    )
    tap(device, id="wishlist_toggle")
    assert nodes(device, id="wishlist_toggle")[0].get("selected") == "true"
    fryer = product_named(device, "Crispo Mini Air Fryer")
    assert shop(device)["favorites"][0] == fryer["id"]
    tap(device, desc="Cart, 1 items")
    tap(device, desc="You")
    scroll_to(device, text="Crispo Mini Air Fryer")
    tap(device, text="Crispo Mini Air Fryer")
    assert device.observe().activity == f"{PACKAGE}.ProductActivity"


def test_order_history_opens_an_order(device: SimDevice) -> None:
    tap(device, desc="You")
    assert texts(device, "title")[:2] == [o["items"][0]["name"] for o in shop(device)["orders"]]
    tap(device, text=shop(device)["orders"][1]["items"][0]["name"])
    assert texts(device, "order_status") == ["Delivered"]
    assert texts(device, "order_card") == ["Visa ending in 1881"]


def test_empty_search_and_no_results(device: SimDevice) -> None:
    search(device, "  ")
    assert device.observe().activity == f"{PACKAGE}.MainActivity"
    search(device, "quantum toaster")
    assert texts(device, "no_results") == ["No results for \u201cquantum toaster\u201d."]
    assert shop(device)["recent_searches"] == ["quantum toaster"]


def test_share_a_product_into_messages(device: SimDevice) -> None:
    contact = device.state()["contacts"]["contacts"][1]
    search(device, "Kestrel Book Air 13")
    tap(device, id="product_title", text="Kestrel Book Air 13")
    tap(device, desc="Share")
    tap(device, desc="Messages")
    tap(device, id="recipient")
    device.input_text(contact["first"])
    tap(device, text=f"{contact['first']} {contact['last']}")
    tap(device, desc="Send SMS")
    text = device.state()["messages"]["threads"][0]["messages"][-1]["text"]
    product = product_named(device, "Kestrel Book Air 13")
    assert "Kestrel Book Air 13" in text and "$999.00" in text
    assert f"https://shop.simdroid.example/dp/{product['id']}" in text


def test_share_a_product_into_mail(device: SimDevice) -> None:
    search(device, "Orbis Nova 9")
    tap(device, id="product_title", text="Orbis Nova 9")
    tap(device, desc="Share")
    tap(device, desc="Mail")
    type_into(device, "to", "sam.lee@example.org")
    tap(device, desc="Send")
    sent = device.state()["mail"]["sent"][0]
    assert sent["subject"] == "Orbis Nova 9" and "$799.00" in sent["body"]


def test_card_validation_rules() -> None:
    assert luhn_ok("4111111111111111") and not luhn_ok("4111111111111112")
    assert card_errors(CARD, "08/28", "123", "Alex", START_CLOCK) == {}
    errors = card_errors("1234", "01/25", "12", " ", START_CLOCK)
    assert errors == {
        "card_name": "Enter the name on the card",
        "card_number": "Enter a valid card number",
        "card_expiry": "This card has expired",
        "card_cvv": "Enter the 3 or 4 digit security code",
    }
    assert card_errors(CARD, "13/28", "1234", "A", START_CLOCK) == {
        "card_expiry": "Enter the expiration date as MM/YY"
    }


def test_version_2_moves_elements_and_checkout_still_works() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Shop")
        search(d, "Zenta A25")
        tap(d, id="product_title", text="Zenta A25")
    assert v1.observe().xml != v2.observe().xml
    assert nodes(v2, id="add_to_cart") == [] and nodes(v2, desc="Share") == []
    tap(v2, text="Add to Cart")
    assert shop(v2)["cart"][-1]["name"] == "Zenta A25"
    tap(v2, desc="More options")
    tap(v2, text="Share")
    assert on_screen(v2, desc="Mail")
    v2.press("back")
    tap(v2, text="Buy now")
    tap(v2, text="Add a credit or debit card")
    type_into(v2, "card_name", "Alex Morgan")
    type_into(v2, "card_number", CARD)
    type_into(v2, "card_expiry", "08/28")
    type_into(v2, "card_cvv", "123")
    tap(v2, text="Add your card")
    assert nodes(v2, text="Place your order") == []
    tap(v2, text="Place order")
    assert shop(v2)["orders"][0]["items"][0]["name"] == "Zenta A25"
