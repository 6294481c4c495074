"""A record's bare "Date" caption is the record's own date: asked the date of a thing the
record talks about, the run reads the text that says the thing with its date; asked when the
record came, the caption still answers."""

from __future__ import annotations

from pathlib import Path

from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_the_date_of_a_thing_a_mail_talks_about_is_the_one_its_text_says(tmp_path: Path) -> None:
    run = run_offline(tmp_path, "What date is kavya's offsite in Mail?", SimDevice(seed=0))
    assert run.done and "March 26" in run.answer


def test_the_date_a_mail_came_is_still_its_own_date(tmp_path: Path) -> None:
    run = run_offline(tmp_path, "What date did kavya email me in Mail?", SimDevice(seed=0))
    assert run.done and "Mar 13" in run.answer
