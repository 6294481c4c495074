"""Evaluation rows: CP from the checker, resumable JSON lines, the figures and ratios."""

from __future__ import annotations

from evals.checker import CheckResult, ConditionResult
from evals.eval.records import EvalRow, append_row, complete_performance, load_rows
from evals.eval.report import ratio_lines, target_line
from evals.eval.summary import ALL, cells, role_calls, rs_ratio


def _row(method="team", task="t1", level="C1", success=True, rs=4, claimed=True, repeat=0):
    return EvalRow(
        method=method, task_id=task, repeat=repeat, complexity=level, apps=["Chirp"], seed=0,
        success=success, claimed_done=claimed, process_score=1.0 if success else 0.5,
        reasoning_steps=rs, complete=10.0 if success else 3.0,
    )  # fmt: skip


def _check(conditions: list[bool], answer_ok: bool | None = None) -> CheckResult:
    parts = [ConditionResult(description=f"c{i}", passed=p) for i, p in enumerate(conditions)]
    success = all(conditions) and answer_ok is not False
    return CheckResult(
        task_id="t", success=success, conditions=parts, milestones=[], answer_ok=answer_ok
    )


def test_complete_performance_scores_the_outcome_that_holds():
    assert complete_performance(_check([True, True])) == 10.0
    assert complete_performance(_check([True, False])) == 4.5
    assert complete_performance(_check([False, False])) == 0.0
    assert complete_performance(_check([True], answer_ok=False)) == 4.5


def test_false_success_is_a_claim_the_checker_refutes():
    assert _row(success=False, claimed=True).false_success
    assert not _row(success=True, claimed=True).false_success
    assert not _row(success=False, claimed=False).false_success


def test_results_survive_a_line_cut_short_and_a_later_row_replaces_an_earlier(tmp_path):
    append_row(tmp_path, _row(rs=4))
    append_row(tmp_path, _row(task="t2", rs=9))
    with (tmp_path / "results.jsonl").open("a") as out:
        out.write('{"method": "team", "task_id": "t3", "compl')
    append_row(tmp_path, _row(rs=5))
    rows = {r.task_id: r for r in load_rows(tmp_path)}
    assert sorted(rows) == ["t1", "t2"]
    assert rows["t1"].reasoning_steps == 5


def test_cells_per_method_and_level_with_spread():
    rows = [
        _row(task="a", rs=2),
        _row(task="b", rs=6, success=False),
        _row(task="c", level="C2", rs=10),
        _row(method="single", task="a", rs=1),
    ]
    by = {(c.method, c.complexity): c for c in cells(rows, ["single", "team"])}
    assert next(c.method for c in cells(rows, ["single", "team"])) == "single"
    c1 = by[("team", "C1")]
    assert (c1.runs, c1.success, c1.reasoning_steps, c1.reasoning_sd) == (2, 0.5, 4.0, 2.0)
    assert c1.false_success == 0.5
    assert by[("team", ALL)].runs == 3


def test_reasoning_step_ratio_uses_only_tasks_both_methods_ran():
    rows = [
        _row(task="a", rs=4),
        _row(task="b", rs=100),
        _row(method="mobile-agent-v2", task="a", rs=8),
        _row(method="mobile-agent-v2", task="c", rs=1, level="C2"),
    ]
    assert rs_ratio(rows, "team", "mobile-agent-v2") == {"C1": 0.5, ALL: 0.5}
    assert rs_ratio(rows, "team", "appagent") == {}


def test_a_rerun_is_reported_against_the_baseline_and_the_cold_team():
    rows = [
        _row(task="a", rs=8),
        _row(method="team-rerun", task="a", rs=2),
        _row(method="mobile-agent-v2", task="a", rs=10),
    ]
    lines = ratio_lines(rows)
    assert "team re-running the tasks after a cold pass ÷ mobile-agent-v2: C1 0.20" in lines[1]
    assert "re-run ÷ cold (team-rerun ÷ team): C1 0.25" in lines[2]


def test_the_target_figure_is_the_warm_team_over_the_baseline_on_every_shared_run():
    rows = [
        _row(method="team-warm", task="a", rs=2),
        _row(method="team-warm", task="b", level="C2", rs=10),
        _row(method="team-warm", task="c", rs=50),
        _row(method="mobile-agent-v2", task="a", rs=8),
        _row(method="mobile-agent-v2", task="b", level="C2", rs=16),
    ]
    line = target_line(rows)
    assert "over the 2 runs both made: 0.50 (target <= 0.5: met" in line
    slower = [*rows[:1], _row(method="team-warm", task="b", level="C2", rs=14), *rows[2:]]
    assert "0.67 (target <= 0.5: not met" in target_line(slower)
    assert target_line(rows[:3]) == ""


def test_calls_by_role_show_where_a_method_spends_its_calls():
    rows = [
        _row(task="a").model_copy(update={"calls": {"plan_team": 1, "decide": 4, "reflect": 3}}),
        _row(task="b", level="C2").model_copy(update={"calls": {"decide": 2, "judge": 2}}),
    ]
    roles, groups = role_calls(rows, ["team"])
    assert roles == ["decide", "reflect", "judge", "plan_team"]
    by = {g.complexity: g.calls for g in groups}
    assert by["C1"] == {"decide": 4, "reflect": 3, "judge": 0, "plan_team": 1}
    assert by[ALL] == {"decide": 3, "reflect": 1.5, "judge": 1, "plan_team": 0.5}
