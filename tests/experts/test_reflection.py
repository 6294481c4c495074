"""The Observe-Verify-Act loop's reflection: revert erroneous, retry ineffective, dismiss
pop-ups, refuse an unsupported Stop. Decisions are scripted where a test needs a mistake; the
offline policy's reflection judges them."""

from __future__ import annotations

from typing import Any

import experts  # noqa: F401 - registers the offline handlers
from experts.expert import Expert, ExpertSettings
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.scripted import ScriptedModel
from mobilexperts.llm.types import ModelRequest, ModelResponse
from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.state import Perturbations


class ByRole:
    """Answers each role with the model given for it (a scripted decide, a real reflect)."""

    def __init__(self, **models: Any) -> None:
        self.models = models

    def generate(self, request: ModelRequest) -> ModelResponse:
        return self.models[request.role].generate(request)


def index_of(device: SimDevice, text: str) -> int:
    """The number of the element whose label is or starts with ``text``."""
    screen = perceive_observation(device.observe())
    found = [e for e in screen.elements if e.label == text or e.label.startswith(text + " | ")]
    assert found, text
    return found[0].index


def decide(op: dict[str, Any], thought: str = "scripted") -> dict[str, Any]:
    return {"thought": thought, "operation": op}


def settings(steps: int) -> ExpertSettings:
    return ExpertSettings(vision=False, max_steps=steps)


def test_an_erroneous_operation_is_reverted_and_left_out_of_the_history() -> None:
    device = SimDevice()
    device.launch("Settings")
    display = index_of(device, text="Display")
    script = ScriptedModel(
        {
            "decide": [
                decide({"kind": "tap", "index": display}),
                decide({"kind": "stop", "done": False}),
            ],
            "reflect": [
                {
                    "verdict": "erroneous",
                    "reason": "opened the wrong page",
                    "effect": "opened Display",
                }
            ],
        }
    )
    run = Expert(device, ByRole(decide=script, reflect=script), settings(4)).act("Rename the phone")
    script.assert_complete()
    assert device.phone.route().screen == "home"  # the wrong page was left with back
    assert run.steps == []  # erroneous operations stay out of the history
    second = script.calls_for("decide")[1].context
    assert any("erroneous" in line and "reverted" in line for line in second.feedback)


def test_an_ineffective_operation_is_reported_and_not_repeated() -> None:
    device = SimDevice()
    device.launch("Settings")
    title = index_of(device, text="Settings")  # a plain TextView: tapping it changes nothing
    script = ScriptedModel({"decide": [decide({"kind": "tap", "index": title})]})
    offline = OfflinePolicy()
    model = ByRole(decide=_Then(script, offline), reflect=offline)
    run = Expert(device, model, settings(3)).act("Turn on the dark theme")
    second = model.models["decide"].requests[1].context
    assert any("ineffective" in line for line in second.feedback)
    assert [a.model_dump() for a in second.avoid] == [
        {"signature": second.screen.signature, "operation": f"tap [{title}]"}
    ]
    assert all(step.operation_text != f"tap [{title}]" for step in run.steps)


def test_a_pop_up_is_dismissed_and_the_task_still_done() -> None:
    device = SimDevice(perturb=Perturbations(popups=1.0))
    run = Expert(device, OfflinePolicy(), settings(12)).act("Turn on the dark theme")
    assert device.state()["system"]["dark_theme"] is True and run.done
    assert any("pop-up" in step.thought for step in run.steps)


def test_a_claimed_success_on_an_unchanged_screen_is_refused() -> None:
    device = SimDevice()
    before = device.observe().xml
    script = ScriptedModel({"decide": [decide({"kind": "stop"}), decide({"kind": "stop"})]})
    run = Expert(
        device, ByRole(decide=script, reflect=OfflinePolicy(), judge=OfflinePolicy()), settings(5)
    ).act("Turn on the dark theme")
    assert not run.done and run.stop_reason.startswith("stop refused")
    assert device.observe().xml == before
    assert any("refused" in line for line in script.calls_for("decide")[1].context.feedback)


def test_an_unsupported_answer_is_refused() -> None:
    device = SimDevice()
    device.launch("Settings")
    script = ScriptedModel(
        {
            "decide": [
                decide({"kind": "tap", "element": {"text": "About phone"}}),
                decide({"kind": "stop", "answer": "Pixel 9 Pro"}),
                decide({"kind": "stop", "answer": "SimDroid 1080"}),
            ]
        }
    )
    run = Expert(
        device, ByRole(decide=script, reflect=OfflinePolicy(), judge=OfflinePolicy()), settings(5)
    ).act("What model is this phone?")
    assert run.done and run.answer == "SimDroid 1080"


class _Then:
    """Scripted answers first, then another model; keeps every request."""

    def __init__(self, first: ScriptedModel, then: Any) -> None:
        self.first, self.then, self.requests = first, then, []

    def generate(self, request: ModelRequest) -> ModelResponse:
        self.requests.append(request)
        try:
            return self.first.generate(request)
        except Exception:
            return self.then.generate(request)


def test_think_writes_and_reads_working_memory_which_is_summarized_past_its_budget() -> None:
    device = SimDevice()
    long_note = "The delivery code for parcel 4471 is 88213 and it expires on Friday. " * 3
    script = ScriptedModel(
        {
            "decide": [
                decide(
                    {"kind": "think", "flow": "write", "goal": "remember", "content": long_note}
                ),
                decide(
                    {
                        "kind": "think",
                        "flow": "write",
                        "goal": "remember",
                        "content": "Meet Rosa at 6 pm.",
                    }
                ),
                decide({"kind": "think", "flow": "read", "goal": "delivery code"}),
                decide({"kind": "stop", "done": False}),
            ]
        }
    )
    offline = OfflinePolicy()
    expert = Expert(
        device,
        ByRole(decide=script, summarize=offline),
        ExpertSettings(vision=False, max_steps=5, memory_tokens=60),
    )
    run = expert.act("Remember the delivery code")
    recall = script.calls_for("decide")[3].context.feedback
    assert any("88213" in line for line in recall)
    assert any("88213" in note for note in run.memory)  # the summary keeps the numbers
    assert len(run.memory) == 2 and "Rosa" in run.memory[-1]
