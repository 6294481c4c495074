"""Reading what a question's own search, tab or thread found: the search result showing the
searched word is opened, a screen opened from a row naming the thing answers from all of it, a
container's items answer "what is sitting in my ...", and a thread one cannot reply to reads as
the sender's side. Whole runs of the offline policy on SimDroid; and the reading of a noun
phrase before a sender ("the sale code zed texted me"), the code after its qualifier and the
subject words of a question asked at a node's end."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from planners.about import subject_words
from planners.codes import code_in
from planners.facts import KIND_WORDS
from planners.shapes import MONEY, fits_shape
from tests.experts.offline_run import run_offline


def _tapped(run: object, part: str) -> bool:
    return any(
        s.operation.kind == "tap" and s.target is not None and part in (s.target.label or "")
        for s in run.steps  # type: ignore[attr-defined]
    )


def test_the_search_result_showing_the_searched_word_is_opened(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "What is my booking reference in an email in Mail?", SimDevice(seed=0)
    )
    assert _tapped(found, "SkyJet Airlines")
    assert found.done
    assert found.answer == "K7Q2XP"


def test_a_screen_opened_from_the_row_naming_the_thing_answers(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "What are the sonara max anc headphones rated in Shop?", SimDevice(seed=0)
    )
    assert found.done
    assert found.answer == "4.6"


def test_what_is_waiting_in_a_container_is_its_items(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "What is waiting in my cart in Shop?", SimDevice(seed=0))
    assert found.done
    assert found.answer == "Lumen LED Desk Lamp"


def test_a_thread_one_cannot_answer_is_the_senders_side(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "What did ridenow say in Messages?", SimDevice(seed=0))
    assert found.done
    assert "white Toyota Prius" in found.answer


def test_a_noun_before_a_sender_is_no_part_of_the_name() -> None:
    assert "Shopwise" in parse_goal("find the sale code shopwise texted me in Messages").names
    assert "Skyjet" in parse_goal("the booking reference skyjet sent me to maya garcia").names
    assert "Grace Tanaka" in parse_goal("text grace tanaka the sale code").names


def test_a_code_is_written_in_capitals_or_digits() -> None:
    passages = [
        "Your Zapwise code is 512429. Don't share it with anyone.",
        "Zapwise: Spring sale! 20% off this weekend with code ZAP20. Reply STOP to opt out.",
    ]
    asked = "the sale code zapwise texted me sale code"
    assert code_in(asked, passages, KIND_WORDS) == "ZAP20"
    assert not fits_shape("code", "30% off zap gear")
    assert fits_shape("code", "SJ 418")


def test_how_a_thing_rests_is_not_what_a_question_is_about() -> None:
    assert subject_words("What is sitting in my shopping cart in Zapshop?") == [
        "shopping",
        "cart",
    ]
    assert subject_words("What did zed dm me on Zapline asking about?") == ["zed", "zapline"]


def test_what_an_order_came_to_is_its_total(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "What my skillet order came to in Shop?", SimDevice(seed=0))
    assert found.done
    assert found.answer == "$36.22"


def test_a_question_of_what_i_said_searches_what_it_is_about(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "What did I say I'd bring on saturday in Messages?", SimDevice(seed=0)
    )
    searched = [s.operation.content for s in found.steps if s.operation.kind == "text"]
    assert "I'd" not in " ".join(searched)
    assert found.done
    assert "oranges" in found.answer


def test_how_late_a_place_is_open_is_when_it_closes(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "How late is osteria verde open tonight in Maps?", SimDevice(seed=0)
    )
    assert found.done
    assert found.answer == "10 PM"


def test_an_amount_in_a_currency_code_answers_what_a_job_pays(tmp_path: Path) -> None:
    assert MONEY.search("Salary band: EUR 38,000 to 44,000 per year.").group(0) == (
        "EUR 38,000 to 44,000"
    )
    found = run_offline(
        tmp_path, "How much does the operations coordinator job pay in Files?", SimDevice(seed=0)
    )
    assert found.done
    assert found.answer == "EUR 38,000 to 44,000"
