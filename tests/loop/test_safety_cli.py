"""The CLI's handover: the run pauses at a sensitive step and reads the person's answer."""

from __future__ import annotations

import io
import json

import pytest

from mobilexperts.cli import main
from mobilexperts.runs import load_run

BUY = "Buy the Auralis Fit Earbuds in Shop"


def run(monkeypatch, capsys, answers: str, *args: str) -> tuple[int, str, dict]:
    monkeypatch.setattr("sys.stdin", io.StringIO(answers))  # the person at the terminal
    with pytest.raises(SystemExit) as info:
        main(["run", "--single", BUY, "--no-learn", "--max-steps", "7", "--json", *args])
    out = capsys.readouterr().out
    return info.value.code or 0, out, json.loads(out.strip().splitlines()[-1])


def test_the_person_acts_from_the_terminal_on_simdroid_and_the_record_shows_it(monkeypatch, capsys):
    _, out, summary = run(monkeypatch, capsys, "back\n\n")
    assert 'sensitive step confirming a purchase: tap [19] "Place your order"' in out
    steps = load_run(summary["run_dir"]).steps
    handed = [s for s in steps if s.handover is not None]
    assert len(handed) == 1
    assert handed[0].handover.choice == "person"
    assert handed[0].handover.note == "the person did: back"
    report = (load_run(summary["run_dir"]).run_dir / "report.html").read_text()
    assert "handed over" in report and "the person did it" in report


def test_no_answer_aborts_and_allow_purchase_does_not_pause(monkeypatch, capsys):
    code, out, summary = run(monkeypatch, capsys, "")
    assert code == 1 and summary["stop_reason"].startswith("aborted at confirming a purchase")
    _, out, summary = run(monkeypatch, capsys, "", "--allow", "purchase")
    assert "sensitive step" not in out
    assert not summary["stop_reason"].startswith("aborted")


def test_an_unknown_category_is_a_usage_error(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    with pytest.raises(SystemExit) as info:
        main(["run", "--single", BUY, "--allow", "purchases"])
    assert info.value.code == 2
    assert "unknown sensitive-step category 'purchases'" in capsys.readouterr().err


def test_the_config_allows_a_category_per_device(monkeypatch, capsys, tmp_path):
    config = tmp_path / "config.toml"
    config.write_text('[safety.devices]\nsim = ["purchase"]\n')
    monkeypatch.setenv("MOBILEXPERTS_CONFIG", str(config))
    _, out, _ = run(monkeypatch, capsys, "")
    assert "sensitive step" not in out
