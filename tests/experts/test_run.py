"""Whole runs: a scripted model behind the real openai client, the run record and report, and
``mobilexperts run`` with the offline policy."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from lxml import html

import experts  # noqa: F401 - registers the offline handlers
from evals.checker import check, prepare
from evals.tasks import load_task
from experts.expert import ExpertSettings
from experts.runner import RunAbortedError, run_expert
from mobilexperts.config import load_settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.llm.testing.server import FakeOpenAIServer, Reply
from mobilexperts.runs import load_run
from mobilexperts.sim.device import SimDevice
from tools_store import LearnSettings

TASK = Path("evals/tasks/settings/dark_theme.yaml")


def decide(op: dict, thought: str) -> Reply:
    return Reply.json({"thought": thought, "operation": op, "progress": thought, "expectation": ""})


def reflect(verdict: str, effect: str) -> Reply:
    return Reply.json({"verdict": verdict, "reason": effect, "effect": effect})


def judge(verdict: str, evidence: list[dict], reason: str) -> Reply:
    return Reply.json({"verdict": verdict, "evidence": evidence, "reason": reason})


def test_a_task_through_the_real_openai_client_and_a_report(tmp_path: Path) -> None:
    spec = load_task(TASK).ready
    device = SimDevice(seed=spec.seed)
    initial = prepare(spec, device)
    script = [
        decide({"kind": "open_app", "app": "Settings"}, "Open Settings."),
        reflect("correct", "opened Settings"),
        decide({"kind": "tap", "element": {"text": "Display"}}, "Display has the theme."),
        reflect("correct", "opened Display"),
        decide({"kind": "tap", "element": {"text": "Dark theme"}}, "Switch it on."),
        reflect("correct", "dark theme is on"),
        decide({"kind": "stop"}, "Done."),
        judge("done", [{"index": 4, "text": "Dark theme", "state": "on"}], "the switch is on"),
    ]
    with FakeOpenAIServer(script) as server:
        settings = load_settings(
            {
                "llm.base_url": server.base_url,
                "llm.model": "fake-model",
                "llm.api_key": "sk-test-secret",
            }
        )
        run_model = build_run_model(settings)
        result = run_expert(
            device,
            run_model,
            spec.instruction,
            settings=settings,
            expert=ExpertSettings(vision=True, max_steps=8, plain_check=False),
            checker=lambda run: check(
                spec, device.state(), run.answer if run else None, initial
            ).model_dump(),
            task_id=spec.id,
            run_dir=tmp_path / "run",
            learn=LearnSettings(enabled=False),
        )
        sent = server.requests
    summary = result.summary
    assert summary.success is True and result.run is not None and result.run.done
    assert summary.judged_by == "checker" and summary.judgement is not None
    assert summary.judgement.evidence[0].state == "on"
    assert summary.reasoning_steps == 7 and summary.model_calls_by_role == {
        "decide": 4,
        "judge": 1,
        "reflect": 3,
    }
    assert summary.tokens.total > 0
    assert any(part.get("type") == "image_url" for part in sent[0]["messages"][-1]["content"])
    judged = [part for part in sent[-1]["messages"][-1]["content"] if part["type"] == "image_url"]
    assert len(judged) == 2  # the judge sees the first and the last screenshots

    record = load_run(tmp_path / "run")
    assert [s.verdict for s in record.steps] == ["correct"] * 3 + ["done"]
    assert record.steps[2].target is not None and record.steps[2].screenshot_after
    page = html.fromstring((tmp_path / "run" / "report.html").read_text())
    assert "Dark theme" in page.text_content() and page.xpath("//img")
    judge_row = page.xpath("//td[@class='judgement']")[0].text_content()
    assert "done: the switch is on" in judge_row and "[4] Dark theme (on)" in judge_row
    for path in (tmp_path / "run").iterdir():
        assert b"sk-test-secret" not in path.read_bytes()


def test_mobilexperts_run_json_contract(tmp_path: Path, isolated_data_dir: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mobilexperts.cli", "run", "--task", str(TASK), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        env={
            "MOBILEXPERTS_DATA_DIR": str(isolated_data_dir),
            "PATH": "/usr/bin:/bin",
            "HOME": str(tmp_path),
        },
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    keys = {
        "success",
        "answer",
        "steps",
        "reasoning_steps",
        "model_calls",
        "tool_calls",
        "tokens",
        "duration_s",
        "run_dir",
    }
    assert keys <= summary.keys()
    assert summary["success"] is True and summary["reasoning_steps"] >= summary["steps"]
    assert summary["judged_by"] == "checker" and summary["judgement"]["verdict"] == "done"
    assert (Path(summary["run_dir"]) / "report.html").exists()


def test_run_without_instruction_or_with_bad_task_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: x\n")
    for args, message in ((["run"], "say what to do"), (["run", "--task", str(bad)], "is invalid")):
        result = subprocess.run(
            [sys.executable, "-m", "mobilexperts.cli", *args],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert (
            result.returncode == 2 and message in result.stderr and "Traceback" not in result.stderr
        )


def test_a_model_answering_garbage_ends_the_run_with_its_answers_kept(tmp_path: Path) -> None:
    device = SimDevice()
    with FakeOpenAIServer([Reply("no json here")] * 3) as server:
        settings = load_settings(
            {"llm.base_url": server.base_url, "llm.model": "fake-model", "llm.output_retries": 2}
        )
        with pytest.raises(RunAbortedError, match="run so far"):
            run_expert(
                device,
                build_run_model(settings),
                "Turn on the dark theme",
                settings=settings,
                expert=ExpertSettings(vision=False, max_steps=3),
                run_dir=tmp_path / "run",
            )
    record = load_run(tmp_path / "run")
    assert record.summary is not None and record.summary.stop_reason.startswith("model error")
    assert "no json here" in (tmp_path / "run" / "calls.jsonl").read_text()
