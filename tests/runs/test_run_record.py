"""Run records: trajectory lines as the run goes, calls, summary, report, and loading back."""

from __future__ import annotations

import json

import lxml.html
import pytest
from pydantic import BaseModel, SecretStr

from mobilexperts.config import ModelPrice, ModelSettings, Settings
from mobilexperts.errors import StorageError
from mobilexperts.llm import CallLog, LoggedModel, Message, ModelRequest, OpenAICompatibleModel
from mobilexperts.llm.testing.server import FakeOpenAIServer, Reply
from mobilexperts.perception import perceive_observation
from mobilexperts.runs import (
    RunRecorder,
    RunSummary,
    StepRecord,
    TargetRecord,
    load_run,
    slugify,
    write_report,
)
from mobilexperts.sim.device import SimDevice

SECRET = "sk-run-record-secret-0042"


class Pick(BaseModel):
    thought: str
    index: int


class Judgement(BaseModel):
    verdict: str
    reason: str


def ask(model, role: str, schema: type[BaseModel]) -> BaseModel:
    request = ModelRequest(role=role, messages=(Message.user(f"{role}?"),), output_schema=schema)
    return model.generate(request).output


def settings_for(server: FakeOpenAIServer) -> ModelSettings:
    return ModelSettings(
        base_url=server.base_url,
        api_key=SecretStr(SECRET),
        model="fake-model",
        max_retries=0,
        prices={"fake-model": ModelPrice(prompt_per_mtok=1.0, completion_per_mtok=2.0)},
    )


def run_two_steps(recorder: RunRecorder, model, device: SimDevice) -> None:
    """Tap the compose icon on the feed, then stop on the editor: one recorded step each."""
    before = device.observe()
    feed = perceive_observation(before)
    shot = recorder.save_screenshot(1, before.screenshot)
    pick = ask(model, "decide", Pick)
    target = feed.by_index(pick.index)
    device.tap(*target.center)
    after = device.observe()
    editor = perceive_observation(after)
    verdict = ask(model, "reflect", Judgement)
    recorder.record_step(
        StepRecord(
            index=1,
            package=feed.package,
            activity=feed.activity,
            signature=feed.signature,
            screen=(feed.width, feed.height),
            thought=pick.thought,
            operation={"kind": "tap", "index": pick.index},
            target=TargetRecord(
                index=target.index,
                label=target.label,
                resource_id=target.resource_id,
                bounds=(target.bounds.x1, target.bounds.y1, target.bounds.x2, target.bounds.y2),
            ),
            verdict=verdict.verdict,
            verdict_reason=verdict.reason,
            screenshot_before=shot,
            screenshot_after=recorder.save_screenshot(2, after.screenshot),
            duration_s=0.01,
        )
    )
    ask(model, "decide", Pick)
    recorder.record_step(
        StepRecord(
            index=2,
            package=editor.package,
            thought="<b>done</b> & dusted",
            operation={"kind": "stop", "answer": "", "done": True},
            screenshot_before="step-002.png",
            tool="post_chirp",
        )
    )


@pytest.fixture
def server():
    compose_index = perceive_observation(_chirp().observe()).find(resource_id="compose").index
    script = [
        Reply.json({"thought": "Compose starts a post", "index": compose_index}, prompt_tokens=900),
        Reply.json({"verdict": "correct", "reason": "the editor opened"}, prompt_tokens=700),
        Reply.json({"thought": "stop", "index": 1}, prompt_tokens=500, completion_tokens=10),
    ]
    with FakeOpenAIServer(script, api_key=SECRET) as fake:
        yield fake


def _chirp() -> SimDevice:
    device = SimDevice()
    device.launch("Chirp")
    return device


def test_a_run_is_recorded_step_by_step_and_summarised(server):
    log = CallLog()
    model = LoggedModel(OpenAICompatibleModel(settings_for(server)), log)
    recorder = RunRecorder('Post "hello" on Chirp!', calls=log, task_id="chirp_post")
    assert recorder.run_dir.parent == Settings().data_dir / "runs"
    assert recorder.run_id.endswith("-post-hello-on-chirp")
    run_two_steps(recorder, model, _chirp())

    lines = (recorder.run_dir / "trajectory.jsonl").read_text().splitlines()
    assert [json.loads(line)["index"] for line in lines] == [1, 2]
    first = json.loads(lines[0])
    assert first["model_calls"] == {"decide": 1, "reflect": 1} and first["call_indices"] == [0, 1]
    assert (recorder.run_dir / "step-001.png").read_bytes()[:4] == b"\x89PNG"

    summary = recorder.finish(success=True, answer="", stop_reason="done", checker={"ok": 1})
    assert (summary.steps, summary.model_calls, summary.reasoning_steps) == (2, 3, 3)
    assert summary.model_calls_by_role == {"decide": 2, "reflect": 1}
    assert (summary.tokens.prompt, summary.tokens.completion) == (2100, 50)
    assert summary.tokens.total == 2150 and summary.tool_calls == 1
    assert summary.cost_usd == pytest.approx((2100 * 1.0 + 50 * 2.0) / 1e6)
    on_disk = json.loads((recorder.run_dir / "summary.json").read_text())
    assert RunSummary.model_validate(on_disk) == summary
    for key in ("success", "answer", "steps", "reasoning_steps", "model_calls", "tool_calls"):
        assert key in on_disk
    assert on_disk["run_dir"] == str(recorder.run_dir)

    calls = [
        json.loads(line) for line in (recorder.run_dir / "calls.jsonl").read_text().splitlines()
    ]
    assert [call["role"] for call in calls] == ["decide", "reflect", "decide"]
    assert json.loads(calls[1]["raw"]) == {"verdict": "correct", "reason": "the editor opened"}
    for path in recorder.run_dir.iterdir():
        assert SECRET.encode() not in path.read_bytes(), path.name


def test_the_report_shows_each_step_with_the_target_outlined(server):
    log = CallLog()
    recorder = RunRecorder("post a chirp", calls=log)
    device = _chirp()
    run_two_steps(recorder, LoggedModel(OpenAICompatibleModel(settings_for(server)), log), device)
    recorder.finish(success=None, stop_reason="stopped")
    page = lxml.html.fromstring((recorder.run_dir / "report.html").read_text())

    assert page.findtext(".//h1") == "post a chirp"
    assert page.xpath("//span[contains(@class,'outcome')]/text()") == ["not checked"]
    steps = page.xpath("//section[@class='step']")
    assert [s.get("id") for s in steps] == ["step-1", "step-2"]
    assert steps[0].xpath(".//img/@src") == ["step-001.png", "step-002.png"]
    compose = perceive_observation(_chirp().observe()).find(resource_id="compose")
    box = steps[0].xpath(".//div[@class='box']/@style")[0]
    assert f"left: {round(100 * compose.bounds.x1 / 1080, 3)}%" in box
    assert f"height: {round(100 * compose.bounds.height / 2400, 3)}%" in box
    text = steps[0].text_content()
    assert "tap index=" in text and "Compose starts a post" in text and "the editor opened" in text
    assert len(steps[0].xpath(".//details")) == 2
    assert steps[1].xpath(".//div[@class='box']") == []
    assert "<b>done</b> & dusted" in steps[1].text_content()
    assert steps[1].xpath(".//b") == []


def test_a_crashed_run_loads_back_without_its_cut_last_line(tmp_path):
    recorder = RunRecorder("read the minutes", run_dir=tmp_path / "run")
    for index in (1, 2):
        recorder.record_step(StepRecord(index=index, operation={"kind": "wait", "seconds": 1}))
    with (recorder.run_dir / "trajectory.jsonl").open("a") as out:
        out.write('{"index": 3, "operation": {"ki')
    run = load_run(recorder.run_dir)
    assert [step.index for step in run.steps] == [1, 2]
    assert run.summary is None and run.calls == []
    page = lxml.html.fromstring(write_report(run).read_text())
    assert page.xpath("//span[contains(@class,'outcome')]/text()") == ["unfinished"]
    assert len(page.xpath("//section[@class='step']")) == 2


def test_a_finished_run_loads_back_whole(tmp_path):
    log = CallLog()
    recorder = RunRecorder("x", calls=log, run_dir=tmp_path / "run")
    recorder.record_step(StepRecord(index=1, thought="look", operation={"kind": "back"}))
    summary = recorder.finish(success=False, answer="no", stop_reason="budget")
    run = load_run(str(tmp_path / "run"))
    assert run.summary == summary and run.steps == recorder.steps


def test_a_damaged_run_record_names_file_and_line(tmp_path):
    recorder = RunRecorder("x", run_dir=tmp_path / "run")
    recorder.record_step(StepRecord(index=1))
    trajectory = recorder.run_dir / "trajectory.jsonl"
    trajectory.write_text('{"index": "one"}\n' + trajectory.read_text())
    with pytest.raises(StorageError, match=r"trajectory\.jsonl line 1 is not a valid StepRecord"):
        load_run(recorder.run_dir)
    with pytest.raises(StorageError, match="is not a run folder"):
        load_run(tmp_path)


def test_run_folders_are_unique_and_never_reused(tmp_path):
    first = RunRecorder("Same task", runs_dir=tmp_path)
    second = RunRecorder("Same task", runs_dir=tmp_path)
    assert first.run_dir != second.run_dir and first.run_dir.parent == tmp_path
    first.record_step(StepRecord(index=1))
    with pytest.raises(StorageError, match="already holds a run"):
        RunRecorder("again", run_dir=first.run_dir)
    assert slugify("  Ünïcode: 发送 消息!! ") == "ünïcode-发送-消息" and slugify("?!") == "run"
    assert len(slugify("word " * 50)) <= 40
