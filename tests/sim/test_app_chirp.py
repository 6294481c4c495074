"""Chirp, driven the way an agent drives it: read the XML, tap, type, swipe, then check state."""

from __future__ import annotations

import pytest
from lxml import etree

from evals.reference import nodes, swipe, tap, texts
from mobilexperts.sim.device import SimDevice

ME = "alexmorgan"


def chirp(device: SimDevice) -> dict:
    return device.state()["chirp"]


def open_someone_not_followed(device: SimDevice) -> dict:
    """Find, through search, a person the user does not follow and open their profile."""
    state = chirp(device)
    person = next(a for a in state["people"] if a["handle"] not in state["following"])
    tap(device, desc="Search and Explore")
    tap(device, id="search_query")
    device.input_text(person["name"])
    device.press("enter")
    tap(device, text="People")
    tap(device, id="user_name", text=person["name"])
    return person


@pytest.fixture
def device() -> SimDevice:
    d = SimDevice(seed=0)
    d.launch("Chirp")
    return d


def test_seed_is_deterministic_varied_and_serialisable() -> None:
    state = chirp(SimDevice(seed=0))
    assert state == chirp(SimDevice(seed=0))
    assert state != chirp(SimDevice(seed=1))
    others = [p for p in state["posts"] if p["author"] != ME]
    assert len(others) >= 25 and len({p["author"] for p in others}) >= 12
    assert len({p["topic"] for p in others}) >= 8
    assert [p["time"] for p in state["posts"]] == sorted(
        (p["time"] for p in state["posts"]), reverse=True
    )
    assert len(state["conversations"]) >= 5
    assert sum(c["unread"] for c in state["conversations"]) >= 2
    assert any(p["author"] == ME for p in state["posts"])
    phone = SimDevice(seed=3).phone
    copy = SimDevice(seed=0).phone
    copy.load_json(phone.to_json())
    assert copy.state_json()["chirp"] == phone.state_json()["chirp"]


def test_post_a_chirp_from_the_feed(device: SimDevice) -> None:
    compose = nodes(device, id="compose")[0]
    assert compose.get("text") == "" and compose.get("content-desc") == ""
    tap(device, id="compose")
    post_button = nodes(device, text="Post")[0]
    assert post_button.get("enabled") == "false"
    assert nodes(device, id="editor")[0].get("focused") == "true"
    device.input_text("Shipping the Chirp simulator today")
    assert texts(device, "char_counter") == ["34/280"]
    assert nodes(device, text="Post")[0].get("enabled") == "true"
    tap(device, text="Post")
    assert device.observe().activity.endswith("MainActivity")
    assert texts(device, "post_text")[0] == "Shipping the Chirp simulator today"
    newest = chirp(device)["posts"][0]
    assert (newest["author"], newest["text"], newest["likes"]) == (
        ME,
        "Shipping the Chirp simulator today",
        0,
    )


def test_post_button_stays_disabled_for_blank_or_too_long_text(device: SimDevice) -> None:
    tap(device, id="compose")
    device.input_text("   ")
    tap(device, text="Post")
    assert device.observe().activity.endswith("ComposeActivity")
    device.input_text("x" * 281, clear=True)
    assert texts(device, "char_counter") == ["281/280"]
    assert nodes(device, text="Post")[0].get("enabled") == "false"
    count = len(chirp(device)["posts"])
    tap(device, text="Post")
    assert len(chirp(device)["posts"]) == count


def test_closing_a_draft_asks_before_discarding(device: SimDevice) -> None:
    count = len(chirp(device)["posts"])
    tap(device, id="compose")
    device.input_text("half a thought")
    tap(device, desc="Cancel")
    assert nodes(device, text="Discard post?")
    tap(device, text="Cancel")
    assert texts(device, "editor") == ["half a thought"]
    tap(device, desc="Cancel")
    tap(device, text="Discard")
    assert nodes(device, id="timeline") and len(chirp(device)["posts"]) == count


def test_like_toggles_the_heart_and_the_count(device: SimDevice) -> None:
    first = chirp(device)["posts"][0]
    heart = nodes(device, desc="Like")[0]
    assert heart.get("selected") == str(first["liked"]).lower()
    tap(device, desc="Like")
    assert nodes(device, desc="Like")[0].get("selected") == "true"
    assert texts(device, "like_count")[0] == f"{first['likes'] + 1:,}"
    assert chirp(device)["posts"][0]["liked"] is True
    tap(device, desc="Like")
    assert chirp(device)["posts"][0]["likes"] == first["likes"]


def test_scroll_the_feed_to_an_old_post_and_reply_to_it(device: SimDevice) -> None:
    oldest = chirp(device)["posts"][-1]
    swipes = 0
    while oldest["text"] not in texts(device, "post_text"):
        swipe(device, "up")
        swipes += 1
        assert swipes < 30, "the oldest post never scrolled into view"
    assert swipes >= 3
    tap(device, id="post_text", text=oldest["text"])
    assert texts(device, "toolbar_title") == ["Post"]
    assert nodes(device, text="Reply")[0].get("enabled") == "false"
    tap(device, id="reply_input")
    device.input_text("Great point")
    tap(device, text="Reply")
    assert "Great point" in texts(device, "reply_text")
    assert chirp(device)["posts"][-1]["replies"][-1] == {
        "author": ME,
        "text": "Great point",
        "time": device.observe().timestamp - 1,
    }
    device.press("back")
    assert oldest["text"] in texts(device, "post_text"), "back keeps the feed's scroll position"


def test_search_a_person_follow_and_see_them_in_following(device: SimDevice) -> None:
    person = open_someone_not_followed(device)
    assert texts(device, "profile_handle") == [f"@{person['handle']}"]
    tap(device, text="Follow")
    assert nodes(device, id="follow_button", text="Following")
    assert texts(device, "followers_count") == [f"{person['followers'] + 1:,} Followers"]
    assert person["handle"] in chirp(device)["following"]
    tap(device, id="tab_home")
    tap(device, text="Following")
    shown = {t.removeprefix("@").split(" ")[0] for t in texts(device, "author_handle")}
    assert shown <= {*chirp(device)["following"], ME}
    assert chirp(device)["recent_searches"] == [person["name"]]


def test_unfollow_needs_confirmation(device: SimDevice) -> None:
    handle = chirp(device)["following"][0]
    tap(device, id="my_profile")
    assert texts(device, "profile_handle") == [f"@{ME}"] and not nodes(device, id="follow_button")
    device.press("back")
    tap(device, desc="Search and Explore")
    tap(device, id="search_query")
    device.input_text(handle)
    device.press("enter")
    tap(device, text="People")
    tap(device, id="user_row")
    tap(device, text="Following")
    tap(device, text="Cancel")
    assert handle in chirp(device)["following"]
    tap(device, text="Following")
    tap(device, text="Unfollow")
    assert handle not in chirp(device)["following"]


def test_search_tabs_order_results_and_report_no_match(device: SimDevice) -> None:
    tap(device, desc="Search and Explore")
    tap(device, id="search_query")
    device.press("enter")
    assert nodes(device, id="explore"), "an empty query stays on the explore page"
    tap(device, id="trend")
    query = chirp(device)["recent_searches"][0]
    by_id = {p["text"]: p for p in chirp(device)["posts"]}
    top = [by_id[t]["likes"] for t in texts(device, "post_text")]
    assert top and top == sorted(top, reverse=True)
    tap(device, text="Latest")
    latest = [by_id[t]["time"] for t in texts(device, "post_text")]
    assert latest == sorted(latest, reverse=True) and len(latest) == len(top)
    tap(device, id="search_query")
    device.input_text("zzzz unicorn", clear=True)
    device.press("enter")
    assert texts(device, "empty") == ['No results for "zzzz unicorn"']
    device.press("back")
    assert texts(device, "search_query") == ["Search Chirp"], "a new search replaces the results"
    assert chirp(device)["recent_searches"][:2] == ["zzzz unicorn", query]


def test_share_copies_the_link(device: SimDevice) -> None:
    first = chirp(device)["posts"][0]
    tap(device, desc="Share")
    tap(device, text="Copy link")
    state = device.state()
    assert state["clipboard"] == f"https://chirp.example/{first['author']}/status/{first['id']}"
    assert state["chirp"]["posts"][0]["shares"] == first["shares"] + 1


def test_open_an_unread_conversation_and_reply(device: SimDevice) -> None:
    unread = [c for c in chirp(device)["conversations"] if c["unread"]]
    tab = nodes(device, id="tab_messages")[0]
    assert tab.get("content-desc") == "Direct Messages"
    assert any(n.get("content-desc") == "" for n in nodes(device, id="tab_notifications"))
    tap(device, desc="Direct Messages")
    assert len(nodes(device, id="unread_indicator")) == len(unread)
    first = unread[0]
    tap(device, id="conversation_name", text=first["name"])
    assert texts(device, "message_text") == [m["text"] for m in first["messages"]]
    assert not any(
        c["unread"] for c in chirp(device)["conversations"] if c["handle"] == first["handle"]
    )
    send = nodes(device, id="send")[0]
    assert send.get("content-desc") == "" and send.get("enabled") == "false"
    tap(device, id="message_input")
    device.input_text("See you there!")
    tap(device, id="send")
    assert texts(device, "message_input") == ["Start a message"]
    conversation = chirp(device)["conversations"][0]
    assert conversation["handle"] == first["handle"]
    assert conversation["messages"][-1]["sender"] == ME
    assert conversation["messages"][-1]["text"] == "See you there!"
    device.press("back")
    device.press("back")
    assert len(nodes(device, id="unread_indicator")) == len(unread) - 1


def test_new_message_starts_a_conversation(device: SimDevice) -> None:
    state = chirp(device)
    talking = {c["handle"] for c in state["conversations"]}
    stranger = next(a for a in state["people"] if a["handle"] not in talking)
    tap(device, desc="Direct Messages")
    tap(device, desc="New message")
    tap(device, id="people_query")
    device.input_text(stranger["name"].split()[0])
    assert texts(device, "title") == [stranger["name"]]
    tap(device, id="title", text=stranger["name"])
    tap(device, id="message_input")
    device.input_text("Hi!")
    tap(device, id="send")
    device.press("back")
    device.press("back")
    assert texts(device, "conversation_name")[0] == stranger["name"]
    assert len(chirp(device)["conversations"]) == len(state["conversations"]) + 1


def test_tabs_sit_on_home_so_back_returns_there(device: SimDevice) -> None:
    tap(device, id="tab_notifications")
    assert texts(device, "toolbar_title") == ["Notifications"]
    tap(device, id="notification_row")
    assert device.observe().activity.endswith(("PostActivity", "ProfileActivity"))
    device.press("back")
    device.press("back")
    assert nodes(device, id="timeline")
    device.press("back")
    assert device.observe().package == "com.simdroid.launcher"


def chirp_screens(device: SimDevice):
    """Every kind of Chirp screen, each with its hierarchy XML."""
    yield device.observe().xml
    tap(device, desc="Share")
    yield device.observe().xml
    tap(device, text="Cancel")
    tap(device, id="post_text")
    yield device.observe().xml
    tap(device, id="post_author")
    yield device.observe().xml
    tap(device, id="tab_search")
    yield device.observe().xml
    tap(device, id="trend")
    yield device.observe().xml
    tap(device, id="tab_notifications")
    yield device.observe().xml
    tap(device, id="tab_messages")
    yield device.observe().xml
    tap(device, id="conversation_row")
    yield device.observe().xml
    device.press("back")
    tap(device, id="tab_home")
    tap(device, id="compose")
    yield device.observe().xml


def test_every_screen_dumps_valid_nested_hierarchy(device: SimDevice) -> None:
    seen = set()
    for xml in chirp_screens(device):
        root = etree.fromstring(xml.encode())
        for node in root.iter("node"):
            rid = node.get("resource-id")
            assert rid == "" or rid.startswith(("com.", "android:id/")), rid
            parent = node.getparent()
            if parent.tag == "node":
                px1, py1, px2, py2 = map(
                    int, parent.get("bounds")[1:-1].replace("][", ",").split(",")
                )
                x1, y1, x2, y2 = map(int, node.get("bounds")[1:-1].replace("][", ",").split(","))
                assert px1 <= x1 <= x2 <= px2 and py1 <= y1 <= y2 <= py2, node.attrib
        seen.add(device.observe().activity.rsplit(".", 1)[-1])
    assert seen >= {
        "MainActivity",
        "PostActivity",
        "ProfileActivity",
        "ResultsActivity",
        "ThreadActivity",
    }


def test_version_2_moves_and_renames_but_posting_liking_and_following_still_work() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Chirp")
    assert v1.observe().xml != v2.observe().xml
    tab_order = [
        n.get("resource-id").rsplit("/", 1)[-1]
        for n in nodes(v2, id="bottom_navigation")[0].iter("node")
        if n.get("resource-id").rsplit("/", 1)[-1].startswith("tab_")
    ]
    assert tab_order == ["tab_home", "tab_search", "tab_messages", "tab_notifications"]
    assert nodes(v1, id="compose") and not nodes(v2, id="compose")
    assert nodes(v1, desc="Like") and not nodes(v2, desc="Like")

    tap(v2, id="new_post_fab")
    assert not nodes(v2, text="Post")
    v2.input_text("Version two, same Chirp")
    tap(v2, text="Publish")
    assert chirp(v2)["posts"][0]["text"] == "Version two, same Chirp"

    second = chirp(v2)["posts"][1]
    tap(v2, desc="More options", nth=1)
    tap(v2, text="Unlike" if second["liked"] else "Like")
    assert chirp(v2)["posts"][1]["liked"] is not second["liked"]
    assert not nodes(v2, id="menu_like"), "choosing closes the menu"

    person = open_someone_not_followed(v2)
    tap(v2, text="Follow")
    assert person["handle"] in chirp(v2)["following"]
