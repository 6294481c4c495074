"""Generic rules of the offline policy: reading a request, choosing apps, times and dates, typing
values into the fields that fit them, pop-ups and confirmations, Stop verification, and the
guard's view of scrolling. Screens come from SimDroid; nothing here is a per-task result."""

from __future__ import annotations

import datetime as dt
from typing import Any

from experts.context import DecideContext, HistoryStep
from experts.guards import Guard, GuardLimits, screen_state
from experts.offline.apps import app_candidates
from experts.offline.goal import parse_goal
from experts.offline.items import condition
from experts.offline.plan import Plan
from experts.offline.rules_flow import modal
from experts.offline.rules_form import fill_fields
from experts.offline.view import View
from experts.offline.when import clock_time, resolve_date, write_date
from mobilexperts.operations import Back, Tap, Text
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.context import ElementContext, ScreenContext
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.state import Perturbations


def context(device: SimDevice, instruction: str, history: list[dict[str, Any]]) -> DecideContext:
    """A decide context for the device's current screen, as the expert builds it."""
    screen = perceive_observation(device.observe())
    return DecideContext(
        instruction=instruction,
        history=[HistoryStep.model_validate({"step": n, **h}) for n, h in enumerate(history, 1)],
        screen=ScreenContext.of(screen),
        apps=device.apps(),
        step=len(history) + 1,
        max_steps=20,
    )


def tap_label(device: SimDevice, label: str) -> dict[str, Any]:
    """Tap the element showing ``label``; returns the history entry the expert would keep."""
    screen = perceive_observation(device.observe())
    el = next(e for e in screen.elements if e.label == label or e.desc == label)
    device.tap(*el.center)
    after = perceive_observation(device.observe())
    return {
        "operation": {"kind": "tap", "index": el.index},
        "text": f"tap [{el.index}]",
        "package": screen.package,
        "signature": screen.signature,
        "signature_after": after.signature,
        "target": ElementContext.of(el).model_dump(mode="json"),
    }


def decide_with(rule, ctx: DecideContext):
    goal = parse_goal(ctx.instruction)
    view = View(ctx, goal)
    return rule(goal, view, Plan(goal, view))


def test_a_request_is_read_into_ordered_steps_values_and_negations() -> None:
    goal = parse_goal('Search the store for "desk lamp" and like the top result.')
    assert goal.verbs == ["search", "like"]
    assert goal.values["query"] == "desk lamp"
    mail = parse_goal(
        'Write an email to ana@example.com with the subject "Hello" saying "See you soon". '
        "Don't send it yet."
    )
    assert mail.values == {"to": "ana@example.com", "subject": "Hello", "message": "See you soon"}
    assert mail.negated == ["send"]
    change = parse_goal("Change Maya Garcia's email to maya@new.example.org.")
    assert change.fields == {"email": "maya@new.example.org"}
    assert change.names == ["Maya Garcia"]
    assert parse_goal("Find a cafe near the station rated 4.5 or better.").min_rating == 4.5
    bulk = parse_goal("Delete the messages that are not verification codes.")
    assert condition(bulk.steps[0]) == "verification codes"


def test_the_app_the_work_starts_in_comes_before_the_app_it_is_sent_to() -> None:
    goal = parse_goal(
        "Find a Sichuan restaurant near the station and share it with Rosa Kim in Messages."
    )
    assert app_candidates(goal, ["Messages", "Maps", "Clock"]) == ["Maps", "Messages"]
    copy = parse_goal(
        'Copy the latest verification code from my texts into a new page in Pages titled "X".'
    )
    assert app_candidates(copy, ["Pages", "Messages"]) == ["Messages", "Pages"]


def test_times_and_dates_are_written_the_way_a_field_expects() -> None:
    assert clock_time("Set an alarm for 6:45 AM.") == "06:45"
    assert clock_time("tomorrow at 3 PM") == "15:00"
    assert clock_time("wake me at 645am") == "06:45"
    assert clock_time("zap call 1130 pm") == "23:30"
    assert clock_time("12pm") == "12:00"
    assert clock_time("room 1130") is None
    today = dt.date(2026, 3, 14)
    assert resolve_date("tomorrow", today) == dt.date(2026, 3, 15)
    assert resolve_date("Thursday, March 19", today) == dt.date(2026, 3, 19)
    assert write_date(dt.date(2026, 3, 15), like="2026-03-14") == "2026-03-15"


def test_values_go_into_the_fields_that_fit_them() -> None:
    device = SimDevice()
    device.launch("Contacts")
    history = [tap_label(device, "Create contact")]
    instruction = "Add a contact Lucia Fernandez with the number 415-555-0198."
    first = decide_with(fill_fields, context(device, instruction, history))
    screen = perceive_observation(device.observe())
    phone = next(e for e in screen.elements if e.editable and e.label == "Phone")
    assert isinstance(first.operation, Text) and first.operation.content == "415-555-0198"
    assert first.operation.index == phone.index
    device.tap(*phone.center)
    device.input_text("415-555-0198")
    history.append(
        {
            "operation": {"kind": "text", "content": "415-555-0198", "index": phone.index},
            "text": 'text "415-555-0198"',
            "package": screen.package,
            "signature": screen.signature,
            "signature_after": screen.signature,
            "target": ElementContext.of(phone).model_dump(mode="json"),
        }
    )
    second = decide_with(fill_fields, context(device, instruction, history))
    assert isinstance(second.operation, Text) and second.operation.content == "Lucia"


def test_an_unrelated_pop_up_is_dismissed_and_a_confirmation_is_accepted() -> None:
    device = SimDevice(perturb=Perturbations(popups=1.0))
    device.launch("Settings")
    ctx = context(device, "Turn on the dark theme.", [])
    assert any(e.window == "dialog" for e in ctx.screen.elements)
    dismissed = decide_with(modal, ctx)
    assert "pop-up" in dismissed.thought
    if isinstance(dismissed.operation, Tap):
        labels = {e.index: e.label.lower() for e in ctx.screen.elements}
        assert labels[dismissed.operation.index] in {"not now", "don\u2019t allow", "close"}
    else:
        assert isinstance(dismissed.operation, Back)

    device = SimDevice()
    device.launch("Contacts")
    history = [tap_label(device, "Chen Barros"), tap_label(device, "More options")]
    history.append(tap_label(device, "Delete"))
    ctx = context(device, "Delete Chen Barros from my contacts.", history)
    confirmed = decide_with(modal, ctx)
    chosen = next(e for e in ctx.screen.elements if e.index == confirmed.operation.index)
    assert chosen.window == "dialog" and chosen.label == "Delete"


def test_scrolling_a_list_is_progress_for_the_guard_but_swiping_at_its_end_is_a_loop() -> None:
    device = SimDevice()
    device.launch("Contacts")
    guard = Guard(GuardLimits(loop_warn=2, loop_stop=3))
    states = []
    for _ in range(4):
        screen = perceive_observation(device.observe())
        states.append(screen_state(screen))
        assert guard.check(states[-1])[1] is None
        guard.note_operation(states[-1], "swipe up")
        device.swipe(540, 1800, 540, 600)
    assert len(set(states)) > 2
    still = screen_state(perceive_observation(device.observe()))
    for _ in range(3):
        guard.note_operation(still, "swipe up")
    assert guard.check(still)[1] is not None
