"""Retrieval: BM25 over name, description and app, filtered by status, by the current app and
by the precondition on the current screen; the index follows the store."""

from __future__ import annotations

import pytest

from experts.helpers import ExpertHelpers
from mobilexperts.llm import OfflinePolicy
from mobilexperts.perception import Anchor, Screen, perceive_observation
from mobilexperts.sim.device import SimDevice
from tools_store import AdmissionResult, ScreenCondition, ToolIndex, ToolKit, WorkflowTool

VERIFIED = AdmissionResult(admitted=True)


def screen_of(device: SimDevice) -> Screen:
    return perceive_observation(device.observe())


@pytest.fixture(scope="module")
def screens() -> dict[str, Screen]:
    device = SimDevice()
    home = screen_of(device)
    device.launch("Chirp")
    feed = screen_of(device)
    device.tap(*feed.find(resource_id="compose").center)
    return {"home": home, "feed": feed, "compose": screen_of(device)}


def in_app(post_tool: WorkflowTool, name: str, **pre) -> WorkflowTool:
    source = post_tool.source.replace(f"def {post_tool.name}(", f"def {name}(")
    condition = ScreenCondition(package="com.simdroid.chirp", **pre)
    return post_tool.model_copy(
        update={"name": name, "source": source, "precondition": condition, "description": name}
    )


def test_only_tools_of_the_screen_and_in_good_standing_are_offered(post_tool, store, screens):
    feed, compose = screens["feed"], screens["compose"]
    mail = post_tool.model_copy(
        update={
            "name": "post_mail_note",
            "app": "com.simdroid.mail",
            "precondition": ScreenCondition(package="com.simdroid.mail", outside_app=True),
        }
    )
    store.put_many(
        [
            post_tool,
            in_app(post_tool, "post_on_feed", signatures=[feed.signature]),
            in_app(post_tool, "post_by_anchors", signatures=["0" * 16], anchors=feed.anchors[:3]),
            in_app(post_tool, "post_from_compose", signatures=[compose.signature]),
            in_app(post_tool, "post_draft", signatures=[feed.signature]).model_copy(
                update={"status": "draft"}
            ),
            in_app(post_tool, "post_suspect", signatures=[feed.signature]).model_copy(
                update={"status": "suspect"}
            ),
            mail,
        ]
    )
    index = ToolIndex(store)
    query = "Post a chirp saying hello"
    on_feed = {t.name for t in index.search(query, feed, k=10)}
    # a tool that opens its app itself (post_mail_note) can start from another app
    assert on_feed == {post_tool.name, "post_on_feed", "post_by_anchors", "post_mail_note"}
    on_home = {t.name for t in index.search(query, screens["home"], k=10)}
    assert on_home == {post_tool.name, "post_mail_note"}
    on_compose = {t.name for t in index.search(query, compose, k=10)}
    assert on_compose == {"post_from_compose", "post_mail_note"}
    assert index.search("rename the phone", feed) == []
    anywhere = {t.name for t in index.search(query, None, k=10, statuses=("draft", "suspect"))}
    assert anywhere == {"post_draft", "post_suspect"}


def test_the_best_match_comes_first_and_k_limits(post_tool, store, screens):
    reply = in_app(post_tool, "reply_to_chirp", signatures=[screens["feed"].signature])
    reply = reply.model_copy(update={"description": "Reply to a chirp with <message>."})
    store.put_many([post_tool, reply])
    index = ToolIndex(store)
    best = index.search("reply to the chirp", screens["feed"])[0]
    assert best.name == "reply_to_chirp"
    assert len(index.search("chirp", screens["feed"], k=1)) == 1


def test_the_index_is_built_once_and_follows_the_store(post_tool, store, screens):
    index = ToolIndex(store)
    assert index.search("post a chirp", screens["feed"]) == []
    store.put(post_tool)
    assert [t.name for t in index.search("post a chirp", screens["feed"])] == [post_tool.name]
    index.search("post a chirp", screens["feed"])
    index.search("another chirp", screens["home"])
    assert index.builds == 2
    store.delete(post_tool.name)
    assert index.search("post a chirp", screens["feed"]) == []


def test_anchors_with_several_fields_must_match_one_element(post_tool, store, screens):
    title = screens["feed"].find(resource_id="toolbar_title")
    exact = Anchor(resource_id=title.resource_id, text=title.text)
    wrong = Anchor(resource_id=title.resource_id, text="Elsewhere")
    store.put_many(
        [
            in_app(post_tool, "post_exact", signatures=["1" * 16], anchors=[exact]),
            in_app(post_tool, "post_wrong", signatures=["1" * 16], anchors=[wrong]),
        ]
    )
    names = [t.name for t in ToolIndex(store).search("post a chirp", screens["feed"], k=10)]
    assert names == ["post_exact"]


def test_a_tool_taking_a_kind_of_value_the_request_gives_matches_without_a_shared_word(
    post_tool, store, screens
):
    (message,) = post_tool.params
    timed = in_app(post_tool, "ring_at", signatures=[screens["feed"].signature])
    timed = timed.model_copy(
        update={"params": [message.model_copy(update={"type": "time", "example": "06:45"})]}
    )
    store.put_many([post_tool, timed])
    index = ToolIndex(store)
    assert [t.name for t in index.search("wake me up at 5:50am", screens["feed"])] == ["ring_at"]
    assert index.search("wake me up early", screens["feed"]) == []
    assert index.search("wake me up in 40 mins", screens["feed"]) == []
    helpers = ExpertHelpers(OfflinePolicy(), tools=ToolKit(store))
    assert [o.name for o in helpers.tools(screens["feed"], "wake me at 6:10 pm")] == ["ring_at"]


def test_other_forms_of_a_tool_s_words_find_it(post_tool, store, screens):
    favorite = in_app(post_tool, "add_favorite_contacts", signatures=[screens["feed"].signature])
    favorite = favorite.model_copy(update={"description": "Add <name> to my favorite contacts."})
    store.put_many([post_tool, favorite])
    index = ToolIndex(store)
    found = index.search("put dana varga in my favorites", screens["feed"])
    assert [t.name for t in found] == ["add_favorite_contacts"]
    assert index.search("replying", screens["feed"]) == []


def test_a_short_form_people_type_finds_the_tool_saying_the_word(post_tool, store, screens):
    birthday = in_app(post_tool, "birthday_contacts", signatures=[screens["feed"].signature])
    birthday = birthday.model_copy(update={"description": "When is <name>'s birthday."})
    store.put_many([post_tool, birthday])
    index = ToolIndex(store)
    assert [t.name for t in index.search("zed quorn's bday?", screens["feed"])] == [
        "birthday_contacts"
    ]
    assert index.search("zed quorn's bzzt?", screens["feed"]) == []


def test_a_quoted_message_does_not_pick_the_tool_and_many_found_are_ranked_by_meaning(
    post_tool, store, screens
):
    feed = screens["feed"]
    writing = in_app(post_tool, "write_zap", signatures=[feed.signature])
    writing = writing.model_copy(update={"description": 'Write saying "<message>" in Chirp.'})
    others = [
        in_app(post_tool, f"{verb}_zap", signatures=[feed.signature]).model_copy(
            update={"description": f"{verb.title()} the latest chirp about quorns by <name>."}
        )
        for verb in ("like", "star", "hide", "mute", "follow", "report", "pin")
    ]
    store.put_many([writing, *others])
    asked = 'post a chirp "the latest quorns: do you like quorns by the lake?"'
    offered = ExpertHelpers(OfflinePolicy(), tools=ToolKit(store)).tools(feed, asked)
    assert offered[0].name == "write_zap"
    assert len(offered) <= 5
