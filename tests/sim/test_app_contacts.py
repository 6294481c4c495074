"""Contacts, driven the way an agent drives it: read the XML, tap, type, swipe, then check state."""

from __future__ import annotations

import pytest

from evals.reference import nodes, swipe, tap, texts, type_into
from mobilexperts.sim.apps.contacts.numbers import display_number, same_address
from mobilexperts.sim.apps.contacts.state import parse_birthday
from mobilexperts.sim.device import SimDevice

MAYA = ("Maya Garcia", "(650) 555-0145", "maya.garcia@example.com")


def contacts(device: SimDevice) -> list[dict]:
    return device.state()["contacts"]["contacts"]


def contact(device: SimDevice, name: str) -> dict:
    return next(c for c in contacts(device) if c["name"] == name)


def open_contact(device: SimDevice, query: str, name: str) -> None:
    tap(device, id="search")
    device.input_text(query)
    tap(device, text=name)


@pytest.fixture
def device() -> SimDevice:
    d = SimDevice(seed=0)
    d.launch("Contacts")
    return d


def test_seed_shares_the_address_book_with_messages_and_varies_details() -> None:
    state = SimDevice(seed=0).state()
    people = state["contacts"]["contacts"]
    assert len(people) == 25 and len({c["phone"] for c in people}) == 25
    assert all(display_number(c["phone"]) == c["phone"] for c in people)
    assert sum(c["favorite"] for c in people) == 4
    assert sum(bool(c["birthday"]) for c in people) >= 5
    assert sum(bool(c["email"]) for c in people) >= 15
    other = SimDevice(seed=1).state()["contacts"]["contacts"]
    assert [c["name"] for c in other] == [c["name"] for c in people]
    assert other != people


@pytest.mark.parametrize(
    ("typed", "shown"),
    [("Mar 3", "March 3"), ("december 25", "December 25"), ("2/29", "February 29"), ("soon", None)],
)
def test_birthdays_are_normalised(typed: str, shown: str | None) -> None:
    assert parse_birthday(typed) == shown


def test_numbers_compare_in_any_spelling() -> None:
    assert same_address("+1 650-555-0145", "(650) 555-0145")
    assert not same_address("Shopwise", "(650) 555-0145")
    assert display_number("12") is None


def test_list_has_favorites_then_letter_headers_in_order(device: SimDevice) -> None:
    assert nodes(device, text="Favorites")
    favorites = sorted(c["name"] for c in contacts(device) if c["favorite"])
    shown = texts(device, "contact_name")
    assert shown[: len(favorites)] == favorites
    headers = texts(device, "letter_header")
    assert headers == sorted(headers) and headers[0] == "A"
    assert device.observe().activity == "com.simdroid.contacts.activities.PeopleActivity"
    search = nodes(device, id="search")[0]
    assert search.get("content-desc") == "" and search.get("text") == ""


def test_scroll_to_the_end_of_the_list(device: SimDevice) -> None:
    swipes = 0
    while not nodes(device, id="contact_count"):
        swipe(device, "up")
        swipes += 1
        assert swipes < 15, "the end of the list never scrolled into view"
    assert swipes >= 2
    assert texts(device, "contact_count") == ["25 contacts"]
    assert texts(device, "contact_name")[-1] == "Zoe Fischer"


def test_create_a_contact_with_validation_messages(device: SimDevice) -> None:
    tap(device, text="Create contact")
    assert nodes(device, id="first_name")[0].get("focused") == "true"
    tap(device, text="Save")
    assert texts(device, "first_name_error") == ["Enter a name"]
    device.input_text("Lucia")
    type_into(device, "last_name", "Fernandez")
    type_into(device, "phone", "12")
    type_into(device, "email", "lucia@")
    type_into(device, "birthday", "someday")
    tap(device, text="Save")
    assert texts(device, "phone_error") == ["Enter a valid phone number"]
    assert texts(device, "email_error") == ["Enter a valid email address"]
    assert texts(device, "birthday_error") == ["Enter a date like March 21"]
    assert not nodes(device, id="first_name_error") and len(contacts(device)) == 25
    type_into(device, "phone", MAYA[1])
    tap(device, text="Save")
    assert texts(device, "phone_error") == [f"This number is already saved for {MAYA[0]}"]
    type_into(device, "phone", "415.555.0198")
    type_into(device, "email", "lucia@example.org")
    type_into(device, "birthday", "jul 4")
    tap(device, text="Save")
    assert texts(device, "large_title") == ["Lucia Fernandez"]
    assert device.observe().activity.endswith("QuickContactActivity")
    saved = contact(device, "Lucia Fernandez")
    assert (saved["phone"], saved["email"], saved["birthday"]) == (
        "(415) 555-0198",
        "lucia@example.org",
        "July 4",
    )
    device.press("back")
    assert device.observe().activity.endswith("PeopleActivity")


def test_edit_asks_before_discarding_then_saves(device: SimDevice) -> None:
    open_contact(device, "maya", MAYA[0])
    assert texts(device, "phone_value") == [MAYA[1]] and texts(device, "email_value") == [MAYA[2]]
    tap(device, desc="Edit contact")
    assert texts(device, "email") == [MAYA[2]]
    type_into(device, "email", "maya@greenfield.example.org")
    device.press("back")
    device.press("back")
    assert nodes(device, text="Discard changes?")
    tap(device, text="Keep editing")
    tap(device, text="Save")
    assert contact(device, MAYA[0])["email"] == "maya@greenfield.example.org"
    assert texts(device, "email_value") == ["maya@greenfield.example.org"]
    tap(device, desc="Edit contact")
    device.press("back")
    assert device.observe().activity.endswith("QuickContactActivity")


def test_delete_asks_for_confirmation(device: SimDevice) -> None:
    open_contact(device, "hiro", "Hiro Quist")
    tap(device, desc="More options")
    tap(device, text="Delete")
    assert nodes(device, text="Delete this contact?")
    tap(device, text="Cancel")
    assert len(contacts(device)) == 25
    tap(device, desc="More options")
    tap(device, text="Delete")
    tap(device, text="Delete")
    assert "Hiro Quist" not in [c["name"] for c in contacts(device)]
    assert device.observe().activity.endswith("PeopleActivity")


def test_favorite_toggles_and_joins_the_favorites_section(device: SimDevice) -> None:
    open_contact(device, "grace", "Grace Tanaka")
    tap(device, desc="Add to favorites")
    assert nodes(device, desc="Remove from favorites")[0].get("selected") == "true"
    assert contact(device, "Grace Tanaka")["favorite"] is True
    device.press("back")
    device.press("back")
    assert "Grace Tanaka" in texts(device, "contact_name")[:5]


def test_search_by_name_number_and_email(device: SimDevice) -> None:
    tap(device, id="search")
    device.input_text("555-0145")
    assert texts(device, "contact_name") == [MAYA[0]]
    assert texts(device, "contact_detail") == [MAYA[1]]
    device.input_text("maya.garcia@", clear=True)
    assert texts(device, "contact_detail") == [MAYA[2]]
    device.input_text("qqq", clear=True)
    assert texts(device, "empty") == ["No results for \u201cqqq\u201d"]
    device.press("back")
    device.press("back")
    assert device.observe().activity.endswith("PeopleActivity") and nodes(device, text="Favorites")


def test_call_shows_the_in_call_screen_and_logs_the_call(device: SimDevice) -> None:
    open_contact(device, "maya", MAYA[0])
    tap(device, text="Call")
    assert texts(device, "caller_name") == [MAYA[0]] and texts(device, "caller_number") == [MAYA[1]]
    assert texts(device, "call_status") == ["Calling\u2026"]
    device.wait(10)
    assert texts(device, "call_status")[0].startswith("0:1")
    tap(device, desc="End call")
    assert device.observe().activity.endswith("QuickContactActivity")
    assert device.state()["contacts"]["calls"][0]["number"] == MAYA[1]


def test_text_opens_the_messages_thread_named_after_the_contact(device: SimDevice) -> None:
    open_contact(device, "maya", MAYA[0])
    tap(device, text="Text")
    assert device.observe().package == "com.simdroid.messages"
    assert texts(device, "toolbar_title") == [MAYA[0]]
    tap(device, id="compose_message_text")
    device.input_text("Hi Maya!")
    tap(device, desc="Send SMS")
    sent = device.state()["messages"]["threads"][0]
    assert sent["address"] == MAYA[1] and sent["messages"][-1]["text"] == "Hi Maya!"


def test_email_opens_mail_compose_addressed_to_the_contact(device: SimDevice) -> None:
    open_contact(device, "maya", MAYA[0])
    tap(device, text="Email")
    assert device.observe().package == "com.simdroid.mail"
    assert texts(device, "to") == [MAYA[2]]
    other = SimDevice(seed=0)
    other.launch("Contacts")
    open_contact(other, "grace", "Grace Tanaka")
    assert nodes(other, id="email_action")[0].get("enabled") == "false"


def test_messages_shows_the_name_saved_for_an_unknown_number() -> None:
    device = SimDevice(seed=0)
    device.launch("Messages")
    stranger = next(
        t["address"] for t in device.state()["messages"]["threads"] if "climbing" in str(t)
    )
    tap(device, text=stranger)
    tap(device, text="Add contact")
    assert device.observe().package == "com.simdroid.contacts"
    assert texts(device, "phone") == [stranger]
    device.input_text("Quinn")
    tap(device, text="Save")
    device.launch("Messages")
    assert texts(device, "toolbar_title") == ["Quinn"]
    device.press("back")
    assert "Quinn" in texts(device, "conversation_name")


def test_version_2_moves_and_renames_but_still_creates_and_edits() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Contacts")
    assert nodes(v1, text="Favorites") and nodes(v2, text="Starred")
    assert nodes(v1, text="Create contact") and not nodes(v2, text="Create contact")
    tap(v2, desc="Add contact")
    v2.input_text("Lucia")
    type_into(v2, "phone", "4155550198")
    tap(v2, text="Done")
    assert contact(v2, "Lucia")["phone"] == "(415) 555-0198"
    assert nodes(v2, text="Message") and not nodes(v2, text="Text")
    assert not nodes(v2, desc="Edit contact")
    tap(v2, desc="More options")
    tap(v2, text="Edit")
    type_into(v2, "last_name", "Fernandez")
    tap(v2, text="Done")
    assert [c["name"] for c in contacts(v2)].count("Lucia Fernandez") == 1
