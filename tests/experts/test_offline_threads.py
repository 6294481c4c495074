"""Finding what was said in a message thread (issue #13, cross43): "id" typed for "I'd" before
a verb is no identifier asked for, an hour a line says bare ("picking them up at 6") is the time
it tells (not the line's own timestamp), the judge takes "6:00" as shown where a line says "at
6", and a line that replies to the one above it (carrying on a word of the question) answers
about it; a count of alarms "switched on in" an app counts only those on. Whole runs of the
offline policy on SimDroid seeds no dev slice uses."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.goal import parse_goal
from experts.offline.judge_steps import variants
from experts.offline.shorthand import in_full
from experts.offline.tally import asked
from experts.offline.values import kind_of
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_id_before_a_verb_is_i_would_and_asks_no_code() -> None:
    assert in_full("what i said id bring") == "what i said I'd bring"
    assert in_full("id rather go") == "I'd rather go"
    assert in_full("my id number") == "my id number"
    assert in_full("id on my card") == "id on my card"
    assert kind_of(parse_goal("What did I say id bring to the picnic in Messages?")) is None


def test_a_whole_hour_is_shown_where_a_line_says_it_bare() -> None:
    assert "at 6" in variants("6:00")
    assert "at 18" not in variants("18:00")


def test_a_state_said_before_the_app_still_narrows_the_count() -> None:
    reading = asked("How many of my alarms are turned off in Zapclock?")
    assert reading is not None and reading.checked is False


def test_a_bare_hour_in_a_line_answers_what_time_not_the_line_timestamp(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path,
        "What time is tara usman expecting me to pick up the keys in Messages?",
        SimDevice(seed=7),
    )
    assert found.done
    assert found.answer == "6:00"


def test_a_reply_under_the_line_it_answers_gives_what_was_said(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path,
        "What did I say id bring to ximena's practice in Messages?",
        SimDevice(seed=3),
    )
    assert found.done
    assert "oranges" in found.answer


def test_only_the_alarms_switched_on_are_counted(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "How many of my alarms are switched on in Clock?", SimDevice(seed=7)
    )
    state = SimDevice(seed=7).state()["clock"]["alarms"]
    assert found.done
    assert found.answer.split()[0] == str(sum(a["enabled"] for a in state))


def _todos(seed: int, title: str) -> list[dict]:
    pages = SimDevice(seed=seed).state()["pages"]["pages"]
    return next(p["todos"] for p in pages if p["title"] == title)


def test_the_last_item_of_a_named_list_is_its_bottom_row(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "What is the last item on my grocery list in Pages?", SimDevice(seed=7)
    )
    assert found.done
    assert found.answer == _todos(7, "Grocery list")[-1]["text"]
    assert _opened(found, "Grocery list")


def _opened(run: object, part: str) -> bool:
    return any(
        s.operation.kind == "tap" and s.target is not None and part in (s.target.label or "")
        for s in run.steps  # type: ignore[attr-defined]
    )


def test_what_a_container_holds_is_the_titles_of_its_rows(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "What is in my shopping cart in Shop?", SimDevice(seed=7))
    cart = SimDevice(seed=7).state()["shop"]["cart"]
    assert found.done
    assert found.answer.split(" | ") == [item["name"] for item in cart]


def test_what_i_say_is_read_from_my_own_side_of_the_thread(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "What I say I'd bring to ximena's practice in Messages?", SimDevice(seed=3)
    )
    assert found.done
    assert "oranges" in found.answer


def test_a_shop_named_in_a_bank_text_is_found_not_refused_as_nobody(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "How much did I spend at old town espresso in Messages?", SimDevice(seed=3)
    )
    assert found.done
    assert found.answer == "$51.80"


def test_the_best_rated_of_a_kind_is_searched_compared_and_named(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path,
        "What is the name of the best rated sichuan restaurant in Maps?",
        SimDevice(seed=7),
    )
    places = SimDevice(seed=7).state()["maps"]["places"]
    best = max((p for p in places if p["cuisine"] == "Sichuan"), key=lambda p: p["rating"])
    assert found.done
    assert found.answer == best["name"]
