"""The judge refuses a run of several steps that never typed the words one step writes, even
when another step's value (a typed address) shows as submitted."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session

REQUEST = "go to papers.example.org, then make a new page and write two lines about it in the body"


def _browsed_then_paged(body: str) -> Session:
    session = Session(SimDevice())
    session.open("Browser")
    session.type("url_bar", "papers.example.org", submit=True)
    session.open("Pages")
    session.tap("new_page")
    if body:
        session.type("page_body", body)
    session.back()
    return session


def test_a_step_that_writes_words_is_undone_when_nothing_was_typed_for_it() -> None:
    judged = _browsed_then_paged("").judge(REQUEST)
    assert judged.verdict != "done"
    assert "'write'" in judged.reason


def test_a_typed_body_is_not_refused_as_unwritten() -> None:
    judged = _browsed_then_paged("Agents pick tools by cost.").judge(REQUEST)
    assert "'write'" not in judged.reason
