"""The static HTML report of a run: the summary on top, then each step with its screenshot
(the acted-on element outlined), operation, thought, verdict and model calls."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import jinja2

from mobilexperts.handover import HandoverRecord
from mobilexperts.llm.calllog import CallRecord
from mobilexperts.runs.records import REPORT_FILE, RunRecord, StepRecord

TEMPLATE = "report.html.j2"
MAX_RAW_CHARS = 4000


def write_report(run: RunRecord) -> Path:
    """Render ``report.html`` into the run folder; its path."""
    path = run.run_dir / REPORT_FILE
    path.write_text(render_report(run), encoding="utf-8")
    return path


def render_report(run: RunRecord) -> str:
    calls = {call.index: call for call in run.calls}
    context = {
        "title": run.summary.instruction if run.summary else run.run_dir.name,
        "summary": run.summary.model_dump(mode="json") if run.summary else None,
        "steps": [_step_view(step, calls) for step in run.steps],
    }
    return _environment().get_template(TEMPLATE).render(**context)


def describe_operation(operation: dict[str, Any]) -> str:
    """``{"kind": "tap", "index": 3}`` -> ``tap index=3``."""
    fields = [
        f"{name}={json.dumps(value, ensure_ascii=False)}"
        for name, value in operation.items()
        if name != "kind" and value not in (None, "", [], {})
    ]
    return " ".join([str(operation.get("kind", "?")), *fields])


def target_box(step: StepRecord) -> dict[str, float] | None:
    """The target's bounds as percentages of the screen, for a CSS-positioned outline."""
    if step.target is None or step.target.bounds is None or step.screen is None:
        return None
    width, height = step.screen
    x1, y1, x2, y2 = step.target.bounds
    if width <= 0 or height <= 0:
        return None
    return {
        "left": round(100 * x1 / width, 3),
        "top": round(100 * y1 / height, 3),
        "width": round(100 * (x2 - x1) / width, 3),
        "height": round(100 * (y2 - y1) / height, 3),
    }


def _step_view(step: StepRecord, calls: dict[int, CallRecord]) -> dict[str, Any]:
    return {
        "index": step.index,
        "where": " / ".join(part for part in (step.package, step.activity) if part),
        "operation": describe_operation(step.operation),
        "target": step.target.model_dump(mode="json") if step.target else None,
        "thought": step.thought,
        "verdict": step.verdict,
        "verdict_reason": step.verdict_reason,
        "model_calls": step.model_calls,
        "calls": [_call_view(calls[i]) for i in step.call_indices if i in calls],
        "tool": step.tool,
        "duration_s": round(step.duration_s, 3),
        "error": step.error,
        "handover": _handover_line(step.handover),
        "before": step.screenshot_before,
        "after": step.screenshot_after,
        "box": target_box(step),
    }


def _call_view(call: CallRecord) -> dict[str, Any]:
    raw = call.raw if len(call.raw) <= MAX_RAW_CHARS else call.raw[:MAX_RAW_CHARS] + " …"
    return {
        "index": call.index,
        "role": call.role,
        "model": call.model,
        "tokens": call.usage.total_tokens,
        "latency_s": round(call.usage.latency_s, 3),
        "raw": raw,
        "error": call.error,
    }


@cache
def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.PackageLoader("mobilexperts.runs", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def _handover_line(record: HandoverRecord | None) -> str:
    """``confirming a purchase: tap "Pay" (Shop) -> the person did it``, or empty."""
    if record is None:
        return ""
    chose = {"person": "the person did it", "agent": "the agent did it", "abort": "aborted"}
    note = f" ({record.note})" if record.note else ""
    return f"{record.request.describe()} -> {chose[record.choice]}{note}"
