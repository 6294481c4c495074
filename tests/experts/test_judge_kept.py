"""The offline judge on values a run left no text of on its last screen: a web address typed
where the box also searches (the site opened), and a reply left with Back for a request that
keeps it unsent (a draft); a record named by its maker and its kind, said in two places."""

from __future__ import annotations

from experts.offline.judge_final import FinalScreen
from experts.offline.judge_values import drafted, shown_apart, submitted
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


def test_a_makers_record_is_shown_by_its_kind_heading_and_a_line_naming_the_maker() -> None:
    session = Session(SimDevice())
    session.open("Files")
    session.tap("Downloads")
    session.tap("invoice_INV-20417.pdf")
    context = session.judge_context("how much is due on the northwind invoice?", "$847.00")
    final = FinalScreen(context)
    assert shown_apart(final, "Northwind Invoice") is not None
    assert shown_apart(final, "Northwind Receipt") is None
    assert shown_apart(final, "Southwind Invoice") is None
    assert session.judge("how much is due on the northwind invoice?", "$847.00").verdict == "done"
