"""Hostile model endpoints for the hardening tests and ``evals.bench_hardening``: each fault is a
script for the local OpenAI-compatible server that echoes the API key back (in answers, error
messages, broken bodies), answers too much, or trickles its answer. :func:`run_fault` runs
``mobilexperts run`` against it in-process and reports how the run ended, how long it took,
whether the run record was kept, and every place the key (or a key-like string) leaked to.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel
from typer.testing import CliRunner

from mobilexperts.cli import app
from mobilexperts.errors import MobilexpertsError
from mobilexperts.llm.testing.server import (
    FakeOpenAIServer,
    Fault,
    RawBody,
    Reply,
    ScriptItem,
    Trickle,
)
from mobilexperts.runs.records import SUMMARY_FILE

KEY = "sk-hostile-configured-key-0123456789"
LOOKALIKE = "sk-proj-Unconfigured0123456789abcdefgh"
SECRETS = (KEY, LOOKALIKE)
DEADLINE_S = 1.5
INSTRUCTION = "Turn on the dark theme"


def decide_reply(op: dict, thought: str) -> Reply:
    """A decide answer doing ``op``."""
    return Reply.json({"thought": thought, "operation": op, "progress": thought, "expectation": ""})


def reflect_reply(reason: str) -> Reply:
    """A reflect answer judging the step correct."""
    return Reply.json({"verdict": "correct", "reason": reason, "effect": reason})


@dataclass(frozen=True)
class EndpointFault:
    """One hostile endpoint: its script, and the key the server demands (``None``: any)."""

    name: str
    script: list[ScriptItem]
    server_key: str | None = KEY
    settings: dict[str, str] = field(default_factory=dict)


def endpoint_faults() -> list[EndpointFault]:
    """Every fault mode the hardening suite runs."""
    echo = f"your key {KEY} and {LOOKALIKE}"
    return [
        EndpointFault(
            "echoes the key in good answers",
            [
                decide_reply({"kind": "open_app", "app": "Settings"}, echo),
                reflect_reply(echo),
                decide_reply({"kind": "stop", "answer": echo}, echo),
                reflect_reply(echo),
            ],
        ),
        EndpointFault("echoes the key in invalid answers", [Reply(f"not json: {echo}")] * 3),
        EndpointFault("echoes the key in a 500 error", [Fault(500, echo)]),
        EndpointFault("echoes a refused key (401)", [Fault(500, "unused")], server_key="other"),
        EndpointFault("echoes the key in an HTML page", [RawBody(f"<html>{echo}</html>")]),
        EndpointFault("answers 2 MB", [Reply(echo + "x" * 2_000_000)]),
        EndpointFault(
            "trickles one byte at a time",
            [Trickle(decide_reply({"kind": "stop"}, echo), interval_s=0.05)],
        ),
        EndpointFault(
            "answers nothing in time",
            [Reply("{}", delay_s=30.0)],
            settings={"MOBILEXPERTS_LLM__TIMEOUT_S": "30"},
        ),
    ]


class FaultOutcome(BaseModel):
    """How a run against one hostile endpoint ended."""

    fault: str
    outcome: str
    seconds: float
    record_kept: bool
    leaks: list[str]
    internal_error: bool


def run_fault(fault: EndpointFault, workdir: Path) -> FaultOutcome:
    """Run ``mobilexperts run`` against ``fault``'s server with the run record in ``workdir``."""
    run_dir = workdir / "run"
    env = {
        "MOBILEXPERTS_LLM__DEADLINE_S": str(DEADLINE_S),
        "MOBILEXPERTS_LLM__MAX_RETRIES": "0",
        "MOBILEXPERTS_LLM__OUTPUT_RETRIES": "2",
        **fault.settings,
    }
    args = ["run", INSTRUCTION, "--model", "fake-model", "--api-key", KEY]
    args += ["--run-dir", str(run_dir), "--max-steps", "3", "--no-learn"]
    with FakeOpenAIServer(fault.script, api_key=fault.server_key) as server:
        started = time.monotonic()
        result = CliRunner().invoke(app, [*args, "--base-url", server.base_url], env=env)
        seconds = time.monotonic() - started
    error = result.exception
    if error is None or isinstance(error, SystemExit):
        outcome = f"exit {result.exit_code}"
    else:
        outcome = f"{type(error).__name__}: {str(error)[:160]}"
    texts = {"stdout": result.output, "error": str(error or "")}
    for path in sorted(run_dir.rglob("*")) if run_dir.is_dir() else []:
        if path.is_file() and path.suffix != ".png":
            texts[path.name] = path.read_text(encoding="utf-8", errors="replace")
    leaks = [where for where, text in texts.items() if any(s in text for s in SECRETS)]
    return FaultOutcome(
        fault=fault.name,
        outcome=outcome,
        seconds=round(seconds, 2),
        record_kept=(run_dir / SUMMARY_FILE).is_file(),
        leaks=leaks,
        internal_error=error is not None and not isinstance(error, SystemExit | MobilexpertsError),
    )
