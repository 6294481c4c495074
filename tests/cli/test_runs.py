"""``runs list | show | open``, ``replay RUN`` with its divergence report, ``tasks list``."""

from __future__ import annotations

import json
import shlex
import shutil
from pathlib import Path

import pytest

from evals.checker import prepare
from evals.tasks import find_task
from experts.replay import replay_run
from mobilexperts.cli import main
from mobilexperts.runs import load_run
from mobilexperts.sim.options import SimOptions, parse_perturb
from tests.conftest import isolated

# The tests share one recorded run: they run on one worker so it is made once.
pytestmark = pytest.mark.xdist_group("cli_runs")


def cli(*argv: str) -> int:
    with pytest.raises(SystemExit) as info:
        main(list(argv))
    return info.value.code or 0


@pytest.fixture(scope="module")
def seeded(tmp_path_factory) -> Path:
    """A data dir holding one finished run of a suite task."""
    with isolated(tmp_path_factory.mktemp("runs-seed")) as data:
        assert cli("run", "--single", "--task", "mail_send_email", "--no-learn") == 0
    return data


@pytest.fixture
def recorded(seeded, isolated_data_dir, capsys) -> Path:
    """The finished run, copied under this test's own data dir."""
    shutil.copytree(seeded, isolated_data_dir, dirs_exist_ok=True)
    capsys.readouterr()
    (run_dir,) = (isolated_data_dir / "runs").iterdir()
    return run_dir


def test_runs_list_and_show(recorded, capsys, tmp_path):
    (tmp_path / "crashed").mkdir()
    assert cli("runs", "list") == 0
    out = capsys.readouterr().out
    assert recorded.name in out and "success" in out
    assert cli("runs", "show", "last") == 0
    out = capsys.readouterr().out
    assert "open_app" in out and str(recorded / "report.html") in out
    assert cli("runs", "show", "no-such-run") == 2
    assert "runs list" in capsys.readouterr().err


def test_an_unfinished_run_is_listed_as_incomplete(recorded, capsys):
    summary = recorded / "summary.json"
    summary.write_text(summary.read_text().replace('"finished"', '"running"'))
    assert cli("runs", "list") == 0
    assert "incomplete, 7 steps" in capsys.readouterr().out
    summary.unlink()
    assert cli("runs", "show", "last") == 0
    assert "incomplete" in capsys.readouterr().out


def test_runs_open_hands_the_report_to_the_browser(recorded, capsys, monkeypatch, tmp_path):
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser"
    browser.write_text(f'#!/bin/sh\necho "$1" > {shlex.quote(str(opened))}\n')
    browser.chmod(0o755)
    monkeypatch.setenv("BROWSER", str(browser))
    assert cli("runs", "open", recorded.name) == 0
    assert opened.read_text().strip() == (recorded / "report.html").resolve().as_uri()


def test_replay_repeats_a_run_and_checks_it_again(recorded, capsys):
    assert cli("replay", "last") == 0
    out = capsys.readouterr().out
    assert "replayed all" in out and "checker: success" in out
    assert cli("sim", "replay", str(recorded)) == 0
    assert "replayed all" in capsys.readouterr().out


def test_replay_says_where_a_changed_app_diverges(recorded):
    spec = find_task("mail_send_email").ready
    phone = SimOptions(seed=spec.seed, perturb=parse_perturb("popups=1")).build()
    prepare(spec, phone)
    report = replay_run(load_run(recorded), phone)
    assert not report.complete
    assert report.diverged_at is not None and report.diverged_at > 1
    assert [s.outcome for s in report.steps[:-1]] == ["ok"] * (report.diverged_at - 1)
    assert "expected com.simdroid.mail" in report.reason
    assert "(signature " in report.reason and report.steps[-1].outcome == "diverged"


def test_the_replay_command_exits_1_at_a_divergence(recorded, capsys):
    trajectory = recorded / "trajectory.jsonl"
    lines = trajectory.read_text().splitlines()
    step = json.loads(lines[2])
    step["signature"] = "0" * 16
    lines[2] = json.dumps(step)
    trajectory.write_text("\n".join(lines) + "\n")
    assert cli("replay", recorded.name) == 1
    out = capsys.readouterr().out
    assert "diverged at step 3" in out and "(signature 0000000000)" in out


def test_tasks_list_filters_the_suite(capsys):
    assert cli("tasks", "list", "--complexity", "C3") == 0
    out = capsys.readouterr().out
    assert "C3" in out and " C1 " not in out and "tasks; run one with" in out
