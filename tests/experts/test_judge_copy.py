"""A copy done by hand: the run noted a value on one screen and typed it in another. The judge
takes the typing of the noted value as the copy done, and only that."""

from __future__ import annotations

from mobilexperts.operations import Think
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session

REQUEST = 'copy the newest code from my texts into a new page in pages titled "Zap quorn"'


def _page_with(text: str, noted: str) -> Session:
    """Messages opened and ``noted`` written down, then a new page holding ``text``."""
    session = Session(SimDevice())
    session.open("Messages")
    session.note(Think(flow="write", goal="the newest code", content=noted))
    session.open("Pages")
    session.tap("new_page")
    session.type("page_body", text)
    session.type("page_title", "Zap quorn")
    session.back()
    return session


def _code() -> str:
    last = SimDevice().state()["messages"]["threads"][0]["messages"][-1]["text"]
    return next(word for word in last.replace(".", " ").split() if word.isdigit())


def test_typing_the_noted_value_is_the_copy_done() -> None:
    code = _code()
    judged = _page_with(code, code).judge(REQUEST)
    assert judged.verdict == "done", judged.reason


def test_typing_something_else_than_the_note_is_no_copy() -> None:
    code = _code()
    judged = _page_with("4242", code).judge(REQUEST)
    assert judged.verdict != "done"
