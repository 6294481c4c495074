"""Plans for a reply that carries a found value (issue #13, cross60): a question the reply
answers ("reply to ada with what time my zumba alarm goes off", "answer bo's text with when
the quorn viewing is") is found first, and a bare reply after a question ("how much was my
zumba alarm? reply to ada") sends what was found. App labels are invented."""

from __future__ import annotations

from experts.assembly_said import asked_within
from mobilexperts.llm.offline import OfflinePolicy
from planners.replan_split import split_asked
from planners.sending import sent_whole
from planners.team import plan_team

CLOCK, CHAT = "Tick Clock", "Chat Messages"


def test_a_question_a_reply_answers_is_found_first():
    assert asked_within("reply to ada with what time my zumba alarm goes off")["fact"] == (
        "what time my zumba alarm goes off"
    )
    assert asked_within("answer bo's text with when the quorn viewing is")["fact"] == (
        "when the quorn viewing is"
    )
    assert asked_within("reply to ada saying thanks") is None
    assert asked_within("reply to ada vance with the zumba time") is None


def test_a_reply_with_a_told_question_acts_on_the_found_answer(team_of):
    request = "reply to ada vance with what time my zumba alarm goes off"
    find, reply = plan_team(request, team_of(CHAT, CLOCK), OfflinePolicy()).nodes
    assert find.expert == f"{CLOCK} expert" and reply.expert == f"{CHAT} expert"
    assert reply.needs == find.produces
    assert f"{{{reply.needs[0].name}}}" in reply.subtask and "zumba" not in reply.subtask


def test_a_bare_reply_after_a_question_sends_what_was_found(team_of):
    request = "how long is my zumba alarm? reply to ada vance"
    find, reply = plan_team(request, team_of(CHAT, CLOCK), OfflinePolicy()).nodes
    assert reply.needs == find.produces
    assert reply.subtask.startswith("reply to ada vance with")
    assert f"{{{reply.needs[0].name}}}" in reply.subtask


def test_a_failed_reply_carrying_a_question_is_split_into_finding_and_replying():
    split = split_asked("reply to bo's text with when my zumba class is in Chat Messages")
    assert split is not None and split.question == "When is my zumba class?"
    assert split.act == f'reply to bo\'s text with "{{{split.key.name}}}" in Chat Messages'
    assert split_asked("reply to bo saying thanks in Chat Messages") is None


def test_a_value_a_reply_sends_is_quoted_after_the_one_written_to():
    fetched = {"place": "club_place: Zorb Hall, 3rd floor"}
    assert sent_whole("respond to ada with Zorb Hall, 3rd floor in Chat", fetched) == (
        'respond to ada with "Zorb Hall, 3rd floor" in Chat'
    )
    assert sent_whole("dm with Zorb Hall, 3rd floor", fetched) == "dm with Zorb Hall, 3rd floor"


def test_a_reply_to_someone_else_does_not_follow_the_mail_a_fact_came_from(team_of):
    request = "what is the zorb code in my mail? reply to ada vance with it"
    nodes = plan_team(request, team_of("Inbox Mail", CHAT), OfflinePolicy()).nodes
    assert [n.expert for n in nodes] == ["Inbox Mail expert", f"{CHAT} expert"]
