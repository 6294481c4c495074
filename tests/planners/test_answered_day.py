"""A date key keeps the day a finding node's brief answer gives over a bare clock time read off
its last screen (issue #13, cross48): the clock by a mail's header is when the mail was sent,
not when the thing it tells of happens."""

from __future__ import annotations

from memory.pool import Key
from mobilexperts.config import Settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.sim.device import SimDevice
from planners.expert import SubtaskResult, produced
from tests.experts.judge_session import Session


def test_a_date_key_keeps_the_answered_day_over_the_clock_of_a_mail_header(tmp_path) -> None:
    phone = SimDevice(seed=0)
    phone.launch("Mail")
    session = Session(phone)
    session.tap(next(e.label for e in session.screen().elements if "offsite" in e.label.lower()))
    key = Key(name="offsite_happen_time", type="date")
    asked = "When does kavya's offsite happen in Mail?"
    done = SubtaskResult(done=True, answer="March 26")
    model = build_run_model(Settings(data_dir=tmp_path)).model
    uses = {key.name: ["put {offsite_happen_time} on my calendar as Offsite"]}
    values = produced([key], asked, done, session.screen(), model, uses)
    assert values[key.name] == "March 26"
