"""A field's value listing a switch's state beside a name ("Wi-Fi on, HomeNet", issue #13
cross55): a question asking a thing's name is answered by the name, never the state; a question
asking the state still reads the whole value."""

from __future__ import annotations

from experts.offline.fields import _asked_part
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_the_name_beside_a_switch_state_answers_a_question_asking_a_thing(tmp_path) -> None:
    run = run_offline(tmp_path, "What is my wifi network name in Settings?", SimDevice(seed=0))
    assert run.done and run.answer == "HomeNet"


def test_a_state_is_dropped_only_when_a_thing_is_asked() -> None:
    assert _asked_part("Zapnet on, Quorble", {"zapnet"}, thing=True).strip() == "Quorble"
    assert _asked_part("Zapnet on, Quorble", {"zapnet"}) == "Zapnet on"
