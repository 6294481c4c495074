"""The judge on answers to questions: the answer is what the screen gives for the question's
own word, not a number beside a word that only shares its stem."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.judge_session import Session


def _profile(name: str) -> Session:
    device = SimDevice()
    device.launch("Chirp")
    session = Session(device)
    session.tap("Search and Explore")
    field = next(e for e in session.screen().elements if e.editable)
    session.type(field.label, name)
    session.device.press("enter")
    session.tap("People")
    row = next(e for e in session.screen().elements if e.label.startswith(f"{name} | @"))
    session.tap(row.label)
    return session


def test_a_number_beside_another_word_of_the_same_stem_is_no_answer() -> None:
    session = _profile("Tara Usman")
    asked = "how many followers does tara usman have on chirp"
    wrong = session.judge(asked, answer="137")
    assert wrong.verdict == "not_done" and "4,894 Followers" in wrong.reason
    assert session.judge(asked, answer="4,894").accepted
    assert session.judge("how many people does tara usman follow on chirp", "137").accepted
