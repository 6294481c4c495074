"""Requests whose words are not the controls' words (people13): a noun read as its WordNet
synonym that the screen shows ("night" for a "Dark theme" switch), a request pointing at no app
read again with such a synonym ("night mode" is a dark mode, kept in Settings), a verb that
names no control of its own acting with its first interface control ("put" London on the world
clock is done with Add city), "order X by <what rows show>" read as sorting, and one listed
name with no app named going to the address book. Whole runs of the offline policy on SimDroid
assert the phone's state; the readings are checked where they hold and where they do not."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.alike import alike, apps_said_by_kind, said_otherwise
from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_word_the_screen_lacks_is_read_as_its_synonym_the_screen_shows() -> None:
    assert alike("turn on night mode", {"dark", "theme"}) == {"dark"}
    assert alike("turn on the dark theme", {"dark", "theme"}) == set()
    assert alike("turn on night mode", {"brightness"}) == set()
    assert "turn on dark mode" in said_otherwise("turn on night mode")


def test_a_setting_said_by_a_synonym_is_found_and_switched(tmp_path: Path) -> None:
    for said in ("turn on night mode", "switch my phone to night mode"):
        device = SimDevice(seed=0)
        found = run_offline(tmp_path / said.replace(" ", "_"), said, device)
        assert device.state()["system"]["dark_theme"] is True, said
        assert found.done, said


def test_put_on_a_list_is_done_with_its_add_control(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "put London on my world clock", device)
    assert "London" in device.state()["clock"]["cities"]
    assert found.done


def test_ordering_rows_by_what_they_show_sorts_them(tmp_path: Path) -> None:
    assert [s.verb for s in parse_goal("order my files by name").steps] == ["sort"]
    assert [s.verb for s in parse_goal("order a pizza").steps] == ["order"]
    assert [s.verb for s in parse_goal("order the kettle by friday").steps] == ["order"]
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "order my files by name", device)
    assert device.state()["files"]["sort"] == "name"
    assert found.done


def test_one_listed_name_with_no_app_named_is_the_address_books(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "take Kavya off my favorites", device)
    kavya = next(c for c in device.state()["contacts"]["contacts"] if c["first"] == "Kavya")
    assert kavya["favorite"] is False
    assert found.done


def test_an_app_said_as_the_app_of_a_kind_of_thing_is_the_label_starting_with_one() -> None:
    apps = ["Mail", "Snapgram", "Clock"]
    assert apps_said_by_kind("heart the ramen post in the photo app", apps) == ["Snapgram"]
    assert apps_said_by_kind("heart the ramen post", apps) == []
    assert apps_said_by_kind("play it in the music app", apps) == []


def test_a_post_liked_in_the_app_said_by_kind(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "heart the ramen post in the photo app", device)
    newest = next(p for p in device.state()["snapgram"]["posts"] if "ramen" in p["tags"])
    assert newest["liked"]
    assert found.done


def test_a_change_made_on_another_row_of_the_named_rows_list_is_not_claimed(
    tmp_path: Path,
) -> None:
    """The named app cannot be installed here; the run that ends up installing another row
    of the same listing is not accepted, while a change on the named row still is."""
    device = SimDevice(seed=0)
    found = run_offline(tmp_path / "other", "download NoteNest from the app store", device)
    assert "com.notenest.android" not in device.state()["installed"]
    assert not found.done
    device = SimDevice(seed=0)
    found = run_offline(tmp_path / "named", "flag the email from Farid Anders", device)
    farid = [m for m in device.state()["mail"]["inbox"] if m["sender"] == "Farid Anders"]
    assert farid[0]["starred"] and found.done
