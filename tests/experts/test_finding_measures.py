"""A finding question answered from inside an opened item: "how long is <thing>" takes the
measure the sentence about the thing gives (a length as well as a time); a question asking an
amount of something a named thing has searches for that thing, not for the amount; a field
listing several parts gives the part naming the asked words its caption lacks."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from planners.about import subject_words
from planners.measured import length_said
from tests.experts.offline_run import run_offline


def test_how_long_takes_the_length_the_sentence_about_the_thing_gives(tmp_path) -> None:
    run = run_offline(tmp_path, "How long is tara's sunday run in Mail?", SimDevice(seed=0))
    assert run.done and run.answer == "10 km"


def test_a_how_long_key_keeps_a_length_answered() -> None:
    assert length_said("duration", "How long is the walk?", "10 km") == "10 km"
    assert length_said("duration", "How long does it bake?", "25 minutes") == ""
    assert length_said("count", "How far is the walk?", "10 km") == ""


def test_an_amount_asked_of_a_thing_searches_the_thing(tmp_path) -> None:
    run = run_offline(
        tmp_path,
        "How much medical cover does my travel insurance have in Files?",
        SimDevice(seed=0),
    )
    typed = [s.operation.content for s in run.steps if s.operation.kind == "text"]
    assert typed[:1] == ["travel insurance"]


def test_a_field_listing_parts_gives_the_part_asked(tmp_path) -> None:
    run = run_offline(
        tmp_path,
        "How much cancellation cover does my travel insurance have in Files?",
        SimDevice(seed=0),
    )
    assert run.done and run.answer == "cancellation up to $5,000"


def test_a_code_a_measure_is_asked_of_is_no_code_asked(tmp_path) -> None:
    run = run_offline(
        tmp_path,
        "How long is the nimbus code in my texts good for in Messages?",
        SimDevice(seed=0),
    )
    assert run.answer == "10 minutes"


def test_the_measure_asked_is_no_subject_word() -> None:
    assert "long" not in subject_words("How long is the zap code good for?")
    assert "zap" in subject_words("How long is the zap code good for?")
