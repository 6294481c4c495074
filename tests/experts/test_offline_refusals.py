"""The judge's refusal drives the next step: a refused Stop comes back typed, and the offline
policy answers its kind once, on the screen the run is on. Screens come from SimDroid driven as
a person would; each check is made with and without the refusal, so it could fail either way."""

from __future__ import annotations

from pathlib import Path

from experts.context import DecideContext, Refusal
from experts.offline.goal import parse_goal
from experts.offline.plan import Plan
from experts.offline.refusals import answer_refusal, in_shape
from experts.offline.view import View
from experts.schemas import Decision
from mobilexperts.operations import Tap, Text
from mobilexperts.perception.context import ScreenContext
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session, contacts
from tests.experts.offline_run import run_offline


def _answer(session: Session, request: str, refused: Refusal | None) -> Decision | None:
    context = DecideContext(
        instruction=request,
        history=session.history,
        screen=ScreenContext.of(session.screen()),
        apps=["Contacts"],
        refused=refused,
    )
    goal = parse_goal(request)
    view = View(context, goal)
    return answer_refusal(goal, view, Plan(goal, view))


def test_a_form_left_unsubmitted_is_committed_after_the_refusal() -> None:
    session = contacts()
    session.tap("Create contact")
    session.type("First name", "Zorba")
    request = "add a contact named Zorba"
    judgement = session.judge(request)
    assert (judgement.kind, judgement.subject) == ("unsubmitted", "Save")
    assert _answer(session, request, None) is None
    refused = Refusal.of(judgement, len(session.history))
    answer = _answer(session, request, refused)
    assert answer is not None and isinstance(answer.operation, Tap)
    save = next(e for e in session.screen().elements if e.label == "Save")
    assert answer.operation.index == save.index
    session.tap("Save")
    assert _answer(session, request, refused) is None  # answered once; the run went on


def _new_contact_with_phone() -> Session:
    session = contacts()
    session.tap("Create contact")
    session.type("Phone", "415-555-0177")
    return session


def test_a_form_that_refused_its_submit_gets_the_value_its_error_line_asks_for() -> None:
    session = _new_contact_with_phone()
    session.tap("Save")
    request = "add a contact: Zorba Quill 415-555-0177"
    judgement = session.judge(request)
    assert judgement.kind == "unsubmitted"
    answer = _answer(session, request, Refusal.of(judgement, len(session.history)))
    assert answer is not None and isinstance(answer.operation, Text)
    first = next(e for e in session.screen().elements if e.editable and e.label == "First name")
    assert (answer.operation.content, answer.operation.index) == ("Zorba Quill", first.index)
    changed = "change zorba quill's number to 415-555-0177"
    assert _answer(session, changed, Refusal.of(judgement, len(session.history))) is None


def test_a_change_typed_into_a_form_of_no_item_it_names_is_not_committed() -> None:
    session = _new_contact_with_phone()
    request = "change zorba quill's number to 415-555-0177"
    judgement = session.judge(request)
    assert judgement.kind == "unsubmitted"
    assert _answer(session, request, Refusal.of(judgement, len(session.history))) is None
    session.type("First name", "Zorba Quill")
    answer = _answer(session, request, Refusal.of(session.judge(request), len(session.history)))
    assert answer is not None and isinstance(answer.operation, Tap)


def test_a_value_the_form_refused_is_typed_again_the_way_its_example_writes_one() -> None:
    assert in_shape("4 zeptember", "Enter a date like March 21") is None  # not a month
    assert in_shape("4 july", "Enter a date like March 21") == "July 4"
    assert in_shape("7 pm", "Enter a time like 07:30") == "19:00"
    assert in_shape("19:05", "Enter a time like 7:30 PM") == "7:05 PM"
    session = contacts()
    session.tap("Tara Usman")
    session.tap("Edit contact")
    session.type("Birthday (e.g. March 21)", "4 july")
    session.tap("Save")
    request = "bday of tara usman is 4 july"
    judgement = session.judge(request)
    assert judgement.kind == "unsubmitted"
    answer = _answer(session, request, Refusal.of(judgement, len(session.history)))
    assert answer is not None and isinstance(answer.operation, Text)
    assert answer.operation.content == "July 4"
    session.type("4 july", "July 4", clear=True)
    session.tap("Save")
    tara = next(c for c in session.device.state()["contacts"]["contacts"] if c["first"] == "Tara")
    assert tara["birthday"] == "July 4"


def test_a_switch_read_in_the_other_state_is_turned_after_the_refusal() -> None:
    session = Session(SimDevice(seed=0))
    session.open("Settings")
    session.tap("Connected devices")
    request = "turn bluetooth on"
    judgement = session.judge(request)
    assert (judgement.kind, judgement.subject) == ("off", "Use Bluetooth")
    answer = _answer(session, request, Refusal.of(judgement, len(session.history)))
    switch = next(e for e in session.screen().elements if e.label == "Use Bluetooth")
    assert answer is not None and isinstance(answer.operation, Tap)
    assert answer.operation.index == switch.index
    session.tap("Use Bluetooth")
    assert session.judge(request).accepted
    assert _answer(session, "turn bluetooth off", None) is None


def test_the_refusal_reaches_the_next_decision_of_a_whole_run(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, "bday of tara usman is 4 july", device)
    tara = next(c for c in device.state()["contacts"]["contacts"] if c["first"] == "Tara")
    assert run.done and tara["birthday"] == "July 4"
    refused = [
        s for s in run.steps if s.operation.kind == "text" and s.operation.content == "July 4"
    ]
    assert refused, "the date was typed again after the refusal"


def test_a_form_the_request_keeps_unsent_is_not_committed_after_the_refusal() -> None:
    session = Session(SimDevice(seed=0))
    session.open("Mail")
    session.tap("Compose")
    session.type("to", "zed@quorn.example.net")
    session.type("Compose email", "zorb at noon")
    request = "write a draft to zed@quorn.example.net saying zorb at noon but don't send it"
    judgement = session.judge(request)
    assert judgement.kind == "unsubmitted"
    assert _answer(session, request, Refusal.of(judgement, len(session.history))) is None
    sending = "email zed@quorn.example.net saying zorb at noon"
    judgement = session.judge(sending)
    assert judgement.kind == "unsubmitted"
    answer = _answer(session, sending, Refusal.of(judgement, len(session.history)))
    assert answer is not None and isinstance(answer.operation, Tap)
