"""Requests people type that the offline policy misread (people15): "this <noun>" read like "my
<noun>", an entry said finished ("done with X, tick it off", "X - done") and "tick off X" with no
list named, a chore put on a list after "need", an email saved as a draft or kept in drafts, an
email's unmarked body after its lower-case recipient, writing to someone with a subject, a
thing said to be at another time "now", texting shorthand ("fav", "bt"), one's to-dos as a
place, an app's label said as the verb of a post, a message of where one is ("on my way"); and
two judgements: no claim on a submitted form that kept the typed value and asks for another,
no sending asked of a request that says not to send. Whole runs of the offline policy on
SimDroid assert the phone's state; readings are checked where they hold and where they do not."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.app_verbs import posted_in_app
from experts.offline.describe import describe_object
from experts.offline.goal import parse_goal
from experts.offline.normalize import normalized
from experts.offline.secondary import said_list
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_this_noun_is_described_like_my_noun(tmp_path: Path) -> None:
    for said in ("rename this device to kitchen tablet", "rename my device to kitchen tablet"):
        assert describe_object(parse_goal(said).steps[0]) == "device", said
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "rename this device to kitchen tablet please", device)
    assert device.state()["settings"]["device_name"] == "kitchen tablet"
    assert found.done


def test_an_entry_said_finished_is_ticked_off(tmp_path: Path) -> None:
    assert normalized("done with call the dentist, tick it off") == "tick off call the dentist"
    assert normalized("water the plants - done") == "tick off water the plants"
    assert normalized("finished feed the zorp, check it off my chore list") == (
        "tick off feed the zorp in my chore list"
    )
    assert normalized("the zorp is done with") == "the zorp is done with"
    assert "call the dentist" in parse_goal("tick off call the dentist").names
    assert "renew passport" in parse_goal("mark renew passport as done").names
    assert "the zorp" not in parse_goal("mark the zorp").names
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "done with call the dentist, tick it off", device)
    todos = {t["text"]: t["done"] for t in device.state()["pages"]["pages"][2]["todos"]}
    assert todos["Call the dentist"] is True
    assert todos["Renew passport"] is False
    assert len(device.state()["pages"]["pages"]) == 16
    assert found.done


def test_a_thing_needed_and_put_on_a_list_is_the_entry() -> None:
    assert parse_goal("need oat milk, put it on the grocery list").items == ["oat milk"]
    assert parse_goal("we need eggs, add them to the grocery list").items == ["eggs"]


def test_an_email_saved_as_a_draft_is_drafted_to_its_recipient() -> None:
    goal = parse_goal("save an email to omar xu as a draft saying the slides are ready")
    assert goal.values["to"] == "Omar Xu"
    assert goal.values["message"] == "the slides are ready"
    assert "send" in goal.negated
    kept = parse_goal("email zoe fischer see you at brunch, but just keep it in drafts")
    assert kept.values == {"to": "Zoe Fischer", "message": "see you at brunch"}
    assert "send" in kept.negated
    assert said_list("email zoe fischer see you at brunch, but just keep it in drafts") == ""
    assert said_list("open the email in my drafts") == "draft"
    assert "message" not in parse_goal("email zoe fischer about the offsite").values
    assert "message" not in parse_goal("email kavya fischer the room it's in").values
    assert "message" not in parse_goal("email hiro quist asking him to send the mock-ups").values


def test_a_draft_is_left_unsent_and_claimed(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    found = run_offline(
        tmp_path, "email zoe fischer see you at brunch, but just keep it in drafts", device
    )
    mail = device.state()["mail"]
    assert len(mail["sent"]) == 3
    assert [d["to"] for d in mail["drafts"]] == [
        "zoe.fischer@example.com",
        "liam.moreau@example.com",
    ]
    assert mail["drafts"][0]["body"] == "see you at brunch"
    assert found.done


def test_writing_to_someone_with_a_subject_is_an_email() -> None:
    goal = parse_goal("write to grace tanaka, subject soup, tell her the lentil soup was amazing")
    assert [s.verb for s in goal.steps] == ["email"]
    assert goal.values == {
        "to": "Grace Tanaka",
        "subject": "soup",
        "message": "the lentil soup was amazing",
    }
    assert "subject" not in parse_goal("write to grace tanaka about the soup").values


def test_a_thing_at_another_time_now_is_moved(tmp_path: Path) -> None:
    said = normalized("design review is now on tuesday, please update it")
    assert said == 'move "design review" to tuesday'
    assert normalized("the wifi is on now") == "the wifi is on now"
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "design review is now on tuesday, please update it", device)
    review = next(e for e in device.state()["calendar"]["events"] if e["title"] == "Design review")
    assert review["date"] == "2026-03-17"
    assert len(device.state()["calendar"]["events"]) == 14
    assert found.done


def test_shorthand_and_to_dos_as_a_place() -> None:
    assert [s.verb for s in parse_goal("fav nadia evans").steps] == ["favorite"]
    assert "bluetooth" in parse_goal("turn on bt").words
    assert "to-do list" in normalized('add "pick up dry cleaning" to my to-dos')
    assert "to-dos" in normalized("how many to-dos are left")


def test_an_app_label_said_as_the_verb_posts_there() -> None:
    apps = ["Chirp", "Maps", "Mail"]
    assert (
        posted_in_app('chirp "coffee number three"', apps) == 'post "coffee number three" on Chirp'
    )
    assert posted_in_app("Chirp: hello all", apps) == 'post "hello all" on Chirp'
    assert posted_in_app("maps: coffee near me", apps) == "maps: coffee near me"
    assert posted_in_app("chirp about coffee", apps) == "chirp about coffee"
    assert posted_in_app("chirp: follow nadia evans", apps) == "chirp: follow nadia evans"


def test_a_message_of_where_one_is_is_the_text() -> None:
    assert parse_goal("text priya on my way").values == {"to": "Priya", "message": "on my way"}


def test_a_menu_choice_that_undoes_is_not_picked_for_a_request_that_does_not(
    tmp_path: Path,
) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "favorite the reading list page", device)
    reading = next(p for p in device.state()["pages"]["pages"] if p["title"] == "Reading list")
    assert reading["favorite"] is True
    assert isinstance(found.done, bool)


def test_a_form_that_refused_the_typed_value_is_not_claimed(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "timer for 90 seconds", device)
    assert device.state()["clock"]["timer"]["ends_at"] is None
    assert not found.done
