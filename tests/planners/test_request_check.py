"""The request-level check at the end of a team run, on SimDroid with the offline judge: a team
whose nodes all finished claims done only when the whole request has evidence."""

from __future__ import annotations

import json

from experts.context import HistoryStep
from experts.expert import ExpertSettings
from mobilexperts.config import load_settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.operations import Text
from mobilexperts.perception.context import ScreenContext
from mobilexperts.sim.device import SimDevice
from planners.check import flow_problem
from planners.plan import PlanSpec, TeamPlan
from planners.record import TeamRecord
from planners.run import TeamOptions, TeamRunner

MESSAGE = "Team run check-in"
REQUEST = f'Send "{MESSAGE}" to Alice Schmidt in Messages, then turn on the dark theme in Settings'
SEND = {
    "id": "n1",
    "expert": "Messages expert",
    "subtask": f'Send "{MESSAGE}" to Alice Schmidt in Messages',
}
DARK = {"id": "n2", "expert": "Settings expert", "subtask": "Turn on the dark theme in Settings"}


def run(
    tmp_path, team, *nodes: dict, check: bool = True, request: str = REQUEST, phone=None
) -> TeamRecord:
    spec = PlanSpec.model_validate({"nodes": list(nodes)})
    TeamPlan.build(spec, team)
    record = TeamRecord(request=request, team=team, plan=spec)
    record.add_plan(spec)
    settings = load_settings({})
    options = TeamOptions(
        expert=ExpertSettings(vision=False), screenshots=False, request_check=check
    )
    model = build_run_model(settings)
    devices = {"sim": phone or SimDevice()}
    return TeamRunner(devices, model, settings, tmp_path, options).start(record)


def test_the_whole_request_done_across_two_apps_is_accepted(tmp_path, team_of):
    record = run(tmp_path, team_of("Messages", "Settings"), SEND, DARK)

    assert record.done and record.claims_done
    assert record.check is not None and record.check.verdict == "done"
    shown = {e.text for e in record.check.evidence}
    assert MESSAGE in shown, "the message sent in Messages counts though Settings was last"
    assert "Dark theme" in shown
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["success"] is True and summary["judged_by"] == "judge"


def test_a_part_of_the_request_no_node_did_is_refused(tmp_path, team_of):
    record = run(tmp_path, team_of("Messages", "Settings"), SEND)

    assert record.done, "the one node did its own subtask"
    assert record.check is not None and not record.check.accepted
    assert not record.claims_done
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["success"] is False
    assert summary["stop_reason"].startswith("the request-level check refused")


def test_a_node_that_sent_another_value_is_refused(tmp_path, team_of):
    wrong = {**SEND, "subtask": 'Send "Running late" to Alice Schmidt in Messages'}
    record = run(tmp_path, team_of("Messages", "Settings"), wrong, DARK)

    assert record.done
    assert record.check is not None and not record.check.accepted
    assert MESSAGE in record.check.reason


def test_a_message_said_unquoted_and_sent_is_accepted(tmp_path, team_of):
    request = "text alice running late"
    node = {"id": "n1", "expert": "Messages expert", "subtask": request}
    record = run(tmp_path, team_of("Messages"), node, request=request)

    assert record.check is not None and record.check.verdict == "done", record.check
    assert record.claims_done
    first = record.nodes["n1"].first
    assert first is not None and "running late" not in {e.text for e in first.elements}


def test_without_the_check_the_nodes_alone_decide(tmp_path, team_of):
    record = run(tmp_path, team_of("Messages", "Settings"), SEND, check=False)

    assert record.check is None and record.claims_done


def flow_record(request: str, typed: str, value: str, team) -> TeamRecord:
    """A finished two-node record: n1 found ``value``, n2 typed ``typed`` with it."""
    key = {"name": "found", "type": "text"}
    spec = PlanSpec.model_validate(
        {
            "nodes": [
                {"id": "n1", "expert": "Mail expert", "subtask": "find it", "produces": [key]},
                {"id": "n2", "expert": "Pages expert", "subtask": "write it", "needs": [key]},
            ]
        }
    )
    record = TeamRecord(request=request, team=team, plan=spec)
    record.add_plan(spec)
    screen = ScreenContext(package="p", activity="a", signature="s", width=1, height=1)
    step = HistoryStep(step=1, operation=Text(content=typed), text=f"type {typed}")
    record.nodes["n1"].values = {"found": value}
    record.nodes["n2"].history = [step]
    for result in record.nodes.values():
        result.status, result.final = "done", screen
    return record


FLIGHT = "Find my flight booking email and add a to-do in Pages with its flight number."


def test_flow_problems_name_what_the_team_passed_on_wrongly(team_of):
    team = team_of("Mail", "Pages")
    cases = {
        "the request's words": flow_record(
            "Create a page titled with the paper's title.", "with the paper's title", "x", team
        ),
        "words for a value": flow_record(
            "add my seat number to my to-do list", "my seat number", "x", team
        ),
        "a row of the screen": flow_record(FLIGHT, "SJ 418 | 08:15", "SJ 418 | 08:15", team),
        "nothing the team typed holds one": flow_record(FLIGHT, "check in", "Nimbus", team),
        "asks to text something": flow_record(
            "where did i have dinner? text the name of the place to Grace Tanaka",
            "Grace Tanaka",
            "Trattoria Lucia",
            team,
        ),
        "passes on a number": flow_record(
            "add my seat number from the booking email to my To-do list", "", "x", team
        ),
    }
    kinds = {"a row of the screen": "row_as_value", "asks to text something": "nothing_written"}
    for words, record in cases.items():
        flaw = flow_problem(record, list(record.nodes.values()))
        assert flaw is not None and words in flaw.reason, (words, flaw)
        assert flaw.kind == kinds.get(words, "value_missing")
    unquoted = flow_record("text grace tanaka running late", "running late", "running late", team)
    assert flow_problem(unquoted, list(unquoted.nodes.values())) is None


def test_a_branch_that_wrote_no_digits_for_its_number_is_a_flow_problem(team_of):
    request = "text bo chan the gate number from my notes, and email ann lee my seat"
    record = flow_record(request, "14C", "14C", team_of("Mail", "Pages"))
    texting = record.nodes["n1"]
    texting.subtask = "text bo chan the gate number from my notes in Messages"
    step = HistoryStep(step=1, operation=Text(content="Bo Chan"), text="type Bo Chan")
    texting.history = [step]
    flaw = flow_problem(record, list(record.nodes.values()))
    assert flaw is not None and flaw.reason == "n1 passes on a number, and typed none"
    assert (flaw.kind, flaw.node) == ("value_missing", "n1")
    texting.history = [step.model_copy(update={"operation": Text(content="gate 7")})]
    assert flow_problem(record, list(record.nodes.values())) is None


def test_a_found_fact_typed_with_its_digits_is_no_flow_problem(team_of):
    record = flow_record(FLIGHT, "check in for SJ 418", "SJ 418", team_of("Mail", "Pages"))
    assert flow_problem(record, list(record.nodes.values())) is None
    texted = "where did i have dinner? text the name of the place to Grace Tanaka"
    record = flow_record(texted, "Trattoria Lucia", "Trattoria Lucia", team_of("Mail", "Pages"))
    assert flow_problem(record, list(record.nodes.values())) is None
    rated = "Check the place's rating in Maps and post a chirp recommending it, with its rating."
    typed = "recommending Trattoria Lucia, with its rating 4.6"
    record = flow_record(rated, typed, "4.6", team_of("Mail", "Pages"))
    assert flow_problem(record, list(record.nodes.values())) is None


def test_an_acting_node_left_with_the_owners_description_of_a_thing_is_a_flow_problem(team_of):
    request = "my zapline trip is in my notes: add the city i'm flying to to my quorn clock"
    record = flow_record(request, "Zapton", "Zapton", team_of("Mail", "Pages"))
    adding = record.nodes["n2"]
    adding.subtask = "add the city i'm flying to to my quorn clock"
    flaw = flow_problem(record, list(record.nodes.values()))
    assert flaw is not None and (flaw.kind, flaw.node) == ("value_missing", "n2")
    assert "the city i'm flying" in flaw.reason
    adding.subtask = "add Zapton to my quorn clock"
    assert flow_problem(record, list(record.nodes.values())) is None


def test_an_acting_node_that_typed_none_of_its_fetched_value_is_a_flow_problem(team_of):
    request = "bo is staying over, email her the zorb password"
    record = flow_record(request, "Bo Chan", "quill-harbor-42", team_of("Mail", "Pages"))
    flaw = flow_problem(record, list(record.nodes.values()))
    assert flaw is not None and (flaw.kind, flaw.node) == ("value_missing", "n2")
    assert "'quill-harbor-42'" in flaw.reason
    for typed in ("quill-harbor-42", "the password is quill-harbor-42"):
        record = flow_record(request, typed, "quill-harbor-42", team_of("Mail", "Pages"))
        assert flow_problem(record, list(record.nodes.values())) is None
    timed = flow_record("set a zorb alarm for it", "15:00", "Thursday at 3 pm", team_of("Mail"))
    assert flow_problem(timed, list(timed.nodes.values())) is None


def found_then(finder: str, question: str, key: str, actor: str, act: str) -> list[dict]:
    """A plan's two nodes: ``finder``'s expert answers ``question`` as ``key``, then
    ``actor``'s does ``act`` with it."""
    found = {"name": key, "type": "text"}
    return [
        {"id": "n1", "expert": f"{finder} expert", "subtask": question, "produces": [found]},
        {"id": "n2", "expert": f"{actor} expert", "subtask": act, "needs": [found]},
    ]


def test_a_recipient_looked_up_in_contacts_for_the_found_value_sent_by_mail(tmp_path, team_of):
    nodes = found_then(
        "Files",
        "What is my landlord's phone number in my apartment notes file in Files?",
        "phone_number",
        "Mail",
        'email wen okafor "{phone_number}" in Mail',
    )
    request = "email wen okafor my landlords phone number, its in my apartment notes file"
    phone = SimDevice()
    record = run(tmp_path, team_of("Files", "Mail"), *nodes, request=request, phone=phone)

    sent = max(phone.state()["mail"]["sent"], key=lambda m: m["id"])
    assert (sent["to"], sent["body"]) == ("wen.okafor@example.com", "+1 408 555 0187")
    assert record.claims_done, "the address looked up in Contacts carried the sent value"


def test_a_looked_up_field_of_a_place_saved_elsewhere_is_handled(tmp_path, team_of):
    nodes = found_then(
        "Maps",
        "What is taco norte's phone number in Maps?",
        "phone_number",
        "Contacts",
        "save {phone_number} to a new contact called Taco Norte in Contacts",
    )
    request = "look up taco norte's phone number and save it to a new contact called Taco Norte"
    record = run(tmp_path, team_of("Maps", "Contacts"), *nodes, request=request)

    assert record.nodes["n1"].values == {"phone_number": "(555) 832-6528"}
    assert record.claims_done, record.check


def test_the_request_is_judged_on_what_the_finding_node_committed(tmp_path, team_of):
    nodes = found_then(
        "Files",
        "What job was my cover letter for in Files?",
        "cover_letter",
        "Mail",
        'email hiro quist "{cover_letter}" in Mail',
    )
    request = "what job was my cover letter for? email hiro quist"
    record = run(tmp_path, team_of("Files", "Mail"), *nodes, request=request)

    committed = record.nodes["n1"].values.get("cover_letter", "")
    if "Product Manager" not in committed:
        assert not record.claims_done, f"{committed!r} was sent for the job and claimed done"


def test_an_act_pointing_back_at_an_answer_it_was_not_given_is_a_flow_problem(team_of):
    request = "how long does bo say the zorb bakes? start a timer for that long"
    record = flow_record(request, "", "", team_of("Mail", "Clock"))
    timing = record.nodes["n2"]
    timing.subtask = "start a timer for that long in Clock"
    timing.node = timing.node.model_copy(update={"needs": []})
    flaw = flow_problem(record, list(record.nodes.values()))
    assert flaw is not None and (flaw.kind, flaw.node) == ("value_missing", "n2")
    assert "'for that long'" in flaw.reason
    timing.subtask = "start a timer for 25 minutes in Clock"
    assert flow_problem(record, list(record.nodes.values())) is None
