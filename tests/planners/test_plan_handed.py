"""One sentence that hands one app's value to another, planned offline: a place's property
looked up by the idle map member between the node that finds the place and the one that uses
it, a thing someone texted found where texts are, a second branch's fact found on its own,
"using my X, ..." reading the fact from X, a fact acted on twice, and a fact put somewhere by
the app that keeps it. App labels are invented; their kinds come from the lexicon."""

from __future__ import annotations

from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team

CAL, MAIL, NOTES = "Zorb Calendar", "Zorb Mail", "Zorb Notes"
CHAT, MAPS, SETTINGS = "Zorb Chat", "Zorb Maps", "Zorb Settings"


def nodes(request: str, team):
    return plan_team(request, team, OfflinePolicy()).nodes


def test_a_property_of_a_place_found_in_the_calendar_is_looked_up_on_the_map(team_of):
    request = "email ada vance the phone number of the place i'm having brunch today"
    where, look, mail = nodes(request, team_of(CAL, MAIL, MAPS))
    assert where.expert == f"{CAL} expert" and where.subtask.startswith("Where ")
    assert look.expert == f"{MAPS} expert" and look.needs == where.produces
    assert look.subtask.startswith("What is the phone number of {")
    assert mail.expert == f"{MAIL} expert" and mail.needs == look.produces
    assert "phone number" not in mail.subtask


def test_a_thing_texted_to_the_owner_is_found_where_texts_are(team_of):
    team = team_of(MAIL, CHAT, NOTES)
    for member in team.members:
        member.shows = ["zorbshop", "sale", "code"] if MAIL in member.portrait.labels else []
    find, add = nodes("the sale code zorbshop texted me, add it to my quorn list", team)
    assert find.expert == f"{CHAT} expert" and add.expert == f"{NOTES} expert"
    assert add.needs == find.produces


def test_the_second_branch_finds_its_own_fact(team_of):
    request = (
        "text ada vance where we're having brunch and email bo chan the time of the team standup"
    )
    find, text, find2, mail = nodes(request, team_of(CAL, CHAT, MAIL))
    assert find.expert == find2.expert == f"{CAL} expert"
    assert text.needs == find.produces and mail.needs == find2.produces
    assert find2.needs == [] and "team standup" in find2.subtask


def test_a_fact_shown_as_a_phrase_is_found_in_the_app_that_shows_it(team_of):
    team = team_of(CAL, CHAT, MAIL)
    for member in team.members:
        member.shows = ["zorb review", "kickoff"] if CAL in member.portrait.labels else []
    request = "text ada vance the time of my zorb review, and email bo chan the room of the kickoff"
    find, text, find2, mail = nodes(request, team)
    assert find.expert == find2.expert == f"{CAL} expert"
    assert "zorb review" in find.subtask and text.needs == find.produces
    assert text.expert == f"{CHAT} expert" and mail.needs == find2.produces


def test_a_source_said_first_with_using_is_where_the_fact_is_read(team_of):
    find, text = nodes(
        "using my quorn info page, text ada vance the door code", team_of(NOTES, CHAT)
    )
    assert find.expert == f"{NOTES} expert" and "using" not in find.subtask
    assert "the door code from my quorn info page" in find.subtask
    assert text.expert == f"{CHAT} expert" and text.needs == find.produces


def test_a_fact_acted_on_twice_is_needed_by_both_acts(team_of):
    request = "email ada vance the wifi password from my quorn page and text it to bo chan"
    find, mail, text = nodes(request, team_of(NOTES, MAIL, CHAT))
    assert find.expert == f"{NOTES} expert"
    assert mail.needs == text.needs == find.produces


def test_a_fact_put_where_its_own_app_keeps_it_stays_with_that_app(team_of):
    team = team_of(SETTINGS, NOTES, CHAT)
    put, text = nodes("put the wifi password on my to-do list and text it to bo chan", team)
    assert put.expert == f"{NOTES} expert" and text.expert == f"{CHAT} expert"
    assert text.needs == put.produces
