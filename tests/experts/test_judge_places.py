"""The judge on where and how a request's work was done: the control of the state a request
marks, the app that keeps one's own list, a control used on something the request does not name,
a tool given the request's values, and a control that puts the item somewhere else."""

from __future__ import annotations

from mobilexperts.operations import UseTool
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session, contacts


def test_marking_an_item_as_a_state_needs_the_control_of_that_state() -> None:
    device = SimDevice()
    device.launch("Mail")
    session = Session(device)
    session.tap("Kavya Fischer")
    session.tap("Not starred")
    starred = session.judge("mark kavya fischer's email as unread")
    assert starred.verdict == "unsure" and "'unread'" in starred.reason
    session.tap("Mark unread")
    assert session.judge("mark kavya fischer's email as unread").accepted


def test_things_kept_in_one_s_own_list_need_an_app_that_keeps_them_opened() -> None:
    session = contacts()
    session.tap("Bruno Patel")
    session.tap("Add to favorites")
    elsewhere = session.judge("bruno patel is a favourite now, tick it off my to-do list")
    assert elsewhere.verdict == "not_done" and "'to-do list'" in elsewhere.reason
    device = SimDevice()
    device.launch("Pages")
    pages = Session(device)
    pages.tap("To-do list")
    pages.tap("Return library books")
    assert pages.judge("tick off return library books on my to-do list").accepted


def test_a_control_used_on_something_the_request_does_not_name_is_no_evidence() -> None:
    device = SimDevice()
    device.launch("Settings")
    session = Session(device)
    session.tap("Connected devices")
    wrong = session.judge("connect to the cafe guest wifi")
    assert wrong.verdict == "unsure" and "cafe guest wifi" in wrong.reason
    device = SimDevice()
    device.launch("Settings")
    right = Session(device)
    right.tap("Network & internet")
    right.tap("Cafe Guest")
    assert right.judge("connect to the cafe guest wifi").accepted


def _as_tool(session: Session, name: str, args: dict[str, str]) -> None:
    """The session's steps replaced by one use of a tool that did them (a tool's own taps are
    not in the run's history)."""
    first = session.history[0]
    session.history = [
        first.model_copy(
            update={
                "operation": UseTool(name=name, args=args),
                "text": name,
                "target": None,
                "signature_after": session.history[-1].signature_after,
            }
        )
    ]


def test_a_tool_given_the_request_s_values_is_evidence_of_a_delete_and_a_time() -> None:
    device = SimDevice()
    device.launch("Mail")
    session = Session(device)
    session.tap("Tech Weekly")
    session.tap("delete")
    _as_tool(session, "delete_mail", {"sender": "Tech Weekly"})
    assert session.judge("Delete the Tech Weekly newsletter").accepted
    _as_tool(session, "delete_mail", {"sender": "Northbank"})
    assert not session.judge("Delete the Tech Weekly newsletter").accepted


def test_a_control_that_puts_the_item_in_another_place_is_not_the_request_s() -> None:
    device = SimDevice()
    device.launch("Shop")
    session = Session(device)
    session.tap("Sonara Pods Lite")
    session.tap("Add to cart")
    request = "add the sonara pods lite to my wishlist"
    cart = session.judge(request)
    assert cart.verdict == "not_done" and "'Add to cart'" in cart.reason
    assert session.judge("add the sonara pods lite to my cart").accepted


def test_a_verified_tool_given_every_value_of_the_request_as_the_last_action_did_it() -> None:
    device = SimDevice()
    device.launch("Clock")
    session = Session(device)
    session.tap("Timer")
    _as_tool(session, "start_timer", {"minutes": "40"})
    judged = session.judge("timer for 40 mins")
    assert judged.accepted and "start_timer" in judged.evidence[0].state
    _as_tool(session, "start_timer", {"minutes": "12"})
    assert not session.judge("timer for 40 mins").accepted
