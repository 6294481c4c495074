"""An email said to be "about" something: what it is about is its subject, the one-word name
right after the sending verb is whom it goes to, and a run sends it with that subject."""

from __future__ import annotations

from pathlib import Path

from experts.offline.entries import entries
from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def _typed(request: str) -> dict[str, str]:
    return {e.role: e.value for e in entries(parse_goal(request))}


def test_what_an_email_is_about_is_its_subject_and_the_word_after_the_verb_its_recipient() -> None:
    assert _typed("email zed about the zorb fair") == {"to": "Zed", "subject": "Zorb fair"}
    told = _typed("send zed an email about zorbs saying they are in")
    assert told == {"to": "Zed", "subject": "Zorbs", "message": "they are in"}
    dated = _typed("email zed@quorn.example.net about the zorb fair tomorrow")
    assert dated["subject"] == "Zorb fair tomorrow" and "date" not in dated


def test_a_text_or_a_pronoun_topic_gets_no_subject() -> None:
    assert _typed("text zed about zorbs") == {"to": "Zed"}
    assert "subject" not in _typed("email zed about it")
    assert _typed('email zed about zorbs with the subject "Quorn"')["subject"] == "Quorn"
    assert "to" not in _typed("email everyone about the zorbs")


def test_an_email_about_a_topic_is_sent_to_the_person_with_that_subject(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, "email hiro about the invoice", device)
    sent = [(m["to"], m["subject"]) for m in device.state()["mail"]["sent"]]
    assert run.done
    assert ("hiro.quist@example.com", "Invoice") in sent
