"""The expert layer: atomic tasks carried out in order and adjusted as they fail."""

from __future__ import annotations

from evals.reference import ReferenceStep, run_reference
from experts.expert import ExpertRun
from experts.portrait import AppRef, ExpertPortrait
from memory.pool import Fetched, Key
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.scripted import ScriptedModel
from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice
from planners.expert import SubtaskResult, carry_out, plan_expert, produced
from planners.sending import app_led, named_it, replied_to_message, sent_whole

EXPERT = ExpertPortrait(name="Pages expert", apps=[AppRef(label="Pages")])


def plan(*tasks: str) -> dict:
    return {"tasks": [{"instruction": t} for t in tasks]}


class Phone:
    """Stands for the device side of atomic tasks: each named task fails a set number of
    times, then succeeds; every attempt is logged with whether it started from home."""

    def __init__(self, failures: dict[str, int]) -> None:
        self.failures = dict(failures)
        self.log: list[tuple[str, bool]] = []

    def act(self, instruction: str, notes: list[str], fresh: bool) -> ExpertRun:
        self.log.append((instruction, fresh))
        left = self.failures.get(instruction, 0)
        self.failures[instruction] = left - 1
        done = left <= 0
        return ExpertRun(
            instruction=instruction,
            done=done,
            stop_reason="stopped" if done else "step budget used up",
            steps=[],
            memory=[f"did {instruction}"] if done else [],
        )


def test_a_failing_task_is_postponed_after_the_others_from_home_not_retried_at_once():
    model = ScriptedModel({"plan_expert": [plan("A", "B")]})
    phone = Phone({"A": 1})
    result = carry_out("A, B", EXPERT, Fetched(), model, phone.act)
    assert result.done
    assert phone.log == [("A", False), ("B", False), ("A", True)]
    assert [a.split()[0] for a in result.adjustments] == ["postpone"]
    assert "did B" in result.notes and "did A" in result.notes


def test_a_task_whose_stop_the_judge_refused_is_not_run_again_and_stays_unconfirmed():
    model = ScriptedModel({"plan_expert": [plan("A", "B")]})
    calls: list[str] = []

    def act(instruction: str, notes: list[str], fresh: bool) -> ExpertRun:
        calls.append(instruction)
        reason = "stop refused: nothing shows it" if instruction == "A" else "stopped"
        done = reason == "stopped"
        return ExpertRun(instruction=instruction, done=done, stop_reason=reason, steps=[])

    result = carry_out("A, B", EXPERT, Fetched(), model, act)
    assert calls == ["A", "B"] and result.done and not result.adjustments
    assert result.unconfirmed == "A: stop refused: nothing shows it"
    assert result.stop_reason == result.unconfirmed


def test_a_task_that_keeps_failing_is_replanned_within_a_bound():
    model = ScriptedModel({"plan_expert": [plan("A"), plan("A1", "A2")]})
    phone = Phone({"A": 9})
    result = carry_out("A", EXPERT, Fetched(), model, phone.act)
    assert result.done
    assert [i for i, _ in phone.log] == ["A", "A1", "A2"]
    assert result.adjustments[-1].startswith("re-plan")
    replan = model.calls_for("plan_expert")[1].context
    assert replan.failure.startswith("A: ")
    model.assert_complete()


def test_adjustments_are_bounded():
    model = ScriptedModel({"plan_expert": [plan("A"), plan("B"), plan("C"), plan("D")]})
    phone = Phone({"A": 9, "B": 9, "C": 9, "D": 9})
    result = carry_out("A", EXPERT, Fetched(), model, phone.act, max_adjustments=3)
    assert not result.done
    assert len(result.adjustments) == 3
    assert [i for i, _ in phone.log] == ["A", "B", "C", "D"]


def test_the_offline_expert_plan_keeps_the_subtask_whole():
    fetched = Fetched(values={"title": "Groceries"})
    tasks = plan_expert('Create a page titled "Groceries"', EXPERT, fetched, OfflinePolicy())
    assert [t.instruction for t in tasks] == ['Create a page titled "Groceries"']


def test_a_place_or_an_address_is_read_from_the_field_that_shows_it():
    phone = SimDevice()
    steps = [
        {"launch": "Maps"},
        {"tap": {"id": "search_omnibox"}},
        {"type": "Green Leaf Kitchen"},
        {"enter": True},
        {"tap": {"id": "place_name", "text": "Green Leaf Kitchen"}},
    ]
    run_reference(phone, [ReferenceStep.model_validate(s) for s in steps])
    screen = perceive_observation(phone.observe())
    done = SubtaskResult(done=True, answer="a review that is not the address")
    asked = "What is the address of Green Leaf Kitchen?"
    values = produced([Key(name="address")], asked, done, screen, OfflinePolicy())
    assert values == {"address": "934 Willow St"}


def test_a_task_that_looped_is_not_retried_the_same_way():
    model = ScriptedModel({"plan_expert": [plan("A"), plan("A1")]})

    def act(instruction: str, notes: list[str], fresh: bool) -> ExpertRun:
        calls.append(instruction)
        done = instruction != "A"
        reason = "stopped" if done else "looping: the same operation was repeated 4 times"
        return ExpertRun(instruction=instruction, done=done, stop_reason=reason, steps=[])

    calls: list[str] = []
    result = carry_out("A", EXPERT, Fetched(), model, act)
    assert result.done and calls == ["A", "A1"]
    assert result.adjustments[0].startswith("re-plan")


def test_a_subtask_found_infeasible_is_restated_in_the_experts_app_once():
    maps = ExpertPortrait(name="Maps expert", apps=[AppRef(label="Maps")])
    calls: list[str] = []

    def act(instruction: str, notes: list[str], fresh: bool) -> ExpertRun:
        calls.append(instruction)
        done = instruction.endswith("in Maps.")
        reason = "stopped" if done else "infeasible: I can't tell which app handles it"
        return ExpertRun(instruction=instruction, done=done, stop_reason=reason, steps=[])

    result = carry_out(
        "Start navigating to Old Town Espresso.", maps, Fetched(), OfflinePolicy(), act
    )
    assert result.done
    assert calls == [
        "Start navigating to Old Town Espresso.",
        "Start navigating to Old Town Espresso in Maps.",
    ]
    named = carry_out("Open Old Town Espresso in Maps", maps, Fetched(), OfflinePolicy(), act)
    assert not named.done and calls[-1] == "Open Old Town Espresso in Maps"


def test_the_offline_expert_plan_asks_a_question_after_the_acts_as_a_task_of_its_own():
    subtask = (
        "Mute the phone, pair it with the Car Audio, and then find out which Wi-Fi network "
        "it is on in Settings"
    )
    settings = ExpertPortrait(name="Settings expert", apps=[AppRef(label="Settings")])
    tasks = plan_expert(subtask, settings, Fetched(), OfflinePolicy())
    assert [t.instruction for t in tasks] == [
        "Mute the phone, pair it with the Car Audio in Settings",
        "Which Wi-Fi network is it on in Settings?",
    ]
    again = plan_expert(subtask, settings, Fetched(), OfflinePolicy(), done=[tasks[1].instruction])
    assert [t.instruction for t in again] == [tasks[0].instruction]
    then_find = "Open the Groceries page, then find the milk row"
    assert [t.instruction for t in plan_expert(then_find, EXPERT, Fetched(), OfflinePolicy())] == [
        then_find
    ]


def test_quoted_words_told_to_a_person_are_a_message_to_them():
    chat = ExpertPortrait(name="Zapchat expert", apps=[AppRef(label="Zapchat")])
    told = plan_expert('tell ann lee "190 C" in Zapchat', chat, Fetched(), OfflinePolicy())
    assert [t.instruction for t in told] == ['message ann lee "190 C" in Zapchat']
    known = plan_expert('let bo know "quorn is in"', chat, Fetched(), OfflinePolicy())
    assert [t.instruction for t in known] == ['message bo "quorn is in"']
    asked = "tell me which zap is on in Zapchat"
    assert [t.instruction for t in plan_expert(asked, chat, Fetched(), OfflinePolicy())] == [asked]


def test_a_fetched_value_sent_unquoted_is_quoted_so_it_is_sent_whole() -> None:
    fetched = {"spot": "spot: Zorb Corner Cafe", "nights": "nights: 5"}
    assert sent_whole("text zed quorn Zorb Corner Cafe in Zapchat", fetched) == (
        'text zed quorn "Zorb Corner Cafe" in Zapchat'
    )
    assert sent_whole("mail zed quorn 5", fetched) == 'mail zed quorn "5"'
    for kept in (
        "text zed the address of Zorb Corner Cafe",
        'text "5" to zed',
        "What is the phone number of Zorb Corner Cafe in Zapmap?",
    ):
        assert sent_whole(kept, fetched) == kept
    assert sent_whole("email Zorb Corner Cafe the menu", fetched).startswith("email Zorb Corner")


def test_a_value_right_after_the_sending_verb_with_a_recipient_after_it_is_sent_whole() -> None:
    fetched = {"code": "code: 5736"}
    assert sent_whole("dm 5736 to zed quorn on Zapchat", fetched) == (
        'dm "5736" to zed quorn on Zapchat'
    )
    assert sent_whole("text 5736 in Zapchat", fetched) == "text 5736 in Zapchat"


def test_a_reply_to_a_person_replies_to_their_message_and_an_app_led_dm_is_said_in_the_app():
    assert replied_to_message('reply to zed on Zapchat with "at 8"') == (
        'reply to zed\'s message on Zapchat with "at 8"'
    )
    for kept in ('reply to zed\'s quib email with "at 8"', 'reply to the email with "at 8"'):
        assert replied_to_message(kept) == kept
    assert app_led('zapchat dm zed quorn "at 8"', ["Zapchat"]) == 'dm zed quorn "at 8" on Zapchat'
    assert app_led('zapchat dm zed quorn "at 8"', ["Zapmail"]) == 'zapchat dm zed quorn "at 8"'


def test_an_expert_plan_hands_over_a_reply_to_a_person_as_one_to_their_message():
    model = OfflinePolicy()
    portrait = ExpertPortrait(name="Chirp expert", apps=[AppRef(label="Chirp")])
    fetched = Fetched(values={"alarm_time": "08:30"})
    tasks = plan_expert('chirp reply to zed on Chirp with "08:30"', portrait, fetched, model)
    assert [t.instruction for t in tasks] == ['reply to zed\'s message on Chirp with "08:30"']


def test_a_fetched_value_filled_in_for_it_after_a_naming_verb_is_it_again():
    fetched = {"alarm_time": "alarm_time: 10:00", "zorb_time": "zorb_time: 11:00"}
    assert named_it("set an alarm at 10:00 and label 11:00 zorb in Zapclock", fetched) == (
        "set an alarm at 10:00 and label it zorb in Zapclock"
    )
    assert named_it("call 11:00 Quib", fetched) == "call 11:00 Quib"
