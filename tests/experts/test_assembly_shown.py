"""The app the device's survey singles out as keeping what a request is about: by the request's
nouns and names each app's screens show, never by the people it reaches, what it writes, a
kind of app, an action or a day; and the team that survey gives on a SimDroid phone."""

from __future__ import annotations

from experts.assembly import assemble
from experts.assembly_shown import (
    _narrowing,
    passed_source,
    ranked_sources,
    reached,
    showing,
    shown_source,
    shown_words,
    telling_words,
)
from experts.pool import ExpertPool
from memory.content import ContentMemory
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice

APPS = 14


def test_a_name_only_one_app_shows_singles_it_out():
    shows = {"Notes": ["zorblat", "gallery"], "Inbox": ["gallery"]}
    request = "email ann lee the opening hours of the zorblat gallery"
    assert shown_source(request, shows, APPS) == "Notes"
    assert ranked_sources(request, shows, APPS)[0] == "Notes"


def test_one_common_noun_is_not_enough_but_two_are():
    assert shown_source("text ann lee what the lease says", {"Files": ["lease"]}, APPS) is None
    shows = {"Files": ["lease", "deposit"]}
    assert shown_source("text ann lee the deposit from the lease", shows, APPS) == "Files"


def test_evidence_two_apps_share_singles_out_neither():
    shows = {"Files": ["quarry", "budget"], "Notes": ["quarry", "budget"]}
    assert shown_source("email bo the quarry budget", shows, APPS) is None


def test_the_person_reached_tells_nothing_about_where_the_fact_is():
    assert reached("text vera okoro the code, then send it to ian tull") == {
        "vera",
        "okoro",
        "ian",
        "tull",
    }
    shows = {"People": ["vera", "okoro"], "Chat": ["okoro"]}
    assert shown_source("text vera okoro the gate code", shows, APPS) is None


def test_days_actions_and_app_kinds_tell_nothing():
    shows = {"Inbox": ["tomorrow", "timer", "email", "reply"]}
    assert telling_words("set a timer tomorrow and reply by email", shows) == {}


def test_a_simdroid_survey_enlists_the_app_that_shows_the_unnamed_fact(tmp_path):
    device = SimDevice()
    pool = ExpertPool(tmp_path / "experts.json", device.info.fingerprint)
    content = ContentMemory(tmp_path / "content.json")
    request = "text liam moreau the name of the robot nadia built with her niece"
    team = assemble(request, pool, device, OfflinePolicy(), content=content)
    labels = [m.portrait.labels[0] for m in team.members]
    assert labels[0] == "Chirp" and "Messages" in labels
    assert {"robot", "niece"} <= set(team.members[0].shows)
    assert team.shown[0] == "Chirp"


def test_a_request_in_its_own_words_enlists_no_other_app(tmp_path):
    device = SimDevice()
    pool = ExpertPool(tmp_path / "experts.json", device.info.fingerprint)
    content = ContentMemory(tmp_path / "content.json")
    request = 'Create a calendar event "Trip ideas" tomorrow at 3 PM.'
    team = assemble(request, pool, device, OfflinePolicy(), content=content)
    assert [m.portrait.labels for m in team.members] == [["Calendar"]]
    assert all(not m.shows for m in team.members)


def test_one_common_noun_inside_a_described_thing_passed_on_is_enough():
    shows = {"Files": ["coordinator"], "Notes": []}
    request = "email bo the quarry coordinator job's salary band"
    assert shown_source(request, shows, APPS) == "Files"
    assert shown_source("text ann lee what the lease says", {"Files": ["lease"]}, APPS) is None


def test_with_nothing_singled_out_the_app_showing_a_thing_passed_on_is_first_of_equals():
    shows = {"Files": ["quarry", "return"], "Notes": ["quarry", "return"], "Chat": ["ann"]}
    request = "text ann lee my quarry return date"
    assert shown_source(request, shows, APPS) is None
    assert passed_source(request, shows, APPS) == "Files"
    assert passed_source("text ann lee that the quarry is open", shows, APPS) is None


def test_a_verb_folded_like_a_plural_is_no_name():
    shows = {"Files": ["goe"], "Chirp": ["goe"], "Clock": ["zumba"]}
    request = "text ann lee when my zumba class goes"
    assert ranked_sources(request, shows, APPS)[0] == "Clock"
    assert shown_source("text ann lee what goes on", {"Files": ["goe"]}, APPS) is None


def test_whom_a_thing_is_shared_with_is_reached_but_whom_one_meets_is_not():
    assert reached("Share Ann Lee's card with Bo Chan by text message.") >= {"bo", "chan"}
    assert "isla" not in reached("navigate to where I'm having lunch with Isla this week")


def test_a_name_put_somewhere_or_given_by_a_label_is_no_person_reached():
    assert not reached("add zorbo grill to my contacts") & {"zorbo"}
    assert not reached("save the number, first name zorbo last name grill") & {"zorbo", "grill"}
    assert reached("text zorbo lee to my surprise") >= {"zorbo", "lee"}


def test_two_words_said_side_by_side_are_looked_for_but_not_a_name():
    found = shown_words("whats the zorp review about? text ann lee")
    assert "zorp review" in found
    assert "ann lee" not in found


def test_a_phrase_that_narrows_nothing_does_not_count_twice():
    shows = {"Inbox": ["pull", "request", "pull request", "bug"], "Feed": ["pull", "request"]}
    shows["Feed"].append("pull request")
    narrowed = _narrowing(shows)
    assert "pull request" not in narrowed["Inbox"] and "pull request" not in narrowed["Feed"]
    assert _narrowing({"Plans": ["zorp review"]}) == {"Plans": ["zorp review"]}


def test_a_phrase_only_one_app_shows_singles_it_out():
    shows = {"Plans": ["zorp review"], "Chat": ["text"]}
    assert shown_source("whats the zorp review about? text bo quill", shows, APPS) == "Plans"


def test_a_word_one_app_lists_a_record_under_is_not_shown_by_one_merely_mentioning_it(tmp_path):
    content = ContentMemory(tmp_path / "content.json")
    for n in range(9):
        content.record(f"a.other{n}", f"Other{n}", ["Settings", "Help"])
    content.record("a.files", "Files", ["Garden plan.txt | 135 B, Feb 3"])
    content.record("a.notes", "Notes", ["Grocery list", "Garden gloves", "Eggs"])
    content.record("a.desk", "Desk", ["Garden: water it twice a week"])
    assert showing(content, ["garden"]) == {"Files": ["garden"], "Desk": ["garden"]}
    content.record("a.files", "Files", ["Waffle iron"])
    content.record("a.notes", "Notes", ["Waffle maker"])
    assert showing(content, ["waffle"]) == {"Files": ["waffle"], "Notes": ["waffle"]}


def test_a_simdroid_question_about_a_file_named_thing_enlists_the_files_app(tmp_path):
    device = SimDevice()
    pool = ExpertPool(tmp_path / "experts.json", device.info.fingerprint)
    content = ContentMemory(tmp_path / "content.json")
    request = "what temperature do i bake the sourdough at? tell isla kim"
    team = assemble(request, pool, device, OfflinePolicy(), content=content)
    assert {"Files", "Messages"} <= {m.portrait.labels[0] for m in team.members}
