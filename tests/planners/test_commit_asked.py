"""A finding node's commit on facts no suite task reads, in real team runs on SimDroid: the
thing a "which <noun>" question names, the brief answer a text key takes, a title the answer
quotes, a date asked with "when", a phone number the answer gives in part."""

from __future__ import annotations

import pytest

from memory.pool import Key
from mobilexperts.sim.device import SimDevice
from planners.echo import names_asked
from planners.facts import fact, kind_of, misfit, person
from planners.plan import PlanNode, PlanSpec
from planners.shapes import fits
from tests.planners.test_team_run import record_for, runner


@pytest.mark.parametrize(
    ("app", "question", "key", "value"),
    [
        ("Calendar", "Which room is the design review in?", "room", "Orion meeting room"),
        ("Calendar", "What is the description of the Design review?", "about", "Walk through"),
        ("Contacts", "Which company does Vera Ibrahim work at?", "company", "Bluebird Design"),
        ("Mail", "Which book did Wen recommend?", "book", "The Overstory"),
        ("Contacts", "When is Bruno Patel's birthday?", "birthday:date", "November 11"),
        ("Maps", "What is the phone number of Silk Road Grill?", "phone", "(555) 718-6845"),
        ("Files", "What is the research budget from the march 10 minutes?", "budget", "$4,500"),
        ("Contacts", "What is Tara Usman's phone number?", "tara_phone", "(646) 555-0100"),
        ("Mail", "How long does the lentil soup simmer in Grace's email?", "time", "25 minutes"),
        ("Mail", "What is the discount code in the Trailblazer sale email?", "code", "SPRING30"),
        ("Mail", "When is the meeting omar asked for in his email?", "meeting_time", "3 pm"),
        ("Shop", "What the voltra aero 13 costs?", "aero_item", "$899.99"),
        ("Maps", "What is the number for siam garden?", "number", "(555) 849-4655"),
    ],
)  # fmt: skip
def test_a_finding_node_commits_the_fact_its_question_asks_for(
    tmp_path, team_of, app, question, key, value
):
    name, _, kind = key.partition(":")
    produces = [Key(name=name, type=kind or "text")]
    subtask = f"{question[:-1]} in {app}?"
    node = PlanNode(id="n1", expert=f"{app} expert", subtask=subtask, produces=produces)
    record = record_for(PlanSpec(nodes=[node], answer=[name]), team_of(app))
    done = runner({"sim": SimDevice()}, tmp_path).start(record)
    assert done.nodes["n1"].status == "done"
    assert str(done.nodes["n1"].values[name]).startswith(value)


def test_a_value_not_of_its_keys_kind_is_a_misfit_that_fails_the_node():
    keys = [Key(name="invoice_total")]
    asked = "find out how much the northwind invoice in my downloads comes to in Files"
    uses = {"invoice_total": ['email dana varga "{invoice_total}" in Mail']}
    assert "is no price" in misfit(keys, asked, {"invoice_total": "Paid in full"}, uses)
    assert misfit(keys, asked, {"invoice_total": "$879.99"}, uses) == ""


def test_a_screen_saying_nothing_was_found_is_no_value_of_any_kind():
    keys = [Key(name="kickoff_room", type="text")]
    asked = "What is the room of the project kickoff in Maps?"
    uses = {"kickoff_room": ['email omar xu "{kickoff_room}" in Mail']}
    hint = "Make sure your search is spelled right. | No results for \u201cproject kickoff\u201d"
    assert "nothing was found" in misfit(keys, asked, {"kickoff_room": hint}, uses)
    assert misfit(keys, asked, {"kickoff_room": "Orion meeting room"}, uses) == ""


def test_a_sentence_is_no_place() -> None:
    keys = [Key(name="place")]
    asked = "Where does the book club meet on thursday in Files?"
    said = {"place": "Priya will book 12 participant sessions."}
    assert "is no place" in misfit(keys, asked, said, {})
    assert misfit(keys, asked, {"place": "Has Bean Cafe"}, {}) == ""


def test_a_measure_asked_is_the_number_with_its_unit_and_a_name_is_no_measure() -> None:
    key = Key(name="far", type="text")
    asked = "How far is the zapline loop in Quornmail?"
    answer = "Hi! Meet at the quorn gate at 7 am. The zapline loop is 12 km, bring water.\n\nBo"
    assert kind_of(key, asked, []) == "count"
    assert fact(key, asked, answer, None, []) == "12 km"
    assert fact(Key(name="tall"), "How tall is the Zap tower?", "It rises 310 metres.", None, [])
    assert misfit([key], asked, {"far": "Bo Quist"}, {}) == "'far' is no count: 'Bo Quist'"


def test_the_kind_a_which_question_names_wins_over_the_keys_name() -> None:
    asked = "What day am I zorbing out to Quornhold in Zapcal?"
    assert kind_of(Key(name="day_zorbing_time", type="date"), asked, []) == "date"
    assert kind_of(Key(name="zorb_time", type="date"), "What time is the zorb in Zapcal?", []) == (
        "time"
    )


def test_the_full_name_of_whom_the_question_names_is_not_what_it_asks() -> None:
    assert names_asked("Bo Quist", "What did bo want me to zorb in Quornmail?")
    assert not names_asked("Bo Quist", "Who wants me to zorb in Quornmail?")
    assert not names_asked("Glim Stew", "What did bo want me to zorb in Quornmail?")


def test_the_email_address_of_whom_the_question_names_is_not_what_it_asks() -> None:
    asked = "find the zorb drill from bo's email in Quornmail"
    assert names_asked("bo.quist@zap.org", asked)
    assert not names_asked("glim.stew@zap.org", asked)
    assert not names_asked("bo.quist@zap.org", "What is bo's email address in Quornmail?")
    assert not names_asked("bo.quist@zap.org", "what's bo's email?")


def test_a_number_said_of_a_person_or_place_is_a_phone_number_but_not_one_on_a_record() -> None:
    assert kind_of(Key(name="number"), "What is the number for zap grill?", []) == "phone"
    assert kind_of(Key(name="number"), "What is bo's number?", []) == "phone"
    assert kind_of(Key(name="number"), "What is the number on bo's invoice?", []) != "phone"
    assert kind_of(Key(name="number"), "What is the order number?", []) != "phone"


def test_a_person_is_a_run_of_one_or_two_capitalized_words_never_a_longer_title() -> None:
    assert person("This month: Project Zorb Quorn. | Thursday") is None
    assert person("From Ada Vance | Re: zorbs") == "Ada Vance"
    assert person("Bo's birthday | All day") == "Bo"


def test_two_english_words_are_no_persons_name() -> None:
    assert not fits("person", "City Library")
    assert fits("person", "Ada Vance")
    assert fits("person", "Grace")
