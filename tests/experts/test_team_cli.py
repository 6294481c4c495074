"""``mobilexperts experts ...`` and ``mobilexperts team``: the pool and assembly from the shell."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from experts.pool import ExpertNotFoundError
from mobilexperts.cli import app
from mobilexperts.device.errors import AppNotFoundError
from mobilexperts.errors import ConfigError

runner = CliRunner()


def cli(*args: str):
    return runner.invoke(app, list(args))


def test_add_list_show_and_rm_an_expert():
    added = cli("experts", "add", "Timekeeper", "--app", "clock", "--capability", "sets alarms")
    assert added.exit_code == 0, added.output
    listed = json.loads(cli("experts", "list", "--json").output)
    assert [(p["name"], p["apps"][0]["label"]) for p in listed] == [("Timekeeper", "Clock")]
    shown = cli("experts", "show", "Timekeeper")
    assert "sets alarms" in shown.output and "explored: never" in shown.output
    assert cli("experts", "rm", "Timekeeper").exit_code == 0
    assert json.loads(cli("experts", "list", "--json").output) == []


def test_adding_an_app_that_is_not_installed_or_showing_an_unknown_expert_fails_clearly():
    result = cli("experts", "add", "Pilot", "--app", "Airline")
    assert isinstance(result.exception, AppNotFoundError)
    assert "not installed: Airline" in str(result.exception)
    assert isinstance(cli("experts", "show", "Nobody").exception, ExpertNotFoundError)


def test_team_prints_the_team_and_why_without_acting():
    result = cli("team", "Text Rosa the address of the nearest coffee shop")
    assert result.exit_code == 0, result.output
    assert "Messages expert" in result.output and "Maps expert" in result.output
    assert "explores first" in result.output and "why:" in result.output
    assert json.loads(cli("experts", "list", "--json").output) == []
    team = json.loads(cli("team", "Set an alarm for 7", "--json").output)
    assert [m["portrait"]["apps"][0]["label"] for m in team["members"]] == ["Clock"]


def test_explore_an_app_shows_the_table_and_the_expert_joins_the_pool_explored():
    result = cli("explore", "settings", "--max-runs", "2")
    assert result.exit_code == 0, result.output
    assert "Settings expert explored" in result.output
    for row in ("screens reached", "elements verified", "tools admitted", "insights", "runs"):
        assert row in result.output
    (portrait,) = json.loads(cli("experts", "list", "--json").output)
    assert portrait["name"] == "Settings expert" and portrait["stats"]["last_explored"]
    assert portrait["apps"][0]["package"]


def test_explore_needs_exactly_one_of_an_app_or_an_expert():
    assert isinstance(cli("explore").exception, ConfigError)
    assert isinstance(cli("explore", "Settings", "--expert", "X").exception, ConfigError)
    assert isinstance(cli("explore", "Airline").exception, AppNotFoundError)


def test_an_invalid_expert_name_is_a_clear_error():
    result = cli("experts", "add", "no/slashes", "--app", "Clock")
    assert isinstance(result.exception, ConfigError)
    assert "invalid expert 'no/slashes'" in str(result.exception)
