"""A figure read off a feed ("4,556 likes") is the figure of the post whose texts show it, so
a question naming another post ("my weekend ride post") is not answered with it."""

from __future__ import annotations

from experts.offline.lexicon import common_words
from experts.offline.names import unknown
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_the_first_posts_likes_are_no_answer_for_another_post(tmp_path) -> None:
    run = run_offline(
        tmp_path,
        "How many likes did my weekend ride post on Snapgram get?",
        SimDevice(seed=0),
        max_steps=25,
    )
    assert "4,556" not in (run.answer or "")
    assert "11 likes" not in (run.answer or "")


def test_a_profiles_posts_are_opened_until_the_one_named_shows_its_caption(tmp_path) -> None:
    run = run_offline(
        tmp_path,
        "What is the caption of bruno's jazz photo in Snapgram?",
        SimDevice(seed=0),
        max_steps=25,
    )
    assert "Jazz night downtown" in (run.answer or "")


def test_words_for_what_screens_show_are_no_names() -> None:
    assert not unknown("caption", common_words(), set())
    assert not unknown("urls", common_words(), set())
    assert unknown("zorblat", common_words(), set())


def test_a_who_question_is_never_answered_with_a_caption(tmp_path) -> None:
    run = run_offline(
        tmp_path,
        "who left the first comment on bruno's jazz photo on Snapgram?",
        SimDevice(seed=0),
        max_steps=25,
    )
    assert "#jazz" not in (run.answer or "")
