"""Values that take reaching (cross49): a search of a named thing retried word by word; a
record's own page, whose header names its owner, answering beside the asked word; a list whose
rows each give a value answering nothing the question does not pick; a count that is no clock
time nor a day of a month; a change "from A to B" asked "to" giving B; a key that only says
what is asked giving way to a sentence about the question's thing; a search already shown not
typed again; of figures alike in stem ("followers", "following") the one saying the asked word;
a count kept whole with its thousands comma. Whole runs of the offline policy on SimDroid, and
the readers they use."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.tally import asked
from experts.reading import find_value
from memory.pool import Key, typed_value
from mobilexperts.perception.hierarchy import parse_hierarchy
from mobilexperts.perception.select import select_elements
from mobilexperts.sim.device import SimDevice
from planners.phrased import count_before
from planners.shapes import shaped
from tests.experts.offline_run import run_offline


def _typed(run) -> list[str]:
    return [s.operation.content for s in run.steps if s.operation.kind == "text"]


def test_a_search_finding_nothing_is_tried_with_each_word_of_the_thing(tmp_path: Path) -> None:
    run = run_offline(
        tmp_path, "how many likes bruno patel's mountains photo got on snapgram", SimDevice(seed=0)
    )
    typed = _typed(run)
    assert typed[:2] == ["Likes Bruno Patel", "Likes"]
    assert "Bruno" in typed[2:]


def test_a_post_page_headed_by_its_owner_answers_beside_the_asked_word(tmp_path: Path) -> None:
    run = run_offline(
        tmp_path,
        "how many likes did alice schmidt's telescope photo get on snapgram?",
        SimDevice(seed=0),
    )
    assert run.done
    assert run.answer == "81"


def test_a_post_with_replies_below_answers_from_its_own_parts(tmp_path: Path) -> None:
    run = run_offline(
        tmp_path,
        "How many times was grace tanaka's street photography tip shared on Chirp?",
        SimDevice(seed=0),
    )
    assert run.answer == "54"


def test_a_post_about_a_place_gives_no_time_of_a_flight_there(tmp_path: Path) -> None:
    run = run_offline(
        tmp_path, "What time does my lisbon flight leave in Chirp?", SimDevice(seed=0), max_steps=8
    )
    assert not run.done
    assert "PM" not in run.answer


def test_rows_each_giving_a_price_answer_nothing_the_question_does_not_pick(
    tmp_path: Path,
) -> None:
    run = run_offline(
        tmp_path, "how much are the headphones i favorited in the shop app?", SimDevice(seed=0)
    )
    assert not run.done
    assert "$" not in run.answer


def test_a_count_is_no_clock_time_nor_day_of_a_month() -> None:
    assert find_value("number", "how many likes", "Would 12:30 work for you? | Mar 12") is None
    assert find_value("number", "how many likes", "7:18 AM · Mar 14, 2026") is None
    assert find_value("number", "how many shares", "Mar 14, 2026 | 54 Shares") == "54"


def test_a_change_asked_what_it_went_to_gives_the_value_after_to() -> None:
    line = "- Grew weekly active users from 40k to 180k."
    assert find_value("number", "I grew weekly active users to how many?", line) == "180k"
    assert find_value("number", "how many users", line) == "40k to 180k"


def test_a_figure_with_a_small_k_keeps_it() -> None:
    assert typed_value(Key(name="users", type="number"), "180k") == "180k"
    assert shaped("count", "180k") == "180k"


def test_a_count_before_its_things_keeps_its_thousands_comma() -> None:
    assert count_before("How many followers does zed have?", ["4,894 Followers"]) == "4,894"
    assert count_before("how many bananas?", ["3 ripe bananas"]) == "3"


def test_of_counts_alike_in_stem_the_one_saying_the_asked_word_answers(tmp_path: Path) -> None:
    run = run_offline(
        tmp_path, "How many followers does tara usman have on Chirp?", SimDevice(seed=0)
    )
    assert run.done
    assert run.answer.startswith("4,894") and "137" not in run.answer


def test_how_many_times_a_thing_was_done_to_is_a_figure_not_rows() -> None:
    assert asked("how many times was zed's post shared") is None
    assert asked("how many times did kai call me") is not None


def test_a_search_the_screen_shows_done_is_not_typed_again(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    device.launch("Market")
    _tap(device, "Search apps & games")
    device.input_text("Zeb Quorn", clear=True)
    device.press("enter")
    run = run_offline(
        tmp_path, "What rating did zeb quorn give in her store review in Market?", device, 8
    )
    assert not run.stop_reason.startswith("looping")
    assert "Zeb Quorn" not in _typed(run)


def _tap(device: SimDevice, label: str) -> None:
    observed = device.observe()
    found = select_elements(parse_hierarchy(observed.xml), observed.width, observed.height)
    box = next(e for e in found if label in (e.label or "")).bounds
    device.tap((box.x1 + box.x2) // 2, (box.y1 + box.y2) // 2)


def test_a_date_key_gives_way_to_the_sentence_about_the_asked_thing(tmp_path: Path) -> None:
    run = run_offline(
        tmp_path,
        "What date did the public launch get pushed to, then in the atlas meeting minutes in "
        "Files?",
        SimDevice(seed=0),
    )
    assert run.done
    assert run.answer == "April 21"
