"""Messages, driven the way an agent drives it: read the XML, tap, type, swipe, then check state."""

from __future__ import annotations

import random

import pytest

from evals.reference import long_press, nodes, swipe, tap, texts
from mobilexperts.sim.apps.messages import SMS_EVENT, MessagesApp
from mobilexperts.sim.apps.messages.seed import seed_messages
from mobilexperts.sim.apps.messages.state import find_code
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.state import START_CLOCK

MAYA = ("Maya Garcia", "(650) 555-0145")


def messages(device: SimDevice) -> dict:
    return device.state()["messages"]


def thread(device: SimDevice, address: str) -> dict:
    return next(t for t in messages(device)["threads"] if t["address"] == address)


@pytest.fixture
def device() -> SimDevice:
    d = SimDevice(seed=0)
    d.launch("Messages")
    return d


def test_seed_is_deterministic_varied_and_realistic() -> None:
    state = SimDevice(seed=0).state()
    inbox = state["messages"]
    assert inbox == SimDevice(seed=0).state()["messages"]
    assert inbox != SimDevice(seed=1).state()["messages"]
    threads = inbox["threads"]
    assert len(threads) >= 12
    lasts = [t["messages"][-1]["time"] for t in threads]
    assert lasts == sorted(lasts, reverse=True)
    assert threads[0]["messages"][-1]["code"] and threads[0]["unread"]
    book = {c["phone"]: c["name"] for c in state["contacts"]["contacts"]}
    people = [t for t in threads if t["address"][0] == "("]
    assert sum(t["address"] in book for t in people) >= 6
    assert sum(t["address"] not in book for t in people) == 1
    promo = next(
        m for m in thread(SimDevice(seed=0), "Shopwise")["messages"] if "SPRING20" in m["text"]
    )
    assert promo["code"] == ""


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Your Shopwise code is 482913. Don't share it.", "482913"),
        ("<#> Your RideNow code: 4438. Valid for 5 minutes.", "4438"),
        ("Spring sale! 20% off with code SPRING20.", ""),
        ("A purchase of $121.41 was made on your card ending 4821.", ""),
    ],
)
def test_codes_are_found_only_in_code_texts(text: str, code: str) -> None:
    assert find_code(text) == code


def test_list_is_newest_first_with_contact_names(device: SimDevice) -> None:
    shown = texts(device, "conversation_name")
    state = device.state()
    book = {c["phone"]: c["name"] for c in state["contacts"]["contacts"]}
    expected = [book.get(t["address"], t["address"]) for t in state["messages"]["threads"]]
    assert shown == expected[: len(shown)] and len(shown) >= 6
    assert "Priya Ibrahim" in shown and "(646) 555-0156" not in shown
    assert device.observe().activity == "com.simdroid.messages.ui.ConversationListActivity"


def test_reply_in_a_thread(device: SimDevice) -> None:
    tap(device, text="Priya Ibrahim")
    assert texts(device, "toolbar_title") == ["Priya Ibrahim"]
    assert thread(device, "(646) 555-0156")["unread"] is False
    send = nodes(device, desc="Send SMS")[0]
    assert send.get("enabled") == "false"
    tap(device, id="compose_message_text")
    device.input_text("   ")
    assert nodes(device, desc="Send SMS")[0].get("enabled") == "false"
    device.input_text("Great, see you there!", clear=True)
    tap(device, desc="Send SMS")
    assert texts(device, "message_text")[-1] == "Great, see you there!"
    assert texts(device, "compose_message_text") == ["Text message"]
    device.press("back")
    device.press("back")
    assert texts(device, "conversation_name")[0] == "Priya Ibrahim"
    assert texts(device, "conversation_snippet")[0] == "You: Great, see you there!"
    last = messages(device)["threads"][0]["messages"][-1]
    assert (last["text"], last["outgoing"]) == ("Great, see you there!", True)


def test_new_conversation_with_a_contact_then_back_returns_to_the_list(device: SimDevice) -> None:
    tap(device, text="Start chat")
    assert nodes(device, id="recipient")[0].get("focused") == "true"
    device.input_text("Maya")
    tap(device, id="contact_name", text=MAYA[0])
    assert texts(device, "toolbar_title") == [MAYA[0]]
    assert texts(device, "empty") == [f"Start a conversation with {MAYA[0]}"]
    tap(device, id="compose_message_text")
    device.input_text("Coffee on Sunday?")
    tap(device, desc="Send SMS")
    assert thread(device, MAYA[1])["messages"][-1]["text"] == "Coffee on Sunday?"
    device.press("back")
    device.press("back")
    assert device.observe().activity.endswith("ConversationListActivity")


def test_new_conversation_with_a_typed_number_or_nothing_that_matches(device: SimDevice) -> None:
    tap(device, text="Start chat")
    device.input_text("zzz")
    assert texts(device, "empty") == ["No contacts match \u201czzz\u201d. Type a phone number."]
    device.press("enter")
    assert device.observe().activity.endswith("NewConversationActivity")
    tap(device, id="recipient")
    device.input_text("628 555 0123", clear=True)
    tap(device, text="Send to (628) 555-0123")
    assert texts(device, "toolbar_title") == ["(628) 555-0123"]
    assert nodes(device, text="Add contact")
    tap(device, id="compose_message_text")
    device.input_text("Hi, it's Alex")
    tap(device, desc="Send SMS")
    assert thread(device, "(628) 555-0123")["messages"][0]["outgoing"] is True


def test_select_mode_deletes_conversations_after_confirming(device: SimDevice) -> None:
    before = len(messages(device)["threads"])
    long_press(device, text="BrightSmile")
    assert texts(device, "selection_count") == ["1 selected"]
    tap(device, text="Liam Moreau")
    assert texts(device, "selection_count") == ["2 selected"]
    tap(device, text="Liam Moreau")
    tap(device, text="Northbank")
    tap(device, desc="Delete")
    assert nodes(device, text="Delete 2 conversations?")
    tap(device, text="Cancel")
    assert len(messages(device)["threads"]) == before
    tap(device, desc="Delete")
    tap(device, text="Delete")
    addresses = [t["address"] for t in messages(device)["threads"]]
    assert len(addresses) == before - 2
    assert "BrightSmile" not in addresses and "Northbank" not in addresses
    assert "(415) 555-0182" in addresses
    assert nodes(device, text="Start chat") and not nodes(device, id="selection_count")


def test_overflow_menu_selects_conversations_and_marks_all_read(device: SimDevice) -> None:
    assert messages(device)["threads"][0]["unread"]
    tap(device, desc="More options")
    tap(device, text="Select conversations")
    assert texts(device, "selection_count") == ["0 selected"]
    assert nodes(device, desc="Delete")[0].get("enabled") == "false"
    tap(device, desc="Exit selection mode")
    assert nodes(device, text="Start chat")
    tap(device, desc="More options")
    tap(device, text="Mark all as read")
    assert not any(t["unread"] for t in messages(device)["threads"])


def test_forward_a_message_to_a_contact(device: SimDevice) -> None:
    tap(device, text="Omar Xu")
    long_press(device, text="Sure, uploading them tonight")
    tap(device, text="Forward")
    assert texts(device, "shared_text") == ["Sure, uploading them tonight"]
    device.input_text("Maya")
    tap(device, id="contact_name", text=MAYA[0])
    tap(device, desc="Send SMS")
    assert thread(device, MAYA[1])["messages"][-1]["text"] == "Sure, uploading them tonight"
    device.press("back")
    device.press("back")
    assert texts(device, "toolbar_title") == ["Omar Xu"]


def test_delete_one_message_and_the_last_one_takes_the_thread(device: SimDevice) -> None:
    tap(device, text="Shopwise")
    assert nodes(device, id="no_reply") and not nodes(device, id="compose_message_text")
    long_press(device, contains="Spring sale")
    tap(device, text="Delete")
    assert nodes(device, text="Delete this message?")
    tap(device, text="Delete")
    left = thread(device, "Shopwise")["messages"]
    assert len(left) == 4 and all("Spring sale" not in m["text"] for m in left)
    device.press("back")
    tap(device, text="BrightSmile")
    long_press(device, contains="check-up")
    tap(device, text="Delete")
    tap(device, text="Delete")
    assert "BrightSmile" not in [t["address"] for t in messages(device)["threads"]]
    assert device.observe().activity.endswith("ConversationListActivity")
    assert "BrightSmile" not in texts(device, "conversation_name")


def test_copy_code_and_search(device: SimDevice) -> None:
    newest = messages(device)["threads"][0]
    tap(device, text=newest["address"])
    tap(device, text="Copy code")
    assert device.state()["clipboard"] == newest["messages"][-1]["code"]
    device.press("back")
    tap(device, desc="Search conversations")
    device.input_text("landlord")
    assert texts(device, "conversation_name") == ["Dana Varga"]
    tap(device, text="Dana Varga")
    assert texts(device, "toolbar_title") == ["Dana Varga"]
    device.press("back")
    tap(device, id="search_query")
    device.input_text("nothing like this", clear=True)
    assert texts(device, "empty") == ["No results for \u201cnothing like this\u201d"]


def test_scroll_the_list_until_the_oldest_conversation_appears(device: SimDevice) -> None:
    oldest = messages(device)["threads"][-1]["address"]
    swipes = 0
    while not nodes(device, text=oldest):
        swipe(device, "up")
        swipes += 1
        assert swipes < 10, "the oldest conversation never scrolled into view"
    assert swipes >= 1
    tap(device, text=oldest)
    assert texts(device, "toolbar_title") == [oldest]


def test_a_scheduled_sms_arrives_as_a_notification_that_opens_the_thread() -> None:
    device = SimDevice(seed=0)
    device.phone.schedule(
        MessagesApp.package, 20, SMS_EVENT, sender="Shopwise", text="Your Shopwise code is 777001."
    )
    device.wait(10)
    assert thread(device, "Shopwise")["messages"][-1]["code"] != "777001"
    device.wait(15)
    shopwise = messages(device)["threads"][0]
    assert shopwise["address"] == "Shopwise" and shopwise["unread"]
    assert shopwise["messages"][-1]["code"] == "777001"
    w = device.info.width
    device.swipe(w // 2, 5, w // 2, device.info.height // 2)
    tap(device, text="Your Shopwise code is 777001.")
    assert device.observe().package == MessagesApp.package
    assert texts(device, "toolbar_title") == ["Shopwise"]
    assert thread(device, "Shopwise")["unread"] is False
    assert device.state()["notifications"] == []


def test_a_text_to_the_open_thread_is_read_at_once(device: SimDevice) -> None:
    tap(device, text="Priya Ibrahim")
    app = device.phone.apps[MessagesApp.package]
    assert isinstance(app, MessagesApp)
    app.deliver("+1 646-555-0156", "Table is booked!")
    assert texts(device, "message_text")[-1] == "Table is booked!"
    assert thread(device, "(646) 555-0156")["unread"] is False
    assert device.state()["notifications"] == []


def test_shared_text_from_the_share_sheet_starts_a_message(device: SimDevice) -> None:
    device.phone.share("Luca's Trattoria, 12 Harbor St", subject="Luca's Trattoria")
    tap(device, desc="Messages")
    assert device.observe().activity.endswith("NewConversationActivity")
    assert texts(device, "shared_text") == ["Luca's Trattoria, 12 Harbor St"]
    device.input_text("Maya")
    tap(device, id="contact_name", text=MAYA[0])
    assert texts(device, "compose_message_text") == ["Luca's Trattoria, 12 Harbor St"]
    tap(device, desc="Send SMS")
    assert thread(device, MAYA[1])["messages"][-1]["text"] == "Luca's Trattoria, 12 Harbor St"


def test_version_2_moves_and_renames_but_still_deletes_and_sends() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Messages")
    assert nodes(v1, id="start_chat") and not nodes(v2, id="start_chat")
    assert nodes(v2, text="New chat") and nodes(v2, id="search_bar")
    assert not nodes(v2, desc="Search conversations")
    long_press(v2, text="BrightSmile")
    assert not nodes(v2, desc="Delete")
    tap(v2, desc="More options")
    tap(v2, text="Delete")
    tap(v2, text="Delete")
    assert "BrightSmile" not in [t["address"] for t in messages(v2)["threads"]]
    tap(v2, text="Priya Ibrahim")
    assert not nodes(v2, id="send_message_button") and nodes(v2, id="send_button")
    tap(v2, text="Message")
    v2.input_text("On my way")
    tap(v2, desc="Send message")
    assert thread(v2, "(646) 555-0156")["messages"][-1]["text"] == "On my way"


def test_state_round_trips_through_json() -> None:
    phone = SimDevice(seed=2).phone
    copy = SimDevice(seed=0).phone
    copy.load_json(phone.to_json())
    assert copy.state_json()["messages"] == phone.state_json()["messages"]
    again = seed_messages(random.Random("x"), START_CLOCK)
    assert again == seed_messages(random.Random("x"), START_CLOCK)
