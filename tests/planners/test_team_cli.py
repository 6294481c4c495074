"""``mobilexperts plan`` and the team ``mobilexperts run`` (with ``--json`` and ``--resume``)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from mobilexperts.cli import app
from planners.record import TeamRecordError

runner = CliRunner()
REQUEST = 'Create a page titled "Groceries" in Pages and send it to Alice Schmidt in Messages'


def cli(*args: str):
    return runner.invoke(app, list(args))


def test_plan_prints_the_dag_without_acting():
    result = cli("plan", REQUEST, "--json")
    assert result.exit_code == 0, result.output
    nodes = json.loads(result.output)["nodes"]
    assert [n["expert"] for n in nodes] == ["Pages expert", "Messages expert"]
    assert nodes[1]["needs"] == nodes[0]["produces"]


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


def test_resuming_a_folder_without_a_team_run_fails_clearly(tmp_path):
    result = cli("run", "--resume", str(tmp_path))
    assert isinstance(result.exception, TeamRecordError)
    assert "no team.json" in str(result.exception)
