"""A thing said first and asked about after ("the zorp post, where was it taken?") is one
question about the thing; an app's label said as the verb of a clause ("..., zapline it") posts
what was found in that app. Names and apps are invented; the last test runs on SimDroid."""

from __future__ import annotations

from pathlib import Path

from experts.offline.app_verbs import app_verb_clauses
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from planners.sentences import undislocated
from planners.team import plan_team
from tests.planners.conftest import run_offline_team

FEED, MAIL, STORE, SOCIAL = "Quib Photos", "Inbox Mail", "Quib App Store", "Zapline"
PHOTOS = "Zapgram"


def test_a_thing_said_first_is_put_where_the_question_points_back_at_it():
    assert undislocated("the zorp post on my feed, where was it taken") == (
        "where was the zorp post on my feed taken"
    )
    assert undislocated("my quib page, how many zaps has it got") == (
        "how many zaps has my quib page got"
    )
    assert undislocated("bo quorn's club, whats it called") == "what is bo quorn's club"
    assert undislocated("the zorp, what is its size") == "what is the zorp's size"
    assert undislocated("after lunch, text bo") == "after lunch, text bo"


def test_the_plan_asks_about_the_thing_said_first_and_mails_the_answer(team_of):
    request = "the zorp post in quib photos, where was it taken? email bo quorn"
    find, mail = plan_team(request, team_of(MAIL, FEED), OfflinePolicy()).nodes
    assert find.expert == f"{FEED} expert"
    assert find.subtask.startswith("Where was the zorp post")
    assert [k.name for k in find.produces] == [k.name for k in mail.needs]


def test_an_apps_label_said_as_a_verb_posts_in_that_app():
    apps = [SOCIAL, MAIL]
    assert app_verb_clauses("how big is the quib app? zapline it", apps) == (
        f"how big is the quib app? post it on {SOCIAL}"
    )
    assert app_verb_clauses("find the zorp and then zapline the price", apps) == (
        f"find the zorp and then post the price on {SOCIAL}"
    )
    assert app_verb_clauses("check my inbox mail, then mail it", apps) == (
        "check my inbox mail, then mail it"
    )


def test_the_plan_finds_first_and_posts_in_the_app_said_as_a_verb(team_of):
    request = "how many zaps has the quib app got in the store? zapline it"
    find, post = plan_team(request, team_of(SOCIAL, STORE), OfflinePolicy()).nodes
    assert find.expert == f"{STORE} expert"
    assert post.expert == f"{SOCIAL} expert"
    assert post.subtask.startswith("post")
    assert [k.name for k in find.produces] == [k.name for k in post.needs]


def test_where_a_feeds_post_was_taken_is_texted(tmp_path: Path):
    phone = SimDevice(seed=0)
    request = "the tonkotsu ramen post on snapgram, where was it taken? text hiro quist"
    run_offline_team(request, phone, tmp_path)
    threads = phone.state()["messages"]["threads"]
    sent = [m["text"] for t in threads if t["address"] == "(415) 555-0150" for m in t["messages"]]
    assert sent and "Fukuoka" in sent[-1]


def test_the_app_named_after_a_mailed_thing_is_where_the_thing_is(team_of):
    request = "email bo quorn the caption of ann's zorp photo on zapgram"
    find, mail = plan_team(request, team_of(MAIL, PHOTOS), OfflinePolicy()).nodes
    assert find.expert == f"{PHOTOS} expert"
    assert mail.expert == f"{MAIL} expert"
    assert PHOTOS.lower() not in mail.subtask.lower()
    assert [k.name for k in find.produces] == [k.name for k in mail.needs]


def test_a_count_asked_is_kept_under_what_is_counted(team_of):
    request = "how many zaps has the quib app got in the store? email bo quorn"
    find, _ = plan_team(request, team_of(MAIL, STORE), OfflinePolicy()).nodes
    assert find.produces[0].name == "zap"


def test_a_count_with_its_magnitude_is_posted_whole(tmp_path: Path):
    phone = SimDevice(seed=0)
    request = "how many downloads has sudoku master got in the store? chirp it"
    run_offline_team(request, phone, tmp_path)
    posts = phone.state()["chirp"]["posts"]
    assert posts[0]["author"] == "alexmorgan" and "50M" in posts[0]["text"]
