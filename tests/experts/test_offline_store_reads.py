"""Reading a field on an item's own page in apps the cross-app requests rarely use: an app
store's rating and maker, a profile's counts, a settings row. Whole runs of the offline policy
on SimDroid (seed 0); each asserts the answer against the phone's state."""

from __future__ import annotations

from pathlib import Path

from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def listing(phone: SimDevice, word: str) -> dict:
    return next(x for x in phone.state()["market"]["listings"] if word in x["name"])


def test_an_item_opened_from_a_row_naming_it_in_one_word_answers_from_its_page(tmp_path: Path):
    phone = SimDevice(seed=0)
    found = run_offline(tmp_path, "What is the rating of fittrack in Market?", phone)
    assert found.done and str(listing(phone, "FitTrack")["rating"]) in found.answer


def test_who_makes_a_thing_reads_the_field_an_agent_noun_captions(tmp_path: Path):
    phone = SimDevice(seed=0)
    found = run_offline(tmp_path, "Who makes the scanner app in the app store in Market?", phone)
    assert found.done and found.answer == listing(phone, "Scan")["developer"]


def test_of_captions_alike_in_stems_the_one_written_as_asked_answers(tmp_path: Path):
    phone = SimDevice(seed=0)
    found = run_offline(tmp_path, "How many followers do I have on Snapgram?", phone)
    me = phone.state()["snapgram"]["me"]
    assert me["followers"] != me["following"]
    assert found.done and found.answer == str(me["followers"])


def test_a_switch_state_does_not_answer_which_thing_a_question_asks(tmp_path: Path):
    found = run_offline(
        tmp_path, "Which bluetooth device is paired in Settings?", SimDevice(seed=0)
    )
    assert "off" not in found.answer.lower().split()


def test_what_is_sitting_in_a_container_lists_what_it_holds(tmp_path: Path):
    phone = SimDevice(seed=0)
    found = run_offline(tmp_path, "What is sitting in my shopping cart in Shop?", phone)
    assert found.done and found.answer == phone.state()["shop"]["cart"][0]["name"]


def test_picture_tiles_that_say_nothing_are_opened_and_the_tagged_place_answers(tmp_path: Path):
    phone = SimDevice(seed=0)
    request = "Where did bruno take his mountains photo on Snapgram?"
    found = run_offline(tmp_path, request, phone, max_steps=25)
    posts = phone.state()["snapgram"]["posts"]
    post = next(p for p in posts if p["author"] == "bruno.patel" and "mountains" in p["caption"])
    assert found.done and found.answer == post["location"]


def test_a_named_amount_no_text_says_is_not_answered_with_another_price(tmp_path: Path):
    phone = SimDevice(seed=0)
    order = next(o for o in phone.state()["shop"]["orders"] if "Towel" in o["items"][0]["name"])
    found = run_offline(tmp_path, "How much was shipping on my towel order in Mail?", phone)
    assert not found.done and str(order["items"][0]["price"]) not in found.answer
    shop = run_offline(tmp_path / "shop", "How much was shipping on my towel order in Shop?", phone)
    assert shop.done and shop.answer == f"${order['shipping']}"


def test_an_amount_asked_with_a_clause_not_a_field_is_read_where_it_is_said(tmp_path: Path):
    phone = SimDevice(seed=0)
    threads = phone.state()["messages"]["threads"]
    said = next(m["text"] for t in threads for m in t["messages"] if "Bookworm" in m["text"])
    found = run_offline(tmp_path, "How much I spent at bookworm books in Messages?", phone)
    assert found.done and found.answer in said and found.answer.startswith("$")


def test_a_post_of_ones_own_is_found_in_the_personal_tab_past_a_tile_that_is_not_it(
    tmp_path: Path,
):
    phone = SimDevice(seed=0)
    request = "how many likes does my coast ride photo have on Snapgram?"
    found = run_offline(tmp_path, request, phone, max_steps=25)
    state = phone.state()["snapgram"]
    mine = [p for p in state["posts"] if p["author"] == state["me"]["handle"]]
    ride = next(p for p in mine if "ride" in p["caption"].lower())
    assert len(mine) > 1 and mine[0] is not ride
    assert found.done and found.answer.split()[0] == str(ride["likes"])


def test_which_thing_a_maker_makes_is_the_title_of_the_page_its_search_result_opens(
    tmp_path: Path,
):
    phone = SimDevice(seed=0)
    found = run_offline(tmp_path, "Which app does bright apps make in the app store?", phone)
    made = [x for x in phone.state()["market"]["listings"] if x["developer"] == "Bright Apps"]
    assert len(made) == 1 and found.done and found.answer == made[0]["name"]


def test_a_search_that_finds_nothing_tries_the_subjects_other_words_one_at_a_time(
    tmp_path: Path,
):
    phone = SimDevice(seed=0)
    found = run_offline(tmp_path, "Who makes the language learning app in Market?", phone)
    listings = phone.state()["market"]["listings"]
    maker = next(x["developer"] for x in listings if "language" in x["description"])
    assert found.done and found.answer.rstrip(".") == maker.rstrip(".")


def test_of_the_rows_a_search_finds_the_ranking_picks_the_one_opened(tmp_path: Path):
    phone = SimDevice(seed=0)
    found = run_offline(tmp_path, "What is the cheapest kettle in Shop?", phone)
    kettles = [p for p in phone.state()["shop"]["products"] if "kettle" in p["name"].lower()]
    cheapest = min(kettles, key=lambda p: p["price"])
    assert len(kettles) > 1 and found.done and cheapest["name"] in found.answer
