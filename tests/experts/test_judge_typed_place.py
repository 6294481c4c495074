"""The judge on where a run's work landed: a reply typed under another post, or as a post of
its own, is not the request's reply; a question that also orders a change is not answered by
the screen alone when no control of that change was used; a field's value ends where the form's
other part is said."""

from __future__ import annotations

from experts.offline.goal import parse_goal
from experts.offline.judge_fit import _given
from experts.offline.judge_order import ordered_verbs
from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session, maps_place


def _replied(text: str) -> Session:
    """A reply typed under the first post of the Chirp feed and sent."""
    device = SimDevice()
    device.launch("Chirp")
    session = Session(device)
    session.tap("Reply")
    field = next(e for e in session.screen().elements if e.editable)
    session.type(field.label, text)
    session.tap("Reply")
    return session


def test_a_reply_counts_only_under_the_post_the_request_names() -> None:
    session = _replied("congrats!")
    assert session.judge("reply to dana's half marathon post on chirp: congrats!").accepted
    other = session.judge("reply to rosa's robotics post on chirp: congrats!")
    assert other.verdict == "unsure" and "robot" in other.reason


def test_a_reply_from_the_post_s_own_screen_reads_the_post() -> None:
    device = SimDevice()
    device.launch("Chirp")
    session = Session(device)
    session.tap_element(
        next(e for e in session.screen().elements if e.label.startswith("Dana Varga |"))
    )
    session.tap("Reply")
    session.type(next(e for e in session.screen().elements if e.editable).label, "congrats!")
    session.tap("Reply")
    assert session.judge("reply to dana's half marathon post on chirp: congrats!").accepted
    assert not session.judge("reply to rosa's robotics post on chirp: congrats!").accepted


def test_a_question_that_also_saves_needs_the_save_used() -> None:
    session = maps_place("Silk Road Grill")
    asked = "what time does silk road grill close"
    assert session.judge(asked, answer="11 PM").accepted
    both = session.judge(f"{asked} and save it", answer="11 PM")
    assert both.verdict == "unsure" and "save" in both.reason
    session.tap("Save")
    assert session.judge(f"{asked} and save it", answer="11 PM").accepted


def test_only_verbs_that_change_state_are_ordered() -> None:
    assert ordered_verbs(parse_goal("how about starring the zorp mail")) == ["star"]
    assert ordered_verbs(parse_goal("find the quib's address")) == []
    assert ordered_verbs(parse_goal("where is the zorp? take me there")) == []


def test_a_field_s_value_ends_where_the_form_s_other_part_begins() -> None:
    assert _given("Zib", "email a@b.org subject Zib body quorn at noon")
    assert _given("Zib", "send a@b.org a mail titled Zib saying quorn today")
    assert _given("Zib", "new page called Zib with quorn in it")
    assert not _given("Zib", "new page called Zib quorn")
