"""State paths and conditions used by task checkers."""

from __future__ import annotations

import pytest

from evals.conditions import Condition, resolve
from mobilexperts.errors import TaskSpecError

STATE = {
    "mail": {
        "inbox": [
            {"from": "Ann", "subject": "Lunch?", "unread": True},
            {"from": "Bob", "subject": "Invoice 42", "unread": False},
            {"from": "Cy", "subject": "Hello", "unread": True},
        ],
        "drafts": [],
    },
    "system": {"wifi": True},
}


def test_paths_index_map_and_filter() -> None:
    assert resolve(STATE, "mail.inbox[0].from") == "Ann"
    assert resolve(STATE, "mail.inbox[-1].subject") == "Hello"
    assert resolve(STATE, "mail.inbox[*].from") == ["Ann", "Bob", "Cy"]
    assert [m["from"] for m in resolve(STATE, "mail.inbox[?unread=true]")] == ["Ann", "Cy"]
    assert resolve(STATE, "mail.inbox[?unread=true][*].subject") == ["Lunch?", "Hello"]
    with pytest.raises(KeyError):
        resolve(STATE, "mail.inbox[9].from")


@pytest.mark.parametrize(
    ("condition", "expected"),
    [
        ({"path": "system.wifi", "equals": True}, True),
        ({"path": "system.wifi", "equals": False}, False),
        ({"path": "mail.inbox[*].subject", "contains": "invoice"}, True),
        ({"path": "mail.inbox[*].subject", "contains": "receipt"}, False),
        ({"path": "mail.inbox[*].unread", "contains": False}, True),
        ({"path": "mail.inbox[1].subject", "contains": "invoice"}, True),
        ({"path": "mail.inbox[*].subject", "not_contains": "Spam"}, True),
        ({"path": "mail.inbox[*].subject", "matches": r"invoice \d+"}, True),
        ({"path": "mail.inbox[?unread=true]", "count": 2}, True),
        ({"path": "mail.drafts", "count_at_least": 1}, False),
        ({"path": "mail.sent", "exists": False}, True),
        ({"path": "mail.sent", "exists": True}, False),
        ({"path": "mail.sent[0].to", "equals": "x"}, False),
    ],
)
def test_conditions(condition: dict, expected: bool) -> None:
    assert Condition.model_validate(condition).holds(STATE) is expected


@pytest.mark.parametrize(
    "bad",
    [
        {"path": "a.b"},
        {"path": "a.b", "equals": 1, "contains": 2},
        {"path": "a.b", "matches": "("},
        {"path": "a.b", "equals": 1, "whatever": 2},
    ],
)
def test_malformed_conditions_are_refused(bad: dict) -> None:
    with pytest.raises(ValueError):
        Condition.model_validate(bad)


def test_bad_path_is_a_task_spec_error() -> None:
    with pytest.raises(TaskSpecError, match="bad state path"):
        resolve(STATE, "mail..inbox[x")
