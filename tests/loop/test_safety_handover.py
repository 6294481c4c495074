"""The safety check: a purchase pauses at the pay button, the person acts, the run resumes."""

from __future__ import annotations

import asyncio

import pytest

import experts  # noqa: F401 - registers the offline handlers
from experts.expert import Expert, ExpertSettings
from experts.safety import CallbackHandover, SafetyGate, SafetyOptions, model_safety
from mobilexperts.handover import HandoverRecord, HandoverRequest
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.scripted import ScriptedModel
from mobilexperts.operations import Tap
from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice
from mobilexperts.trajectory import StepLog

BUY = "Buy the Auralis Fit Earbuds in Shop"
CARD = {"card_name": "Alex Morgan", "card_number": "4111 1111 1111 1111"}
CARD_REST = {"card_expiry": "08/28", "card_cvv": "123"}


def tap(device: SimDevice, **selector: str) -> None:
    """What a person's finger does: tap the element showing ``selector`` on the screen."""
    for _ in range(6):
        element = perceive_observation(device.observe()).find(**selector)
        if element is not None:
            device.tap(*element.center)
            return
        device.swipe(540, 1500, 540, 900)
    raise AssertionError(f"nothing on the screen matches {selector}")


def person_pays(device: SimDevice) -> None:
    """The person adds their card and places the order on the phone, by hand."""
    tap(device, text="Add a credit or debit card")
    for field, value in {**CARD, **CARD_REST}.items():
        tap(device, resource_id=f"com.simdroid.shop:id/{field}")
        device.input_text(value)
    tap(device, text="Add your card")
    tap(device, text="Place your order")


class Steps:
    """A step sink keeping every step, reverted ones included."""

    def __init__(self) -> None:
        self.logs: list[StepLog] = []

    def record_step(self, step: StepLog, before: object, after: object) -> None:
        self.logs.append(step)


def expert(device: SimDevice, safety: SafetyOptions | None, sink: Steps | None = None) -> Expert:
    settings = ExpertSettings(vision=False, safety=safety)
    return Expert(device, OfflinePolicy(), settings, sink=sink)


def test_a_purchase_pauses_at_the_pay_button_and_resumes_after_the_person_paid():
    device = SimDevice(seed=0)
    asked: list[HandoverRequest] = []

    def person(request: HandoverRequest) -> str:
        asked.append(request)
        person_pays(device)
        return "person"

    run = expert(device, SafetyOptions(handover=CallbackHandover(person))).act(BUY)
    orders = device.state()["shop"]["orders"]
    assert [r.category for r in asked] == ["purchase"]
    assert "Place your order" in asked[0].operation and asked[0].app == "com.simdroid.shop"
    handed = [s for s in run.steps if s.handover is not None]
    assert len(handed) == 1 and handed[0].handover.choice == "person"
    assert handed[0].effect == "done by the person on the phone"
    assert orders[0]["items"][0]["name"] == "Auralis Fit Earbuds"
    assert run.done, run.stop_reason
    assert handed[0].step < len(run.steps) or run.steps[-1] is handed[0]


def test_allowing_purchases_means_no_pause():
    device = SimDevice(seed=0)
    asked: list[HandoverRequest] = []
    options = SafetyOptions(
        allow=["purchase"], handover=CallbackHandover(lambda r: asked.append(r) or "abort")
    )
    steps = Steps()
    expert(device, options, steps).act(BUY)
    assert asked == []
    placed = [s for s in steps.logs if s.target and s.target.label == "Place your order"]
    assert placed and all(s.handover is None for s in steps.logs)


def test_abort_ends_the_run_and_nothing_is_bought():
    device = SimDevice(seed=0)
    before = len(device.state()["shop"]["orders"])
    steps = Steps()
    run = expert(device, SafetyOptions(), steps).act(BUY)
    assert not run.done and run.stop_reason.startswith("aborted at confirming a purchase")
    last = steps.logs[-1].handover
    assert last is not None and last.choice == "abort" and "--allow purchase" in last.note
    assert len(device.state()["shop"]["orders"]) == before


def test_letting_the_agent_do_it_performs_the_step():
    device = SimDevice(seed=0)
    choices: list[str] = []

    def agent(request: HandoverRequest) -> HandoverRecord:
        choices.append(request.category)
        return HandoverRecord(request=request, choice="agent", note="go ahead")

    steps = Steps()
    expert(device, SafetyOptions(handover=CallbackHandover(agent)), steps).act(BUY)
    handed = [s for s in steps.logs if s.handover is not None]
    assert choices[0] == "purchase" and handed[0].handover.note == "go ahead"
    assert handed[0].target is not None and handed[0].target.label == "Place your order"
    assert handed[0].verdict is not None, "the agent tapped it and reflection judged the tap"


def test_an_async_callback_is_awaited_on_the_callers_loop():
    device = SimDevice(seed=0)
    seen: list[str] = []

    async def person(request: HandoverRequest) -> str:
        await asyncio.sleep(0)
        seen.append(request.category)
        return "abort"

    async def main() -> None:
        loop = asyncio.get_running_loop()
        handover = CallbackHandover(person, loop=loop)
        run = await asyncio.to_thread(expert(device, SafetyOptions(handover=handover)).act, BUY)
        assert run.stop_reason.startswith("aborted")

    asyncio.run(main())
    assert seen == ["purchase"]


@pytest.mark.parametrize("value", ["purchase", "all"])
def test_allowed_categories_parse(value):
    from mobilexperts.handover import parse_categories

    assert "purchase" in parse_categories([value])


def test_with_ask_model_the_safety_role_can_flag_what_the_rules_let_through():
    device = SimDevice(seed=0)
    device.launch("Settings")
    screen = perceive_observation(device.observe())
    model = ScriptedModel(
        {"safety": [{"sensitive": True, "category": "permission", "reason": "shares location"}]}
    )
    asked: list[HandoverRequest] = []
    options = SafetyOptions(
        ask_model=True, handover=CallbackHandover(lambda r: asked.append(r) or "abort")
    )
    gate = SafetyGate(options, model_safety(model), "Open the display settings")
    first = screen.elements[0]
    record = gate.check(Tap(index=first.index), screen)
    assert record is not None and record.choice == "abort"
    assert asked[0].category == "permission" and asked[0].reason == "shares location"
    assert model.calls_for("safety")[0].context.target.index == first.index
    model.assert_complete()


def test_no_model_clears_a_step_the_screen_rules_flag():
    device = SimDevice(seed=0)
    model = ScriptedModel({"safety": [{"sensitive": False, "reason": "fine, go ahead"}]})
    options = SafetyOptions(ask_model=True)
    gate = SafetyGate(options, model_safety(model), BUY)
    device.launch("Clock")
    device.tap(*perceive_observation(device.observe()).by_index(3).center)  # the 05:00 alarm
    screen = perceive_observation(device.observe())
    record = gate.check(Tap(index=screen.find(text="Delete").index), screen)
    assert record is not None and record.request.category == "delete"
    assert model.calls_for("safety") == []


def test_the_api_awaits_a_coroutine_handover_and_records_it():
    from mobilexperts.api import Agent, AgentOptions
    from mobilexperts.runs import load_run

    seen: list[str] = []

    async def on_handover(request: HandoverRequest) -> str:
        seen.append(request.describe())
        return "abort"

    async def main() -> object:
        with Agent(options=AgentOptions(max_steps=8), on_handover=on_handover) as agent:
            return await agent.run_async(BUY)

    result = asyncio.run(main())
    assert seen == ['confirming a purchase: tap [19] "Place your order" (com.simdroid.shop)']
    assert not result.done and result.stop_reason.startswith("aborted at confirming a purchase")
    steps = load_run(result.run_dir).steps
    assert steps[-1].handover is not None and steps[-1].handover.choice == "abort"
