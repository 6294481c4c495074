"""Plans for an email or text to someone named only by a description (issue #13, cross55): by
their role before the thing sent ("email my landlord the zap code"), by what they do ("the
zapper who has my shed key"), or by the company they are at ("whoever i know at zapco", "the
person from zapco": the address book keeps whom people work for) are found first and the act
uses whom was found; a field phrase never runs across a second noun phrase ("my landlord the
zap code" is the landlord and the zap code). App labels and words are invented."""

from __future__ import annotations

from experts.assembly_records import facts_in
from mobilexperts.llm.offline import OfflinePolicy
from planners.sentences import described
from planners.team import plan_team

MAIL, NOTES, BOOK = "Inbox Mail", "Notebook Pages", "People Contacts"


def test_a_role_before_the_thing_sent_is_found_first() -> None:
    text, found = described("email my landlord the quorble code")
    assert found == {"landlord": "find out who is my landlord in my documents"}
    assert text.endswith("then email my landlord the quorble code")


def test_someone_who_does_a_thing_for_the_owner_is_found_first() -> None:
    text, found = described("email the zapper who has my shed key my quorble code")
    assert found == {"person": "find out who has my shed key in my documents"}
    assert text.endswith("then email my person my quorble code")


def test_someone_at_a_company_is_looked_up_in_the_address_book() -> None:
    for request in (
        "email whoever i know at zapco labs my quorble code",
        "email it to the person from zapco labs",
        "text my contact at zapco labs that the quorble is in",
    ):
        _, found = described(request)
        assert found == {"person": "find out who works at zapco labs in my contacts"}


def test_a_field_phrase_does_not_run_across_another_noun_phrase() -> None:
    facts = [m.group(0) for m, _ in facts_in("email my landlord the wifi password", [NOTES])]
    assert facts == ["the wifi password"]


def test_whom_a_company_names_is_found_before_the_email(team_of) -> None:
    request = "email whoever i know at zapco labs the quorble code"
    nodes = plan_team(request, team_of(BOOK, MAIL), OfflinePolicy()).nodes
    assert nodes[0].expert == f"{BOOK} expert" and "zapco labs" in nodes[0].subtask
    assert nodes[-1].expert == f"{MAIL} expert" and nodes[0].produces[0] in nodes[-1].needs
