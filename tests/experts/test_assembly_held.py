"""What a request reads, said by the kind of thing and not by the app: a kind no app's label
names is held by the app whose own screens show it; an app's label said as what someone did
there names it; a record's head noun, not the word describing it, tells its keeper. Names,
apps and things are invented (kind words only)."""

from __future__ import annotations

from experts.assembly_held import control_app, controls, held_app, held_kinds, screen_kinds
from experts.assembly_offline import asked_of
from experts.assembly_pointed import pointed
from experts.assembly_records import record_app, record_noun
from experts.assembly_shown import reached
from experts.offline.apps import named_outright
from experts.offline.shorthand import in_full

FILES, WEB, PLANS = "Drawer Files", "Web Browser", "Planner Calendar"


def test_the_app_whose_screens_show_a_kind_of_thing_holds_it_when_no_label_is_of_that_kind():
    pictures = ["Photo by Zed Quorn. May be an image of a lake.", "bluer than the photos", "Photos"]
    pictures += ["Photo by Bo Lee", "4 likes"]
    talk = ["Stand still and wait.", "dialing in shots", "my favourite photos", "Reply"]
    holds = {"Zapgram": screen_kinds(pictures), "Quibble": screen_kinds(talk), PLANS: {}}
    assert holds["Zapgram"]["camera"] == 4 and holds["Quibble"]["camera"] == 1
    assert held_app("text bo where my zorp ride pic was taken", holds) == ("Zapgram", "pic")
    assert held_app("is it still on? print it", holds) is None
    assert held_kinds("where was the zorp photo taken", ["Pixel Camera"]) == []


def test_a_label_said_as_what_someone_did_there_names_the_app_though_it_is_a_plain_word():
    assert named_outright("Quack", "zed quacked about her zorp broth") == "quack"
    assert named_outright("Quack", "the ducks quack at dawn") is None


def test_a_record_is_kept_where_its_head_noun_says_not_where_a_word_describing_it_does():
    assert record_noun("where my weekend ride pic was taken") == "pic"
    assert record_noun("my flight number") == "flight"
    assert record_app("the website i downloaded the zorp schedule from", [FILES, WEB]) == WEB
    assert record_app("the schedule i downloaded", [FILES, WEB]) == FILES
    described = "find out when the quib sync is in the zorp meeting minutes"
    assert pointed(described, PLANS) == (1, False)
    assert pointed("find out when the quib sync is in my calendar", PLANS)[1]


def test_shorthand_in_a_name_the_request_gives_is_kept_as_typed():
    assert in_full("zed lee's bday goes in my calendar as Zed bday") == (
        "zed lee's birthday goes in my calendar as Zed bday"
    )
    assert in_full("whats ur bday") == "what is your birthday"


def test_the_one_app_whose_own_controls_name_what_the_owner_did_keeps_it():
    shown = {
        WEB: controls(["Bookmarks", "History", "Downloads", "New tab"]),
        FILES: controls(["Downloads", "12 files, 116 kB", "Recent files"]),
        "Zap Market": controls(["412k reviews", "Top charts"]),
    }
    assert "bookmarks" in shown[WEB] and "reviews" not in shown["Zap Market"]
    assert control_app("which zorps have i bookmarked? text bo", shown) == (WEB, "bookmarked")
    assert control_app("what's in my quorn history? email bo", shown) is None
    assert control_app("what have i downloaded? text bo", shown) is None
    assert control_app("which room is the zorp review in? text bo", shown) is None


def test_a_name_a_question_asks_of_is_no_one_reached():
    assert "zapnow" not in reached("who makes zapnow? email ada vance")
    assert "vance" in reached("who makes zapnow? email ada vance")


def test_a_kind_asked_by_the_state_its_thing_is_in_still_needs_the_app():
    assert asked_of("let ann know what browser it was", "Web Browser")
    assert not asked_of("which device is paired with my phone? text bo", "Phone Settings")
