"""A person's detail the request puts on their contact with "her"/"his" ("save his email
address to his contact"): found by the earlier clause's app and keyed as an email address, and
"his contact" named in the acting node. People are invented; apps are given one-word labels."""

from __future__ import annotations

from memory.pool import Key
from mobilexperts.llm.offline import OfflinePolicy
from planners.facts import kind_of
from planners.sending import pronoun_named
from planners.team import plan_team

MAIL, PEOPLE = "Mail", "Contacts"
REQUEST = "zorbo emailed me about the party. save his email address to his contact"


def test_the_detail_is_found_where_the_person_wrote_and_put_on_the_contact(team_of) -> None:
    find, put = plan_team(REQUEST, team_of(MAIL, PEOPLE), OfflinePolicy()).nodes
    assert (find.expert, put.expert) == (f"{MAIL} expert", f"{PEOPLE} expert")
    assert [k.name for k in find.produces] == ["email_address"] == [k.name for k in put.needs]
    assert "{email_address}" in put.subtask and put.subtask.startswith("save ")


def test_a_key_named_for_an_email_address_holds_one() -> None:
    key = Key(name="email_address")
    uses = ['save "{email_address}" to his contact']
    assert kind_of(key, f"Which party zorbo emailed me in {MAIL}?", uses) == "email"
    assert kind_of(key, "What zorbo wrote", []) == "email"


def test_his_contact_in_a_node_is_the_one_person_the_request_names() -> None:
    subtask = f'save "z@x.org" to his contact in {PEOPLE}'
    assert pronoun_named(subtask, REQUEST) == f'save "z@x.org" to Zorbo\'s contact in {PEOPLE}'
    assert pronoun_named(f"text him in {MAIL}", REQUEST) == f"text Zorbo in {MAIL}"


def test_her_is_the_one_who_got_in_touch_though_her_name_is_a_word() -> None:
    request = "rose emailed me a recipe. add her email address to her contact card"
    subtask = f'add "r@x.org" to her contact card in {PEOPLE}'
    assert pronoun_named(subtask, request) == f'add "r@x.org" to Rose\'s contact card in {PEOPLE}'
