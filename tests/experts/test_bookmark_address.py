"""A web address asked of a bookmark ("the url of my zorp bookmark") is the address part of
the bookmark's row; one thing of a list called by what the list holds ("my zorp bookmark") is
looked for in that list."""

from __future__ import annotations

from experts.offline.secondary import said_list
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_one_thing_called_by_its_list_is_in_that_list() -> None:
    assert said_list("what is the url of my zorp bookmark") == "bookmark"
    assert said_list("send bo my quib draft") == "draft"
    assert said_list("bookmark the zorp page") == ""
    assert said_list("draft an email to bo") == ""


def test_a_bookmarks_web_address_is_read_off_its_row(tmp_path) -> None:
    run = run_offline(
        tmp_path,
        "What is the web address of my encyclopedia bookmark in Browser?",
        SimDevice(seed=0),
        max_steps=25,
    )
    assert run.answer == "wiki.example.org"


def test_the_row_of_the_bookmark_named_gives_the_address(tmp_path) -> None:
    run = run_offline(
        tmp_path,
        "What is the url of the eprint archive I bookmarked in Browser?",
        SimDevice(seed=0),
        max_steps=25,
    )
    assert run.answer == "papers.example.org"
