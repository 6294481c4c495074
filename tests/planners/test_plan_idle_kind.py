"""Plans for a record of the enlisted app no clause points at, named by that app's own kind of
record with words of its own ("my quorble list" of a notes app): the email or text passing it on
is split into finding it there and sending its key; the verb "mail" passes things on like
"email", and "in an email" says how it goes, not what; the subject an email is given is the
request's own words, no thing found. App labels are invented."""

from __future__ import annotations

from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team

MAIL, NOTES = "Inbox Mail", "Notebook Pages"


def _plan(request: str, team):
    return plan_team(request, team, OfflinePolicy()).nodes


def test_a_record_of_the_idle_apps_own_kind_is_found_there_first(team_of):
    find, mail = _plan("email ada vance my quorble list", team_of(NOTES, MAIL))
    assert find.expert == f"{NOTES} expert" and "my quorble list" in find.subtask
    assert mail.expert == f"{MAIL} expert" and mail.needs == find.produces
    assert "quorble" not in mail.subtask


def test_mail_as_the_verb_and_in_an_email_pass_the_record_on(team_of):
    for request in ("mail my quorble list to ada vance", "send ada my quorble list in an email"):
        find, mail = _plan(request, team_of(NOTES, MAIL))
        assert find.expert == f"{NOTES} expert" and "email" not in find.subtask
        assert mail.expert == f"{MAIL} expert" and mail.needs == find.produces


def test_the_kind_alone_names_no_record(team_of):
    nodes = _plan("email ada vance my notes", team_of(NOTES, MAIL))
    assert [n.expert for n in nodes] == [f"{MAIL} expert"]


def test_the_subject_an_email_is_given_is_no_thing_found(team_of):
    request = "email ada vance, subject quorble ideas, with the quorble idea i noted for zed"
    team = team_of(NOTES, MAIL)
    team.members[0].shows = ["quorble"]
    find, mail = _plan(request, team)
    assert "subject" not in find.subtask and "noted for zed" in find.subtask
    assert "subject quorble ideas" in mail.subtask and mail.needs == find.produces
