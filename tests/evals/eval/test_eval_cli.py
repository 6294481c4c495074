"""``mobilexperts eval`` end to end on SimDroid with the offline policy: the table, the
files, resuming, a suite of one's own, and one-line errors for bad input."""

from __future__ import annotations

import json
import shutil

import pytest
from typer.testing import CliRunner

from evals.eval.records import load_rows
from evals.tasks import TASKS_DIR
from mobilexperts.cli import app, main

runner = CliRunner()
METHODS = "mobile-agent-v2,team-no-exploration"


def cli(*args: str):
    return runner.invoke(app, ["eval", *args])


def test_eval_prints_the_table_writes_the_files_and_resumes(tmp_path):
    out = tmp_path / "ev"
    result = cli("--task", "chirp_post,mail_star_email", "--method", METHODS, "--out", str(out))
    assert result.exit_code == 0, result.output
    assert "4 runs: 2 methods x 2 tasks x 1; 0 already recorded" in result.output
    assert "mobile-agent-v2" in result.output and "SU" in result.output
    rows = load_rows(out)
    assert sorted((r.method, r.task_id) for r in rows) == [
        ("mobile-agent-v2", "chirp_post"),
        ("mobile-agent-v2", "mail_star_email"),
        ("team-no-exploration", "chirp_post"),
        ("team-no-exploration", "mail_star_email"),
    ]
    assert all(r.reasoning_steps > 0 and r.report for r in rows)
    assert all((out / r.report).is_file() for r in rows if r.report)
    html = (out / "report.html").read_text()
    assert html.count("data:image/png;base64,") >= 3
    assert all(f'href="{r.report}"' in html for r in rows)
    assert len((out / "results.csv").read_text().splitlines()) == 5
    again = cli("--task", "chirp_post,mail_star_email", "--method", METHODS, "--out", str(out))
    assert again.exit_code == 0 and "4 already recorded" in again.output
    assert len((out / "results.jsonl").read_text().splitlines()) == 4


def test_an_interrupted_eval_runs_only_what_is_missing(tmp_path):
    out = tmp_path / "ev"
    first = cli("--task", "chirp_post", "--method", "mobile-agent-v2", "--out", str(out))
    assert first.exit_code == 0, first.output
    with (out / "results.jsonl").open("a") as cut:
        cut.write('{"method": "mobile-agent-v2", "task_id": "mail_sta')
    result = cli(
        "--task", "chirp_post,mail_star_email", "--method", "mobile-agent-v2", "--out", str(out)
    )
    assert result.exit_code == 0, result.output
    assert "1 already recorded" in result.output and "[2/2]" in result.output
    assert sorted(r.task_id for r in load_rows(out)) == ["chirp_post", "mail_star_email"]


def test_a_suite_of_ones_own_with_repeats_over_seeds(tmp_path):
    suite = tmp_path / "mine"
    suite.mkdir()
    shutil.copy(TASKS_DIR / "settings" / "dark_theme.yaml", suite / "dark.yaml")
    out = tmp_path / "ev"
    result = cli(
        "--suite", str(suite), "--method", "mobile-agent-v2", "--repeat", "2", "--out", str(out)
    )
    assert result.exit_code == 0, result.output
    rows = sorted(load_rows(out), key=lambda r: r.repeat)
    assert [(r.task_id, r.repeat) for r in rows] == [
        ("settings_dark_theme", 0),
        ("settings_dark_theme", 1),
    ]
    assert rows[1].seed == rows[0].seed + 1


def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys):
    for args, words in (
        (("--method", "team,gpt-magic"), "unknown method 'gpt-magic'"),
        (("--steps", "C1=zero"), "bad --steps item"),
        (("--complexity", "C9"), "no task matches"),
        (("--suite", str(tmp_path / "nowhere")), "no task folder"),
    ):
        with pytest.raises(SystemExit) as info:
            main(["eval", *args, "--out", str(tmp_path / "ev")])
        err = capsys.readouterr().err
        assert info.value.code == 2, (args, err)
        assert words in err and "Traceback" not in err
        assert len(err.strip().splitlines()) == 1, err


def test_results_are_json_lines_of_every_metric(tmp_path):
    out = tmp_path / "ev"
    assert (
        cli("--task", "mail_star_email", "--method", "mobile-agent-v2", "--out", str(out)).exit_code
        == 0
    )
    row = json.loads((out / "results.jsonl").read_text().splitlines()[0])
    for key in ("success", "process_score", "reasoning_steps", "complete", "tokens", "calls",
                "tool_calls", "wall_s", "claimed_done"):  # fmt: skip
        assert key in row
    assert row["calls"]["progress"] >= 1 and row["calls"]["decide"] >= 1
