"""A sending node whose subtask says only "him" or "her" sends to the one person the whole
request names (issue #13, cross48): the split lost who the pronoun stands for. A found number
saved as a contact is named for what the node that found it was given."""

from __future__ import annotations

from memory.pool import Key
from mobilexperts.sim.device import SimDevice
from planners.plan import PlanNode, PlanSpec
from planners.sending import pronoun_named
from tests.planners.test_team_run import record_for, runner


def test_a_found_value_mailed_to_him_goes_to_the_one_person_the_request_names(
    tmp_path, team_of
) -> None:
    spec = PlanSpec(
        nodes=[
            PlanNode(
                id="n1",
                expert="Calendar expert",
                subtask="What room is the design review in in Calendar?",
                produces=[Key(name="room")],
            ),
            PlanNode(
                id="n2",
                expert="Mail expert",
                subtask='email "{room}" to him in Mail',
                needs=[Key(name="room")],
            ),
        ]
    )
    request = "what room is the design review in? hiro quist asked, email it to him"
    record = record_for(spec, team_of("Calendar", "Mail"), request)
    phone = SimDevice(seed=0)
    done = runner({"sim": phone}, tmp_path).start(record)
    assert done.nodes["n2"].subtask == 'email "Orion meeting room" to Hiro Quist in Mail'
    sent = phone.state()["mail"]["sent"]
    assert any(m["to"] == "hiro.quist@example.com" and "Orion" in m["body"] for m in sent)


def test_a_found_number_saved_as_a_contact_is_named_for_what_it_was_looked_up_for(
    tmp_path, team_of
) -> None:
    spec = PlanSpec(
        nodes=[
            PlanNode(
                id="n1",
                expert="Calendar expert",
                subtask="Where was my dinner with priya in Calendar?",
                produces=[Key(name="place")],
            ),
            PlanNode(
                id="n2",
                expert="Maps expert",
                subtask="What is the phone number of {place} in Maps?",
                needs=[Key(name="place")],
                produces=[Key(name="phone_number")],
            ),
            PlanNode(
                id="n3",
                expert="Contacts expert",
                subtask="save {phone_number} in Contacts",
                needs=[Key(name="phone_number")],
            ),
        ]
    )
    request = "save the number of the place i had dinner with priya as a contact"
    record = record_for(spec, team_of("Calendar", "Maps", "Contacts"), request)
    phone = SimDevice(seed=0)
    done = runner({"sim": phone}, tmp_path).start(record)
    assert (
        done.nodes["n3"].subtask == "add a contact Trattoria Lucia with the number (555) 703-1109"
    )
    made = phone.state()["contacts"]["contacts"][-1]
    assert made["name"] == "Trattoria Lucia" and made["phone"] == "(555) 703-1109"


def test_a_number_found_first_is_saved_under_what_its_question_looked_it_up_for(
    tmp_path, team_of
) -> None:
    spec = PlanSpec(
        nodes=[
            PlanNode(
                id="n1",
                expert="Maps expert",
                subtask="What is the phone number of kashgar kitchen in Maps?",
                produces=[Key(name="phone_number")],
            ),
            PlanNode(
                id="n2",
                expert="Contacts expert",
                subtask="save {phone_number} as a contact in Contacts",
                needs=[Key(name="phone_number")],
            ),
        ]
    )
    request = "whats the phone number of kashgar kitchen? save it as a contact"
    record = record_for(spec, team_of("Maps", "Contacts"), request)
    phone = SimDevice(seed=0)
    runner({"sim": phone}, tmp_path).start(record)
    made = phone.state()["contacts"]["contacts"][-1]
    assert made["name"] == "Kashgar Kitchen" and made["phone"] == "(555) 737-7821"


def test_an_app_named_in_lower_case_is_not_the_person_him_stands_for() -> None:
    request = "where did marek take his lake photo on quibgram? text it to him"
    assert pronoun_named('text "Oslo" to him', request) == 'text "Oslo" to him'
    apps = frozenset({"quibgram", "messages"})
    assert pronoun_named('text "Oslo" to him', request, apps) == 'text "Oslo" to Marek'
