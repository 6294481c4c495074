"""Subtasks of cross-app tasks that one expert carries out alone: two steps in one app, a site
to browse that is not the thing to find, a sign-up whose code arrives in another app. Whole runs
of the offline policy on SimDroid; each asserts the phone's state."""

from __future__ import annotations

from pathlib import Path

from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.test_offline_cross import run


def test_a_later_step_leaves_the_create_control_of_the_step_before_it(tmp_path: Path) -> None:
    device = SimDevice(seed=7)
    run(tmp_path, "set an alarm at 05:15, and add Lisbon to my world clock.", device)
    clock = device.state()["clock"]
    assert [a["time"] for a in clock["alarms"]].count("05:15") == 1
    assert "Lisbon" in clock["cities"]


def test_a_time_with_a_colon_starts_no_list_of_items() -> None:
    goal = parse_goal("set an alarm at 05:15, and add Lisbon to my world clock.")
    assert goal.items == []
    assert goal.names == ["Lisbon"]


def test_the_site_a_thing_comes_from_is_visited_not_searched_for(tmp_path: Path) -> None:
    device = SimDevice(seed=7)
    found = run(
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
    found = run(tmp_path, request, device)
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
    found = run(tmp_path, "Who from my climbing gym texted me their new number?", device)
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
    found = run(tmp_path, request, device)
    place = next(p for p in device.state()["maps"]["places"] if p["name"] == "Green Leaf Kitchen")
    post = device.state()["chirp"]["posts"][0]
    assert post["author"] == device.state()["chirp"]["me"]["handle"]
    assert "Green Leaf Kitchen" in post["text"] and str(place["rating"]) in post["text"]
    assert found.done and found.answer == str(place["rating"])
