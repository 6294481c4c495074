"""A key named after a "number" holds someone's phone number when its question says an owner
that is no plain word before "number" ("liam moreau's number"), and a code otherwise ("the
order's number"); the committed value is then the phone number shown, not a heading."""

from __future__ import annotations

from memory.pool import Key
from planners.facts import kind_of
from tests.planners.test_commit_values import commit


def test_someones_number_is_a_phone_and_a_things_number_a_code() -> None:
    key = Key(name="moreau_number", type="number")
    assert kind_of(key, "What is liam moreau's number in Contacts?", []) == "phone"
    order = Key(name="order_number", type="number")
    assert kind_of(order, "What is the order's number in Shop?", []) == "code"


def test_someones_number_commits_the_phone_number_shown() -> None:
    steps = [{"launch": "Contacts"}, {"tap": {"id": "search"}}, {"type": "Liam"}]
    steps.append({"tap": {"text": "Liam Moreau"}})
    key = Key(name="moreau_number", type="number")
    assert commit(key, "What is liam moreau's number in Contacts?", steps) == "(415) 555-0182"
