"""Plans for requests chained the way people chain a finding step and what they do with it
("..., after that ...", "once you've found X, ...", "after zorbing X, ...", a leading
participle, "grab X from Y and text it ...", "text bo what time ann said"): the finding step is
a node of its own and its key reaches the acting node. App labels are invented."""

from __future__ import annotations

import pytest

from experts.assembly_chained import chained, gerund_base
from experts.assembly_doings import doing_record
from experts.assembly_records import record_kind
from mobilexperts.llm.offline import OfflinePolicy
from planners.keys import key_for
from planners.team import plan_team

CHAT, MAIL, NOTES = "Chat Messages", "Inbox Mail", "Notebook Pages"


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("open the zorb email and after that text bo", "open the zorb email, then text bo"),
        ("find the quorn code, afterwards text bo", "find the quorn code, then text bo"),
        (
            "once you've found the plonk number in my zorb email, text it to bo",
            "find the plonk number in my zorb email, then text it to bo",
        ),
        (
            "once you know which day the quorn fair is, text bo",
            "find out which day the quorn fair is, then text bo",
        ),
        ("after reading the zorb email, text bo", "read the zorb email, then text bo"),
        (
            "checking my notebook for where the quorn fair is, text it to bo",
            "check my notebook for where the quorn fair is, then text it to bo",
        ),
        (
            "grab the plonk code from the zorb email then text it to bo",
            "find the plonk code in the zorb email, then text it to bo",
        ),
    ],
)
def test_chaining_is_read_as_finding_then_acting(typed: str, read: str) -> None:
    assert chained(typed) == read


def test_what_is_not_a_chain_is_left_as_typed() -> None:
    for typed in (
        "copy the zorb line from my notebook and paste it into the plonk page",
        "before leaving the quorn fair, text bo",
        "text bo that i'm running late",
    ):
        assert chained(typed) == typed
    assert gerund_base("getting") == "get" and gerund_base("checking") == "check"
    assert gerund_base("string") is None and gerund_base("morning") is None


def test_a_question_told_after_reading_a_record_is_answered_by_the_record(team_of) -> None:
    request = "open ada vance's zorb email and after that text bo lee what time she picked"
    find, text = plan_team(request, team_of(MAIL, CHAT), OfflinePolicy()).nodes
    assert find.expert == f"{MAIL} expert" and "what time she picked" in find.subtask
    assert text.expert == f"{CHAT} expert" and text.needs == find.produces
    assert f"{{{text.needs[0].name}}}" in text.subtask and "she picked" not in text.subtask


def test_a_person_told_by_text_after_a_finding_clause_is_told_what_was_found(team_of) -> None:
    request = "see which room the quorn review is in in my notebook and let bo lee know by text"
    find, text = plan_team(request, team_of(NOTES, CHAT), OfflinePolicy()).nodes
    assert find.expert == f"{NOTES} expert"
    assert text.expert == f"{CHAT} expert" and text.needs == find.produces


def test_a_doing_of_the_owner_is_kept_as_the_record_of_the_same_sense() -> None:
    assert doing_record("what zorb am i in when i'm flying to quornhold") == "flight"
    assert doing_record("when do we fly to quornhold") == "flight"
    assert doing_record("i'm letting bo lee know") is None
    assert record_kind("what zorb am i in when i am flying to quornhold") == "calendar"


def test_a_when_after_the_field_asked_names_the_record_not_the_field() -> None:
    assert key_for("find out what zorb am i in when i am flying", set()).type == "text"
    assert key_for("find out when the zorb is", set()).type == "date"
    assert key_for("find out what time the plonk leaves when i land", set()).type == "date"
