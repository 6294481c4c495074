"""A text written where Messages came back inside a conversation (issue #13, cross60): a team
node may find the app on the thread an earlier node left open. Inside the recipient's own
thread the run sends there and stops; inside someone else's thread it types nothing there and
goes up to the recipient first."""

from __future__ import annotations

from evals.reference import Selector, find
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def _left_inside(name: str) -> SimDevice:
    """A seed-0 phone whose Messages was left on ``name``'s thread."""
    phone = SimDevice(seed=0)
    phone.launch("Messages")
    phone.tap(*find(phone.observe().xml, Selector(text=name)))
    phone.press("home")
    return phone


def _last(phone: SimDevice, number: str) -> dict:
    thread = next(t for t in phone.state()["messages"]["threads"] if t["address"] == number)
    return thread["messages"][-1]


def test_a_text_sent_inside_the_recipients_own_thread_ends_the_run(tmp_path) -> None:
    phone = _left_inside("Omar Xu")
    run = run_offline(tmp_path, 'reply to omar "$32.99" in Messages', phone, max_steps=8)
    last = _last(phone, "(408) 555-0191")
    assert run.done and last["outgoing"] and last["text"] == "$32.99"
    assert len(run.steps) <= 4


def test_a_text_is_not_typed_into_someone_elses_thread(tmp_path) -> None:
    phone = _left_inside("Priya Ibrahim")
    run = run_offline(tmp_path, 'text omar "$32.99" in Messages', phone, max_steps=10)
    assert run.done
    assert _last(phone, "(408) 555-0191")["text"] == "$32.99"
    assert _last(phone, "(646) 555-0156")["text"] != "$32.99"
