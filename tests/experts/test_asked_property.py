"""A question asking a property of a record in ordinary words (how big, what kind of, is it
on, how many do I follow, where does someone work) is answered by the field its captions
label and of its value's shape, opening the thing's details when its screen shows none; a
value of another shape, or another field's, is no answer, and the team commits none."""

from __future__ import annotations

from experts.offline.properties import property_said
from memory.pool import Key
from mobilexperts.sim.device import SimDevice
from planners.facts import fact
from tests.experts.offline_run import run_offline


def test_how_big_reads_the_size_field_not_the_downloads_beside_it(tmp_path) -> None:
    run = run_offline(tmp_path, "How big is scanit in Market?", SimDevice(seed=0), 25)
    assert run.answer == "38 MB"


def test_a_category_is_read_off_the_details_the_thing_opens(tmp_path) -> None:
    run = run_offline(
        tmp_path, "What genre is weathernow in the app store in Market?", SimDevice(seed=0), 25
    )
    assert run.answer == "Weather"


def test_is_it_on_reads_the_switch_captioned_with_its_name(tmp_path) -> None:
    run = run_offline(tmp_path, "Is dark theme on in Settings?", SimDevice(seed=0), 25)
    assert run.answer == "No, Dark theme off"


def test_how_many_do_i_follow_reads_following_not_followers(tmp_path) -> None:
    run = run_offline(tmp_path, "How many accounts do I follow on Snapgram?", SimDevice(seed=0), 25)
    assert run.answer == "204"


def test_where_someone_works_reads_their_company(tmp_path) -> None:
    run = run_offline(tmp_path, "Where does maya garcia work in Contacts?", SimDevice(seed=0), 25)
    assert run.answer == "Orbit Robotics"


def test_the_team_commits_no_fact_of_another_shape_than_the_property_asked() -> None:
    asked = "How big is the zorp app in Market?"
    assert fact(Key(name="big"), asked, "41 MB", None, []) == "41 MB"
    assert fact(Key(name="big"), asked, "50M", None, []) == ""
    assert fact(Key(name="order_number"), "What is my zorp order number?", "9K", None, []) == ""


def test_an_order_opened_shows_its_number_and_status_not_a_greeting(tmp_path) -> None:
    number = run_offline(
        tmp_path / "n", "What is my skillet order number in Shop?", SimDevice(seed=0), 25
    )
    status = run_offline(
        tmp_path / "s", "What is the status of my towel order in Shop?", SimDevice(seed=0), 25
    )
    assert (number.answer, status.answer) == ("112-8208400-0002", "Shipped")


def test_a_thing_named_after_a_determiner_keeps_its_model_number(tmp_path) -> None:
    run = run_offline(tmp_path, "What does the voltra flex 14 cost in Shop?", SimDevice(seed=0), 25)
    assert run.answer == "$649.99"


def test_a_count_of_ones_own_is_read_off_ones_profile_not_feed_rows(tmp_path) -> None:
    run = run_offline(tmp_path, "How many people am I following on Chirp?", SimDevice(seed=0), 25)
    assert run.answer == "5"


def test_a_web_address_asked_is_no_title() -> None:
    prop = property_said("What is the website I downloaded the zorp schedule from?")
    assert prop is not None and not prop.fits("Zorp 2026 schedule")
    assert prop.fits("https://zorp.example.org/2026/schedule.txt")
    assert property_said("which website did i order the zorp from") is None


def test_what_street_reads_the_street_address_of_the_record_opened(tmp_path) -> None:
    run = run_offline(tmp_path, "What street is my dentist on in Calendar?", SimDevice(seed=0), 25)
    assert run.answer == "210 Pine St"


def test_what_a_thing_is_about_reads_its_description(tmp_path) -> None:
    run = run_offline(tmp_path, "whats the design review about in Calendar?", SimDevice(seed=0), 25)
    assert run.answer == "Walk through the new onboarding screens"


def test_the_verb_closing_a_question_about_ones_own_thing_is_no_record_to_show(tmp_path) -> None:
    for asked in (
        "What time does my yoga class start in Calendar?",
        "What time my yoga class starts in Calendar?",
    ):
        run = run_offline(tmp_path / asked[:12].replace(" ", "_"), asked, SimDevice(seed=0), 25)
        assert run.done
        assert run.answer == "17:00"
