"""``mobilexperts plan`` and the team ``mobilexperts run`` (with ``--json`` and ``--resume``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from mobilexperts.cli import app
from planners.record import TeamRecordError

runner = CliRunner()
CHECK_IN = "Team run check-in"
BRANCHES = (
    f"Send '{CHECK_IN}' to Alice Schmidt in Messages, then turn on the dark theme in Settings"
)
REQUEST = 'Create a page titled "Groceries" in Pages and send it to Alice Schmidt in Messages'


def cli(*args: str):
    return runner.invoke(app, list(args))


def test_plan_prints_the_dag_without_acting():
    result = cli("plan", REQUEST, "--json")
    assert result.exit_code == 0, result.output
    nodes = json.loads(result.output)["nodes"]
    assert [n["expert"] for n in nodes] == ["Pages expert", "Messages expert"]
    assert nodes[1]["needs"] == nodes[0]["produces"]


def test_plan_prints_a_node_done_for_each_item():
    result = cli(
        "plan",
        "Read the meeting minutes from March 10 in my Documents and make a page in Pages titled "
        '"Atlas items" with one to-do per action item, naming who does it.',
    )
    assert result.exit_code == 0, result.output
    assert "for each item of" in result.output


def test_a_team_run_records_its_plan_and_nodes_and_resumes_to_nothing_left(tmp_path):
    folder = tmp_path / "run"
    result = cli("run", REQUEST, "--run-dir", str(folder), "--json", "--no-learn")
    summary = json.loads(result.output.strip().splitlines()[-1])
    assert result.exit_code == (0 if summary["success"] else 1), result.output
    experts = [summary["nodes"][n]["node"]["expert"] for n in ("n1", "n2")]
    assert experts == ["Pages expert", "Messages expert"]
    assert summary["plan"]["nodes"]
    assert (folder / "report.html").is_file() and (folder / "pool.json").is_file()
    done = [n for n, r in summary["nodes"].items() if r["status"] == "done"]
    again = cli("run", "--resume", str(folder), "--json")
    resumed = json.loads(again.output.strip().splitlines()[-1])
    assert again.exit_code == (0 if resumed["success"] else 1), again.output
    assert [n for n, r in resumed["nodes"].items() if r["status"] == "done"] == done
    assert not any(line.startswith("start ") for line in again.output.splitlines())


def test_runs_list_show_and_replay_read_a_team_run(tmp_path, monkeypatch):
    monkeypatch.setenv("MOBILEXPERTS_DATA_DIR", str(tmp_path))
    result = cli("run", REQUEST, "--no-learn", "--json", "--allow", "new_recipient")
    summary = json.loads(result.output.strip().splitlines()[-1])
    name = Path(summary["run_dir"]).name
    listed = cli("runs", "list")
    shown = cli("runs", "show", "last")
    assert listed.exit_code == 0 and shown.exit_code == 0, listed.output + shown.output
    numbered = [line.split()[0] for line in shown.output.splitlines() if line.startswith("  ")]
    assert len(numbered) >= summary["steps"] > 0
    assert numbered == [str(i) for i in range(1, len(numbered) + 1)]
    verdict = "success" if summary["success"] else "failure"
    assert name in listed.output and f"{verdict}, {len(numbered)} steps" in listed.output
    assert f"{summary['steps']} steps, {summary['reasoning_steps']} reasoning" in shown.output
    replayed = cli("replay", "last")
    assert replayed.exit_code == 0, replayed.output
    assert "diverged" not in replayed.output


def test_resuming_a_folder_without_a_team_run_fails_clearly(tmp_path):
    result = cli("run", "--resume", str(tmp_path))
    assert isinstance(result.exception, TeamRecordError)
    assert "no team.json" in str(result.exception)


def test_a_task_run_on_two_phones_is_checked_on_both(tmp_path):
    task = tmp_path / "two_branches.yaml"
    task.write_text(
        "id: two_branches\n"
        f'instruction: "{BRANCHES}"\n'
        "complexity: C2\ncategory: cross-app\napps: [Messages, Settings]\nreference_steps: 9\n"
        "success:\n"
        '  - {path: "system.dark_theme", equals: true}\n'
        f'  - {{path: "messages.threads[*].messages[-1].text", contains: "{CHECK_IN}"}}\n'
    )
    folder = tmp_path / "run"
    args = ["run", "--task", str(task), "--device", "sim", "--device", "sim", "--json"]
    result = cli(*args, "--run-dir", str(folder), "--no-learn", "--allow", "new_recipient")
    summary = json.loads(result.output.strip().splitlines()[-1])
    devices = {r["device"] for r in summary["nodes"].values()}
    assert devices == {"sim1", "sim2"}
    assert [c["passed"] for c in summary["checker"]["conditions"]] == [True, True]
    assert result.exit_code == 0, result.output


def test_run_help_imports_none_of_the_run_path():
    shown = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from mobilexperts.cli import main\n"
            "try:\n    main(['run', '--help'])\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('experts', 'evals')))",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "--resume" in shown.stdout
    assert shown.stdout.strip().endswith("[]"), "the help imported the team run's modules"
