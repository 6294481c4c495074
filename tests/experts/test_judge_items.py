"""The judge sets what the final screen says of the one item against what the request says it
must be: the date the request gives it, the least rating it allows, and a thing passed on that
the run must have touched. Each check is made where it fails and where it holds."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def test_an_item_page_showing_another_date_is_not_the_date_asked() -> None:
    device = SimDevice()
    device.launch("Calendar")
    session = Session(device)
    device.swipe(540, 1800, 540, 900)
    row = next(e.label for e in session.screen().elements if e.label.startswith("Dentist"))
    session.tap(row)
    session.tap("Edit event")
    session.type("Dentist appointment", " zap")
    session.tap("Save")
    moved = session.judge("push the dentist appointment zap to the 19th")
    assert moved.verdict == "not_done" and "March 17" in moved.reason
    kept = session.judge("push the dentist appointment zap to tuesday the 17th")
    assert "date" not in kept.reason


def test_an_item_rated_below_the_least_asked_is_the_wrong_one() -> None:
    device = SimDevice()
    device.launch("Shop")
    session = Session(device)
    session.type("Search Shop", "Brewmate Electric Kettle")
    device.press("enter")
    row = next(
        e.label
        for e in session.screen().elements
        if e.label.startswith("Brewmate Electric Kettle 1.7L")
    )
    session.tap(row)
    session.tap("Add to cart")
    low = session.judge("put a kettle rated at least 4 stars in my cart")
    assert low.verdict == "not_done" and "3.7" in low.reason
    assert session.judge("put a 3.5+ star kettle in my cart").accepted


def test_a_thing_passed_on_must_be_one_the_run_touched() -> None:
    request = "email the zapline minutes to dana.varga@example.com"
    device = SimDevice()
    device.launch("Mail")
    empty = Session(device)
    empty.tap("Compose")
    empty.type("to", "dana.varga@example.com")
    empty.tap("Send")
    empty.tap("button1")
    judged = empty.judge(request)
    assert judged.verdict == "unsure" and "zapline minutes" in judged.reason
    device = SimDevice()
    device.launch("Mail")
    named = Session(device)
    named.tap("Compose")
    named.type("to", "dana.varga@example.com")
    named.type("Subject", "Zapline minutes")
    named.tap("Send")
    assert named.judge(request).accepted


def _opened_invoice(session: Session) -> None:
    session.type("Search in mail", "Invoice 2026-031")
    session.device.press("enter")
    row = next(e.label for e in session.screen().elements if e.label.startswith("Hiro Quist"))
    session.tap(row)


def test_a_thing_put_down_before_a_fresh_message_was_not_passed_on() -> None:
    request = "forward the invoice 2026-031 mail to zap@quorn.example.org"
    device = SimDevice()
    device.launch("Mail")
    afresh = Session(device)
    _opened_invoice(afresh)
    afresh.back()
    afresh.back()
    afresh.tap("Compose")
    afresh.type("to", "zap@quorn.example.org")
    afresh.tap("Send")
    afresh.tap("button1")
    judged = afresh.judge(request)
    assert judged.verdict == "unsure" and "invoice 2026-031" in judged.reason
    device = SimDevice()
    device.launch("Mail")
    forwarded = Session(device)
    _opened_invoice(forwarded)
    forwarded.tap("Forward")
    forwarded.type("to", "zap@quorn.example.org")
    forwarded.tap("Send")
    assert forwarded.judge(request).accepted
