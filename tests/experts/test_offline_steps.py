"""Subtasks of cross-app tasks that one expert carries out alone: two steps in one app, a site
to browse that is not the thing to find, a sign-up whose code arrives in another app. Whole runs
of the offline policy on SimDroid; each asserts the phone's state."""

from __future__ import annotations

from pathlib import Path

from experts.offline.apps import app_candidates
from experts.offline.goal import parse_goal
from experts.reading import extract_text, find_value, wanted_value
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline
from tests.experts.test_offline_cross import LABELS, event


def test_a_later_step_leaves_the_create_control_of_the_step_before_it(tmp_path: Path) -> None:
    device = SimDevice(seed=7)
    run_offline(tmp_path, "set an alarm at 05:15, and add Lisbon to my world clock.", device)
    clock = device.state()["clock"]
    assert [a["time"] for a in clock["alarms"]].count("05:15") == 1
    assert "Lisbon" in clock["cities"]


def test_a_time_with_a_colon_starts_no_list_of_items() -> None:
    goal = parse_goal("set an alarm at 05:15, and add Lisbon to my world clock.")
    assert goal.items == []
    assert goal.names == ["Lisbon"]


def test_the_site_a_thing_comes_from_is_visited_not_searched_for(tmp_path: Path) -> None:
    device = SimDevice(seed=7)
    found = run_offline(
        tmp_path, "Download the newest paper about LLM agents from papers.example.org", device
    )
    papers = device.state()["browser"]["papers"]
    newest = next(p for p in papers if "llm agents" in f"{p['title']} {p['abstract']}".lower())
    assert f"/sdcard/Download/{newest['id']}.pdf" in device.state()["storage"]
    searched = [s.operation.content for s in found.steps if s.operation.kind == "text"]
    assert all("example.org" not in q for q in searched[1:])


def test_a_code_sent_by_text_message_is_read_there_and_typed_back(tmp_path: Path) -> None:
    device = SimDevice(seed=7)
    device.phone.install("com.simdroid.jotter")
    request = "Sign up for Jotter with my phone number (415) 555-0188; the code comes by SMS."
    found = run_offline(tmp_path, request, device)
    assert device.state()["jotter"]["account"]["phone"] == "(415) 555-0188"
    kept = [s.operation.content for s in found.steps if s.operation.kind == "think"]
    sms = [
        m["text"]
        for t in device.state()["messages"]["threads"]
        if t["address"] == "Jotter"
        for m in t["messages"]
    ]
    assert len(kept) == 1 and kept[0] in sms[-1]


def test_who_sent_a_text_from_a_bare_number_is_the_name_the_text_gives(tmp_path: Path) -> None:
    device = SimDevice(seed=7)
    found = run_offline(tmp_path, "Who from my climbing gym texted me their new number?", device)
    thread = next(
        t
        for t in device.state()["messages"]["threads"]
        if "climbing gym" in t["messages"][-1]["text"]
    )
    assert found.done and found.answer.isalpha()
    assert f"It's {found.answer} " in thread["messages"][-1]["text"]
    assert not any(c.isalpha() for c in thread["address"])


def test_an_answer_a_post_gives_with_its_thing_is_kept_then_written_and_the_run_ends(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=7)
    request = (
        "Check the rating of Green Leaf Kitchen in Maps and post a chirp recommending it, "
        "with its rating."
    )
    found = run_offline(tmp_path, request, device)
    place = next(p for p in device.state()["maps"]["places"] if p["name"] == "Green Leaf Kitchen")
    post = device.state()["chirp"]["posts"][0]
    assert post["author"] == device.state()["chirp"]["me"]["handle"]
    assert "Green Leaf Kitchen" in post["text"] and str(place["rating"]) in post["text"]
    assert found.done and found.answer == str(place["rating"])


def test_a_number_naming_a_thing_is_read_off_the_item_the_question_describes(
    tmp_path: Path,
) -> None:
    flight = event(SimDevice(seed=7), "Flight")
    seat = run_offline(
        tmp_path / "seat", "What is my seat number on the lisbon flight in Calendar?"
    )
    assert seat.done and f"seat {seat.answer}." in flight["description"]
    code = run_offline(
        tmp_path / "code", "What is my booking reference for the lisbon flight in Calendar?"
    )
    assert code.done and flight["description"].endswith(f"reference {code.answer}.")


def test_the_location_of_a_plan_is_its_place_alone(tmp_path: Path) -> None:
    device = SimDevice(seed=7)
    found = run_offline(tmp_path, "What is the location of my book club in Calendar?", device)
    assert found.done and found.answer == event(device, "club")["location"]


def test_who_sent_unread_items_lists_the_senders_of_the_rows_marked_unread(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=7)
    found = run_offline(tmp_path, "Who sent me unread emails?", device)
    inbox = device.state()["mail"]["inbox"]
    unread = {m["sender"] for m in inbox if m["unread"]}
    read = {m["sender"] for m in inbox if not m["unread"]}
    senders = found.answer.split(" | ")
    assert found.done and len(senders) >= 2
    assert set(senders) <= unread and not set(senders) & read


def test_a_number_that_names_a_thing_is_a_code_found_after_the_word_that_asks() -> None:
    assert wanted_value("flight number lisbon trip") == "code"
    assert wanted_value("booking reference flight email") == "code"
    assert wanted_value("how many unread emails") == "number"
    text = "Your flight SJ 418 on Friday, April 3, 2026, seat 14C. Booking reference K7Q2XP."
    assert find_value("code", "the booking reference of my flight", text) == "K7Q2XP"
    assert find_value("code", "my seat number", text) == "14C"
    assert find_value("code", "my flight number", text) == "SJ 418"


def test_a_verb_of_an_app_kind_points_at_the_app() -> None:
    assert app_candidates(parse_goal("Start navigating to Old Town Espresso."), LABELS) == ["Maps"]
    post = parse_goal("Check the rating of Zed's Diner in Maps and post a chirp about it.")
    assert set(app_candidates(post, LABELS)) == {"Chirp", "Maps"}


def test_a_reply_told_as_indirect_speech_goes_to_the_mail_a_finding_step_opened(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=7)
    inbox = device.state()["mail"]["inbox"]
    asked = next(m for m in inbox if m["subject"] == "Running group this Sunday")
    first = asked["sender"].split()[0]
    request = (
        f"find what {first} emailed about the running group this Sunday, then Reply that I'm coming"
    )
    run_offline(tmp_path, request, device)
    replies = [m for m in device.state()["mail"]["sent"] if m["in_reply_to"] == asked["id"]]
    assert [m["body"] for m in replies] == ["I'm coming."]


def test_deleting_the_event_a_day_names_deletes_that_one_only(tmp_path: Path) -> None:
    device = SimDevice(seed=7)
    before = [e["title"] for e in device.state()["calendar"]["events"]]
    found = run_offline(tmp_path, "delete the yoga class event today", device)
    after = [e["title"] for e in device.state()["calendar"]["events"]]
    assert found.done
    assert [t for t in before if t not in after] == ["Yoga class"]
    assert len(after) == len(before) - 1


def test_a_setting_no_row_names_is_looked_for_section_by_section(tmp_path: Path) -> None:
    device = SimDevice(seed=7)
    found = run_offline(tmp_path, "set the device name to Kitchen Phone", device)
    assert found.done
    assert device.state()["settings"]["device_name"] == "Kitchen Phone"
    opened = [s.target.label for s in found.steps if s.operation.kind == "tap" and s.target]
    assert not any("HomeNet" in label.split(" | ")[0] for label in opened)


def test_who_i_have_plural_meetings_with_pages_to_the_row_that_names_them(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=7)
    found = run_offline(tmp_path, "Who do I have 1:1s with in Calendar?", device)
    assert found.done and event(device, "1:1")["title"] == f"1:1 with {found.answer}"


def test_a_new_date_in_a_document_is_the_changed_one_not_the_documents_own(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=7)
    request = (
        "What is the new public launch date from the March 10 meeting minutes in my Documents?"
    )
    found = run_offline(tmp_path, request, device)
    path = "/sdcard/Documents/Meeting minutes 2026-03-10.pdf"
    text = " ".join(extract_text(device.read_file(path), path).split())
    assert found.done and f"to {found.answer} " in text and "launch" in text


def test_a_row_a_tap_does_not_open_is_pressed_and_held_for_its_actions(tmp_path: Path) -> None:
    device = SimDevice(seed=7)
    before = device.state()["clock"]["cities"]
    found = run_offline(tmp_path, "remove London from the world clock", device)
    assert found.done and "London" in before
    assert device.state()["clock"]["cities"] == [c for c in before if c != "London"]
    assert any(s.operation.kind == "long_press" for s in found.steps)


def test_a_place_named_in_lower_case_is_searched_not_taken_for_a_row_sharing_one_word(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    found = run_offline(
        tmp_path, "What is the street address of green leaf kitchen in Maps?", device
    )
    place = next(p for p in device.state()["maps"]["places"] if p["name"] == "Green Leaf Kitchen")
    assert found.done and place["address"].split(",")[0] in found.answer


def test_the_network_one_is_on_is_the_row_marked_connected_not_another_things_name(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    on = device.state()["settings"]["wifi_network"]
    found = run_offline(
        tmp_path / "s", "What is the name of the wifi network I'm on in Settings?", device
    )
    assert found.done and found.answer == on
    mailed = run_offline(tmp_path / "m", "What is the name of the wifi network I'm on in Mail?")
    assert not (mailed.done and mailed.answer == "Inbox")


def test_how_many_things_a_list_holds_is_no_answer_to_which_one_ranks_best(
    tmp_path: Path,
) -> None:
    found = run_offline(tmp_path, "What is the best rated product in Shop?", SimDevice(seed=0))
    assert "products" not in found.answer


def test_a_measure_on_an_apps_first_screen_is_the_apps_own_not_the_named_things(
    tmp_path: Path,
) -> None:
    found = run_offline(tmp_path, "How big is the conference schedule file in Files?", SimDevice())
    assert "free" not in found.answer


def test_a_reply_to_someones_email_is_written_under_it_the_kind_word_naming_no_item(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    request = 'reply to grace\'s email with "tangerine-harbor-42" in Mail'
    assert run_offline(tmp_path, request, device).done
    sent = device.state()["mail"]["sent"]
    assert any(m["to"].startswith("grace") and "tangerine-harbor-42" in m["body"] for m in sent)
