"""Plans for requests chained the way people chain a finding step and what they do with it
("..., after that ...", "once you've found X, ...", "after zorbing X, ...", a leading
participle, "grab X from Y and text it ...", "text bo what time ann said"): the finding step is
a node of its own and its key reaches the acting node. App labels are invented."""

from __future__ import annotations

import pytest

from experts.assembly_chained import chained, gerund_base
from experts.assembly_doings import doing_record
from experts.assembly_records import record_kind
from memory.pool import Key
from mobilexperts.llm.offline import OfflinePolicy
from planners.about import subject_words
from planners.asking import question
from planners.clauses import clauses
from planners.keys import key_for
from planners.sources import best_expert
from planners.team import briefs, plan_team

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


def test_a_lead_verb_the_lexicon_does_not_know_chained_to_a_known_one_is_a_clause() -> None:
    assert [verb for verb, _, _ in clauses("help me investigate the plonk and write a page")] == [
        "investigate",
        "write",
    ]
    assert len(clauses("dinner at the plonk and text bo lee")) == 1
    assert len(clauses("invite bo lee to my plonk on zapday: add their email as a guest")) == 1


def test_of_apps_a_clause_points_at_alike_the_one_it_is_done_in_wins(team_of) -> None:
    clause = 'write a page about it in Notebook Pages titled "Inbox Mail tips" on Inbox Mail'
    experts = briefs(team_of(MAIL, NOTES))
    assert best_expert(clause, experts) == f"{NOTES} expert"


def test_who_asks_is_not_what_a_finding_node_asks_about() -> None:
    asked = subject_words("What zorb am I in when I'm flying to quornhold in Plan Calendar?")
    assert asked == ["zorb", "flying", "quornhold"]


def test_an_embedded_question_is_asked_in_question_order() -> None:
    day = [Key(name="plonk_day", type="date")]
    assert question("find out what day my plonk is arriving", day, "Inbox Mail") == (
        "What day is my plonk arriving in Inbox Mail?"
    )
    assert question("see which room the zorb review is in", day, "Inbox Mail") == (
        "Which room is the zorb review in in Inbox Mail?"
    )
