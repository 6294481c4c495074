"""A person named by one word several contacts share ("text kim", "what is kim's number"):
the run stops undone and asks which one, instead of acting on whichever row comes first.
Whole runs of the offline policy on SimDroid (seed 0 has Isla Kim and
Rosa Kim) assert the phone's state and the run's claim."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def _sent(device: SimDevice) -> int:
    threads = device.state()["messages"]["threads"]
    return sum(m["outgoing"] for t in threads for m in t["messages"])


def test_a_text_to_a_surname_two_contacts_share_is_not_sent(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    before = _sent(device)
    found = run_offline(tmp_path, "text kim: running late", device)
    assert _sent(device) == before
    assert not found.done
    assert "Isla Kim" in found.answer and "Rosa Kim" in found.answer


def test_a_question_about_a_shared_surname_asks_which_person(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "what is kim's phone number", SimDevice(seed=0))
    assert not found.done
    assert "Isla Kim" in found.answer and "Rosa Kim" in found.answer


def test_the_full_name_or_another_word_of_the_request_picks_one(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "text rosa kim: running late", device)
    threads = device.state()["messages"]["threads"]
    sent = [t for t in threads if t["messages"] and t["messages"][-1]["text"] == "running late"]
    assert [t["address"] for t in sent] == ["(510) 555-0192"]
    assert found.done
