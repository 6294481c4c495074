"""A question whose thing is followed by a verb in its "-s" form ("which code gets the zap
deal") is one question, not a question and an order; a code a text gives by name ("use code
ZAP20") answers a question asking the code; a rate of something ("the drop-off rate") asks no
star rating."""

from __future__ import annotations

from experts.assembly_spliced import spliced
from experts.offline.goal import parse_goal
from experts.offline.values import kind_of, value_in
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_verb_in_its_s_form_opens_no_order() -> None:
    asked = "which code gets the zorb deal? text it to bo"
    assert spliced(asked).startswith("which code gets the zorb deal")


def test_a_code_given_by_name_is_the_code_asked() -> None:
    goal = parse_goal("Which code gets the zorb deal?")
    assert value_in("code", goal, "Save big. Use code ZORB25 at checkout.") == "ZORB25"
    assert value_in("code", goal, "Your code is 481516.") == "481516"


def test_the_sale_code_a_mail_gives_is_read(tmp_path) -> None:
    run = run_offline(
        tmp_path, "Which code gets the spring sale discount in Mail?", SimDevice(seed=0)
    )
    assert run.answer == "SPRING30"


def test_a_rate_of_something_is_no_star_rating(tmp_path) -> None:
    assert kind_of(parse_goal("What is the zorb drop-off rate in my notes?")) != "rating"
    assert kind_of(parse_goal("What is the zorb app's rating?")) == "rating"
    run = run_offline(
        tmp_path,
        "What is the sign-up drop-off rate in my meeting minutes in Files?",
        SimDevice(seed=0),
    )
    assert run.answer == "38%"
