"""Snapgram, driven the way an agent drives it: read the XML, tap, type, swipe, then check state."""

from __future__ import annotations

import pytest

from evals.reference import nodes, swipe, tap, texts
from mobilexperts.sim.device import SimDevice

ME = "alex.morgan"


def tab_descs(device: SimDevice) -> list[str]:
    """The bottom tabs' content-descs, left to right."""
    bar = nodes(device, id="bottom_navigation")[0]
    return [tab.get("content-desc") for tab in bar]


def snapgram(device: SimDevice) -> dict:
    return device.state()["snapgram"]


def search(device: SimDevice, query: str) -> None:
    tap(device, desc="Search and explore")
    tap(device, id="search_query")
    device.input_text(query)
    device.press("enter")


@pytest.fixture
def device() -> SimDevice:
    d = SimDevice(seed=0)
    d.launch("Snapgram")
    return d


def test_seed_is_deterministic_themed_and_serialisable() -> None:
    state = snapgram(SimDevice(seed=0))
    assert state == snapgram(SimDevice(seed=0))
    assert state != snapgram(SimDevice(seed=1))
    kinds = {a["kind"] for a in state["accounts"]}
    assert {"meme", "food", "travel", "personal"} <= kinds
    assert len(state["accounts"]) >= 15 and len(state["posts"]) >= 30
    assert [p["time"] for p in state["posts"]] == sorted(
        (p["time"] for p in state["posts"]), reverse=True
    )
    with_alt = [p for p in state["posts"] if p["alt"]]
    assert 0 < len(with_alt) < len(state["posts"])
    assert all(p["alt"].startswith("Photo by ") for p in with_alt)
    assert all(p["tags"] for p in state["posts"])
    assert set(state["following"]) <= {a["handle"] for a in state["accounts"]}


def test_feed_photos_hearts_and_likes(device: SimDevice) -> None:
    first = snapgram(device)["posts"][0]
    photo = nodes(device, id="post_image")[0]
    assert photo.get("class") == "android.widget.ImageView"
    assert photo.get("content-desc") == first["alt"]
    heart = nodes(device, id="like_button")[0]
    assert heart.get("content-desc") == "" and heart.get("text") == ""
    assert heart.get("selected") == str(first["liked"]).lower()
    tap(device, id="like_button")
    assert nodes(device, id="like_button")[0].get("selected") == str(not first["liked"]).lower()
    likes = first["likes"] + (-1 if first["liked"] else 1)
    assert texts(device, "likes_count")[0] == f"{likes:,} likes"
    assert snapgram(device)["posts"][0]["likes"] == likes


def test_scroll_the_feed_to_the_oldest_post_and_see_both_kinds_of_photo(
    device: SimDevice,
) -> None:
    posts = snapgram(device)["posts"]
    oldest = posts[-1]
    wanted = f"{oldest['author']} {oldest['caption']}"
    descs: set[str] = set()
    swipes = 0
    while wanted not in texts(device, "caption"):
        descs |= {n.get("content-desc") for n in nodes(device, id="post_image")}
        swipe(device, "up")
        swipes += 1
        assert swipes < 80, "the oldest post never scrolled into view"
    assert swipes >= 10
    assert "" in descs and any(d.startswith("Photo by ") for d in descs)


def test_search_meme_accounts_follow_the_top_one_and_comment_on_its_first_post(
    device: SimDevice,
) -> None:
    state = snapgram(device)
    memes = sorted(
        (a for a in state["accounts"] if "meme" in a["handle"]), key=lambda a: -a["followers"]
    )
    search(device, "meme")
    assert texts(device, "result_handle") == [a["handle"] for a in memes]
    assert "#memes" in texts(device, "tag_name")
    top = memes[0]
    tap(device, id="result_handle", nth=0)
    assert texts(device, "toolbar_title") == [top["handle"]]
    assert texts(device, "full_name") == [top["name"]]
    tap(device, text="Follow")
    assert nodes(device, id="follow_button", text="Following")
    after = snapgram(device)
    assert top["handle"] in after["following"]
    assert after["recent"][0] == top["handle"] and after["searches"][0] == "meme"
    newest = next(p for p in state["posts"] if p["author"] == top["handle"])
    tap(device, id="grid_item", nth=0)
    assert texts(device, "caption") == [f"{top['handle']} {newest['caption']}"]
    tap(device, desc="Comment")
    assert texts(device, "toolbar_title") == ["Comments"]
    assert nodes(device, id="post_comment")[0].get("enabled") == "false"
    device.input_text("LOL this is me every night")
    tap(device, text="Post")
    assert "LOL this is me every night" in texts(device, "comment_text")
    comment = next(p for p in snapgram(device)["posts"] if p["id"] == newest["id"])["comments"][-1]
    assert (comment["author"], comment["text"]) == (ME, "LOL this is me every night")
    device.press("back")
    device.press("back")
    assert texts(device, "toolbar_title") == [top["handle"]], "back returns to the profile"


def test_comment_icon_opens_the_post_focused_and_blank_comments_are_refused(
    device: SimDevice,
) -> None:
    first = snapgram(device)["posts"][0]
    tap(device, desc="Comment")
    assert nodes(device, id="comment_input")[0].get("focused") == "true"
    assert texts(device, "comment_text") == [c["text"] for c in first["comments"]]
    device.input_text("   ")
    tap(device, id="post_comment")
    assert snapgram(device)["posts"][0]["comments"] == first["comments"]
    device.press("back")
    device.press("back")
    assert nodes(device, id="feed")


def test_unfollow_asks_first(device: SimDevice) -> None:
    handle = snapgram(device)["following"][0]
    search(device, handle)
    tap(device, id="result_handle", text=handle)
    tap(device, text="Following")
    assert nodes(device, text=f"Unfollow {handle}?")
    tap(device, text="Cancel")
    assert handle in snapgram(device)["following"]
    tap(device, text="Following")
    tap(device, text="Unfollow")
    assert handle not in snapgram(device)["following"]
    assert nodes(device, id="follow_button", text="Follow")


def test_hashtag_page_lists_tagged_posts_newest_first(device: SimDevice) -> None:
    tagged = [p for p in snapgram(device)["posts"] if "ramen" in p["tags"]]
    search(device, "#ramen")
    tap(device, id="tag_name", text="#ramen")
    assert texts(device, "tag_count") == [f"{len(tagged)} posts"]
    assert len(nodes(device, id="grid_item")) == len(tagged)
    tap(device, id="grid_item", nth=0)
    author = tagged[0]["author"]
    assert texts(device, "caption") == [f"{author} {tagged[0]['caption']}"]


def test_search_with_no_match_and_recent_accounts(device: SimDevice) -> None:
    search(device, "zzz-unknown")
    assert texts(device, "empty") == ["No results found for \u201czzz-unknown\u201d"]
    tap(device, id="search_query")
    device.input_text("nomad", clear=True)
    tap(device, id="result_handle", text="nomad.lens")
    device.press("back")
    tap(device, id="search_query")
    device.input_text("", clear=True)
    device.press("back")
    assert texts(device, "result_handle") == ["nomad.lens"], "the visit is listed under Recent"
    tap(device, text="Clear all")
    assert not nodes(device, id="result_handle") and snapgram(device)["recent"] == []


def test_edit_profile_checks_name_and_bio(device: SimDevice) -> None:
    tap(device, desc="Profile")
    assert texts(device, "toolbar_title") == [ME]
    tap(device, text="Edit profile")
    tap(device, id="name_input")
    device.input_text("", clear=True)
    tap(device, desc="Done")
    assert texts(device, "error") == ["Enter your name"]
    tap(device, id="name_input")
    device.input_text("Jordan R.")
    tap(device, id="bio_input")
    device.input_text("x" * 151, clear=True)
    assert texts(device, "bio_counter") == ["151/150"]
    tap(device, desc="Done")
    assert texts(device, "error") == ["Your bio can be at most 150 characters"]
    device.input_text("Designing things that fit in a pocket", clear=True)
    tap(device, desc="Done")
    me = snapgram(device)["me"]
    assert (me["name"], me["bio"]) == ("Jordan R.", "Designing things that fit in a pocket")
    assert texts(device, "bio") == ["Designing things that fit in a pocket"]


def test_post_options_copy_the_link_and_open_the_account(device: SimDevice) -> None:
    first = snapgram(device)["posts"][0]
    tap(device, desc="More options", nth=0)
    tap(device, text="Copy link")
    assert device.state()["clipboard"] == f"https://snapgram.example/p/{first['id']}"
    tap(device, desc="More options", nth=0)
    tap(device, text="About this account")
    assert texts(device, "toolbar_title") == [first["author"]]


def test_share_a_post_by_email(device: SimDevice) -> None:
    first = snapgram(device)["posts"][0]
    tap(device, desc="Share", nth=0)
    tap(device, desc="Mail")
    assert device.observe().package == "com.simdroid.mail"
    tap(device, id="to")
    device.input_text("sam.lee@example.org")
    tap(device, desc="Send")
    sent = device.state()["mail"]["sent"][0]
    assert sent["to"] == "sam.lee@example.org"
    assert f"https://snapgram.example/p/{first['id']}" in sent["body"]


def test_version_2_renames_and_moves_elements_but_the_flow_still_works() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Snapgram")
    assert nodes(v1, desc="Search and explore") and not nodes(v2, desc="Search and explore")
    assert tab_descs(v1) == ["Home", "Search and explore", "Profile"]
    assert tab_descs(v2) == ["Home", "Profile", "Explore"]
    tap(v2, desc="Explore")
    tap(v2, id="search_query")
    v2.input_text("tastybites")
    tap(v2, id="result_handle", text="tastybites")
    assert not nodes(v2, id="follow_button")
    tap(v2, id="follow", text="Follow")
    assert "tastybites" in snapgram(v2)["following"]
    tap(v2, id="grid_item", nth=0)
    tap(v2, desc="Comment")
    v2.input_text("Making this tonight")
    assert not nodes(v2, text="Post")
    tap(v2, text="Publish")
    post = next(p for p in snapgram(v2)["posts"] if p["author"] == "tastybites")
    assert post["comments"][-1]["text"] == "Making this tonight"
