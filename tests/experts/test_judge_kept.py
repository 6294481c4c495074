"""The offline judge on values a run left no text of on its last screen: a web address typed
where the box also searches (the site opened), and a reply left with Back for a request that
keeps it unsent (a draft)."""

from __future__ import annotations

from experts.offline.judge_values import drafted, submitted
from mobilexperts.operations import Text
from mobilexperts.perception.context import ElementContext
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _typed_and_entered(session: Session, field_id: str, text: str) -> None:
    before = session.screen()
    box = next(e for e in before.elements if ElementContext.of(e).id.endswith(field_id))
    session.device.tap(*box.center)
    session.device.input_text(text, clear=True)
    session.device.press("enter")
    session._log(Text(content=text, index=box.index, submit=True), before, ElementContext.of(box))


def test_a_web_address_typed_into_a_box_that_also_searches_is_handled() -> None:
    device = SimDevice()
    device.launch("Browser")
    session = Session(device)
    _typed_and_entered(session, "url_bar", "papers.example.org")
    context = session.judge_context("Download a paper from papers.example.org")
    assert submitted(context, "papers.example.org")
    searched = Session(SimDevice())
    searched.device.launch("Browser")
    _typed_and_entered(searched, "url_bar", "quorn recipes")
    assert not submitted(searched.judge_context("Send quorn recipes to Ann"), "quorn recipes")


def test_a_reply_left_with_back_is_a_draft_only_for_a_request_that_keeps_it_unsent() -> None:
    device = SimDevice()
    device.launch("Mail")
    session = Session(device)
    session.tap("Compose")
    session.type("body", "Thursday suits me")
    assert not drafted(session.judge_context("reply saying Thursday suits me"), "Thursday suits me")
    session.back()
    session.back()
    kept = "draft a reply saying Thursday suits me, don't send it"
    assert drafted(session.judge_context(kept), "Thursday suits me")
    assert not drafted(session.judge_context("reply saying Thursday suits me"), "Thursday suits me")
