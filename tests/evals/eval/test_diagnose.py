"""Where a warm tool store's reasoning steps go: instance runs recorded while learning, and the
stage each team-warm run of an evaluation falls in."""

from __future__ import annotations

import pytest

from evals.eval.diagnose import main, stage_lines, stage_of, taught_line, warm_cases
from evals.eval.execute import UnitConfig, knowledge_dir, learn_device, run_unit
from evals.eval.records import EvalRow, Unit, append_row
from evals.eval.warm import InstanceRun, instance_runs
from evals.tasks import find_task
from mobilexperts.config import Settings

RENAME = find_task("settings_rename_device")
PAIR = find_task("settings_pair_device")

# The tests share one Settings evaluation: they run on one worker so it is made once.
pytestmark = pytest.mark.xdist_group("evals_settings_eval")


@pytest.fixture(scope="module")
def settings_eval(tmp_path_factory) -> UnitConfig:
    """An evaluation of Settings tasks: explored, warm from their instances, the rename task
    run by team-warm and mobile-agent-v2."""
    folder = tmp_path_factory.mktemp("eval")
    settings = Settings(data_dir=folder / "unused")
    learn_device(folder, "explored", settings, apps=["Settings"])
    learn_device(folder, "warm", settings, apps=["Settings"], tasks=[RENAME, PAIR])
    config = UnitConfig(folder=folder, settings=settings, max_steps={"C1": 15, "C2": 15})
    for method in ("team-warm", "mobile-agent-v2"):
        append_row(folder, run_unit(Unit(method=method, task_id=RENAME.id), RENAME.ready, config))
    return config


def test_learning_records_what_each_instance_run_taught(settings_eval):
    data = Settings(data_dir=knowledge_dir(settings_eval.folder, "warm"))
    runs = {run.task_id: run for run in instance_runs(data)}
    assert set(runs) == {RENAME.id, PAIR.id}
    rename = runs[RENAME.id]
    assert "Office Phone" in rename.instruction and rename.verdict == "done"
    assert any(t.endswith(":verified") for t in rename.learned)
    pair = runs[PAIR.id]
    assert pair.verdict == "done" and any(t.endswith(":verified") for t in pair.learned)


def test_a_warm_run_that_a_learned_tool_did_is_told_apart(settings_eval, capsys):
    cases = {c.task_id: c for c in warm_cases(settings_eval.folder)}
    rename = cases[RENAME.id]
    assert rename.stage == "tool did it" and rename.tools
    assert rename.baseline is not None and rename.steps < rename.baseline
    main([str(settings_eval.folder), "--tasks"])
    out = capsys.readouterr().out
    assert RENAME.id in out and "tool did it" in out


def _row(success: bool = True) -> EvalRow:
    return EvalRow(
        method="team-warm",
        task_id="t",
        complexity="C2",
        apps=["Pages"],
        seed=0,
        success=success,
        claimed_done=True,
        process_score=1.0,
        reasoning_steps=9,
        complete=10.0,
    )


def _taught(verdict: str, *learned: str) -> InstanceRun:
    return InstanceRun(task_id="t", instruction="x", verdict=verdict, learned=list(learned))


@pytest.mark.parametrize(
    ("tools", "taught", "success", "stage"),
    [
        (["move_page!"], None, True, "tool failed"),
        (["find_price"], None, False, "tool used, task failed"),
        ([], None, True, "no other instance"),
        ([], _taught("unsure"), True, "instance run not accepted"),
        ([], _taught("done", "a:draft"), True, "instance taught only drafts"),
        ([], _taught("done"), True, "instance taught nothing new"),
        ([], _taught("done", "a:draft", "b:verified"), True, "learned tool not chosen"),
    ],
)
def test_each_stage_is_the_first_that_explains_a_run(tools, taught, success, stage):
    assert stage_of(_row(success), tools, taught)[0] == stage


def test_stage_lines_sum_reasoning_steps_per_level_and_stage(settings_eval):
    lines = stage_lines(warm_cases(settings_eval.folder))
    assert lines[0].split()[:2] == ["level", "stage"]
    assert any(line.startswith("C1") and "tool did it" in line for line in lines[1:])


def test_the_eval_says_how_many_tasks_had_an_instance_and_taught_a_tool(settings_eval):
    tasks = [RENAME, PAIR, find_task("settings_dark_theme")]
    line = taught_line(settings_eval.folder, "warm", tasks)
    assert line is not None and line.startswith("warm store: other instances of C1 1/2, C2 1/1")
    assert line.endswith("2 taught a verified tool")  # renaming and pairing
    assert taught_line(settings_eval.folder, "explored", [RENAME]) is None


def test_a_damaged_record_of_instance_runs_loses_only_its_bad_lines(tmp_path):
    good = InstanceRun(task_id="t", instruction="x", verdict="done", learned=["a:verified"])
    (tmp_path / "instance_runs.jsonl").write_text(
        f"{good.model_dump_json()}\n{{not json\n\n", encoding="utf-8"
    )
    assert instance_runs(Settings(data_dir=tmp_path)) == [good]
    assert instance_runs(Settings(data_dir=tmp_path / "none")) == []
